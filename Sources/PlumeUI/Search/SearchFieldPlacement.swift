import Foundation

/// Where a `searchable` view's field goes, as SwiftUI's `SearchFieldPlacement`.
///
/// SwiftUI treats the placement as a preference it may not be able to fulfil. Plume has one place
/// for the field — on top of the view `searchable` modifies, which on a page of a
/// `NavigationStack` is just below the page's title bar (written on a whole stack: below the root
/// page's title bar) — so every placement draws it there, and
/// `navigationBarDrawer(displayMode: .automatic)` does not hide the field on scrolling (it is always
/// shown, as with `.always`).
public struct SearchFieldPlacement: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case automatic
        case navigationBarDrawer(NavigationBarDrawerDisplayMode)
        case sidebar, toolbar, toolbarPrincipal
    }
    let kind: Kind

    /// When a search field in a navigation bar is shown, as SwiftUI's
    /// `SearchFieldPlacement.NavigationBarDrawerDisplayMode`.
    public struct NavigationBarDrawerDisplayMode: Hashable, Sendable {
        let hidesOnScroll: Bool
        /// Always shown, whatever the scrolling.
        public static let always = NavigationBarDrawerDisplayMode(hidesOnScroll: false)
        /// May hide on scrolling in SwiftUI; Plume always shows it.
        public static let automatic = NavigationBarDrawerDisplayMode(hidesOnScroll: true)
    }

    /// The placement the surrounding views choose (in Plume: on top of the searchable view).
    public static let automatic = SearchFieldPlacement(kind: .automatic)
    /// Below the navigation bar's title.
    public static let navigationBarDrawer = SearchFieldPlacement(kind: .navigationBarDrawer(.automatic))
    /// Below the navigation bar's title, shown as `displayMode` says.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(kind: .navigationBarDrawer(displayMode))
    }
    /// In a sidebar; Plume has no split view, so the field goes where `.automatic` puts it (as
    /// SwiftUI does when there is no sidebar).
    public static var sidebar: SearchFieldPlacement { SearchFieldPlacement(kind: .sidebar) }
    /// In the toolbar; Plume draws it where `.automatic` puts it.
    public static var toolbar: SearchFieldPlacement { SearchFieldPlacement(kind: .toolbar) }
    /// In the principal part of the toolbar; Plume draws it where `.automatic` puts it.
    public static var toolbarPrincipal: SearchFieldPlacement { SearchFieldPlacement(kind: .toolbarPrincipal) }
}
