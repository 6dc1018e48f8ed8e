import Foundation
import PlumeGraphics

/// Whether a scroll view bounces at its edges, as SwiftUI's `ScrollBounceBehavior`.
public struct ScrollBounceBehavior: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, always, basedOnSize }
    let kind: Kind

    /// The platform's choice: on Plume, as `.always` (SwiftUI's iOS behaviour).
    public static var automatic: ScrollBounceBehavior { ScrollBounceBehavior(kind: .automatic) }
    /// Always bounces, even when the content fits.
    public static var always: ScrollBounceBehavior { ScrollBounceBehavior(kind: .always) }
    /// Bounces only when the content is larger than the scroll view along the axis; content that
    /// fits does not move at all.
    public static var basedOnSize: ScrollBounceBehavior { ScrollBounceBehavior(kind: .basedOnSize) }
}

/// The scroll view settings the environment carries to the scroll views inside.
struct ScrollViewOptions {
    /// Where the content starts, and how content smaller than the scroll view is aligned
    /// (`defaultScrollAnchor`).
    var defaultAnchor: UnitPoint?
    /// Whether the content is drawn outside the scroll view's bounds (`scrollClipDisabled`).
    var clipDisabled = false
    var verticalBounce = ScrollBounceBehavior.automatic
    var horizontalBounce = ScrollBounceBehavior.automatic
    /// The margins around the content in the scrollable area (`contentMargins`).
    var contentMargins = EdgeInsets()
    /// The margins around the indicators' tracks (`contentMargins`).
    var indicatorMargins = EdgeInsets()
}

struct ScrollViewOptionsKey: EnvironmentKey { static let defaultValue = ScrollViewOptions() }

extension EnvironmentValues {
    var scrollViewOptions: ScrollViewOptions {
        get { self[ScrollViewOptionsKey.self] }
        set { self[ScrollViewOptionsKey.self] = newValue }
    }

    /// The bounce behaviour of vertical scroll views, as SwiftUI's `verticalScrollBounceBehavior`.
    public var verticalScrollBounceBehavior: ScrollBounceBehavior {
        get { scrollViewOptions.verticalBounce }
        set { scrollViewOptions.verticalBounce = newValue }
    }

    /// The bounce behaviour of horizontal scroll views, as SwiftUI's `horizontalScrollBounceBehavior`.
    public var horizontalScrollBounceBehavior: ScrollBounceBehavior {
        get { scrollViewOptions.horizontalBounce }
        set { scrollViewOptions.horizontalBounce = newValue }
    }
}

nonisolated extension View {
    /// Starts the scroll views inside at `anchor` of their content, as SwiftUI's
    /// `defaultScrollAnchor(_:)`: `.bottom` opens a chat at its latest message.
    ///
    /// ```swift
    /// ScrollView { LazyVStack { ForEach(messages) { MessageRow($0) } } }
    ///     .defaultScrollAnchor(.bottom)
    /// ```
    /// The anchor is applied when the scroll view first lays out its content; content smaller than
    /// the scroll view sits at the anchor (at the bottom, for `.bottom`). Later changes of the content
    /// keep the offset, as in SwiftUI 17 (iOS 18's `for: .sizeChanges` role is not available).
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        environmentRule(ScrollViewOptionsRule(change: .defaultAnchor(anchor)))
    }

    /// Lets the content of the scroll views inside draw outside their bounds, as SwiftUI's
    /// `scrollClipDisabled(_:)` (a shadow or a card peeking past the edges).
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        environmentRule(ScrollViewOptionsRule(change: .clipDisabled(disabled)))
    }

    /// Sets whether the scroll views inside bounce along `axes`, as SwiftUI's
    /// `scrollBounceBehavior(_:axes:)`.
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        environmentRule(ScrollViewOptionsRule(change: .bounce(behavior, axes: axes)))
    }
}

/// The scroll view options modifiers above as a value (the case says which modifier).
struct ScrollViewOptionsRule: EnvironmentRule {
    enum Change: Equatable {
        case defaultAnchor(UnitPoint?)
        case clipDisabled(Bool)
        case bounce(ScrollBounceBehavior, axes: Axis.Set)
        case margins(Edge.Set, EdgeInsets, ContentMarginPlacement)
    }
    let change: Change
    static var keyPath: WritableKeyPath<EnvironmentValues, ScrollViewOptions> { \.scrollViewOptions }
    func apply(to value: inout ScrollViewOptions) {
        switch change {
        case .defaultAnchor(let anchor): value.defaultAnchor = anchor
        case .clipDisabled(let disabled): value.clipDisabled = disabled
        case .bounce(let behavior, let axes):
            if axes.contains(.vertical) { value.verticalBounce = behavior }
            if axes.contains(.horizontal) { value.horizontalBounce = behavior }
        case .margins(let edges, let insets, let placement): value.setMargins(edges, insets, for: placement)
        }
    }
}
