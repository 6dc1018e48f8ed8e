import Foundation
import PlumeGraphics

/// SF Symbols' numbered symbols, `"0.circle"` to `"50.circle"`, with `.square` and `.fill` forms
/// (`"7.circle.fill"`, `"12.square"`): apps show counts with them (`Image(systemName:
/// "\(word.count).circle")`). Material Icons, the font the other symbols come from, has no such
/// glyphs, so Plume draws them: the shape's outline with the number inside in the system font, or
/// the filled shape with the number cut out of it (the background shows through, as in SF
/// Symbols).
///
/// `ImageBehavior` asks `init?(systemName:)` for a name the symbol table does not map, and draws
/// the symbol with `draw(in:color:engine:into:)` in its frame.
struct NumberedSymbol: Hashable {
    enum Shape: String { case circle, square }

    /// The largest number SF Symbols draws in a circle or a square.
    static let largest = 50

    let number: Int
    let shape: Shape
    let isFilled: Bool

    /// The numbered symbol `name` names (`"<number>.<circle|square>[.fill]"`, 0…50), or nil.
    init?(systemName name: String) {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2 || (parts.count == 3 && parts[2] == "fill"),
            parts[0].allSatisfy(\.isASCII), let number = Int(parts[0]), String(number) == parts[0],
            (0...Self.largest).contains(number), let shape = Shape(rawValue: String(parts[1]))
        else { return nil }
        self.number = number
        self.shape = shape
        isFilled = parts.count == 3
    }

    /// Draws the symbol centred in `frame` (a square of the symbol's point size) in `color`.
    func draw(in frame: CGRect, color: Color.Resolved, engine: TextLayoutEngine, into list: inout DisplayList) {
        let side = min(frame.width, frame.height)
        guard side > 0 else { return }
        let lineWidth = max(1, side * 0.08)
        let box = CGRect(
            x: frame.midX - side * 0.42, y: frame.midY - side * 0.42, width: side * 0.84, height: side * 0.84)
        let digits = String(number)
        let fontSize = side * (digits.count > 1 ? 0.42 : 0.52)
        let request = TextLayoutRequest(runs: [TextRun(digits, font: .system(size: fontSize, weight: .semibold))])
        let size = engine.layout(request).size
        let textFrame = CGRect(
            x: frame.midX - size.width / 2, y: frame.midY - size.height / 2, width: size.width + 0.01,
            height: size.height + 0.01)
        let number = DisplayItem.text(request, frame: textFrame, color: color)
        if isFilled {
            list.append(
                .effect(
                    .compositingGroup,
                    DisplayList([
                        .fill(outline(of: box, side: side), .color(color)),
                        .effect(.blendMode(.destinationOut), DisplayList([number])),
                    ])
                ))
        } else {
            // Half a line inside the box, so the stroke stays within the symbol's bounds.
            let inner = box.insetBy(dx: lineWidth / 2, dy: lineWidth / 2)
            list.append(.stroke(outline(of: inner, side: side), .color(color), StrokeStyle(lineWidth: lineWidth)))
            list.append(number)
        }
    }

    /// The symbol's shape filling `box`.
    private func outline(of box: CGRect, side: CGFloat) -> Path {
        switch shape {
        case .circle: Path(ellipseIn: box)
        case .square: Path(roundedRect: box, cornerRadius: max(0, side * 0.16 - (side * 0.84 - box.width) / 2))
        }
    }
}
