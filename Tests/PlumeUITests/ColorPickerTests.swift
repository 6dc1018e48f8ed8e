import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// A colour picker and a readout of its colour.
private struct Paint: View {
    @State var color: Color = .blue
    var supportsOpacity = true
    var body: some View {
        VStack(alignment: .leading) {
            Text("Colour \(color.resolve(in: .light).hex)")
            ColorPicker("Fill", selection: $color, supportsOpacity: supportsOpacity)
            Spacer()
        }
        .padding(12)
    }
}

private let snapshotDirectory = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")

@MainActor @Suite("ColorPicker") struct ColorPickerTests {
    private func colour(_ host: ViewHost) -> String? {
        host.texts.first { $0.hasPrefix("Colour ") }.map { String($0.dropFirst(7)) }
    }

    private func open(
        _ size: CGSize = CGSize(width: 360, height: 560), supportsOpacity: Bool = true, scheme: ColorScheme = .light
    )
        -> ViewHost
    {
        let host = ViewHost(Paint(supportsOpacity: supportsOpacity), size: size, colorScheme: scheme)
        #expect(host.tap("Fill"))
        host.advance(by: 0.5)
        return host
    }

    @Test func theSwatchOpensAPaletteWhoseCellsPickAColour() {
        let host = open()
        #expect(host.find(text: "#007AFF") != nil, "the panel shows the colour's hex")
        #expect(host.tap("Red"))
        #expect(colour(host) == "#FF3B30FF")
        #expect(host.find(text: "#FF3B30") != nil)
        #expect(host.tap("#000000"))
        #expect(colour(host) == "#000000FF")
    }

    @Test func slidersSetHueSaturationBrightnessAndOpacity() throws {
        let host = open()
        #expect(host.tap("#FF0000"))
        #expect(colour(host) == "#FF0000FF")
        // Hue a third of the way: green.
        let hue = try #require(host.find(label: "Hue")).frame
        host.tap(at: CGPoint(x: hue.minX + 12 + (hue.width - 24) / 3, y: hue.maxY - 12))
        #expect(colour(host) == "#00FF00FF")
        // Brightness at the far left: black; back to the right end: full.
        let brightness = try #require(host.find(label: "Brightness")).frame
        host.tap(at: CGPoint(x: brightness.minX + 1, y: brightness.maxY - 12))
        #expect(colour(host) == "#000000FF")
        host.tap(at: CGPoint(x: brightness.maxX - 1, y: brightness.maxY - 12))
        #expect(colour(host) == "#00FF00FF", "the hue and saturation survive passing through black")
        // Opacity half way.
        let opacity = try #require(host.find(label: "Opacity")).frame
        host.tap(at: CGPoint(x: opacity.midX, y: opacity.maxY - 12))
        #expect(colour(host) == "#00FF0080")
        // Saturation to none: white.
        let saturation = try #require(host.find(label: "Saturation")).frame
        host.drag(
            from: CGPoint(x: saturation.maxX - 12, y: saturation.maxY - 12),
            to: CGPoint(x: saturation.minX, y: saturation.maxY - 12))
        #expect(colour(host) == "#FFFFFF80")
    }

    @Test func withoutOpacityThereIsNoOpacitySliderAndColoursAreOpaque() {
        let host = open(supportsOpacity: false)
        #expect(host.find(label: "Opacity") == nil)
        #expect(host.tap("Green"))
        #expect(colour(host)?.hasSuffix("FF") == true)
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func picture(scheme: ColorScheme) throws {
        let host = open(CGSize(width: 360, height: 560), scheme: scheme)
        try host.assertSnapshot(named: "colorpicker-\(scheme == .dark ? "dark" : "light")", in: snapshotDirectory)
    }
}
