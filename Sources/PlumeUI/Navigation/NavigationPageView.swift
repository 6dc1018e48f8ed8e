import Foundation
import PlumeAnimation
import PlumeGraphics

/// One page of a navigation stack: its bar (back button and title) over its content, on an opaque
/// background, with the page's navigation context and dismiss action in the environment.
struct NavigationPageView: View {
    let content: AnyView
    let context: NavigationContext
    /// The previous page's title for the back button; nil on the root page.
    let backTitle: String?
    let title: String?
    let onTitle: (String?) -> Void
    @State private var displayMode: NavigationBarItem.TitleDisplayMode?
    @State private var background: Color?
    @State private var toolbar = ToolbarConfiguration()

    var body: some View {
        let context = self.context
        let isRoot = backTitle == nil
        let mode = displayMode ?? .automatic
        let large = mode == .large || (mode == .automatic && isRoot)
        return VStack(alignment: .leading, spacing: 0) {
            NavigationBarView(title: title, backTitle: backTitle, large: large, toolbar: toolbar) {
                context.pop(context.depth - 1)
            }
            content
                .navigationPageSearch(depth: context.depth)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .onPreferenceChange(NavigationTitleKey.self) { onTitle($0) }
                .onPreferenceChange(NavigationTitleDisplayModeKey.self) { displayMode = $0 }
                .onPreferenceChange(NavigationPageBackgroundKey.self) { background = $0 }
                .onPreferenceChange(ToolbarKey.self) { toolbar = $0 }
            ToolbarBottomBar(toolbar: toolbar)
        }
        .preference(key: ToolbarKey.self, value: ToolbarConfiguration())
        .background(background ?? .background)
        .environment(\.navigationContext, context)
        .environment(\.dismiss, DismissAction(action: isRoot ? nil : { context.pop(context.depth - 1) }))
        .modifier(EditModeScopeModifier())
    }
}
