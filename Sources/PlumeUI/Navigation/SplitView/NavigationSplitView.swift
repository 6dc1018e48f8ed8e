import Foundation

/// Two or three columns where a selection in one column decides what the next shows, as SwiftUI's
/// `NavigationSplitView`.
///
/// ```swift
/// @State private var folder: Folder.ID?
/// @State private var message: Message.ID?
///
/// NavigationSplitView {
///     List(folders, selection: $folder) { Text($0.name) }.navigationTitle("Mail")
/// } content: {
///     List(messages(in: folder), selection: $message) { Text($0.subject) }.navigationTitle("Inbox")
/// } detail: {
///     MessageView(id: message)
/// }
/// ```
/// **Wide windows** (at least `NavigationSplitView.collapseWidth`, 600 points): the columns stand
/// side by side with a separator between them, each with its own navigation bar showing the
/// `navigationTitle` and `toolbar` items declared in it (each column is the root of a navigation
/// stack: `NavigationLink`s in a column push inside that column). The sidebar is 280 points wide and
/// the content column 320 unless `navigationSplitViewColumnWidth` says otherwise; the detail takes
/// the rest. `columnVisibility` (a binding, or the split view's own state) hides and shows the leading
/// columns, sliding them in 0.3 s; a sidebar toggle at the leading edge of the first shown column's
/// bar does the same (`toolbar(removing: .sidebarToggle)` removes it). A `NavigationStack` in a
/// column takes over that column's bar (the toggle moves to its root page).
///
/// **Selection.** A `List(selection:)` in the sidebar (or content) column drives the next columns
/// through the app's state, as in SwiftUI. A tap on one of its rows also pops the value pages that a
/// `NavigationStack` without a `path:` binding holds in the following columns (its implicit path),
/// as SwiftUI does when the sidebar selection changes.
///
/// **Narrow windows** (below 600 points): the split view collapses into one navigation stack whose
/// root is the sidebar. Tapping a row of the sidebar's selectable list pushes the content column
/// (three columns) or the detail; in the content column it pushes the detail. The back button (or a
/// swipe, or Escape) pops and clears the selection of the list it returns to, as on iPhone.
/// `preferredCompactColumn` (a binding, or the split view's own state starting at `.sidebar`) is the
/// column on top, and setting it pushes or pops to that column.
///
/// Differences from SwiftUI: the split view collapses by its own width rather than by the
/// horizontal size class; a `NavigationLink` in the sidebar pushes inside the sidebar column in a
/// wide window (SwiftUI shows its destination in the next column); only a tap on a list row (not
/// a selection changed by code) pushes in the collapsed stack or resets the following columns'
/// stacks; going from wide to narrow rebuilds the columns (their state starts afresh).
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    let columnVisibility: Binding<NavigationSplitViewVisibility>?
    let preferredCompactColumn: Binding<NavigationSplitViewColumn>?
    @Environment(\.navigationSplitViewStyle) private var style

    /// Below this width (points) the split view collapses into a single stack.
    public static var collapseWidth: CGFloat { SplitViewContainer.collapseWidth }

    init(
        visibility: Binding<NavigationSplitViewVisibility>?, compact: Binding<NavigationSplitViewColumn>?,
        sidebar: Sidebar, content: Content?, detail: Detail
    ) {
        (self.sidebar, self.content, self.detail) = (sidebar, content, detail)
        columnVisibility = visibility
        preferredCompactColumn = compact
    }

    /// A three-column split view.
    public init(
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(visibility: nil, compact: nil, sidebar: sidebar(), content: content(), detail: detail())
    }

    /// A three-column split view whose leading columns' visibility `columnVisibility` controls.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(visibility: columnVisibility, compact: nil, sidebar: sidebar(), content: content(), detail: detail())
    }

    /// A three-column split view whose top column when collapsed `preferredCompactColumn` controls.
    public init(
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(
            visibility: nil, compact: preferredCompactColumn, sidebar: sidebar(), content: content(), detail: detail())
    }

    /// A three-column split view with both bindings.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(
            visibility: columnVisibility, compact: preferredCompactColumn, sidebar: sidebar(), content: content(),
            detail: detail())
    }

    public var body: some View {
        style.makeBody(
            NavigationSplitViewStyleConfiguration(
                columns: SplitViewColumns(
                    sidebar: AnyView(sidebar), content: content.map { AnyView($0) }, detail: AnyView(detail),
                    visibility: columnVisibility, compactColumn: preferredCompactColumn)))
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// A two-column split view: a sidebar and a detail.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(visibility: nil, compact: nil, sidebar: sidebar(), content: nil, detail: detail())
    }

    /// A two-column split view whose sidebar's visibility `columnVisibility` controls.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(visibility: columnVisibility, compact: nil, sidebar: sidebar(), content: nil, detail: detail())
    }

    /// A two-column split view whose top column when collapsed `preferredCompactColumn` controls.
    public init(
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(visibility: nil, compact: preferredCompactColumn, sidebar: sidebar(), content: nil, detail: detail())
    }

    /// A two-column split view with both bindings.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(
            visibility: columnVisibility, compact: preferredCompactColumn, sidebar: sidebar(), content: nil,
            detail: detail())
    }
}

/// What a split view hands its style: the columns (no content column for two) and the bindings
/// the app passed (nil: the split view keeps the state itself).
struct SplitViewColumns {
    let sidebar: AnyView
    let content: AnyView?
    let detail: AnyView
    let visibility: Binding<NavigationSplitViewVisibility>?
    let compactColumn: Binding<NavigationSplitViewColumn>?
}
