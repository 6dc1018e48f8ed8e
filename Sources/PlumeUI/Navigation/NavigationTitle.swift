import Foundation
import PlumeAnimation
import PlumeGraphics

/// The title a page of a navigation stack shows; the outermost `navigationTitle` of a page wins,
/// and among siblings the first one.
struct NavigationTitleKey: PreferenceKey {
    static let defaultValue: String? = nil
    static func reduce(value: inout String?, nextValue: () -> String?) { value = value ?? nextValue() }
}

/// How a page's title is shown (`navigationBarTitleDisplayMode`).
struct NavigationTitleDisplayModeKey: PreferenceKey {
    static let defaultValue: NavigationBarItem.TitleDisplayMode? = nil
    static func reduce(
        value: inout NavigationBarItem.TitleDisplayMode?, nextValue: () -> NavigationBarItem.TitleDisplayMode?
    ) {
        value = value ?? nextValue()
    }
}

/// The color behind a whole page, bar included (a `Form` asks for the grouped background).
struct NavigationPageBackgroundKey: PreferenceKey {
    static let defaultValue: Color? = nil
    static func reduce(value: inout Color?, nextValue: () -> Color?) { value = value ?? nextValue() }
}

/// Items of a navigation bar, as SwiftUI's `NavigationBarItem`.
public enum NavigationBarItem {
    /// How the title of a page is shown.
    public enum TitleDisplayMode: Hashable, Sendable {
        /// Large on the root page, inline on pushed pages (as on iOS).
        case automatic
        /// A small title centred in the bar.
        case inline
        /// A large bold title below the bar, at the leading edge.
        case large
    }
}

/// A navigation stack's style, as SwiftUI's `NavigationViewStyle`. Plume has only the stack style.
public protocol NavigationViewStyle {}

/// One page over another, as SwiftUI's `StackNavigationViewStyle` (Plume's only navigation style).
public struct StackNavigationViewStyle: NavigationViewStyle {
    /// The stack style.
    public init() {}
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// One page over another.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

nonisolated extension View {
    /// The title the navigation stack shows while this view is on its page, as SwiftUI's
    /// `navigationTitle`.
    public func navigationTitle(_ title: LocalizedStringKey) -> some View {
        preference(key: NavigationTitleKey.self, value: title.key)
    }

    /// The title the navigation stack shows while this view is on its page.
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        preference(key: NavigationTitleKey.self, value: String(title))
    }

    /// The title as a `Text`, as SwiftUI's `navigationTitle(Text("Inbox"))`; the bar shows its
    /// characters in the bar's own style (the text's fonts and colours are not kept).
    public func navigationTitle(_ title: Text) -> some View {
        preference(key: NavigationTitleKey.self, value: title.plainText)
    }

    /// The older spelling of `navigationTitle`, as SwiftUI's `navigationBarTitle`.
    public func navigationBarTitle(_ title: LocalizedStringKey) -> some View { navigationTitle(title) }

    /// The older spelling of `navigationTitle`.
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(title) }

    /// The older spelling with a `Text`.
    public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title) }

    /// The title and how it is shown.
    public func navigationBarTitle(
        _ title: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode
    ) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// How the title of this view's page is shown (large or inline).
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> some View {
        preference(key: NavigationTitleDisplayModeKey.self, value: mode)
    }

    /// The style of a navigation view. Plume's navigation is always a stack (one page over another,
    /// as `StackNavigationViewStyle` on iOS), so this changes nothing.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
}
