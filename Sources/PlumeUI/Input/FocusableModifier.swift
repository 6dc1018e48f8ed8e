import Foundation
import PlumeGraphics

nonisolated extension View {
    /// Makes this view take part in keyboard focus, as SwiftUI's `focusable(_:)`: Tab reaches it, a
    /// click on it focuses it, `.focused($state)` binds it, and its `onKeyPress` handlers then see
    /// the keys. While focused it draws a focus ring (unless `.focusEffectDisabled()`).
    ///
    /// When the view holds buttons or toggles, they become focusable instead (Space or Return
    /// activates the focused one) and the view itself does not take focus; text fields are always
    /// focusable. Plume differs from SwiftUI on macOS here: controls are not focusable by default.
    /// `focusable(false)` takes the view and the controls inside out of the focus order.
    public func focusable(_ isFocusable: Bool = true) -> some View {
        modifier(FocusableModifier(isFocusable: isFocusable))
    }
}

nonisolated struct FocusableModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let isFocusable: Bool
    @MainActor func makeBehavior() -> NodeBehavior { FocusableViewBehavior() }
}

/// The focus target of a `.focusable()` view: transparent to layout, it accepts focus when its
/// modifier allows it, the view is enabled, and nothing inside takes focus itself; a press on the
/// view focuses it (the press goes on to the handlers around it). Its controls get
/// `controlsAreFocusable` through the environment.
final class FocusableViewBehavior: TransparentModifierBehavior<FocusableModifier>, FocusableBehavior, PointerHandler {
    private var isFocused = false

    override var focusTarget: FocusableBehavior? { self }
    override var pointerHandler: PointerHandler? { self }
    override var dumpDetails: String? { isFocused ? "focused" : nil }

    /// The content's environment: whether its controls are focusable, and `\.isFocused` (this view's
    /// focus).
    override func childEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        guard environment.controlsAreFocusable != modifier.isFocusable || environment.isFocused != isFocused else {
            return environment
        }
        var environment = environment
        environment.controlsAreFocusable = modifier.isFocusable
        environment.focusableAncestorIsFocused = isFocused
        return environment
    }

    override func modifierChanged(from old: FocusableModifier) {
        if !modifier.isFocusable, isFocused { node.graph.afterFrame { [weak self] in self?.giveUpFocus() } }
    }

    private func giveUpFocus() {
        guard !node.isDestroyed, node.graph.focusedNode === node else { return }
        node.graph.setFocus(nil)
    }

    override func draw(into list: inout DisplayList) {
        node.renderChildren(into: &list)
        guard isFocused, node.environment.isFocusEffectEnabled else { return }
        FocusRing.draw(around: node.focusFrame, environment: node.environment, into: &list)
    }

    // MARK: Focus

    var acceptsFocus: Bool {
        modifier.isFocusable && node.environment.isEnabled && !node.children.contains(where: \.hasFocusTarget)
    }
    func focusChanged(to focused: Bool) {
        guard focused != isFocused else { return }
        isFocused = focused
        node.invalidateRender()
        // The content's `\.isFocused` changed: update it with the new environment.
        node.invalidateBody(transaction: Transaction())
    }
    /// Keys reach a focusable view through its `onKeyPress` handlers only.
    func handle(_ key: Key, modifiers: EventModifiers) -> Bool { false }
    func insert(_ text: String) {}

    // MARK: Pointer: a press focuses the view and is left to others

    func pointerBegan(at point: CGPoint) -> Bool {
        if acceptsFocus { node.graph.setFocus(node) }
        return false
    }
    func pointerMoved(to point: CGPoint) {}
    func pointerEnded(at point: CGPoint) {}
    func pointerCancelled() {}
}

extension ViewNode {
    /// Whether this subtree holds a view that can take focus now.
    var hasFocusTarget: Bool {
        if let target = behavior.focusTarget, target.acceptsFocus { return true }
        return children.contains(where: \.hasFocusTarget)
    }
}

/// The ring a focused control, text field or focusable view draws around itself: the tint at 60 % opacity,
/// 2 points wide, 3 points outside the view's frame.
enum FocusRing {
    static func draw(around frame: CGRect, environment: EnvironmentValues, into list: inout DisplayList) {
        guard !frame.isNull else { return }
        let accent = environment.tint.resolve(in: environment.colorScheme)
        list.append(
            .stroke(
                Path(roundedRect: frame.insetBy(dx: -3, dy: -3), cornerRadius: 7),
                .color(Color.Resolved(red: accent.red, green: accent.green, blue: accent.blue, opacity: 0.6)),
                StrokeStyle(lineWidth: 2)))
    }
}
