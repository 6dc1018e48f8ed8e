import Foundation
import PlumeGraphics

extension View {
    /// Help text for this view, as SwiftUI's `help(_:)`: a tooltip when the pointer rests on the
    /// view, and the accessibility hint of the element it makes.
    ///
    /// ```swift
    /// Button { save() } label: { Image(systemName: "square.and.arrow.down") }
    ///     .help("Save the document")
    /// ```
    /// The tooltip shows `HelpModifier.delay` seconds (of the graph's clock) after the pointer
    /// comes to rest on the view, below and right of the pointer, in the desktop's style (light
    /// text on a dark rounded box, in light and dark mode alike), kept inside the window; it goes
    /// when the pointer moves on or leaves the view or a button is pressed. It is drawn over the
    /// view and the views before it; views drawn after it (later siblings) can cover it.
    public func help(_ textKey: LocalizedStringKey) -> some View { help(Text(textKey)) }

    /// Help text for this view from a string.
    @_disfavoredOverload
    public func help<S: StringProtocol>(_ text: S) -> some View { help(Text(text)) }

    /// Help text for this view from a `Text`.
    public func help(_ text: Text) -> some View { modifier(HelpModifier(text: text.plainText)) }
}

struct HelpModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    /// How long the pointer rests before the tooltip shows (seconds).
    static let delay: TimeInterval = 0.5
    let text: String
    func makeBehavior() -> NodeBehavior { HelpBehavior() }
}

/// Shows the tooltip of `help(_:)`: a hover handler that asks the graph's `WakeUps` for a frame
/// `HelpModifier.delay` after the pointer's last move over the view, then adds the tooltip as a
/// second child (`HelpTooltip`), placed at its ideal size below the pointer inside the window,
/// drawn after the content and never hit. A pointer press over the view hides it. Its attachment
/// gives the element its hint.
final class HelpBehavior: ModifierBehavior<HelpModifier>, HoverHandler, PointerHandler {
    override var movesWithFrame: Bool { false }
    override var displayName: String? { "help" }
    override var hoverHandler: HoverHandler? { self }
    override var pointerHandler: PointerHandler? { self }
    override var accessibilityAttachment: AccessibilityAttachment? { AccessibilityAttachment(hint: modifier.text) }
    override func modifierChanged(from old: HelpModifier) { if isShowing { node.invalidateLayout() } }

    /// Where the pointer rests (window coordinates), while over the view.
    private var pointer: CGPoint?
    private var isShowing = false

    override func childViews(content: any View) -> [(key: AnyHashable, view: any View)] {
        var children: [(key: AnyHashable, view: any View)] = [(AnyHashable(0), content)]
        if isShowing, !modifier.text.isEmpty { children.append((AnyHashable(1), HelpTooltip(text: modifier.text))) }
        return children
    }

    override func place(in rect: CGRect, proposal: ProposedViewSize) {
        super.place(in: rect, proposal: proposal)
        guard node.children.count > 1, let pointer else { return }
        let tooltip = node.children[1]
        let window = CGRect(origin: .zero, size: node.graph.size)
        let size = tooltip.sizeThatFits(ProposedViewSize(width: min(320, window.width), height: nil))
        var origin = CGPoint(x: pointer.x + 4, y: pointer.y + 22)
        if origin.y + size.height > window.maxY { origin.y = pointer.y - 8 - size.height }
        origin.x = max(window.minX, min(origin.x, window.maxX - size.width))
        origin.y = max(window.minY, origin.y)
        tooltip.place(in: CGRect(origin: origin, size: size), proposal: ProposedViewSize(size))
    }

    override func draw(into list: inout DisplayList) {
        for child in node.children { child.render(into: &list) }
    }
    override func hitTest(_ point: CGPoint) -> ViewNode? { node.children.first?.behavior.hitTest(point) }

    // MARK: Hover

    func hoverMoved(to point: CGPoint) {
        pointer = point
        hide()
        let graph = node.graph
        graph.wakeUps.schedule(self, at: graph.time + HelpModifier.delay) { [weak self] in self?.show() }
    }

    func hoverEnded() {
        pointer = nil
        node.graph.wakeUps.cancel(self)
        hide()
    }

    private func show() {
        guard !node.isDestroyed, pointer != nil, !isShowing else { return }
        isShowing = true
        node.invalidateBody(transaction: Transaction())
        node.invalidateLayout()
    }

    private func hide() {
        guard isShowing else { return }
        isShowing = false
        node.invalidateBody(transaction: Transaction())
        node.invalidateLayout()
    }

    // MARK: Pointer: a press hides the tooltip and is left to others

    func pointerBegan(at point: CGPoint) -> Bool {
        node.graph.wakeUps.cancel(self)
        hide()
        return false
    }
    func pointerMoved(to point: CGPoint) {}
    func pointerEnded(at point: CGPoint) {}
    func pointerCancelled() {}

    override func destroyed() {
        node.graph.wakeUps.cancel(self)
        super.destroyed()
    }
}

/// The tooltip box: footnote-sized light text on a dark translucent rounded rectangle, as GNOME
/// and macOS draw tooltips, wrapping at the width it is offered.
struct HelpTooltip: View {
    let text: String
    var body: some View {
        Text(text)
            .font(.system(size: 12))
            .foregroundColor(Color(white: 0.96))
            .padding(.horizontal, 8)
            .padding(.vertical, 5)
            .background(RoundedRectangle(cornerRadius: 6).fill(Color(white: 0.12, opacity: 0.92)))
            .accessibilityHidden(true)
    }
}
