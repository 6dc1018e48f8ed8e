import Foundation
import PlumeAnimation
import PlumeGraphics

/// Whether the user can edit the content of a view (delete and move the rows of a `List`), as
/// SwiftUI's `EditMode`; read and changed through `@Environment(\.editMode)`.
public enum EditMode: Hashable, Sendable {
    /// Not editing.
    case inactive
    /// Editing for a moment (a swipe that shows a row's actions), as in SwiftUI.
    case transient
    /// Editing: rows show their delete and move controls.
    case active

    /// Whether this mode edits (`.active` or `.transient`).
    public var isEditing: Bool { self != .inactive }
}

struct EditModeKey: EnvironmentKey { static var defaultValue: Binding<EditMode>? { nil } }

extension EnvironmentValues {
    /// The edit mode of this part of the window, as SwiftUI's `editMode`: a binding that
    /// `EditButton` toggles and a `List` reads. Each page of a `NavigationStack` has its own, and the
    /// window's root has one for content outside any stack; nil only where a view sets it so.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}

/// Keeps an edit mode for the views inside and hands them a binding to it (see
/// `EnvironmentValues.editMode`). The window root and each navigation page put one around their
/// content; it starts `.inactive`.
struct EditModeScope<Content: View>: View {
    let content: Content
    @State private var mode = EditMode.inactive

    var body: some View { content.environment(\.editMode, $mode) }
}
