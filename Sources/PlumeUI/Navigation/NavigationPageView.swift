import Foundation
import PlumeAnimation
import PlumeGraphics

/// One page of a navigation stack: its bar (back button and title) over its content, on an opaque
/// background, with the page's navigation context and dismiss action in the environment.
///
/// In a `NavigationSplitView` (`splitColumnHosting`), a page whose content holds a stack of its own
/// draws no bars and hands its back button and toolbar items to that stack's root page
/// (`InheritedNavigationBar`), so a column shows one bar.
struct NavigationPageView: View {
    let content: AnyView
    let context: NavigationContext
    /// The previous page's title for the back button; nil on the root page.
    let backTitle: String?
    /// Tells the stack the page's title (it shows it in the back button of the page above).
    let onTitle: (String?) -> Void
    /// The content's `navigationTitle`, shown in this page's bar.
    @State private var title: String?
    @State private var displayMode: NavigationBarItem.TitleDisplayMode?
    @State private var background: Color?
    @State private var toolbar = ToolbarConfiguration()
    /// Whether the content holds a `NavigationStack` of its own.
    @State private var holdsStack = false
    /// Whether a view on the page asked to hide the back button.
    @State private var backButtonHidden = false
    @Environment(\.splitColumnHosting) private var splitColumnHosting
    @Environment(\.inheritedNavigationBar) private var inheritedBar

    var body: some View {
        let context = self.context
        // The root page of a stack inside a split view column shows the bar its column handed over.
        let inherited = context.depth == 0 ? inheritedBar : nil
        let backTitle = self.backTitle ?? inherited?.backTitle
        let back: NavigationBackAction =
            self.backTitle != nil ? .pop(context) : (inherited?.back.map(NavigationBackAction.other) ?? .nothing)
        let toolbar = inherited.map { self.toolbar.merged(over: $0.toolbar) } ?? self.toolbar
        let isRoot = backTitle == nil
        let mode = displayMode ?? .automatic
        let large = mode == .large || (mode == .automatic && isRoot)
        // A split view's column whose content has its own stack lets that stack draw the bars.
        let handsOver = splitColumnHosting && holdsStack
        return VStack(alignment: .leading, spacing: 0) {
            if !handsOver {
                NavigationBarView(
                    title: title, backTitle: backButtonHidden ? nil : backTitle, large: large, toolbar: toolbar,
                    back: back)
            }
            content
                .navigationPageSearch(depth: context.depth)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .onPreferenceChange(NavigationTitleKey.self) {
                    title = $0
                    onTitle($0)
                }
                .onPreferenceChange(NavigationTitleDisplayModeKey.self) { displayMode = $0 }
                .onPreferenceChange(NavigationPageBackgroundKey.self) { background = $0 }
                .onPreferenceChange(ToolbarKey.self) { self.toolbar = $0 }
                .onPreferenceChange(NestedNavigationStackKey.self) { holdsStack = $0 }
                .onPreferenceChange(NavigationBackButtonHiddenKey.self) { backButtonHidden = $0 }
                .environment(
                    \.inheritedNavigationBar,
                    handsOver
                        ? InheritedNavigationBar(
                            backTitle: backTitle, back: backTitle == nil ? nil : back.perform, toolbar: toolbar) : nil
                )
                .environment(\.splitColumnHosting, false)
            if !handsOver {
                ToolbarBottomBar(toolbar: toolbar)
            }
        }
        .preference(key: ToolbarKey.self, value: ToolbarConfiguration())
        .background(background ?? .background)
        .environment(\.navigationContext, context)
        .environment(
            \.dismiss,
            DismissAction(action: self.backTitle == nil ? nil : { context.pop(context.depth - 1) }, target: context)
        )
        .modifier(EditModeScopeModifier())
    }
}
