import Foundation
import PlumeAnimation
import PlumeGraphics

/// A row's delete action (from `onDelete`) and its offset in the rows' data.
///
/// Equal when the offsets are: the list row keeps the action it was first given for an offset (the
/// action usually captures state or a binding, so it acts on the current data).
struct RowDeleting: Equatable {
    let offset: Int
    let action: (IndexSet) -> Void
    static func == (a: Self, b: Self) -> Bool { a.offset == b.offset }
    /// Deletes this row.
    func callAsFunction() { action(IndexSet(integer: offset)) }
}

/// A row's move action (from `onMove`), its offset and how many rows its run has.
struct RowMoving: Equatable {
    let offset: Int
    let count: Int
    let action: (IndexSet, Int) -> Void
    static func == (a: Self, b: Self) -> Bool { a.offset == b.offset && a.count == b.count }

    /// Moves this row by `steps` rows (negative: up), clamped to the run; nothing when it stays.
    /// The destination is given as `move(fromOffsets:toOffset:)` takes it (an offset in the data
    /// before the move, so moving down one row passes `offset + 2`).
    func move(by steps: Int) {
        let target = min(max(offset + steps, 0), count - 1)
        guard target != offset else { return }
        action(IndexSet(integer: offset), target > offset ? target + 1 : target)
    }
}

/// The delete action of the row a view is in (the innermost `onDelete` wins).
struct ListRowDeleteKey: PreferenceKey {
    static var defaultValue: RowDeleting? { nil }
    static func reduce(value: inout RowDeleting?, nextValue: () -> RowDeleting?) { value = value ?? nextValue() }

}

/// The move action of the row a view is in.
struct ListRowMoveKey: PreferenceKey {
    static var defaultValue: RowMoving? { nil }
    static func reduce(value: inout RowMoving?, nextValue: () -> RowMoving?) { value = value ?? nextValue() }
}
