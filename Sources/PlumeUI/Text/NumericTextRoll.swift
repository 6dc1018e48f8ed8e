import Foundation
import PlumeGraphics

/// Draws one frame of a `.numericText` change: the characters the old and the new text share at
/// the start stay where they are, and the rest of the old text rolls out (up when counting up) as
/// the rest of the new one rolls in from the other side, each fading.
///
/// Used only by `TextBehavior.draw`, for single-line texts of one run in one font; it returns false
/// (and draws nothing) for any other text, which then rolls whole. It measures the shared start
/// with the text engine and keeps nothing.
enum NumericTextRoll {
    /// How far the changing characters travel, in lines.
    static let distance: CGFloat = 0.6

    /// Draws the roll with `outgoing` (1 → 0) of it left, from `old` (its colour already faded by
    /// `outgoing`) to `new` in `frame`, in `direction` (1 up, -1 down).
    static func draw(
        old: (request: TextLayoutRequest, size: CGSize, color: Color.Resolved),
        new: (request: TextLayoutRequest, frame: CGRect, color: Color.Resolved),
        outgoing: Double, direction: CGFloat, engine: TextLayoutEngine, into list: inout DisplayList
    ) -> Bool {
        guard old.request.runs.count == 1, new.request.runs.count == 1,
            old.request.runs[0].font == new.request.runs[0].font,
            engine.layout(old.request).lineCount <= 1, engine.layout(new.request).lineCount <= 1
        else { return false }
        let oldText = old.request.runs[0].text
        let newText = new.request.runs[0].text
        let shared = String(zip(oldText, newText).prefix { $0 == $1 }.map(\.0))
        func part(_ request: TextLayoutRequest, _ text: String) -> (TextLayoutRequest, CGSize) {
            var request = request
            request.runs[0].text = text
            request.maxWidth = nil
            return (request, engine.layout(request).size)
        }
        let frame = new.frame
        let travel = direction * distance * frame.height
        var lead: CGFloat = 0
        if !shared.isEmpty {
            let (request, size) = part(new.request, shared)
            lead = size.width
            list.append(
                .text(
                    request,
                    frame: CGRect(x: frame.minX, y: frame.minY, width: size.width + 0.01, height: frame.height),
                    color: new.color))
        }
        let (oldRest, oldSize) = part(old.request, String(oldText.dropFirst(shared.count)))
        if oldSize.width > 0 {
            list.append(
                .text(
                    oldRest,
                    frame: CGRect(
                        x: frame.minX + lead, y: frame.minY - travel * (1 - outgoing), width: oldSize.width + 0.01,
                        height: frame.height), color: old.color))
        }
        let (newRest, newSize) = part(new.request, String(newText.dropFirst(shared.count)))
        if newSize.width > 0 {
            var color = new.color
            color.opacity *= 1 - outgoing
            list.append(
                .text(
                    newRest,
                    frame: CGRect(
                        x: frame.minX + lead, y: frame.minY + travel * outgoing, width: newSize.width + 0.01,
                        height: frame.height), color: color))
        }
        return true
    }
}
