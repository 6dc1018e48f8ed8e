import Foundation

/// How much room a window has along one axis, as SwiftUI's `UserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact, regular

    /// The horizontal class of a window `width` points wide: compact below 600 points (a phone
    /// held upright, a narrow desktop window), regular from there.
    static func horizontal(forWidth width: CGFloat) -> UserInterfaceSizeClass { width < 600 ? .compact : .regular }
    /// The vertical class of a window `height` points tall: compact below 500 points (a phone on
    /// its side, a short window), regular from there.
    static func vertical(forHeight height: CGFloat) -> UserInterfaceSizeClass { height < 500 ? .compact : .regular }
}

struct HorizontalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = nil }
struct VerticalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = nil }

extension EnvironmentValues {
    /// The window's horizontal size class, from its width (see `UserInterfaceSizeClass`); set it to
    /// lay out a subtree as if the window were narrower or wider. Updated when the window resizes.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }
    /// The window's vertical size class, from its height.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }
}

extension ViewGraph {
    /// `environment` with the size classes of a window of `size`, or nil when it has them already
    /// (the graph then leaves its tree alone: a resize within a class re-evaluates nothing).
    static func sizeClasses(
        of environment: EnvironmentValues, for size: CGSize
    ) -> EnvironmentValues? {
        let horizontal = UserInterfaceSizeClass.horizontal(forWidth: size.width)
        let vertical = UserInterfaceSizeClass.vertical(forHeight: size.height)
        guard environment.horizontalSizeClass != horizontal || environment.verticalSizeClass != vertical else {
            return nil
        }
        var changed = environment
        changed.horizontalSizeClass = horizontal
        changed.verticalSizeClass = vertical
        return changed
    }
}
