import Foundation
import PlumeAnimation
import PlumeGraphics

/// Lays out, draws and edits a text field.
final class TextFieldBehavior: NodeBehavior, FocusableBehavior, PointerHandler, PointerStyleProvider {
    var pointerStyle: PointerStyle? { .iBeam }
    private var field: TextFieldCore { node.view as! TextFieldCore }
    private(set) var isFocused = false

    override var displayName: String? { field.isSecure ? "SecureField" : "TextField" }
    override var dumpDetails: String? {
        let shown = displayed.isEmpty ? "placeholder \"\(field.title)\"" : "\"\(displayed)\""
        return shown + (isFocused ? " focused" : "")
    }

    override func update(changed: Bool) { if changed { node.invalidateLayout() } }

    /// The characters shown: the text, or one dot per character for secure fields.
    var displayed: String {
        let text = field.text.wrappedValue
        return field.isSecure ? String(repeating: "•", count: text.count) : text
    }

    private var font: Font { node.environment.font ?? .body }

    /// The field's title (its placeholder), which tests and accessibility find it by.
    var title: String { field.title }
    private var bordered: Bool { node.environment.textFieldStyle == .roundedBorder }
    private var inset: CGFloat { bordered ? 7 : 0 }

    private func measure(_ string: String) -> TextLayoutResult {
        node.graph.textEngine.layout(TextLayoutRequest(runs: [TextRun(string.isEmpty ? " " : string, font: font)]))
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let line = measure("Ag").size.height
        let ideal = max(measure(displayed).size.width, measure(field.title).size.width) + 2 * inset + 2
        return CGSize(width: proposal.width ?? ideal, height: line + 2 * inset)
    }

    override func hitTest(_ point: CGPoint) -> ViewNode? { node.frame.contains(point) ? node : nil }

    override func draw(into list: inout DisplayList) {
        let frame = node.drawFrame
        let scheme = node.environment.colorScheme
        if bordered {
            let shape = Path(roundedRect: frame, cornerRadius: 5)
            list.append(.fill(shape, .color(Color.secondaryGroupedBackground.resolve(in: scheme))))
            list.append(.stroke(shape, .color(Color.separator.resolve(in: scheme)), StrokeStyle(lineWidth: 1)))
        }
        let textFrame = frame.insetBy(dx: inset, dy: inset)
        let showsPlaceholder = displayed.isEmpty
        let content = showsPlaceholder ? field.title : displayed
        let color =
            showsPlaceholder
            ? Color(white: 0.6).resolve(in: scheme)
            : (ForegroundStyle()._paint(in: frame, environment: node.environment).stops.first?.color ?? .clear)
        if !content.isEmpty {
            // One unwrapped line, clipped to the field (long text runs past its end, as in a real field).
            let line = DisplayItem.text(
                TextLayoutRequest(runs: [TextRun(content, font: font)]), frame: textFrame, color: color)
            list.append(.effect(.clip(Path(textFrame.insetBy(dx: -1, dy: -2)), FillStyle()), DisplayList([line])))
        }
        if isFocused {
            let accent = node.environment.tint.resolve(in: scheme)
            let caretX = textFrame.minX + (displayed.isEmpty ? 0 : measure(displayed).size.width) + 1
            list.append(
                .fill(
                    Path(
                        CGRect(x: min(caretX, textFrame.maxX), y: textFrame.minY, width: 1.5, height: textFrame.height)),
                    .color(accent)))
            list.append(
                .stroke(
                    Path(roundedRect: frame.insetBy(dx: -3, dy: -3), cornerRadius: 7),
                    .color(Color.Resolved(red: accent.red, green: accent.green, blue: accent.blue, opacity: 0.6)),
                    StrokeStyle(lineWidth: 2)))
        }
    }

    // MARK: Focus and editing

    var acceptsFocus: Bool { node.environment.isEnabled }

    func focusChanged(to focused: Bool) {
        isFocused = focused
        node.invalidateRender()
    }

    func handle(_ key: Key, modifiers: EventModifiers) -> Bool {
        switch key {
        case .backspace:
            var text = field.text.wrappedValue
            guard !text.isEmpty else { return true }
            text.removeLast()
            field.text.wrappedValue = text
            return true
        case .enter:
            for action in node.environment.submitActions { action() }
            return true
        case .space:
            insert(" ")
            return true
        default:
            return false
        }
    }

    func insert(_ text: String) {
        // A line holds no line breaks or control characters; whatever else arrives is kept.
        let cleaned = String(
            text.unicodeScalars.filter { !CharacterSet.controlCharacters.contains($0) }.map(Character.init))
        guard !cleaned.isEmpty else { return }
        field.text.wrappedValue += cleaned
    }

    // MARK: Pointer

    func pointerBegan(at point: CGPoint) -> Bool {
        node.graph.setFocus(node)
        return true
    }
    func pointerMoved(to point: CGPoint) {}
    func pointerEnded(at point: CGPoint) {}
    func pointerCancelled() {}
}
