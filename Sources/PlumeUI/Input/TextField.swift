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
/// A tap focuses it and places the caret; a drag selects, a double-click selects a word. Typing
/// replaces the selection; arrows, Home/End, word jumps, Shift-selection, select all, copy / cut /
/// paste through `ViewGraph.clipboard` and undo / redo work as on a desktop (see
/// `TextEditingCommand` for the shortcuts). Everything steps over whole grapheme clusters. Return
/// runs the `onSubmit` actions; Tab and Shift-Tab move the focus. Every edit is written to the
/// binding at once; if the binding refuses it (its setter keeps the old value), the field shows
/// the binding's text again. Line breaks and other control characters typed or pasted into a field
/// are dropped.
///
/// The value forms (`value:format:` and `value:formatter:`) write the value back only when the
/// whole text parses (strictly, see `StrictNumberGrammar`); when editing ends (Return or focus
/// loss) the field shows the value's formatting again, so text that does not parse falls back to
/// the last valid value. SwiftUI commits formatted fields only on Return or focus loss; Plume
/// also commits each edit that parses, so labels bound to the value follow the typing.
public struct TextField: View {
    let title: String
    let source: TextFieldSource
    /// `.vertical`: the field wraps its text and grows to fit it, between the `lineLimit` range's
    /// bounds (SwiftUI's `TextField(_:text:axis:)`).
    var axis = Axis.horizontal
    /// SwiftUI's older callbacks (`TextField(_:text:onEditingChanged:onCommit:)`).
    var callbacks = TextFieldCallbacks()

    /// A field with a placeholder from a string literal.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        title = titleKey.key
        source = .text(text)
    }
    /// A field with a placeholder.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.title = String(title)
        source = .text(text)
    }
    /// A field with a label and a prompt (shown while empty).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        title = prompt?.plainText ?? titleKey.key
        source = .text(text)
    }
    /// A field that grows vertically with its text when `axis` is `.vertical`: it wraps at its
    /// width, Return inserts a line break (Control-Return submits), and it is as tall as its text,
    /// at least `lineLimit(n...)`'s lower bound and at most its upper bound of lines (then it
    /// scrolls), as SwiftUI's `TextField(_:text:axis:)`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(titleKey, text: text)
        self.axis = axis
    }
    /// A field with a title string that grows vertically with `axis: .vertical`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(title, text: text)
        self.axis = axis
    }
    /// A field with a label and a prompt that grows vertically with `axis: .vertical`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(titleKey, text: text, prompt: prompt)
        self.axis = axis
    }
    /// A field editing a value through a parseable format style, e.g. `.number`:
    /// `TextField("Age", value: $age, format: .number)`.
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        title = prompt?.plainText ?? titleKey.key
        source = .formatted(value, format: format)
    }
    /// A field editing a value through a parseable format style, with a title string.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.title = prompt?.plainText ?? String(title)
        source = .formatted(value, format: format)
    }
    /// A field editing a value through a Foundation `Formatter` (a `NumberFormatter`):
    /// `TextField("Low", value: $low, formatter: formatter)`.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
        title = prompt?.plainText ?? titleKey.key
        source = .formatted(value, formatter: formatter)
    }
    /// A field editing a value through a Foundation `Formatter`, with a title string.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
        self.title = prompt?.plainText ?? String(title)
        source = .formatted(value, formatter: formatter)
    }

    public var body: some View {
        TextFieldCore(
            title: title, source: source, isSecure: false, multiline: axis == .vertical,
            growsVertically: axis == .vertical, callbacks: callbacks)
    }
}

/// A field whose text shows as dots, as SwiftUI's `SecureField`. Editing works as in `TextField`,
/// except that copy and cut do nothing (the text never reaches the clipboard).
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
    /// A field with a label and a prompt (shown while empty).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        title = prompt?.plainText ?? titleKey.key
        self.text = text
    }
    public var body: some View {
        TextFieldCore(title: title, source: .text(text), isSecure: true, multiline: false)
    }
}

/// A multi-line text editor bound to a `String`, as SwiftUI's `TextEditor`.
///
/// It takes the space it is offered, wraps lines at its width, inserts a line break on Return,
/// moves by visual line with Up and Down and scrolls to keep the caret in view. Editing shortcuts
/// are the text field's. Unlike SwiftUI's, it has no scroll indicator and Return never submits
/// (`onSubmit` actions run on Control- or Command-Return).
/// ```swift
/// TextEditor(text: $notes).frame(height: 200)
/// ```
public struct TextEditor: View {
    let text: Binding<String>
    public init(text: Binding<String>) { self.text = text }
    public var body: some View { TextFieldCore(title: "", source: .text(text), isSecure: false, multiline: true) }
}

/// The primitive behind `TextField`, `SecureField` and `TextEditor`.
struct TextFieldCore: View, PrimitiveView {
    let title: String
    let source: TextFieldSource
    let isSecure: Bool
    let multiline: Bool
    /// A vertical `TextField`: multi-line, as tall as its text within the line limits (an editor
    /// that is not growing takes the space it is offered).
    var growsVertically = false
    /// What `TextField(_:text:onEditingChanged:onCommit:)` asked to be told.
    var callbacks = TextFieldCallbacks()
    typealias Body = Never
    func makeBehavior() -> NodeBehavior { TextFieldBehavior() }
}
