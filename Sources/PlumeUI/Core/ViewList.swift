import Foundation

/// A view that stands for a list of sibling views (`Group`, `ForEach`, and modifiers applied to
/// them): a modifier applied to it applies to each element, as in SwiftUI, so
/// `Group { Text("A"); Text("B") }.padding()` pads each text.
@MainActor
protocol ViewList {
    /// The elements, flattened through tuples, conditionals, nested groups and `ForEach`, each with
    /// its identity among the list's elements.
    func listElements() -> [(key: AnyHashable, view: any View)]
}

extension Group: ViewList {
    func listElements() -> [(key: AnyHashable, view: any View)] { ViewListElements.flatten(content) }
}

extension ForEach: ViewList {
    func listElements() -> [(key: AnyHashable, view: any View)] { ViewListElements.rows(of: childViews()) }
}

/// The identity of an element of a `ForEach` in a view list: the id of its data element and, when
/// the row content is several views, which of them. Lists read `id` as the row's implied tag (its
/// selection value).
struct ForEachRowKey: Hashable {
    let id: AnyHashable
    let element: AnyHashable

    /// The innermost `ForEach` id in a view-list key (nil when the element is not from a `ForEach`).
    static func innermostID(in key: AnyHashable) -> AnyHashable? {
        if let row = key.base as? ForEachRowKey { return innermostID(in: row.element) ?? row.id }
        if let path = key.base as? [AnyHashable] {
            for part in path.reversed() { if let id = innermostID(in: part) { return id } }
        }
        return nil
    }
}

extension ModifiedContent: ViewList where Content: ViewList, Modifier: ViewModifier {
    func listElements() -> [(key: AnyHashable, view: any View)] {
        content.listElements().map { ($0.key, ViewListElements.applying(modifier, to: $0.view)) }
    }
}

/// Flattens a view into the elements of a view list.
@MainActor
enum ViewListElements {
    /// The elements of a dynamic view's children (one child per data element, keyed by its id),
    /// each keyed by a `ForEachRowKey` (`ForEach`, and the rows `onDelete`/`onMove` return).
    static func rows(of children: [(key: AnyHashable, view: any View)]) -> [(key: AnyHashable, view: any View)] {
        children.flatMap { child in
            flatten(child.view).map { (AnyHashable(ForEachRowKey(id: child.key, element: $0.key)), $0.view) }
        }
    }

    /// `view` with `modifier` applied, keeping its concrete type under the modifier.
    static func applying<M: ViewModifier>(_ modifier: M, to view: any View) -> any View {
        func wrap<V: View>(_ content: V) -> any View { ModifiedContent(content: content, modifier: modifier) }
        return _openExistential(view, do: wrap)
    }

    /// `view`'s elements: tuples, conditionals, optionals, groups, `ForEach` and modified lists are
    /// opened; any other view (including `AnyView`) is one element.
    static func flatten(_ view: any View) -> [(key: AnyHashable, view: any View)] {
        if let list = view as? ViewList { return list.listElements() }
        guard !(view is AnyView), !(view is AnyModifiedContent), let provider = view as? ChildViewsProvider else {
            return [(AnyHashable(0), view)]
        }
        return provider.childViews().flatMap { child in
            flatten(child.view).map { (AnyHashable([child.key, $0.key]), $0.view) }
        }
    }
}
