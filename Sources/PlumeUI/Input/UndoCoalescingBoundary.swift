import Foundation

/// Tells a text field when its run of typing must stop growing its last undo step: each change to
/// the window's undo history (a step registered by anyone, an undo, a redo) and each save moves it
/// on, as AppKit's documents break a text view's undo coalescing.
///
/// Owned by a document's `DocumentModel` (which moves it on from its undo manager's notifications
/// and when it saves) and given to the document's views as `\.undoCoalescingBoundary`, beside
/// `\.undoManager`. A field (`WindowTextUndo`) remembers `generation` after registering a step and
/// continues that step only while `generation` is unchanged.
final class UndoCoalescingBoundary {
    /// Moves on at every boundary.
    private(set) var generation = 0

    /// Marks a boundary: the next edit of every field starts a new undo step.
    func mark() { generation &+= 1 }
}

struct UndoCoalescingBoundaryKey: EnvironmentKey { static var defaultValue: UndoCoalescingBoundary? { nil } }

extension EnvironmentValues {
    /// The boundary of the window's undo history that text fields' runs of typing stop at (set
    /// with `undoManager` in a document window).
    var undoCoalescingBoundary: UndoCoalescingBoundary? {
        get { self[UndoCoalescingBoundaryKey.self] }
        set { self[UndoCoalescingBoundaryKey.self] = newValue }
    }
}
