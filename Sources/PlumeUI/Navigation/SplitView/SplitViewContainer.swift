import Foundation
import PlumeAnimation

/// The body the built-in split view styles make: the columns side by side in a wide space, one
/// collapsed stack in a narrow one (see `NavigationSplitView` for the behaviour).
///
/// It keeps the state the app did not bind (visibility, the compact column), the count of row
/// taps per column (which resets the implicit paths of the following columns' stacks), the widths
/// the columns ask for, and whether the sidebar toggle was removed.
struct SplitViewContainer: View {
    typealias Kind = NavigationSplitViewColumn.Kind
    /// Below this width the split view collapses into a single stack.
    static let collapseWidth: CGFloat = 600
    /// How columns slide in and out.
    static let animation = Animation.easeInOut(duration: 0.3)
    static let sidebarWidth: CGFloat = 280
    static let contentWidth: CGFloat = 320
    /// The narrowest the balanced style lets the detail become before it narrows the other columns.
    static let minimumDetailWidth: CGFloat = 320

    let columns: SplitViewColumns
    let prominentDetail: Bool
    @State private var ownVisibility = NavigationSplitViewVisibility.automatic
    @State private var ownCompactColumn = NavigationSplitViewColumn.sidebar
    /// Taps that changed a selection, per column.
    @State private var changes: [Kind: Int] = [:]
    @State private var widths: [Kind: SplitColumnWidth] = [:]
    @State private var toggleRemoved = false
    @State private var clears = SplitViewSelectionClears()
    /// The menu bar's sidebar item acts through it (`SidebarCommands`).
    @State private var sidebarToggle = CommandAction()

    var body: some View {
        let visibility = columns.visibility ?? $ownVisibility
        let compact = columns.compactColumn ?? $ownCompactColumn
        return GeometryReader { proxy in
            // Before its first placement the reader offers no size: build the wide layout then.
            if proxy.size.width > 0, proxy.size.width < Self.collapseWidth {
                collapsed(compact)
            } else {
                wide(visibility, width: proxy.size.width)
            }
        }
        .onPreferenceChange(SidebarToggleRemovedKey.self) { removed in
            if toggleRemoved != removed { toggleRemoved = removed }
        }
        .environment(\.splitColumnHosting, true)
    }

    private var isThreeColumn: Bool { columns.content != nil }

    /// The columns in order.
    private var order: [Kind] { isThreeColumn ? [.sidebar, .content, .detail] : [.sidebar, .detail] }

    // MARK: Wide

    /// Which leading columns show for `visibility` in this style.
    func shown(_ visibility: NavigationSplitViewVisibility) -> (sidebar: Bool, content: Bool) {
        switch visibility.kind {
        case .automatic: return prominentDetail ? (false, false) : (true, true)
        case .all: return (true, true)
        case .doubleColumn: return isThreeColumn ? (false, true) : (true, true)
        case .detailOnly: return (false, false)
        }
    }

    private func wide(_ visibility: Binding<NavigationSplitViewVisibility>, width: CGFloat) -> some View {
        let shown = self.shown(visibility.wrappedValue)
        let anyShown = shown.sidebar || (isThreeColumn && shown.content)
        let toggleColumn: Kind? =
            toggleRemoved ? nil : shown.sidebar ? .sidebar : (isThreeColumn && shown.content) ? .content : .detail
        let toggle = { self.toggle(visibility) }
        let (sidebarWidth, contentWidth) = leadingWidths(available: width)
        let leading = HStack(spacing: 0) {
            columnStack(.sidebar, toggle: toggleColumn == .sidebar ? toggle : nil)
                .modifier(SplitColumnReveal(fraction: shown.sidebar ? 1 : 0, width: sidebarWidth))
            if isThreeColumn {
                columnStack(.content, toggle: toggleColumn == .content ? toggle : nil)
                    .modifier(SplitColumnReveal(fraction: shown.content ? 1 : 0, width: contentWidth))
            }
        }
        let detail = columnStack(.detail, toggle: toggleColumn == .detail ? toggle : nil)
        return Group {
            if prominentDetail {
                ZStack(alignment: .topLeading) {
                    detail
                    Color.black.opacity(anyShown ? 0.2 : 0)
                        .allowsHitTesting(anyShown)
                        .onTapGesture { withAnimation(Self.animation) { visibility.wrappedValue = .detailOnly } }
                    leading
                }
            } else {
                HStack(spacing: 0) {
                    leading
                    detail.frame(maxWidth: .infinity, maxHeight: .infinity)
                }
            }
        }
        .animation(Self.animation, value: [shown.sidebar, shown.content])
        .focusedSceneValue(
            \.splitViewSidebar, sidebarValue(visibility, shown: prominentDetail ? anyShown : shown.sidebar))
    }

    /// What the window's menu bar reads of the sidebar (`SidebarCommands`): whether it shows, and
    /// the toggle, which does what the sidebar toggle button does.
    private func sidebarValue(_ visibility: Binding<NavigationSplitViewVisibility>, shown: Bool) -> WindowPartToggle {
        sidebarToggle.run = { self.toggle(visibility) }
        return WindowPartToggle(isShown: shown, action: sidebarToggle)
    }

    /// The sidebar's and content column's widths: what they ask for (or the defaults), narrowed
    /// together in the balanced style so that the detail keeps `minimumDetailWidth` when it can.
    private func leadingWidths(available: CGFloat) -> (CGFloat, CGFloat) {
        let sidebar = widths[.sidebar]?.resolved(fallback: Self.sidebarWidth) ?? Self.sidebarWidth
        let content =
            isThreeColumn ? (widths[.content]?.resolved(fallback: Self.contentWidth) ?? Self.contentWidth) : 0
        let room = prominentDetail ? available : max(0, available - Self.minimumDetailWidth)
        let total = sidebar + content
        guard total > room, total > 0 else { return (sidebar, content) }
        let scale = room / total
        return (sidebar * scale, content * scale)
    }

    /// The sidebar toggle: hides the shown leading column (the sidebar, or with `prominentDetail`
    /// every leading column), or shows them all.
    private func toggle(_ visibility: Binding<NavigationSplitViewVisibility>) {
        let shown = self.shown(visibility.wrappedValue)
        let next: NavigationSplitViewVisibility
        if prominentDetail {
            next = shown.sidebar || (isThreeColumn && shown.content) ? .detailOnly : .all
        } else if shown.sidebar {
            next = isThreeColumn ? .doubleColumn : .detailOnly
        } else {
            next = .all
        }
        withAnimation(Self.animation) { visibility.wrappedValue = next }
    }

    /// A column of the wide layout: the root of its own navigation stack, told to reset when a
    /// selection before it changed, reporting the width its content asks for.
    private func columnStack(_ kind: Kind, toggle: (() -> Void)?) -> some View {
        let widths = $widths
        return NavigationStack { columnView(kind, collapsed: nil, toggle: toggle) }
            .environment(\.navigationResetToken, resetToken(kind))
            .onPreferenceChange(SplitColumnWidthKey.self) { width in
                if widths.wrappedValue[kind] != width { widths.wrappedValue[kind] = width }
            }
    }

    /// How many selections changed in the columns before `kind`.
    private func resetToken(_ kind: Kind) -> Int {
        order.prefix { $0 < kind }.reduce(0) { $0 + (changes[$1] ?? 0) }
    }

    // MARK: Both layouts

    /// A column's view with the sidebar toggle (when given) in its bar and the reporter its lists
    /// tell about taps. `collapsed` is the compact column's binding in the collapsed stack.
    private func columnView(_ kind: Kind, collapsed: Binding<NavigationSplitViewColumn>?, toggle: (() -> Void)?)
        -> some View
    {
        let view: AnyView
        switch kind {
        case .sidebar: view = columns.sidebar
        case .content: view = columns.content ?? AnyView(EmptyView())
        case .detail: view = columns.detail
        }
        return
            view
            .toolbar {
                if let toggle { ToolbarItem(placement: .navigation) { SidebarToggleButton(action: toggle) } }
            }
            .environment(\.splitViewColumnReporter, reporter(kind, collapsed: collapsed))
    }

    /// What a tap on a row of a list in `kind` does besides selecting: counts a change (resetting
    /// the stacks of the following columns) and, collapsed, pushes the next column.
    private func reporter(_ kind: Kind, collapsed: Binding<NavigationSplitViewColumn>?) -> SplitViewColumnReporter {
        SplitViewColumnReporter(kind: kind, order: order, changes: $changes, clears: clears, collapsed: collapsed)
    }

    // MARK: Collapsed

    /// How many columns are pushed above the sidebar when `column` is on top.
    private func depth(of column: NavigationSplitViewColumn) -> Int {
        switch column.kind {
        case .sidebar: return 0
        case .content: return 1
        case .detail: return order.count - 1
        }
    }

    /// One stack: the sidebar at the root, the next columns pushed up to the compact column.
    private func collapsed(_ compact: Binding<NavigationSplitViewColumn>) -> some View {
        let order = self.order
        let clears = self.clears
        let depth = self.depth(of:)
        let path = Binding<[SplitViewCompactPage]>(
            get: { order.dropFirst().prefix(depth(compact.wrappedValue)).map(SplitViewCompactPage.init) },
            set: { pages in
                let old = depth(compact.wrappedValue)
                let new = min(pages.count, order.count - 1)
                // Back to a column: the selection that had pushed the page above it is cleared.
                if new < old { for index in new..<old { clears.clear(order[index]) } }
                compact.wrappedValue = NavigationSplitViewColumn(kind: order[new])
            })
        return NavigationStack(path: path) {
            columnView(.sidebar, collapsed: compact, toggle: nil)
                .navigationDestination(for: SplitViewCompactPage.self) { page in
                    columnView(page.kind, collapsed: compact, toggle: nil)
                }
        }
    }
}

/// A column pushed on the collapsed stack.
struct SplitViewCompactPage: Hashable {
    let kind: NavigationSplitViewColumn.Kind
}

/// How to clear the selection of each column's list, from the last tap on one of its rows.
final class SplitViewSelectionClears {
    private var clears: [NavigationSplitViewColumn.Kind: () -> Void] = [:]
    func keep(_ clear: @escaping () -> Void, for kind: NavigationSplitViewColumn.Kind) { clears[kind] = clear }
    func clear(_ kind: NavigationSplitViewColumn.Kind) { clears[kind]?() }
}

/// Shows `fraction` of a column of `width` points, its trailing part, with the separator on its
/// trailing edge; animatable, so a column slides in and out.
struct SplitColumnReveal: AnimatableModifier {
    var fraction: CGFloat
    let width: CGFloat
    nonisolated var animatableData: CGFloat {
        get { fraction }
        set { fraction = newValue }
    }
    func body(content: Content) -> some View {
        content
            .frame(width: width)
            .overlay(alignment: .trailing) { Rectangle().fill(Color.separator).frame(width: 1) }
            .offset(x: (fraction - 1) * width)
            .frame(width: max(0, fraction * width), alignment: .leading)
            .clipped()
            .allowsHitTesting(fraction > 0)
    }
}
