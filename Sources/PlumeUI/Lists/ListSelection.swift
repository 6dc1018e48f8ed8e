import Foundation
import PlumeAnimation
import PlumeGraphics

/// What a `List(selection:)` gives its rows: whether a row's tag is selected and how a tap on a
/// row changes the selection. Tags are the rows' `.tag(_:)` values, or the ids of the `ForEach`
/// that made them; a tag of another type than the list's selection value is not selectable (as
/// in SwiftUI).
///
/// Equatable by where its binding points and the value the binding saw (and the column it reports
/// to), not by its closures: a list made again over an unchanged selection hands its rows an equal
/// selection, so rows whose other inputs are unchanged are not rebuilt; a selection that changed
/// compares unequal and the rows read it again. A selection whose binding was made from closures
/// (`Binding(get:set:)`) has no known place and always counts as changed. Closures kept from an
/// earlier equal selection act on the same binding, so they act on the present value.
struct ListSelection: Equatable {
    /// Whether several rows can be selected (the binding is a `Set`).
    let allowsMultiple: Bool
    /// Whether the row tagged so is selected.
    let isSelected: (AnyHashable) -> Bool
    /// Whether the tag is of the selection value's type.
    let accepts: (AnyHashable) -> Bool
    /// A tap on the row tagged so: selects it alone (single selection) or adds or removes it
    /// (multiple selection).
    let tap: (AnyHashable) -> Void
    /// Empties the selection.
    let clear: () -> Void
    /// Where the binding points and the value it saw when made (nil: made from closures).
    let location: BindingLocation?
    /// The split view column told about each tap (see `reporting(to:)`).
    var reporter: SplitViewColumnReporter?

    static func == (lhs: ListSelection, rhs: ListSelection) -> Bool {
        lhs.allowsMultiple == rhs.allowsMultiple && BindingLocation.areSame(lhs.location, rhs.location)
            && lhs.reporter == rhs.reporter
    }

    /// The selection of a `List(selection: Binding<Value?>)`.
    static func single<Value: Hashable>(_ binding: Binding<Value?>) -> ListSelection {
        ListSelection(
            allowsMultiple: false,
            isSelected: { tag in binding.wrappedValue.map { AnyHashable($0) == tag } ?? false },
            accepts: { $0.base is Value },
            tap: { tag in if let value = tag.base as? Value { binding.wrappedValue = value } },
            clear: { binding.wrappedValue = nil }, location: binding.location)
    }

    /// The selection of a `List(selection: Binding<Set<Value>>)`.
    static func multiple<Value: Hashable>(_ binding: Binding<Set<Value>>) -> ListSelection {
        ListSelection(
            allowsMultiple: true,
            isSelected: { tag in (tag.base as? Value).map { binding.wrappedValue.contains($0) } ?? false },
            accepts: { $0.base is Value },
            tap: { tag in
                guard let value = tag.base as? Value else { return }
                if binding.wrappedValue.contains(value) {
                    binding.wrappedValue.remove(value)
                } else {
                    binding.wrappedValue.insert(value)
                }
            },
            clear: { binding.wrappedValue.removeAll() }, location: binding.location)
    }

    /// This selection, telling `reporter` (a split view column) about each tap: whether it
    /// changed the selection, and how to clear it. Without a reporter, the selection itself.
    func reporting(to reporter: SplitViewColumnReporter?) -> ListSelection {
        guard let reporter else { return self }
        let (isSelected, tap, clear, allowsMultiple) = (self.isSelected, self.tap, self.clear, self.allowsMultiple)
        return ListSelection(
            allowsMultiple: allowsMultiple, isSelected: isSelected, accepts: accepts,
            tap: { tag in
                let changed = allowsMultiple || !isSelected(tag)
                tap(tag)
                reporter.selected(changed, clear)
            }, clear: clear, location: location, reporter: reporter)
    }
}

struct ListSelectionKey: EnvironmentKey { static var defaultValue: ListSelection? { nil } }

extension EnvironmentValues {
    /// The selection of the `List` this row is in, if it has one.
    var listSelection: ListSelection? {
        get { self[ListSelectionKey.self] }
        set { self[ListSelectionKey.self] = newValue }
    }
}
