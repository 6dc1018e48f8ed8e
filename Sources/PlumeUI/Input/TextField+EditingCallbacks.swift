import Foundation

/// The callbacks of SwiftUI's older `TextField` initialisers, kept by the field and called by its
/// behaviour (`TextFieldBehavior`): `onEditingChanged(true)` when the field takes the keyboard
/// focus, `onEditingChanged(false)` when it loses it, `onCommit()` when Return submits it (before
/// the `onSubmit` actions around it).
struct TextFieldCallbacks {
    var onEditingChanged: ((Bool) -> Void)?
    var onCommit: (() -> Void)?
}

extension TextField {
    /// A field that says when editing begins and ends and when Return commits it, as SwiftUI's
    /// older `TextField(_:text:onEditingChanged:onCommit:)`:
    /// `TextField("New note", text: $note, onCommit: createNote)`.
    public init(
        _ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        onCommit: @escaping () -> Void = {}
    ) {
        self.init(titleKey, text: text)
        callbacks = TextFieldCallbacks(onEditingChanged: onEditingChanged, onCommit: onCommit)
    }

    /// A field with a title string that says when editing begins and ends and when Return commits it.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        onCommit: @escaping () -> Void = {}
    ) {
        self.init(title, text: text)
        callbacks = TextFieldCallbacks(onEditingChanged: onEditingChanged, onCommit: onCommit)
    }
}
