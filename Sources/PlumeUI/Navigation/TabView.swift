import Foundation
import PlumeAnimation
import PlumeGraphics

/// Marks a view's tab bar item (its label) inside a `TabView`, as SwiftUI's `tabItem`.
struct TabItemModifier<Label: View>: ViewModifier {
    let label: Label
    func body(content: Content) -> some View { content }
}

/// Gives a view a tag (its selection value in a `TabView` or `Picker`), as SwiftUI's `tag`.
struct TagModifier<V: Hashable>: ViewModifier {
    let tag: V
    func body(content: Content) -> some View { content }
}

/// What a `TabView` reads from a child: its label and tag.
protocol TabItemProviding { var anyLabel: AnyView { get } }
extension TabItemModifier: TabItemProviding { var anyLabel: AnyView { AnyView(label) } }
protocol TagProviding { var anyTag: AnyHashable { get } }
extension TagModifier: TagProviding { var anyTag: AnyHashable { AnyHashable(tag) } }

extension View {
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
///     SettingsView().tabItem { Text("Settings") }.tag(1)
/// }
/// ```
/// Without tags, tabs are selected by position. Each tab keeps its identity (and state) while hidden
/// only while shown; switching tabs builds the other tab afresh, as SwiftUI does for non-retained tabs.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>?
    let content: Content
    @State private var selectedIndex = 0

    /// Tabs selected through `selection` (matched against the children's `tag`s).
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    private struct Tab {
        let view: any View
        let label: AnyView
        let tag: AnyHashable?
    }

    /// The children with their labels and tags, found through the modifier chain of each child.
    private var tabs: [Tab] {
        func flatten(_ view: any View) -> [any View] {
            if let provider = view as? ChildViewsProvider, !(view is AnyModifiedContent) {
                return provider.childViews().flatMap { flatten($0.view) }
            }
            return [view]
        }
        return flatten(content).enumerated().map { index, view in
            var label: AnyView = AnyView(Text("Tab \(index + 1)"))
            var tag: AnyHashable?
            var current: any View = view
            while let modified = current as? AnyModifiedContent {
                if let item = modified.anyModifier as? TabItemProviding { label = item.anyLabel }
                if let t = modified.anyModifier as? TagProviding { tag = t.anyTag }
                current = modified.anyContent
            }
            return Tab(view: view, label: label, tag: tag)
        }
    }

    public var body: some View {
        let tabs = self.tabs
        let current: Int = {
            if let selection, let i = tabs.firstIndex(where: { $0.tag == AnyHashable(selection.wrappedValue) }) {
                return i
            }
            return min(selectedIndex, max(0, tabs.count - 1))
        }()
        return VStack(spacing: 0) {
            if tabs.indices.contains(current) {
                AnyView(erasing: tabs[current].view)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .id(current)
            }
            Divider()
            HStack(spacing: 0) {
                ForEach(Array(tabs.enumerated()), id: \.offset) { index, tab in
                    Button {
                        if let selection, let tag = tab.tag, let value = tag.base as? SelectionValue {
                            selection.wrappedValue = value
                        }
                        selectedIndex = index
                    } label: {
                        VStack(spacing: 2) { tab.label }
                            .font(.caption)
                            .frame(maxWidth: .infinity)
                            .padding(.vertical, 6)
                            .contentShape(Rectangle())
                            .foregroundColor(index == current ? .accentColor : .gray)
                    }
                    .buttonStyle(.plain)
                }
            }
        }
    }
}

extension TabView where SelectionValue == Int {
    /// Tabs selected by tapping, by position.
    public init(@ViewBuilder content: () -> Content) {
        selection = nil
        self.content = content()
    }
}
