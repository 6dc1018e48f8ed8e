import Foundation
import PlumeAnimation
import PlumeGraphics

/// An editable line of text bound to a `String`, as SwiftUI's `TextField`.
///
/// ```swift
/// TextField("Username", text: $username)
///     .textFieldStyle(.roundedBorder)
///     .onSubmit { login() }
/// ```
/// A tap focuses it (showing a caret and a focus ring); typed text is added at the end, Backspace
/// removes the last character (a whole grapheme: emoji and combining marks stay intact), Return runs
/// the `onSubmit` actions, Tab and Shift-Tab move the focus. Moving the caret, selection and the
/// clipboard come with the rest of the interaction work (#6).
public struct TextField: View {
    let title: String
    let text: Binding<String>

    /// A field with a placeholder from a string literal.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        title = titleKey.key
        self.text = text
    }
    /// A field with a placeholder.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.title = String(title)
        self.text = text
    }
    /// A field with a label and a prompt (shown while empty).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        title = prompt?.plainText ?? titleKey.key
        self.text = text
    }

    public var body: some View { TextFieldCore(title: title, text: text, isSecure: false) }
}

/// A field whose text shows as dots, as SwiftUI's `SecureField`.
public struct SecureField: View {
    let title: String
    let text: Binding<String>
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        title = titleKey.key
        self.text = text
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.title = String(title)
        self.text = text
    }
    public var body: some View { TextFieldCore(title: title, text: text, isSecure: true) }
}

/// How text fields look, as SwiftUI's text field styles (`.plain`, `.roundedBorder`).
public enum TextFieldStyleKind: Hashable, Sendable {
    case plain, roundedBorder
}

/// Text field styles with SwiftUI's spelling: `.textFieldStyle(.roundedBorder)`.
public struct PlainTextFieldStyle { public init() {} }
public struct RoundedBorderTextFieldStyle { public init() {} }
extension PlainTextFieldStyle { var kind: TextFieldStyleKind { .plain } }
extension RoundedBorderTextFieldStyle { var kind: TextFieldStyleKind { .roundedBorder } }
public protocol TextFieldStyle { var _kind: TextFieldStyleKind { get } }
extension PlainTextFieldStyle: TextFieldStyle { public var _kind: TextFieldStyleKind { .plain } }
extension RoundedBorderTextFieldStyle: TextFieldStyle { public var _kind: TextFieldStyleKind { .roundedBorder } }
extension TextFieldStyle where Self == PlainTextFieldStyle { public static var plain: PlainTextFieldStyle { .init() } }
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { .init() }
}

struct TextFieldStyleKey: EnvironmentKey { static let defaultValue = TextFieldStyleKind.plain }
struct SubmitActionsKey: EnvironmentKey { static let defaultValue: [() -> Void] = [] }

extension EnvironmentValues {
    var textFieldStyle: TextFieldStyleKind {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }
    var submitActions: [() -> Void] {
        get { self[SubmitActionsKey.self] }
        set { self[SubmitActionsKey.self] = newValue }
    }
}

extension View {
    /// The look of text fields inside.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        environment(\.textFieldStyle, style._kind)
    }
    /// Runs `action` when Return is pressed in a text field inside.
    public func onSubmit(_ action: @escaping () -> Void) -> some View {
        transformEnvironment(\.submitActions) { $0.append(action) }
    }
}

/// The primitive behind `TextField` and `SecureField`.
struct TextFieldCore: View, PrimitiveView {
    let title: String
    let text: Binding<String>
    let isSecure: Bool
    typealias Body = Never
    func makeBehavior() -> NodeBehavior { TextFieldBehavior() }
}
