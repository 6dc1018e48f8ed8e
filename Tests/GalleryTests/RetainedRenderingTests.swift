import Foundation
import Gallery
import Plume
import PlumeTesting
import Testing

/// `ViewHost.render()` redraws only what changed since the previous frame (`RetainedRenderer`); its
/// pixels must equal a full redraw of the same frame, byte for byte, on every gallery scene through
/// its animations, taps, scrolls and drags.
@Suite struct RetainedRenderingTests {
    /// Compares the retained frame with a full redraw; returns a description of the difference.
    static func mismatch(_ host: ViewHost) throws -> String? {
        let retained = try host.render()
        let scratch = try host.renderFromScratch()
        guard retained.bytes != scratch.bytes else { return nil }
        var differing = 0
        var largest = 0
        var first: (Int, Int)?
        for y in 0..<scratch.height {
            for x in 0..<scratch.width {
                let i = y * scratch.stride + x * 4
                var worst = 0
                for c in 0..<4 { worst = max(worst, abs(Int(retained.bytes[i + c]) - Int(scratch.bytes[i + c]))) }
                if worst > 0 {
                    differing += 1
                    largest = max(largest, worst)
                    if first == nil { first = (x, y) }
                }
            }
        }
        return "\(differing) pixels differ (by up to \(largest)), first at \(first.map { "\($0.0),\($0.1)" } ?? "-")"
    }

    /// Drives `host` like a person (time passing, taps across the screen, a scroll and a drag) and
    /// checks every frame; returns how many frames were compared.
    static func check(_ id: String, host: ViewHost, record: (String) -> Void) throws -> Int {
        var frames = 0
        func compare(_ step: String) throws {
            frames += 1
            if let problem = try mismatch(host) { record("\(id) after \(step): \(problem)") }
        }
        try compare("mount")
        for step in 1...8 {
            host.advance(by: 0.1)
            try compare("\(step * 100) ms")
        }
        let size = host.size
        for (fx, fy) in [(0.5, 0.2), (0.3, 0.5), (0.7, 0.5), (0.5, 0.8)] {
            let point = CGPoint(x: size.width * fx, y: size.height * fy)
            host.press(at: point)
            host.advance(by: 0.05)
            try compare("press at \(point)")
            host.release(at: point)
            for step in 1...3 {
                host.advance(by: 0.1)
                try compare("tap at \(point) + \(step * 100) ms")
            }
        }
        let middle = CGPoint(x: size.width / 2, y: size.height / 2)
        _ = host.scroll(at: middle, by: CGSize(width: 0, height: -120))
        host.advance(by: 0.05)
        try compare("scroll")
        host.drag(from: middle, to: CGPoint(x: middle.x - 60, y: middle.y - 90), steps: 6, duration: 0.1)
        try compare("drag")
        host.advance(by: 0.5)
        try compare("after drag")
        return frames
    }

    @Test func everySceneMatchesAFullRedrawFrameByFrame() throws {
        var problems: [String] = []
        var partial = 0
        var frames = 0
        for scene in SceneRegistry.built {
            let host = try GalleryRenderer.host(for: scene)
            frames += try Self.check(scene.id, host: host) { problems.append($0) }
            partial += host.partialRenderCount
        }
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
        // Retained rendering is really used (a frame drawn whole each time would also match).
        #expect(partial > frames / 2)
    }

    @Test func matchesAtScaleTwoAndInDarkMode() throws {
        var problems: [String] = []
        for id in ["wave", "keyboard-aware", "company-employees", "bezier-chart"] {
            guard let scene = SceneRegistry.scene(id: id), scene.isBuilt else { continue }
            let host = try GalleryRenderer.host(for: scene, options: RenderOptions(scale: 2))
            _ = try Self.check(id, host: host) { problems.append($0) }
            host.setColorScheme(.dark)
            if let problem = try Self.mismatch(host) { problems.append("\(id) dark: \(problem)") }
        }
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    /// The soak's find: after a long press of 1.96 s on `reaction-popup` (its demo shows the row of
    /// reactions, which the press hides), one pixel of the post's gradient differed by 1.
    @Test func reactionPopupAfterALongPressMatchesAFullRedraw() throws {
        var problems: [String] = []
        let scene = try GalleryRenderer.scene("reaction-popup")
        for point in [CGPoint(x: 20, y: 60), CGPoint(x: 200, y: 300), CGPoint(x: 380, y: 120)] {
            let host = try GalleryRenderer.host(for: scene, options: RenderOptions(at: 0))
            _ = try host.render()
            host.longPress(at: point, duration: 1.96)
            if let problem = try Self.mismatch(host) { problems.append("long press at \(point): \(problem)") }
            host.advance(by: 0.5)
            if let problem = try Self.mismatch(host) { problems.append("0.5 s later: \(problem)") }
        }
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }
}
