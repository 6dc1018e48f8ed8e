import Foundation
import PlumeAnimation
import PlumeGraphics

/// Marks a view's tab bar item (its label) inside a `TabView`, as SwiftUI's `tabItem`.
nonisolated struct TabItemModifier<Label: View>: ViewModifier {
    let label: Label
    @MainActor func body(content: Content) -> some View { content }
}

/// Gives a view a tag (its selection value in a `TabView` or `Picker`), as SwiftUI's `tag`.
nonisolated struct TagModifier<V: Hashable>: ViewModifier {
    let tag: V
    @MainActor func body(content: Content) -> some View { content }
}

/// What a `TabView` reads from a child: its label and tag.
@MainActor
protocol TabItemProviding { var anyLabel: AnyView { get } }
extension TabItemModifier: TabItemProviding { var anyLabel: AnyView { AnyView(label) } }
@MainActor
protocol TagProviding { var anyTag: AnyHashable { get } }
extension TagModifier: TagProviding { var anyTag: AnyHashable { AnyHashable(tag) } }

nonisolated extension View {
    /// The label of this view's tab in a `TabView`.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        modifier(TabItemModifier(label: label()))
    }
    /// This view's selection value in a `TabView` or `Picker`.
    public func tag<V: Hashable>(_ tag: V) -> some View { modifier(TagModifier(tag: tag)) }
}

/// Views shown one at a time, chosen with a tab bar at the bottom, as SwiftUI's `TabView`.
///
/// ```swift
/// TabView(selection: $tab) {
///     HomeView().tabItem { Image(systemName: "house"); Text("Home") }.tag(0)
///     SettingsView().tabItem { Text("Settings") }.tag(1).badge(2)
/// }
/// TabView(selection: $tab) {                      // the iOS 18 spelling
///     Tab("Home", systemImage: "house", value: 0) { HomeView() }
///     Tab("Inbox", systemImage: "tray", value: 1) { InboxView() }.badge(3)
/// }
/// ```
/// Without tags (or values), tabs are selected by position. A `badge` draws a red capsule on the
/// tab's icon (`.badge(0)` and `.badge(nil)` draw none). `.tabViewStyle(.page)` shows the tabs as
/// pages side by side instead (see `PageTabViewStyle`). With the tab bar, a tab keeps its state
/// only while shown: switching tabs builds the other tab afresh, as SwiftUI does for non-retained
/// tabs; pages keep theirs.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>?
    let content: Content
    /// Reads the tabs from the content; called each time the body is evaluated.
    let makeTabs: () -> [TabEntry]
    @State private var selectedIndex = 0
    @Environment(\.tabViewStyle) private var style

    /// Tabs selected through `selection` (matched against the children's `tag`s).
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        let content = content()
        self.content = content
        makeTabs = { TabViewChildren.tabs(in: content) }
    }

    /// The tabs a `TabContentBuilder` made.
    init<C: TabContent>(tabs: TabContentBuilder<SelectionValue>.Content<C>, selection: Binding<SelectionValue>?)
    where Content == TabContentBuilder<SelectionValue>.Content<C>, C.TabValue == SelectionValue {
        self.selection = selection
        content = tabs
        makeTabs = { tabs.tabs._makeEntries().entries }
    }

    /// `Tab`s selected through `selection` (matched against their values), as SwiftUI's
    /// `TabView(selection:content:)` with a `TabContentBuilder`.
    public init<C: TabContent>(
        selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C
    ) where Content == TabContentBuilder<SelectionValue>.Content<C>, C.TabValue == SelectionValue {
        self.init(tabs: TabContentBuilder<SelectionValue>.Content(tabs: content()), selection: selection)
    }

    public var body: some View {
        let tabs = makeTabs()
        let current = currentIndex(in: tabs)
        let select = selectAction(tabs)
        switch style {
        case .tabBar:
            TabBarLayout(tabs: tabs, current: current, select: select)
        case .page(let mode):
            TabPager(tabs: tabs, current: current, indexDisplayMode: mode, select: select)
        }
    }

    /// The shown tab: the one whose tag is the selection, or the last one tapped.
    private func currentIndex(in tabs: [TabEntry]) -> Int {
        if let selection, let i = tabs.firstIndex(where: { $0.tag == AnyHashable(selection.wrappedValue) }) {
            return i
        }
        return min(selectedIndex, max(0, tabs.count - 1))
    }

    /// Chooses a tab: writes its tag to the selection (when it has one of the selection's type).
    private func selectAction(_ tabs: [TabEntry]) -> (Int) -> Void {
        let selection = self.selection
        let selectedIndex = $selectedIndex
        return { index in
            guard tabs.indices.contains(index) else { return }
            if let selection, let tag = tabs[index].tag, let value = tag.base as? SelectionValue {
                selection.wrappedValue = value
            }
            selectedIndex.wrappedValue = index
        }
    }
}

extension TabView where SelectionValue == Int {
    /// Tabs selected by tapping, by position.
    public init(@ViewBuilder content: () -> Content) {
        self.init(selection: nil, content: content)
    }
}

extension TabView where SelectionValue == Never {
    /// `Tab`s without values, selected by position.
    public init<C: TabContent>(@TabContentBuilder<Never> content: () -> C)
    where Content == TabContentBuilder<Never>.Content<C>, C.TabValue == Never {
        self.init(tabs: TabContentBuilder<Never>.Content(tabs: content()), selection: nil)
    }
}

/// Reads the tabs of a `TabView` written with views: each child (tuples, groups, conditionals and
/// `ForEach` opened) is a tab, with the label, tag and badge found through its modifier chain.
@MainActor
enum TabViewChildren {
    static func tabs(in content: any View) -> [TabEntry] {
        func flatten(_ view: any View) -> [any View] {
            if let provider = view as? ChildViewsProvider, !(view is AnyModifiedContent) {
                return provider.childViews().flatMap { flatten($0.view) }
            }
            return [view]
        }
        return flatten(content).enumerated().map { index, view in
            var label = AnyView(Text("Tab \(index + 1)"))
            var tag: AnyHashable?
            var badge: String?
            var current: any View = view
            while let modified = current as? AnyModifiedContent {
                if let item = modified.anyModifier as? TabItemProviding { label = item.anyLabel }
                if let t = modified.anyModifier as? TagProviding { tag = t.anyTag }
                if let b = modified.anyModifier as? BadgeProviding { badge = b.badgeText }
                current = modified.anyContent
            }
            return TabEntry(view: view, label: label, tag: tag, badge: badge)
        }
    }
}
