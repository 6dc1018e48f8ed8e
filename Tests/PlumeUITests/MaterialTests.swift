import Foundation
import PlumeCairo
import PlumeGraphics
import PlumeTesting
import Testing

@testable import PlumeUI

/// PNG references of the material tests, light and dark (`PLUME_RECORD=1` records them).
private let snapshotDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")

/// Vertical stripes, 10 points wide, alternating red and blue.
private struct Stripes: View {
    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<20, id: \.self) { index in
                (index.isMultiple(of: 2) ? Color.red : Color.blue).frame(width: 10)
            }
        }
    }
}

/// A card on a material over stripes; a button moves the stripes.
private struct Card: View {
    @State private var shifted = false
    let material: Material
    var body: some View {
        ZStack {
            Stripes().offset(x: shifted ? 5 : 0)
            Text("Now playing")
                .padding(12)
                .background(material, in: RoundedRectangle(cornerRadius: 12))
        }
        .frame(width: 200, height: 100)
        .overlay(alignment: .bottomTrailing) { Button("Shift") { shifted.toggle() }.font(.caption) }
    }
}

/// How far apart two pixels' colors are (largest channel difference).
private func distance(_ a: RenderedImage.Pixel, _ b: RenderedImage.Pixel) -> Int {
    max(abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)), abs(Int(a.blue) - Int(b.blue)))
}

@Suite("Material") struct MaterialTests {
    @Test func aMaterialBlursWhatIsBehindItsShapeAndTintsIt() throws {
        let host = ViewHost(Card(material: .ultraThinMaterial), size: CGSize(width: 200, height: 100))
        let dump = host.dumpDisplayList()
        #expect(dump.contains("backdropBlur 12"))
        let card = try #require(host.find(text: "Now playing")?.frame).insetBy(dx: -12, dy: -12)
        let image = try host.render()
        // Outside the card the stripes are crisp: a red stripe's middle is pure red.
        #expect(image.pixel(x: 5, y: 5) == .init(red: 255, green: 59, blue: 48, alpha: 255))
        // Inside, left of the text, neighbouring stripes have blurred into each other.
        let y = Int(card.midY)
        let a = image.pixel(x: Int(card.minX) + 4, y: y)
        let b = image.pixel(x: Int(card.minX) + 9, y: y)
        #expect(distance(a, b) < 60, "\(a) vs \(b)")
        #expect(distance(a, .init(red: 255, green: 59, blue: 48, alpha: 255)) > 40)
    }

    @Test func theShapeLimitsTheBlur() throws {
        let host = ViewHost(Card(material: .regularMaterial), size: CGSize(width: 200, height: 100))
        let card = try #require(host.find(text: "Now playing")?.frame).insetBy(dx: -12, dy: -12)
        let image = try host.render()
        // The rounded corner leaves the stripes beneath it as they are.
        let corner = image.pixel(x: Int(card.minX) + 1, y: Int(card.minY) + 1)
        let outside = image.pixel(x: Int(card.minX) + 1, y: 2)
        #expect(distance(corner, outside) <= 8)
    }

    @Test func thickerMaterialsTintMore() throws {
        func tintDistance(_ material: Material, _ scheme: ColorScheme) throws -> Int {
            let host = ViewHost(Card(material: material), size: CGSize(width: 200, height: 100), colorScheme: scheme)
            let card = try #require(host.find(text: "Now playing")?.frame).insetBy(dx: -12, dy: -12)
            let pixel = try host.render().pixel(x: Int(card.minX) + 4, y: Int(card.midY))
            let white: RenderedImage.Pixel =
                scheme == .dark
                ? .init(red: 28, green: 28, blue: 28, alpha: 255) : .init(red: 250, green: 250, blue: 250, alpha: 255)
            return distance(pixel, white)
        }
        for scheme in [ColorScheme.light, .dark] {
            let thin = try tintDistance(.ultraThinMaterial, scheme)
            let thick = try tintDistance(.ultraThickMaterial, scheme)
            #expect(thick < thin, "\(scheme): thick \(thick) vs thin \(thin)")
        }
    }

    @Test func redrawingOnlyWhatChangedStillBlursCorrectly() throws {
        let host = ViewHost(Card(material: .thinMaterial), size: CGSize(width: 200, height: 100))
        _ = try host.render()
        host.tap("Shift")
        host.advance(by: 1)
        let retained = try host.render()
        let fresh = try host.renderFromScratch()
        #expect(retained.difference(fresh, tolerance: 2).isWithin(channelTolerance: 2, allowedFraction: 0))
    }

    @Test func theBarMaterialAndPlainBackgroundSpelling() {
        let host = makeHost(Text("Bar").padding().background(.bar), width: 200, height: 100)
        #expect(host.dumpDisplayList().contains("backdropBlur 20"))
        let plain = makeHost(Text("Plain").padding().background(Color.red), width: 200, height: 100)
        #expect(!plain.dumpDisplayList().contains("backdropBlur"))
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func materialsPicture(scheme: ColorScheme) throws {
        let view = ZStack {
            Stripes().frame(width: 320, height: 150)
            HStack(spacing: 8) {
                ForEach(
                    [("Ultra thin", Material.ultraThin), ("Regular", .regular), ("Ultra thick", .ultraThick)],
                    id: \.0
                ) { name, material in
                    Text(name).font(.caption).padding(10).background(material, in: RoundedRectangle(cornerRadius: 10))
                }
            }
        }
        let host = ViewHost(view, size: CGSize(width: 320, height: 150), colorScheme: scheme)
        try host.assertSnapshot(named: "material-\(scheme == .dark ? "dark" : "light")", in: snapshotDirectory)
    }
}
