import Foundation
import Plume
import PlumeTesting
import Testing

@testable import Gallery

/// The catalogue's "Pinch and rotate" page used as a person would: zoom the photo with two fingers
/// and with Control + wheel, turn the card with two fingers and with Control + Shift + wheel, and
/// take pictures in light and dark.
@Suite("catalogue: pinch and rotate") struct CataloguePinchTests {
    private func centre(of identifier: String, in host: ViewHost) throws -> CGPoint {
        let frame = try #require(host.find(identifier: identifier)?.frame)
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    @Test func thePhotoZoomsAndTheCardTurns() throws {
        let host = try openCataloguePage("Pinch and rotate")
        #expect(host.find(text: "Zoom 1.00×") != nil, "\(host.texts)")
        host.pinch(at: try centre(of: "zoomable", in: host), scale: 1.5, steps: 6)
        #expect(host.find(text: "Zoom 1.50×") != nil, "\(host.texts)")
        host.scroll(at: try centre(of: "zoomable", in: host), by: CGSize(width: 0, height: 80), modifiers: .control)
        host.advance(by: 0.5)
        #expect(host.find(text: "Zoom 1.24×") != nil, "two notches towards you: 1.5 / 1.21, \(host.texts)")
        host.rotate(at: try centre(of: "card", in: host), by: .degrees(30), steps: 5)
        #expect(host.find(text: "Turned 30°") != nil, "\(host.texts)")
        host.scroll(
            at: try centre(of: "card", in: host), by: CGSize(width: 0, height: -40), modifiers: [.control, .shift])
        host.advance(by: 0.5)
        #expect(host.find(text: "Turned 15°") != nil, "one notch away from you turns back 15°, \(host.texts)")
    }

    @Test(arguments: [ColorScheme.light, .dark]) func pictures(scheme: ColorScheme) throws {
        let host = try openCataloguePage("Pinch and rotate", scheme: scheme)
        let name = scheme == .dark ? "dark" : "light"
        host.pinch(at: try centre(of: "zoomable", in: host), scale: 1.6, steps: 4)
        host.rotate(at: try centre(of: "card", in: host), by: .degrees(-12), steps: 3)
        try host.assertSnapshot(named: "catalogue-pinch-zoomed-\(name)", in: snapshotDirectory)
        // Mid-pinch: the gesture's state scales the photo before the wheel goes quiet.
        host.scroll(at: try centre(of: "zoomable", in: host), by: CGSize(width: 0, height: -40), modifiers: .control)
        try host.assertSnapshot(named: "catalogue-pinch-midwheel-\(name)", in: snapshotDirectory)
        host.advance(by: 0.5)
    }
}
