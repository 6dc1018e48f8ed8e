import Foundation
import PlumeAnimation
import PlumeGraphics

/// A button that turns the edit mode of its environment on and off, as SwiftUI's `EditButton`:
/// it reads "Edit", and "Done" (bold) while editing.
///
/// ```swift
/// List { ForEach(items) { Text($0.name) }.onDelete { items.remove(atOffsets: $0) } }
///     .toolbar { EditButton() }
/// ```
/// The change is animated (rows show their delete and move controls). Where no edit mode is in the
/// environment (`editMode` set to nil by a view) it does nothing and reports so in
/// `ViewGraph.diagnostics`.
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    /// The button.
    public init() {}

    public var body: some View {
        let editMode = self.editMode
        let editing = editMode?.wrappedValue.isEditing ?? false
        return Button {
            guard let editMode else { return }
            withAnimation(.easeInOut(duration: 0.25)) {
                editMode.wrappedValue = editing ? .inactive : .active
            }
        } label: {
            Text(editing ? "Done" : "Edit").fontWeight(editing ? .semibold : .regular)
        }
        .reportingDiagnostic(editMode == nil ? "EditButton without an edit mode in its environment" : nil)
    }
}
