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
    @Environment(\.primitiveButtonStyle) private var primitiveStyle
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
        let label = ButtonStyleConfiguration.Label(view: AnyView(label))
        if let primitive = primitiveStyle {
            // A primitive style handles the pointer itself and calls `trigger()`; the area below
            // keeps keyboard focus and shortcuts working.
            let action = action
            let enabled = isEnabled
            let configuration = PrimitiveButtonStyleConfiguration(
                label: label, role: role, trigger: { if enabled { action() } })
            return AnyView(
                ButtonPressArea(isPressed: .constant(false), action: action, tracksPointer: false) {
                    primitive.makeBody(configuration)
                })
        }
        let configuration = ButtonStyleConfiguration(label: label, isPressed: isPressed, role: role)
        return AnyView(
            ButtonPressArea(isPressed: $isPressed, action: action) {
                style.makeBody(configuration)
                    .environment(\.isEnabled, isEnabled)
                    .animation(.easeOut(duration: 0.15), value: isPressed)
            })
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

/// Tracks presses over its content and runs the action on release inside; takes keyboard focus
/// under `.focusable()` (Space or Return then activates it) and runs on its `keyboardShortcut`.
struct ButtonPressArea<Content: View>: View, PrimitiveView {
    let isPressed: Binding<Bool>
    let action: () -> Void
    /// False under a `PrimitiveButtonStyle`, whose body handles the pointer.
    let tracksPointer: Bool
    let content: Content
    init(
        isPressed: Binding<Bool>, action: @escaping () -> Void, tracksPointer: Bool = true,
        @ViewBuilder content: () -> Content
    ) {
        self.isPressed = isPressed
        self.action = action
        self.tracksPointer = tracksPointer
        self.content = content()
    }
    typealias Body = Never
    func makeBehavior() -> NodeBehavior { ButtonPressBehavior<Content>() }
}

/// Lets the test host and accessibility find buttons.
@MainActor
protocol ButtonBehaviorMarker: AnyObject {
    func activate()
}

final class ButtonPressBehavior<Content: View>: SingleContentViewBehavior<ButtonPressArea<Content>>, PointerHandler,
    ButtonBehaviorMarker,
    FocusableBehavior
{
    override var pointerHandler: PointerHandler? { self }
    override var buttonTarget: ButtonBehaviorMarker? { self }
    override var focusTarget: FocusableBehavior? { self }
    private var isFocused = false
    override var isTransparent: Bool { true }
    override var displayName: String? { "" }
    override var dumpDetails: String? { isFocused ? "focused" : nil }

    override func draw(into list: inout DisplayList) {
        node.renderChildren(into: &list)
        guard isFocused, node.environment.isFocusEffectEnabled else { return }
        FocusRing.draw(around: area, environment: node.environment, into: &list)
    }

    override func update(changed: Bool) { node.reconcileSingleChild(view.content, environment: node.environment) }

    private var area: CGRect { node.layoutItems.reduce(CGRect.null) { $0.union($1.frame) } }

    func pointerBegan(at point: CGPoint) -> Bool {
        guard view.tracksPointer else { return false }
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

    // MARK: Keyboard focus

    var acceptsFocus: Bool { node.environment.isEnabled && node.environment.controlsAreFocusable }
    func focusChanged(to focused: Bool) {
        isFocused = focused
        node.invalidateRender()
    }
    /// Space and Return activate the focused button.
    func handle(_ key: Key, modifiers: EventModifiers) -> Bool {
        guard modifiers.isEmpty, key == .space || key == .enter else { return false }
        activate()
        return true
    }
    func insert(_ text: String) {}
}
