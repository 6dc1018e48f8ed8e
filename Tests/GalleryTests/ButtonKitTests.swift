import ButtonKit
import Foundation
import Gallery
import Plume
import PlumeTesting
import Testing

@Suite("button-kit") struct ButtonKitTests {
    @Test func funkyButtonIsRedRoundedWhiteAndPadded() throws {
        let host = ViewHost(Button("Go") {}.buttonStyle(FunkyButtonStyle()), size: CGSize(width: 200, height: 120))
        let label = try #require(host.find(text: "Go"))
        let list = host.dumpDisplayList()
        // Red background (#FF3B30) clipped by a 16-point rounded rectangle, white text.
        #expect(list.contains("fill #FF3B30FF"))
        #expect(list.contains("text \"Go\""))
        #expect(list.contains("#FFFFFFFF in"))
        let background = try #require(host.views.first { $0.typeName == "Color" })
        #expect(abs(background.frame.width - (label.frame.width + 32)) < 0.01)
        #expect(abs(background.frame.height - (label.frame.height + 32)) < 0.01)
        let image = try host.render()
        let center = image.pixel(x: Int(background.frame.minX) + 4, y: Int(background.frame.midY))
        #expect(center.red > 240 && center.green < 80 && center.blue < 70)
        // The corner is cut by the radius: the pixel just inside the top-left corner is background.
        let corner = image.pixel(x: Int(background.frame.minX) + 1, y: Int(background.frame.minY) + 1)
        #expect(corner.red > 240 && corner.green > 200)
    }

    @Test func tappingCountsPresses() throws {
        let host = try mount("button-kit")
        #expect(host.find(text: "Pressed 0 times") != nil)
        #expect(host.tap("Funky button"))
        #expect(host.find(text: "Pressed 1 time") != nil)  // not "1 times"
        #expect(host.tap("Funky button"))
        #expect(host.find(text: "Pressed 2 times") != nil)
    }

    @Test func pressingDimsTheButton() throws {
        let host = try mount("button-kit")
        let label = try #require(host.find(text: "Funky button"))
        host.press(at: CGPoint(x: label.frame.midX, y: label.frame.midY))
        host.advance(by: 0.2)  // the highlight fades in over 0.15 s
        #expect(host.dumpDisplayList().contains("opacity 0.7"))
        host.release(at: CGPoint(x: label.frame.midX, y: label.frame.midY))
        host.advance(by: 0.2)
        #expect(!host.dumpDisplayList().contains("opacity"))
        #expect(host.find(text: "Pressed 1 time") != nil)
    }

    @Test func picture() throws {
        let host = try GalleryRenderer.host(for: try GalleryRenderer.scene("button-kit"))
        try host.assertSnapshot(named: "button-kit", in: snapshotDirectory)
    }
}
