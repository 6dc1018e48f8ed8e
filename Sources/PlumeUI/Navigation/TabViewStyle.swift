import Foundation

/// How a `TabView` shows its tabs, as SwiftUI's `TabViewStyle`: `.automatic` (a tab bar at the
/// bottom) or `.page` (pages side by side, swiped between, with page dots).
public protocol TabViewStyle {
    /// What the style draws; Plume's styles are the two it draws itself.
    var _kind: TabViewStyleKind { get }
}

/// The kinds of tab view style Plume draws.
public enum TabViewStyleKind: Hashable, Sendable {
    case tabBar
    case page(PageTabViewStyle.IndexDisplayMode)
}

/// The platform's default tab view style, as SwiftUI's `DefaultTabViewStyle`: a tab bar at the
/// bottom, as on iOS.
public struct DefaultTabViewStyle: TabViewStyle {
    /// The default style.
    public init() {}
    public var _kind: TabViewStyleKind { .tabBar }
}

/// Pages side by side, as SwiftUI's `PageTabViewStyle`: a horizontal drag moves between them and
/// snaps to the nearest page (a fling goes to the next), and dots at the bottom show (and, when
/// tapped, choose) the current page.
public struct PageTabViewStyle: TabViewStyle {
    /// When the page dots show.
    public struct IndexDisplayMode: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case automatic, always, never }
        let kind: Kind
        /// When there is more than one page.
        public static let automatic = IndexDisplayMode(kind: .automatic)
        /// Always, even with one page.
        public static let always = IndexDisplayMode(kind: .always)
        /// Never.
        public static let never = IndexDisplayMode(kind: .never)
    }

    let indexDisplayMode: IndexDisplayMode
    /// A page style whose dots show as `indexDisplayMode` says.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) { self.indexDisplayMode = indexDisplayMode }
    public var _kind: TabViewStyleKind { .page(indexDisplayMode) }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// A tab bar at the bottom.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// Pages swiped between, with dots when there is more than one.
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    /// Pages swiped between, with dots shown as `indexDisplayMode` says.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

/// How a paged tab view's dots are drawn, as SwiftUI's `IndexViewStyle`.
public protocol IndexViewStyle {
    /// Whether the dots sit on a translucent capsule.
    var _backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode { get }
}

/// Page dots, as SwiftUI's `PageIndexViewStyle`, with or without a capsule behind them.
public struct PageIndexViewStyle: IndexViewStyle {
    /// When the dots have a translucent capsule behind them.
    public struct BackgroundDisplayMode: Hashable, Sendable {
        let showsBackground: Bool
        /// No capsule (the default).
        public static let automatic = BackgroundDisplayMode(showsBackground: false)
        /// Always a capsule.
        public static let always = BackgroundDisplayMode(showsBackground: true)
        /// A capsule only while interacting in SwiftUI; Plume draws none.
        public static let interactive = BackgroundDisplayMode(showsBackground: false)
        /// Never a capsule.
        public static let never = BackgroundDisplayMode(showsBackground: false)
    }

    let backgroundDisplayMode: BackgroundDisplayMode
    /// Dots with the capsule shown as `backgroundDisplayMode` says.
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
        self.backgroundDisplayMode = backgroundDisplayMode
    }
    public var _backgroundDisplayMode: BackgroundDisplayMode { backgroundDisplayMode }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    /// Page dots without a capsule.
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }
    /// Page dots with the capsule shown as `backgroundDisplayMode` says.
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

struct TabViewStyleKey: EnvironmentKey { static let defaultValue = TabViewStyleKind.tabBar }
struct IndexBackgroundKey: EnvironmentKey {
    static let defaultValue = PageIndexViewStyle.BackgroundDisplayMode.automatic
}

extension EnvironmentValues {
    var tabViewStyle: TabViewStyleKind {
        get { self[TabViewStyleKey.self] }
        set { self[TabViewStyleKey.self] = newValue }
    }
    var indexBackground: PageIndexViewStyle.BackgroundDisplayMode {
        get { self[IndexBackgroundKey.self] }
        set { self[IndexBackgroundKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The style of the tab views inside: `.automatic` (a tab bar) or `.page`.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View { environment(\.tabViewStyle, style._kind) }

    /// The style of the page dots of paged tab views inside.
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        environment(\.indexBackground, style._backgroundDisplayMode)
    }
}
