import Foundation
import PlumeGraphics

/// A navigation page's content with what its preferences ask for around it: the bar above (title,
/// back button, toolbar items), the bottom bar below, and the page's background behind, stacked as
/// `VStack(alignment: .leading, spacing: 0) { bar; content; bottomBar }.background(background)`.
/// Everything on it sees the page's navigation context and `dismiss` (`pageEnvironment`), and the
/// page's toolbar stops at it (a page above or around it does not show these items).
///
/// The content's title and toolbar are preferences of the content, so the bar can only be made
/// after the content. `NavigationPageChromeBehavior` updates the content first, reads its
/// preferences at once and makes the bars from them in the same update: a pushed page is made
/// once, with its title, instead of being made untitled and again when the preferences arrive
/// after layout. Preferences that change later (a title set by the content's own state, a value
/// only known after layout) reach it as a preference observer.
///
/// In a `NavigationSplitView` column (`splitColumnHosting`), a page whose content holds a stack of
/// its own draws no bars and hands its back button and toolbar items to that stack's root page
/// through the content's environment (`InheritedNavigationBar`).
struct NavigationPageChrome<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let context: NavigationContext
    /// The previous page's title for the back button; nil on the root page.
    let backTitle: String?
    /// The bar a split view column handed to this stack's root page (nil on other pages).
    let inherited: InheritedNavigationBar?
    /// Whether the page is in a split view column, which takes over the bars of a nested stack.
    let splitColumnHosting: Bool
    /// Tells the stack the page's title (it shows it in the back button of the page above).
    let onTitle: (String?) -> Void

    func makeBehavior() -> NodeBehavior { NavigationPageChromeBehavior<Content>() }

    /// Whether the content's own stack draws the bars instead (see the type's documentation).
    func handsOver(_ preferences: NavigationPagePreferences) -> Bool {
        splitColumnHosting && preferences.holdsStack
    }

    /// The bar, bottom bar and background for the content's `preferences`.
    func parts(for preferences: NavigationPagePreferences) -> NavigationPageChromeParts {
        let backTitle = shownBackTitle
        let toolbar = self.toolbar(for: preferences)
        let mode = preferences.displayMode ?? .automatic
        let large = mode == .large || (mode == .automatic && backTitle == nil)
        let handsOver = self.handsOver(preferences)
        return NavigationPageChromeParts(
            bar: handsOver
                ? nil
                : NavigationBarView(
                    title: preferences.title, backTitle: preferences.backButtonHidden ? nil : backTitle, large: large,
                    toolbar: toolbar, back: back),
            // A page without bottom, status or keyboard items has no bottom bar to show.
            bottomBar: handsOver || !toolbar.hasBottomItems ? nil : ToolbarBottomBar(toolbar: toolbar),
            background: preferences.background ?? .background)
    }

    /// The environment of everything on the page (content and bars): the page's navigation context
    /// and its `dismiss`, which pops it (nothing on the root page).
    func pageEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        var environment = environment
        let context = self.context
        environment.navigationContext = context
        environment.dismiss = DismissAction(
            action: backTitle == nil ? nil : { context.pop(context.depth - 1) }, target: context)
        return environment
    }

    /// What the content's environment says about the bar: what a nested stack's root page shows
    /// when this page hands its bar over, nil otherwise.
    func inheritedBar(for preferences: NavigationPagePreferences) -> InheritedNavigationBar? {
        guard handsOver(preferences) else { return nil }
        let backTitle = shownBackTitle
        return InheritedNavigationBar(
            backTitle: backTitle, back: backTitle == nil ? nil : back.perform, toolbar: toolbar(for: preferences))
    }

    /// The back button's title: the previous page's, or on a stack's root page in a split view
    /// column, the one its column handed over.
    private var shownBackTitle: String? { backTitle ?? inherited?.backTitle }

    private var back: NavigationBackAction {
        backTitle != nil ? .pop(context) : (inherited?.back.map(NavigationBackAction.other) ?? .nothing)
    }

    private func toolbar(for preferences: NavigationPagePreferences) -> ToolbarConfiguration {
        inherited.map { preferences.toolbar.merged(over: $0.toolbar) } ?? preferences.toolbar
    }
}

/// The views a page's preferences make around its content.
struct NavigationPageChromeParts {
    /// Nil when the page hands its bars to a nested stack.
    let bar: NavigationBarView?
    let bottomBar: ToolbarBottomBar?
    let background: Color
}
