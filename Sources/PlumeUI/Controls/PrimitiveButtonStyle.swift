import Foundation
import PlumeAnimation
import PlumeGraphics

/// What a primitive button style builds from, as SwiftUI's `PrimitiveButtonStyleConfiguration`.
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label.
    public let label: ButtonStyleConfiguration.Label
    /// The button's role.
    public let role: ButtonRole?
    let triggerAction: () -> Void

    init(label: ButtonStyleConfiguration.Label, role: ButtonRole?, trigger: @escaping () -> Void) {
        self.label = label
        self.role = role
        triggerAction = trigger
    }

    /// Runs the button's action (nothing when the button is disabled).
    public func trigger() { triggerAction() }
}

/// A button style that decides how the button is operated as well as how it looks, as SwiftUI's
/// `PrimitiveButtonStyle`: its body attaches its own gestures and calls `configuration.trigger()`.
///
/// ```swift
/// struct DoubleTapStyle: PrimitiveButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label.onTapGesture(count: 2) { configuration.trigger() }
///     }
/// }
/// ```
/// Keyboard shortcuts and focus activation still run the action directly.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    typealias Configuration = PrimitiveButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A type-erased primitive style stored in the environment.
struct AnyPrimitiveButtonStyle {
    let make: @MainActor (PrimitiveButtonStyleConfiguration) -> AnyView
    /// `style` is made on the main actor, each time the style makes a body (a stored style is a copy).
    init<S: PrimitiveButtonStyle>(_ style: @autoclosure @escaping @MainActor () -> S) {
        make = { AnyView(style().makeBody(configuration: $0)) }
    }
    @MainActor func makeBody(_ configuration: PrimitiveButtonStyleConfiguration) -> AnyView { make(configuration) }
}

struct PrimitiveButtonStyleKey: EnvironmentKey { static var defaultValue: AnyPrimitiveButtonStyle? { nil } }

extension EnvironmentValues {
    /// The primitive style of buttons inside, when one is set (it wins over `buttonStyle`).
    var primitiveButtonStyle: AnyPrimitiveButtonStyle? {
        get { self[PrimitiveButtonStyleKey.self] }
        set { self[PrimitiveButtonStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets a primitive style for the buttons inside.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        let style = MainActorHandOff(style)
        return environment(\.primitiveButtonStyle, AnyPrimitiveButtonStyle(style.value))
    }
}
