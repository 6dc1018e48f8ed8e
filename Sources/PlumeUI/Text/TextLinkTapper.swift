import Foundation
import PlumeGraphics

/// Taps on a text's links (a markdown `[label](url)` or an `AttributedString`'s `link`): the press
/// is taken when it begins on a link's characters, and the link opens through the environment's
/// `\.openURL` action when the press ends on the same link, as SwiftUI's text links do.
///
/// Owned by a `TextBehavior`, which states it as its `pointerHandler` only while its text has links;
/// the graph's pointer arena calls it. It asks its owner where the characters are drawn and opens
/// URLs through the owner's environment; it keeps only the link a press began on.
@MainActor
final class TextLinkTapper: PointerHandler {
    /// Answers the link drawn under a point (in the graph's coordinates), and opens URLs.
    private weak var owner: TextBehavior?
    private var pressedLink: URL?

    init(owner: TextBehavior) { self.owner = owner }

    func pointerBegan(at point: CGPoint) -> Bool {
        pressedLink = owner?.link(at: point)
        return pressedLink != nil
    }

    func pointerMoved(to point: CGPoint) {}

    func pointerEnded(at point: CGPoint) {
        defer { pressedLink = nil }
        guard let pressed = pressedLink, let owner, owner.link(at: point) == pressed else { return }
        owner.open(pressed)
    }

    func pointerCancelled() { pressedLink = nil }
}

extension TextBehavior {
    /// The link of the character drawn under `point` (in the graph's coordinates), if any.
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

    /// Opens `url` through the environment's `\.openURL` action.
    func open(_ url: URL) { node.environment.openURL(url) }

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
