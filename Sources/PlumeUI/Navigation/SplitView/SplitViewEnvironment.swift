import Foundation

/// What a split view column tells the selectable lists inside it: a tap on a row selected something
/// (`changed`: the selection is not what it was; `clear` empties that list's selection, for the
/// collapsed stack's back button).
///
/// Set by `SplitViewContainer` on each column; read by `List(selection:)`, which wraps its
/// selection so each tap reports here. It holds the split view's state it acts on, not a closure,
/// so that it compares as a value: a column made again reports to an equal reporter, and the lists
/// in it keep their rows (see `ListSelection`).
struct SplitViewColumnReporter: Equatable {
    typealias Kind = NavigationSplitViewColumn.Kind
    /// The column the list is in.
    let kind: Kind
    /// The split view's columns, in order.
    let order: [Kind]
    /// How many times each column's selection changed (the following columns' stacks reset on it).
    let changes: Binding<[Kind: Int]>
    /// How to empty each column's list selection.
    let clears: SplitViewSelectionClears
    /// The column on top of the collapsed stack, when collapsed.
    let collapsed: Binding<NavigationSplitViewColumn>?

    /// A tap on a row of the column's list: keeps how to clear it, counts a change (resetting the
    /// stacks of the following columns) and, collapsed, pushes the next column.
    func selected(_ changed: Bool, _ clear: @escaping () -> Void) {
        clears.keep(clear, for: kind)
        if changed { changes.wrappedValue[kind, default: 0] += 1 }
        guard let collapsed, let index = order.firstIndex(of: kind), index + 1 < order.count else { return }
        collapsed.wrappedValue = NavigationSplitViewColumn(kind: order[index + 1])
    }

    static func == (lhs: SplitViewColumnReporter, rhs: SplitViewColumnReporter) -> Bool {
        let sameCollapsed =
            switch (lhs.collapsed, rhs.collapsed) {
            case (nil, nil): true
            case (let a?, let b?): a.isSame(as: b)
            default: false
            }
        return lhs.kind == rhs.kind && lhs.order == rhs.order && lhs.clears === rhs.clears
            && lhs.changes.isSame(as: rhs.changes) && sameCollapsed
    }
}

/// A navigation bar a page hands to the `NavigationStack` inside it (a split view's column whose
/// content has its own stack): the stack's root page shows this back button and these toolbar
/// items (the sidebar toggle) in its own bar, since the outer page draws none.
struct InheritedNavigationBar {
    let backTitle: String?
    let back: (() -> Void)?
    let toolbar: ToolbarConfiguration
}

struct SplitViewColumnReporterKey: EnvironmentKey { static var defaultValue: SplitViewColumnReporter? { nil } }
struct NavigationResetTokenKey: EnvironmentKey { static let defaultValue = 0 }
struct SplitColumnHostingKey: EnvironmentKey { static let defaultValue = false }
struct InheritedNavigationBarKey: EnvironmentKey { static var defaultValue: InheritedNavigationBar? { nil } }

extension EnvironmentValues {
    /// The split view column this subtree is in, for its selectable lists.
    var splitViewColumnReporter: SplitViewColumnReporter? {
        get { self[SplitViewColumnReporterKey.self] }
        set { self[SplitViewColumnReporterKey.self] = newValue }
    }
    /// Changes when a selection in a preceding split view column is tapped: a `NavigationStack`
    /// without a `path:` binding then empties its own path.
    var navigationResetToken: Int {
        get { self[NavigationResetTokenKey.self] }
        set { self[NavigationResetTokenKey.self] = newValue }
    }
    /// Whether the navigation pages here are a split view's columns (or its collapsed stack), whose
    /// bar a `NavigationStack` inside them takes over.
    var splitColumnHosting: Bool {
        get { self[SplitColumnHostingKey.self] }
        set { self[SplitColumnHostingKey.self] = newValue }
    }
    /// The bar the page around this subtree handed over (see `InheritedNavigationBar`).
    var inheritedNavigationBar: InheritedNavigationBar? {
        get { self[InheritedNavigationBarKey.self] }
        set { self[InheritedNavigationBarKey.self] = newValue }
    }
}

/// True in a subtree holding a `NavigationStack` (each stack says so above itself).
struct NestedNavigationStackKey: PreferenceKey {
    static let defaultValue = false
    static func reduce(value: inout Bool, nextValue: () -> Bool) { value = value || nextValue() }
}
