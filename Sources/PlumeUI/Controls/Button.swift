import Foundation
import PlumeAnimation
import PlumeGraphics

/// The purpose of a button, as SwiftUI's `ButtonRole`.
public struct ButtonRole: Hashable, Sendable {
    let name: String
    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
}

/// A control that runs an action when tapped, as SwiftUI's `Button`; drawn by the environment's
/// `ButtonStyle` (tinted text by default, dimmed while pressed).
///
/// ```swift
/// Button("Animate") { withAnimation { phase += 1 } }
/// Button(action: save) { Label("Save", systemImage: "square.and.arrow.down") }
/// ```
/// The action runs when the pointer goes up inside the button; disabled buttons ignore input.
public struct Button<Label: View>: View {
    let action: () -> Void
    let label: Label
    let role: ButtonRole?
    @State private var isPressed = false
    @Environment(\.buttonStyle) private var style
    @Environment(\.isEnabled) private var isEnabled

    /// A button with a custom label.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        role = nil
    }
    /// A button with a role and a custom label.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = role
    }

    public var body: some View {
        let configuration = ButtonStyleConfiguration(
            label: ButtonStyleConfiguration.Label(view: AnyView(label)), isPressed: isPressed, role: role)
        return ButtonPressArea(isPressed: $isPressed, action: action) {
            style.makeBody(configuration)
                .environment(\.isEnabled, isEnabled)
                .animation(.easeOut(duration: 0.15), value: isPressed)
        }
    }
}

extension Button where Label == Text {
    /// A button titled by a string literal.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }
    /// A button titled by a string literal, with a role.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }
    /// A button titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }
    /// A button titled by a string, with a role.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

/// Tracks presses over its content and runs the action on release inside.
struct ButtonPressArea<Content: View>: View, PrimitiveView {
    let isPressed: Binding<Bool>
    let action: () -> Void
    let content: Content
    init(isPressed: Binding<Bool>, action: @escaping () -> Void, @ViewBuilder content: () -> Content) {
        self.isPressed = isPressed
        self.action = action
        self.content = content()
    }
    typealias Body = Never
    func makeBehavior() -> NodeBehavior { ButtonPressBehavior<Content>() }
}

/// Lets the test host and accessibility find buttons.
protocol ButtonBehaviorMarker: AnyObject {
    func activate()
}

final class ButtonPressBehavior<Content: View>: SingleContentBehavior, PointerHandler, ButtonBehaviorMarker {
    private var view: ButtonPressArea<Content> { node.view as! ButtonPressArea<Content> }
    override var isTransparent: Bool { true }
    override var displayName: String? { "" }

    override func update(changed: Bool) { node.reconcileSingleChild(view.content, environment: node.environment) }

    private var area: CGRect { node.layoutItems.reduce(CGRect.null) { $0.union($1.frame) } }

    func pointerBegan(at point: CGPoint) -> Bool {
        view.isPressed.wrappedValue = true
        return true
    }
    func pointerMoved(to point: CGPoint) {
        let inside = area.insetBy(dx: -20, dy: -20).contains(point)
        if view.isPressed.wrappedValue != inside { view.isPressed.wrappedValue = inside }
    }
    func pointerEnded(at point: CGPoint) {
        view.isPressed.wrappedValue = false
        if area.insetBy(dx: -20, dy: -20).contains(point) { view.action() }
    }
    func pointerCancelled() { view.isPressed.wrappedValue = false }
    func activate() {
        guard node.environment.isEnabled else { return }
        view.action()
    }
}
