import Foundation
import PlumeAnimation
import PlumeGraphics

/// How text fields look, as SwiftUI's text field styles (`.plain`, `.roundedBorder`).
public enum TextFieldStyleKind: Hashable, Sendable {
    case plain, roundedBorder
}

/// Text field styles with SwiftUI's spelling: `.textFieldStyle(.roundedBorder)`.
public struct PlainTextFieldStyle { public init() {} }
public struct RoundedBorderTextFieldStyle { public init() {} }
/// `_kind` is nonisolated: `textFieldStyle(_:)`, nonisolated as SwiftUI's, reads it.
@MainActor @preconcurrency
public protocol TextFieldStyle { nonisolated var _kind: TextFieldStyleKind { get } }
extension PlainTextFieldStyle: TextFieldStyle { nonisolated public var _kind: TextFieldStyleKind { .plain } }
extension RoundedBorderTextFieldStyle: TextFieldStyle {
    nonisolated public var _kind: TextFieldStyleKind { .roundedBorder }
}
extension TextFieldStyle where Self == PlainTextFieldStyle { public static var plain: PlainTextFieldStyle { .init() } }
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { .init() }
}

struct TextFieldStyleKey: EnvironmentKey { static let defaultValue = TextFieldStyleKind.plain }
struct SubmitActionsKey: EnvironmentKey { static var defaultValue: [SubmitAction] { [] } }

extension EnvironmentValues {
    var textFieldStyle: TextFieldStyleKind {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }
    var submitActions: [SubmitAction] {
        get { self[SubmitActionsKey.self] }
        set { self[SubmitActionsKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The look of text fields inside: `.plain` (no border) or `.roundedBorder`. Both show a focus
    /// ring while focused.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        environment(\.textFieldStyle, style._kind)
    }
    /// Runs `action` when a value is submitted inside, as SwiftUI's `onSubmit(of:_:)`: with `.text`
    /// (the default), Return in a `TextField` or `SecureField` (after a formatted field has committed
    /// its text); with `.search`, Return in the field of a `searchable` view or a tap on one of its
    /// suggestions that has a `searchCompletion`. Several `onSubmit`s on the way up all run,
    /// innermost first.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        environmentRule(SubmitActionRule(triggers: triggers, action: action))
    }
}

/// `onSubmit(of:_:)` as a value: adds its action to the ones inside (equal when made again with the
/// same triggers and the same action).
struct SubmitActionRule: EnvironmentRule {
    let triggers: SubmitTriggers
    let action: () -> Void
    static var keyPath: WritableKeyPath<EnvironmentValues, [SubmitAction]> { \.submitActions }
    func apply(to value: inout [SubmitAction]) { value.append(SubmitAction(triggers: triggers, action: action)) }
}
