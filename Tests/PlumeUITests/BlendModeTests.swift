import Foundation
import PlumeCairo
import PlumeGraphics
import PlumeTesting
import Testing

@testable import PlumeUI

@Suite("Blend modes and drawing groups") struct BlendModeTests {
    @Test func multiplyDarkensWhatIsBeneath() throws {
        let view = ZStack {
            Color(red: 1, green: 0.5, blue: 0)
            Color(white: 0.5).frame(width: 20, height: 20).blendMode(.multiply)
        }
        .frame(width: 40, height: 40)
        let host = ViewHost(view, size: CGSize(width: 40, height: 40))
        #expect(host.dumpDisplayList().contains("blendMode multiply"))
        let image = try host.render()
        let center = image.pixel(x: 20, y: 20)
        #expect(abs(Int(center.red) - 128) <= 2 && abs(Int(center.green) - 64) <= 2 && center.blue == 0, "\(center)")
        #expect(image.pixel(x: 2, y: 2) == .init(red: 255, green: 128, blue: 0, alpha: 255))
    }

    @Test func screenAndDifferenceUseTheirOperators() throws {
        func center(_ mode: BlendMode) throws -> RenderedImage.Pixel {
            let view = ZStack {
                Color(red: 0.5, green: 0.5, blue: 0.5)
                Color(red: 1, green: 0, blue: 0.5).blendMode(mode)
            }
            return try ViewHost(view, size: CGSize(width: 10, height: 10)).render().pixel(x: 5, y: 5)
        }
        let screen = try center(.screen)
        #expect(screen.red == 255 && abs(Int(screen.green) - 128) <= 1 && abs(Int(screen.blue) - 191) <= 2)
        let difference = try center(.difference)
        #expect(abs(Int(difference.red) - 128) <= 1 && abs(Int(difference.green) - 128) <= 1 && difference.blue <= 1)
    }

    @Test func aDrawingGroupFadesAsOneLayer() throws {
        let overlapping = ZStack(alignment: .topLeading) {
            Color.black.frame(width: 20, height: 20)
            Color.black.frame(width: 20, height: 20).offset(x: 10)
        }
        .frame(width: 30, height: 20, alignment: .topLeading)
        let grouped = ViewHost(overlapping.drawingGroup().opacity(0.5), size: CGSize(width: 30, height: 20))
        let image = try grouped.render()
        // Where the two squares overlap, the group is as faded as where only one is.
        #expect(image.pixel(x: 15, y: 10) == image.pixel(x: 5, y: 10))
        #expect(grouped.dumpDisplayList().contains("compositingGroup"))
    }

    @Test func unsupportedChoicesAreReported() {
        let host = makeHost(
            VStack {
                Color.red.blendMode(.plusDarker)
                Color.blue.drawingGroup(colorMode: .extendedLinear)
            })
        #expect(host.withGraph { $0.diagnostics }.contains { $0.contains("plusDarker) is drawn as .multiply") })
        #expect(
            host.withGraph { $0.diagnostics }.contains {
                $0.contains("colorMode extendedLinear is drawn as .nonLinear")
            })
        #expect(host.dumpDisplayList().contains("blendMode multiply"))
    }
}
