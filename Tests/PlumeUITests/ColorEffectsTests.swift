import Foundation
import PlumeCairo
import PlumeGraphics
import PlumeTesting
import Testing

@testable import PlumeUI

/// SwiftUI's colour effects on plain swatches: what each does to a pixel, that they animate, and
/// that a bad number is reported and drawn as no change.
@Suite("Colour effects") struct ColorEffectsTests {
    private struct Swatch<V: View>: View {
        let color: Color
        let effect: (AnyView) -> V
        var body: some View {
            effect(AnyView(Rectangle().fill(color).frame(width: 40, height: 40))).frame(width: 40, height: 40)
        }
    }

    /// The centre pixel of `color` drawn through `effect`.
    private func pixel<V: View>(_ color: Color, _ effect: @escaping (AnyView) -> V) throws -> RenderedImage.Pixel {
        let host = ViewHost(Swatch(color: color, effect: effect), size: CGSize(width: 40, height: 40))
        return try host.render().pixel(x: 20, y: 20)
    }

    private func expect(_ pixel: RenderedImage.Pixel, _ r: Int, _ g: Int, _ b: Int, _ a: Int = 255, tolerance: Int = 3)
    {
        let got = [Int(pixel.red), Int(pixel.green), Int(pixel.blue), Int(pixel.alpha)]
        let want = [r, g, b, a]
        #expect(zip(got, want).allSatisfy { abs($0 - $1) <= tolerance }, "got \(pixel), want \(want)")
    }

    private let red = Color(red: 1, green: 0, blue: 0)

    @Test func eachEffectOnARedSwatch() throws {
        expect(try pixel(red) { $0 }, 255, 0, 0)
        expect(try pixel(red) { $0.grayscale(1) }, 54, 54, 54)  // 0.213 of full red
        expect(try pixel(red) { $0.grayscale(0) }, 255, 0, 0)
        expect(try pixel(red) { $0.saturation(0) }, 54, 54, 54)
        expect(try pixel(red) { $0.brightness(0.5) }, 255, 128, 128)
        expect(try pixel(red) { $0.brightness(-1) }, 0, 0, 0)
        expect(try pixel(red) { $0.contrast(0) }, 128, 128, 128)
        expect(try pixel(red) { $0.colorInvert() }, 0, 255, 255)
        expect(try pixel(red) { $0.hueRotation(.degrees(180)) }, 0, 109, 109)
        expect(try pixel(.white) { $0.luminanceToAlpha() }, 0, 0, 0, 255)
        expect(try pixel(.black) { $0.luminanceToAlpha() }, 255, 255, 255, 255)  // transparent: the window shows
    }

    @Test func theDisplayListSaysWhatIsApplied() {
        let host = ViewHost(Swatch(color: red) { $0.grayscale(0.5) }, size: CGSize(width: 40, height: 40))
        #expect(host.dumpDisplayList().contains("colorMatrix ["))
        let plain = ViewHost(Swatch(color: red) { $0.saturation(1) }, size: CGSize(width: 40, height: 40))
        #expect(!plain.dumpDisplayList().contains("colorMatrix"), "an effect that changes nothing composites nothing")
    }

    private struct Fading: View {
        @State private var grey = false
        var body: some View {
            VStack {
                Rectangle().fill(Color(red: 1, green: 0, blue: 0)).frame(width: 40, height: 40)
                    .grayscale(grey ? 1 : 0)
                Button("Fade") { withAnimation(.linear(duration: 1)) { grey = true } }
            }
        }
    }

    @Test func grayscaleAnimates() throws {
        let host = ViewHost(Fading(), size: CGSize(width: 100, height: 100))
        let square = try #require(host.views.first { $0.typeName.contains("Rectangle") }).frame
        func red() throws -> Int { Int(try host.render().pixel(x: Int(square.midX), y: Int(square.midY)).red) }
        #expect(try red() == 255)
        #expect(host.tap("Fade"))
        host.advance(by: 0.5)
        let halfway = try red()
        #expect(halfway > 140 && halfway < 170, "half way from 255 to 54: \(halfway)")
        host.advance(by: 0.6)
        #expect(abs(try red() - 54) <= 3)
    }

    @Test func aNonFiniteAmountIsReportedAndChangesNothing() throws {
        let host = ViewHost(
            Swatch(color: red) { $0.saturation(.nan).hueRotation(.radians(.infinity)) },
            size: CGSize(width: 40, height: 40))
        expect(try host.render().pixel(x: 20, y: 20), 255, 0, 0)
        #expect(host.withGraph { $0.diagnostics }.contains { $0.contains("saturation") })
        #expect(host.withGraph { $0.diagnostics }.contains { $0.contains("hueRotation") })
    }

    @Test func matricesClampAndIgnoreBadNumbers() {
        #expect(ColorMatrix.grayscale(5) == ColorMatrix.saturation(0))
        #expect(ColorMatrix.brightness(.nan) == .identity)
        let (r, g, b, a) = ColorMatrix.brightness(1e300).apply(0.5, 0.5, 0.5, 1)
        #expect(r == 1 && g == 1 && b == 1 && a == 1)
    }
}
