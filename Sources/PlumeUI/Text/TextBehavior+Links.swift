import Foundation

/// Tapping a link in a text (a markdown `[label](url)` or an `AttributedString`'s `link`): the press
/// is taken when it begins on a link's characters, and the link opens through the environment's
/// `\.openURL` action when the press ends on the same link, as SwiftUI's text links do.
///
/// Called by the graph's pointer arena (`pointerHandler` is this behaviour only when the text has
/// links); it reads the laid-out lines from the graph's text engine and touches nothing but
/// `pressedLink`.
extension TextBehavior: PointerHandler {
    func pointerBegan(at point: CGPoint) -> Bool {
        pressedLink = link(at: point)
        return pressedLink != nil
    }

    func pointerMoved(to point: CGPoint) {}

    func pointerEnded(at point: CGPoint) {
        defer { pressedLink = nil }
        guard let pressed = pressedLink, link(at: point) == pressed else { return }
        node.environment.openURL(pressed)
    }

    func pointerCancelled() { pressedLink = nil }

    /// The link of the character drawn under `point` (in the node's coordinates' space), if any.
    func link(at point: CGPoint) -> URL? {
        let frame = node.frame
        guard frame.contains(point) else { return nil }
        var request = request(ProposedViewSize(width: frame.width + 0.01, height: frame.height + 0.01))
        request.maxWidth = frame.width + 0.01
        let local = CGPoint(x: point.x - frame.minX, y: point.y - frame.minY)
        let engine = node.graph.textEngine
        let caret = engine.characterOffset(in: request, at: local)
        // The caret nearest the point lies at one edge of the character under it.
        for index in [caret - 1, caret] where index >= 0 {
            let start = engine.caretRect(in: request, atCharacterOffset: index)
            let end = engine.caretRect(in: request, atCharacterOffset: index + 1)
            guard local.y >= start.minY, local.y <= start.maxY, end.minY == start.minY,
                local.x >= start.minX, local.x <= end.minX
            else { continue }
            return segment(containingCharacter: index)?.link
        }
        return nil
    }

    /// The segment holding the character at `offset` (counting characters across segments).
    private func segment(containingCharacter offset: Int) -> Text.Segment? {
        var start = 0
        for segment in text.segments {
            let count = segment.string.count
            if offset < start + count { return segment }
            start += count
        }
        return nil
    }
}
