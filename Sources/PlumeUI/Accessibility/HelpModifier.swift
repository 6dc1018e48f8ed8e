import Foundation
import PlumeGraphics

nonisolated extension View {
    /// Help text for this view, as SwiftUI's `help(_:)`: a tooltip when the pointer rests on the
    /// view, and the accessibility hint of the element it makes.
    ///
    /// ```swift
    /// Button { save() } label: { Image(systemName: "square.and.arrow.down") }
    ///     .help("Save the document")
    /// ```
    /// The tooltip shows `HelpRestModifier.delay` seconds (of the graph's clock) after the pointer
    /// comes to rest on the view, below and right of the pointer, in the desktop's style (light
    /// text on a dark rounded box, in light and dark mode alike); it goes when the pointer moves on
    /// or leaves the view or a button is pressed. It is an overlay of the view: views drawn after
    /// it (later siblings) can cover it, and it is not moved to stay inside the window.
    public func help(_ textKey: LocalizedStringKey) -> some View { help(Text(textKey)) }

    /// Help text for this view from a string.
    @_disfavoredOverload
    public func help<S: StringProtocol>(_ text: S) -> some View { help(Text(text)) }

    /// Help text for this view from a `Text`.
    public func help(_ text: Text) -> some View { modifier(HelpTooltipModifier(text: text.plainText)) }
}

/// `help(_:)`: the tooltip over the content, shown while `HelpRestModifier` says the pointer rests.
nonisolated struct HelpTooltipModifier: ViewModifier {
    let text: String
    /// Where the pointer rests, in the view's coordinates, once the delay has passed (nil: hidden).
    @State private var restingAt: CGPoint?

    @MainActor func body(content: Content) -> some View {
        content
            .overlay(alignment: .topLeading) {
                if let restingAt, !text.isEmpty {
                    HelpTooltip(text: text)
                        .fixedSize()
                        .offset(x: restingAt.x + 4, y: restingAt.y + 22)
                        .allowsHitTesting(false)
                }
            }
            .modifier(HelpRestModifier(text: text) { restingAt = $0 })
    }
}

nonisolated struct HelpRestModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    /// How long the pointer rests before the tooltip shows (seconds).
    static let delay: TimeInterval = 0.5
    let text: String
    /// Told where the pointer rests (the view's coordinates) once the delay has passed, and nil
    /// when it moves on, leaves or presses.
    let rest: (CGPoint?) -> Void
    @MainActor func makeBehavior() -> NodeBehavior { HelpRestBehavior() }
}

/// Times the tooltip of `help(_:)`: a hover handler that asks the graph's `WakeUps` for a frame
/// `HelpRestModifier.delay` after the pointer's last move over the view, then reports where it
/// rests; a move, the pointer leaving or a press hides the tooltip again. Its attachment gives the
/// element its hint. Transparent to layout and drawing.
final class HelpRestBehavior: TransparentModifierBehavior<HelpRestModifier>, HoverHandler, PointerHandler {
    override var hoverHandler: HoverHandler? { self }
    override var pointerHandler: PointerHandler? { self }
    override var accessibilityAttachment: AccessibilityAttachment? { AccessibilityAttachment(hint: modifier.text) }
    override func modifierChanged(from old: HelpRestModifier) {}

    private var isShowing = false
    private var area: CGRect { node.layoutItems.reduce(CGRect.null) { $0.union($1.frame) } }

    // MARK: Hover

    func hoverMoved(to point: CGPoint) {
        hide()
        let area = self.area
        let local = CGPoint(x: point.x - area.minX, y: point.y - area.minY)
        let graph = node.graph
        graph.wakeUps.schedule(self, at: graph.time + HelpRestModifier.delay) { [weak self] in self?.show(at: local) }
    }

    func hoverEnded() {
        node.graph.wakeUps.cancel(self)
        hide()
    }

    private func show(at point: CGPoint) {
        guard !node.isDestroyed else { return }
        isShowing = true
        modifier.rest(point)
    }

    private func hide() {
        guard isShowing else { return }
        isShowing = false
        modifier.rest(nil)
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
