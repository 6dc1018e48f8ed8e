import Foundation
import PlumeGraphics

/// The rectangles that show a selected range of laid-out text, and their colour: the tint at 30 %
/// opacity, as text fields and editors show their selection. Text fields, editors and selectable
/// `Text` views draw it under their characters.
enum SelectionHighlight {
    /// The rectangles covering the text between the carets `from` and `to` (in the text's own
    /// coordinates): one on a single line; otherwise the rest of the first line, the whole lines
    /// between, and the start of the last line, each `width` wide at most.
    static func rects(from: CGRect, to: CGRect, width: CGFloat) -> [CGRect] {
        if abs(from.minY - to.minY) < 0.5 {
            return [CGRect(x: from.minX, y: from.minY, width: to.minX - from.minX, height: from.height)]
        }
        var rects = [CGRect(x: from.minX, y: from.minY, width: max(0, width - from.minX), height: from.height)]
        if to.minY > from.maxY + 0.5 {
            rects.append(CGRect(x: 0, y: from.maxY, width: width, height: to.minY - from.maxY))
        }
        rects.append(CGRect(x: 0, y: to.minY, width: to.minX, height: to.height))
        return rects
    }

    /// The selection's paint: `accent` at 30 % opacity.
    static func paint(_ accent: Color.Resolved) -> Paint {
        .color(Color.Resolved(red: accent.red, green: accent.green, blue: accent.blue, opacity: 0.3))
    }
}
