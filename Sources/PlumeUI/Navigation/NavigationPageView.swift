import Foundation
import PlumeAnimation
import PlumeGraphics

/// One page of a navigation stack: its bar (back button and title) over its content, on an opaque
/// background, with the page's navigation context and dismiss action in the environment. The bars
/// and the background follow the content's preferences (`NavigationPageChrome`).
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
    @Environment(\.splitColumnHosting) private var splitColumnHosting
    @Environment(\.inheritedNavigationBar) private var inheritedBar

    var body: some View {
        let context = self.context
        // The page's own edit mode, as a plain wrapper (a modifier with a body would add two nodes).
        return EditModeScope(
            content: NavigationPageChrome(
                content:
                    content
                    .navigationPageSearch(depth: context.depth)
                    .frame(maxWidth: .infinity, maxHeight: .infinity),
                context: context, backTitle: backTitle,
                // The root page of a stack in a split view column shows the bar its column handed over.
                inherited: context.depth == 0 ? inheritedBar : nil, splitColumnHosting: splitColumnHosting,
                onTitle: onTitle
            ))
    }
}
