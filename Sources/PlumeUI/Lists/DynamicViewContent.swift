import Foundation
import PlumeAnimation
import PlumeGraphics

/// A view made of one row per element of a collection, as SwiftUI's `DynamicViewContent`:
/// `ForEach` is one, and so is what `onDelete` and `onMove` return; those two apply to it.
///
/// A type of your own may conform; its rows are then what its body shows, one per element of the
/// view list it is (see `onDelete`).
@MainActor @preconcurrency
public protocol DynamicViewContent: View {
    /// The collection the rows come from.
    associatedtype Data: Collection
    /// The collection the rows come from.
    var data: Data { get }
}

extension ForEach: DynamicViewContent {}

extension DynamicViewContent {
    /// Lets the user delete rows, as SwiftUI's `onDelete(perform:)`: inside a `List`, swiping a row
    /// to the leading side shows a red "Delete" action (a full swipe deletes at once), and in edit
    /// mode each row shows a red minus button that reveals the same action. `action` gets the
    /// offsets of the rows to delete, in `data`; it must remove them (usually with
    /// `remove(atOffsets:)`). Nil turns deleting off. Outside a `List`, nothing draws the controls.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
        EditableRows(base: self, actions: RowEditActions(delete: action))
    }

    /// Lets the user reorder rows, as SwiftUI's `onMove(perform:)`: inside a `List` in edit mode,
    /// each row shows a handle (three lines) at its trailing edge; dragging it moves the row, and on
    /// release `action` gets the offsets moved and the destination offset, as
    /// `move(fromOffsets:toOffset:)` takes them. Nil turns moving off.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
        EditableRows(base: self, actions: RowEditActions(move: action))
    }
}
