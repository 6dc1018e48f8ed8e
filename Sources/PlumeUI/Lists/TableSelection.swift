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
    /// Where the binding points, when it is known (a binding to state or a property of it).
    let place: BindingLocation?

    /// Whether `other` is known to act on the same binding: a closure kept from one acts as the
    /// other's would.
    func actsOnSameBinding(as other: RowSelection) -> Bool {
        allowsMultiple == other.allowsMultiple && BindingLocation.areSamePlace(place, other.place)
    }

    /// The selection of a `Binding<ID?>`.
    static func single(_ binding: Binding<ID?>) -> RowSelection {
        RowSelection(
            allowsMultiple: false, selected: { binding.wrappedValue.map { [$0] } ?? [] },
            set: { binding.wrappedValue = $0.first }, place: binding.location)
    }

    /// The selection of a `Binding<Set<ID>>`.
    static func multiple(_ binding: Binding<Set<ID>>) -> RowSelection {
        RowSelection(
            allowsMultiple: true, selected: { binding.wrappedValue }, set: { binding.wrappedValue = $0 },
            place: binding.location)
    }

    func isSelected(_ id: ID) -> Bool { selected().contains(id) }

    /// A click on the row `id`.
    func click(_ id: ID) {
        guard allowsMultiple else { return set([id]) }
        var current = selected()
        if current.contains(id) { current.remove(id) } else { current.insert(id) }
        set(current)
    }

    /// Up (`step` -1) or Down (+1) from the row at index `anchor` among `count` rows (top to
    /// bottom) whose ids `id` gives by index: selects the next row (or adds it, `extending`), and
    /// returns its index as the new anchor. With no anchor, Down selects the first row and Up the
    /// last. Reads only the target row's id.
    func move(fromRow anchor: Int?, by step: Int, count: Int, id: (Int) -> ID, extending: Bool) -> Int? {
        guard count > 0 else { return nil }
        let target = anchor.map { min(max($0 + step, 0), count - 1) } ?? (step > 0 ? 0 : count - 1)
        if extending && allowsMultiple {
            set(selected().union([id(target)]))
        } else {
            set([id(target)])
        }
        return target
    }
}
