import Foundation
import PlumeFoundation

/// A text field's undo steps in its window's undo manager (a document window's `\.undoManager`),
/// as AppKit's text views register theirs: one step per run of typing or deleting, named "Typing"
/// ("Cut", "Paste" for those), so Edit › Undo and Control-Z undo the field and the document's other
/// changes in one order, and undoing back to the saved text makes the document clean.
///
/// Made by `TextFieldBehavior` while its environment has an undo manager; the field calls
/// `prepare(_:)` before an edit, `record(before:name:)` when the edit started a new step, and
/// `write(_:)` for every text it writes. The registered actions hold this object (not the field),
/// so they still work after the field is gone: they write the field's source directly, and put the
/// text and selection back into the field when it is still there.
@MainActor
final class WindowTextUndo {
    let manager: UndoManager
    let boundary: UndoCoalescingBoundary
    /// Where the text is written (the field's binding), as of the field's last edit.
    var source: TextFieldSource
    weak var field: TextFieldBehavior?
    /// The boundary's generation just after this field registered its last step (nil: none yet).
    private var generationAfterLastStep: Int?

    init(manager: UndoManager, boundary: UndoCoalescingBoundary, source: TextFieldSource, field: TextFieldBehavior) {
        self.manager = manager
        self.boundary = boundary
        self.source = source
        self.field = field
    }

    /// Before an edit: ends the field's run of typing when the history moved on since its last step
    /// (another change was registered, something was undone or redone, the document was saved).
    func prepare(_ editing: inout TextEditingState) {
        if generationAfterLastStep != boundary.generation { editing.breakCoalescing() }
    }

    /// Registers the step an edit just started: undoing it puts `before` back.
    func record(before: TextEditingState.Snapshot, name: String) {
        manager.registerUndo(withTarget: self) { undo in undo.putBack(before, name: name) }
        manager.setActionName(name)
        generationAfterLastStep = boundary.generation
    }

    /// Writes `text` to the source without registering the write again (the document's binding
    /// registers each write it gets; the field's step stands for it).
    func write(_ text: String) {
        manager.disableUndoRegistration()
        source.write(text)
        manager.enableUndoRegistration()
    }

    /// Undo (or redo) of a step: registers the way back, then writes `snapshot`'s text and shows it.
    private func putBack(_ snapshot: TextEditingState.Snapshot, name: String) {
        let current =
            field?.editing.snapshot
            ?? TextEditingState.Snapshot(
                text: source.read(), anchor: snapshot.anchor, head: snapshot.head)
        manager.registerUndo(withTarget: self) { undo in undo.putBack(current, name: name) }
        manager.setActionName(name)
        write(snapshot.text)
        field?.showUndone(snapshot)
    }
}
