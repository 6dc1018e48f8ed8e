import Foundation
import PlumeCairo
import PlumeTesting
import Testing

@testable import PlumeUI

/// A colour picker and a readout of its colour.
private struct Paint: View {
    @State var color = Color(red: 1, green: 0, blue: 0)
    var body: some View {
        VStack(alignment: .leading) {
            Text("Colour \(color.resolve(in: .light).hex)")
            ColorPicker("Fill", selection: $color)
            Spacer()
        }
        .padding(12)
    }
}

private let snapshotDirectory = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")

/// The colour picker in a right-to-left window (an Arabic locale): its sliders run from the right,
/// as Apple's do, so the gradient, the knob and a press agree.
@MainActor @Suite("ColorPicker right to left") struct ColorPickerRightToLeftTests {
    private func colour(_ host: ViewHost) -> String? {
        host.texts.first { $0.hasPrefix("Colour ") }.map { String($0.dropFirst(7)) }
    }

    private func open(scheme: ColorScheme = .light) -> ViewHost {
        let host = ViewHost(
            Paint(), size: CGSize(width: 360, height: 560), colorScheme: scheme, locale: Locale(identifier: "ar_EG"))
        #expect(host.tap("Fill"))
        host.advance(by: 0.5)
        return host
    }

    /// The brightness of the pixel at `x` on the capsule of the slider labelled `label`.
    private func brightness(at x: CGFloat, of label: String, in host: ViewHost) throws -> Int {
        let frame = try #require(host.find(label: label)).frame
        let pixel = try host.render().pixel(x: Int(x.rounded()), y: Int(frame.maxY - 12))
        return Int(max(pixel.red, pixel.green, pixel.blue))
    }

    @Test func aPressIsMeasuredFromTheRightEdge() throws {
        let host = open()
        #expect(colour(host) == "#FF0000FF")
        // A third of the way from the right end of the hue slider: green.
        let hue = try #require(host.find(label: "Hue")).frame
        host.tap(at: CGPoint(x: hue.maxX - 12 - (hue.width - 24) / 3, y: hue.maxY - 12))
        #expect(colour(host) == "#00FF00FF")
        // Brightness at the far right is none (black), at the far left full.
        let brightness = try #require(host.find(label: "Brightness")).frame
        host.tap(at: CGPoint(x: brightness.maxX - 1, y: brightness.maxY - 12))
        #expect(colour(host) == "#000000FF")
        host.drag(
            from: CGPoint(x: brightness.maxX - 12, y: brightness.maxY - 12),
            to: CGPoint(x: brightness.minX, y: brightness.maxY - 12))
        #expect(colour(host) == "#00FF00FF")
    }

    @Test func theGradientsRunFromTheRightLikeTheKnob() throws {
        let host = open()
        let frame = try #require(host.find(label: "Brightness")).frame
        // Red at full brightness: the knob is at the left end, the gradient's dark end at the right.
        #expect(try brightness(at: frame.maxX - 8, of: "Brightness", in: host) < 40)
        #expect(try brightness(at: frame.minX + 40, of: "Brightness", in: host) > 200)
        // At no brightness the knob moves to the right end; the gradient stays put.
        host.tap(at: CGPoint(x: frame.maxX - 1, y: frame.maxY - 12))
        #expect(colour(host) == "#000000FF")
        #expect(try brightness(at: frame.minX + 8, of: "Brightness", in: host) > 200)
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func picture(scheme: ColorScheme) throws {
        let host = open(scheme: scheme)
        try host.assertSnapshot(named: "colorpicker-rtl-\(scheme == .dark ? "dark" : "light")", in: snapshotDirectory)
    }
}
