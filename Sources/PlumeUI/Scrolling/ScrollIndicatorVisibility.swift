import Foundation

/// Whether a scroll view shows its indicators, as SwiftUI's `ScrollIndicatorVisibility`
/// (`scrollIndicators(_:axes:)`).
///
/// - `automatic`: as the platform does; in Plume the bars show while the content moves and fade out
///   half a second after it stops.
/// - `visible`: always shown while the content is larger than the view (macOS's "always" setting).
/// - `hidden` and `never`: not drawn. (SwiftUI may still show `hidden` indicators where the platform
///   insists, such as macOS with a trackpad setting; Linux has no such setting, so both hide them.)
public struct ScrollIndicatorVisibility: Hashable, Sendable, CustomStringConvertible {
    enum Kind: Hashable, Sendable { case automatic, visible, hidden, never }
    let kind: Kind

    public static let automatic = ScrollIndicatorVisibility(kind: .automatic)
    public static let visible = ScrollIndicatorVisibility(kind: .visible)
    public static let hidden = ScrollIndicatorVisibility(kind: .hidden)
    public static let never = ScrollIndicatorVisibility(kind: .never)

    public var description: String { "\(kind)" }
}

struct HorizontalScrollIndicatorVisibilityKey: EnvironmentKey {
    static let defaultValue = ScrollIndicatorVisibility.automatic
}
struct VerticalScrollIndicatorVisibilityKey: EnvironmentKey {
    static let defaultValue = ScrollIndicatorVisibility.automatic
}

extension EnvironmentValues {
    /// Whether scroll views below show their horizontal indicator (`scrollIndicators(_:axes:)`).
    public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[HorizontalScrollIndicatorVisibilityKey.self] }
        set { self[HorizontalScrollIndicatorVisibilityKey.self] = newValue }
    }

    /// Whether scroll views below show their vertical indicator (`scrollIndicators(_:axes:)`).
    public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[VerticalScrollIndicatorVisibilityKey.self] }
        set { self[VerticalScrollIndicatorVisibilityKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets whether the scroll views inside show their indicators on `axes`, as SwiftUI's
    /// `scrollIndicators(_:axes:)`.
    ///
    /// ```swift
    /// ScrollView { feed }.scrollIndicators(.hidden)
    /// ```
    /// `ScrollView(showsIndicators: false)` hides them whatever this says.
    public func scrollIndicators(
        _ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]
    ) -> some View {
        transformEnvironment(\.self) { environment in
            if axes.contains(.vertical) { environment.verticalScrollIndicatorVisibility = visibility }
            if axes.contains(.horizontal) { environment.horizontalScrollIndicatorVisibility = visibility }
        }
    }
}
