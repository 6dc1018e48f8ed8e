import Foundation
import PlumeAnimation
import PlumeGraphics

/// What a `List(selection:)` gives its rows: whether a row's tag is selected and how a tap on a
/// row changes the selection. Tags are the rows' `.tag(_:)` values, or the ids of the `ForEach`
/// that made them; a tag of another type than the list's selection value is not selectable (as
/// in SwiftUI).
struct ListSelection {
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

    /// The selection of a `List(selection: Binding<Value?>)`.
    static func single<Value: Hashable>(_ binding: Binding<Value?>) -> ListSelection {
        ListSelection(
            allowsMultiple: false,
            isSelected: { tag in binding.wrappedValue.map { AnyHashable($0) == tag } ?? false },
            accepts: { $0.base is Value },
            tap: { tag in if let value = tag.base as? Value { binding.wrappedValue = value } },
            clear: { binding.wrappedValue = nil })
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
            clear: { binding.wrappedValue.removeAll() })
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
            }, clear: clear)
    }
}

struct ListSelectionKey: EnvironmentKey { static let defaultValue: ListSelection? = nil }

extension EnvironmentValues {
    /// The selection of the `List` this row is in, if it has one.
    var listSelection: ListSelection? {
        get { self[ListSelectionKey.self] }
        set { self[ListSelectionKey.self] = newValue }
    }
}
