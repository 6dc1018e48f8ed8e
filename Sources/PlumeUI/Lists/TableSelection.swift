import Foundation

/// The selection of a `Table` (or an outline `List`): one row id or a set of them, over a
/// binding, and how clicks and arrow keys change it.
///
/// A click selects the row (single) or adds or removes it (multiple, as `List(selection:)` does
/// on iOS and Command-click on macOS). Up and Down select the row above or below the last one
/// clicked or moved to; with Shift in a multiple selection they extend the set instead.
struct RowSelection<ID: Hashable> {
    let allowsMultiple: Bool
    let selected: () -> Set<ID>
    let set: (Set<ID>) -> Void

    /// The selection of a `Binding<ID?>`.
    static func single(_ binding: Binding<ID?>) -> RowSelection {
        RowSelection(
            allowsMultiple: false, selected: { binding.wrappedValue.map { [$0] } ?? [] },
            set: { binding.wrappedValue = $0.first })
    }

    /// The selection of a `Binding<Set<ID>>`.
    static func multiple(_ binding: Binding<Set<ID>>) -> RowSelection {
        RowSelection(allowsMultiple: true, selected: { binding.wrappedValue }, set: { binding.wrappedValue = $0 })
    }

    func isSelected(_ id: ID) -> Bool { selected().contains(id) }

    /// A click on the row `id`.
    func click(_ id: ID) {
        guard allowsMultiple else { return set([id]) }
        var current = selected()
        if current.contains(id) { current.remove(id) } else { current.insert(id) }
        set(current)
    }

    /// Up (`step` -1) or Down (+1) from `anchor` among `order` (the rows' ids top to bottom):
    /// selects the next row (or adds it, `extending`), and returns it as the new anchor. With no
    /// anchor, Down selects the first row and Up the last.
    func move(from anchor: ID?, by step: Int, in order: [ID], extending: Bool) -> ID? {
        guard !order.isEmpty else { return nil }
        let target: ID
        if let anchor, let index = order.firstIndex(of: anchor) {
            target = order[min(max(index + step, 0), order.count - 1)]
        } else {
            target = step > 0 ? order[0] : order[order.count - 1]
        }
        if extending && allowsMultiple {
            set(selected().union([target]))
        } else {
            set([target])
        }
        return target
    }
}
