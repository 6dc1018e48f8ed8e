import Foundation

/// What a navigation page's content says about the page through preferences: its title and how it
/// is shown, its background, its toolbar, whether it holds a stack of its own, and whether it hides
/// the back button.
///
/// Read by `NavigationPageChromeBehavior` from the content's node, right after the content was
/// updated and again whenever the graph reports the content's preferences changed; it reads the
/// values and nothing else.
struct NavigationPagePreferences: Equatable {
    var title: String?
    var displayMode: NavigationBarItem.TitleDisplayMode?
    var background: Color?
    var toolbar = ToolbarConfiguration()
    /// Whether the content holds a `NavigationStack` of its own.
    var holdsStack = false
    var backButtonHidden = false

    init() {}

    /// The values `content` and its subtree set now.
    @MainActor init(of content: ViewNode) {
        title = content.collectPreference(NavigationTitleKey.self) ?? nil
        displayMode = content.collectPreference(NavigationTitleDisplayModeKey.self) ?? nil
        background = content.collectPreference(NavigationPageBackgroundKey.self) ?? nil
        toolbar = content.collectPreference(ToolbarKey.self) ?? ToolbarConfiguration()
        holdsStack = content.collectPreference(NestedNavigationStackKey.self) ?? false
        backButtonHidden = content.collectPreference(NavigationBackButtonHiddenKey.self) ?? false
    }
}
