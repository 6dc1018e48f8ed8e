import Foundation

/// How a `NavigationSplitView` arranges its columns, as SwiftUI's `NavigationSplitViewStyle`; set
/// it with `navigationSplitViewStyle(_:)`.
///
/// ```swift
/// NavigationSplitView { Folders() } detail: { Message() }
///     .navigationSplitViewStyle(.prominentDetail)
/// ```
/// - `balanced`: the leading columns sit beside the detail, which shrinks to make room.
/// - `prominentDetail`: the detail keeps the whole width; shown leading columns slide over it (a
///   tap on the detail puts them away). `automatic` visibility shows the detail alone.
/// - `automatic`: `balanced` (the desktop's choice; iPadOS picks by orientation).
///
/// As in SwiftUI, `Configuration` has no public members, so a style of your own can wrap or replace
/// the split view but cannot place its columns.
@MainActor @preconcurrency
public protocol NavigationSplitViewStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The split view's body in this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What a style is given: the split view's columns and state.
    typealias Configuration = NavigationSplitViewStyleConfiguration
}

/// The columns and state of one `NavigationSplitView`, as SwiftUI's
/// `NavigationSplitViewStyleConfiguration` (no public members).
public struct NavigationSplitViewStyleConfiguration {
    let columns: SplitViewColumns
}

/// The style that resolves to `balanced` on Linux, as SwiftUI's `AutomaticNavigationSplitViewStyle`.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The automatic style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        SplitViewContainer(columns: configuration.columns, prominentDetail: false)
    }
}

/// Leading columns beside a detail that shrinks, as SwiftUI's `BalancedNavigationSplitViewStyle`.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The balanced style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        SplitViewContainer(columns: configuration.columns, prominentDetail: false)
    }
}

/// A full-width detail that leading columns slide over, as SwiftUI's
/// `ProminentDetailNavigationSplitViewStyle`.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The prominent-detail style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        SplitViewContainer(columns: configuration.columns, prominentDetail: true)
    }
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// The platform's style (`balanced` on Linux).
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// Leading columns beside the detail, which shrinks.
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    /// A full-width detail that leading columns slide over.
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle {
        ProminentDetailNavigationSplitViewStyle()
    }
}

/// A style with its type erased, as the environment carries it.
struct AnyNavigationSplitViewStyle {
    let makeBody: @MainActor (NavigationSplitViewStyleConfiguration) -> AnyView
    /// `style` is made on the main actor, each time the style makes a body (a stored style is a copy).
    init<S: NavigationSplitViewStyle>(_ style: @autoclosure @escaping @MainActor () -> S) {
        makeBody = { AnyView(style().makeBody(configuration: $0)) }
    }
}

struct NavigationSplitViewStyleKey: EnvironmentKey {
    static var defaultValue: AnyNavigationSplitViewStyle {
        AnyNavigationSplitViewStyle(AutomaticNavigationSplitViewStyle())
    }
}

extension EnvironmentValues {
    /// The style of the split views in this subtree (`navigationSplitViewStyle(_:)`).
    var navigationSplitViewStyle: AnyNavigationSplitViewStyle {
        get { self[NavigationSplitViewStyleKey.self] }
        set { self[NavigationSplitViewStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The style of the navigation split views in this view, as SwiftUI's
    /// `navigationSplitViewStyle(_:)`.
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
        let style = MainActorHandOff(style)
        return environment(\.navigationSplitViewStyle, AnyNavigationSplitViewStyle(style.value))
    }
}
