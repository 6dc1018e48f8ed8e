import Foundation
import PlumeGraphics

/// Where a scroll will end: the rectangle of the content that will be visible, and how to align
/// it, as SwiftUI's `ScrollTarget`.
public struct ScrollTarget {
    /// The part of the content (content coordinates: the content's top leading corner is the
    /// origin) the scroll view will show.
    public var rect: CGRect
    /// The point of `rect` to line up with the same point of the visible region (nil: the
    /// rectangle's origin at the visible region's top leading corner).
    public var anchor: UnitPoint?

    public init(rect: CGRect, anchor: UnitPoint? = nil) {
        self.rect = rect
        self.anchor = anchor
    }
}

/// Decides where a scroll view comes to rest, as SwiftUI's `ScrollTargetBehavior`.
///
/// The scroll view calls `updateTarget(_:context:)` when a drag or a fling ends, and when a
/// scroll-wheel movement stops (0.15 s without a step), with the target its momentum would reach;
/// whatever the behaviour leaves in the target is where it settles, animated by a spring that
/// carries the release velocity. Write your own as in SwiftUI:
///
/// ```swift
/// struct RowAligned: ScrollTargetBehavior {
///     var rowHeight: CGFloat
///     func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
///         target.rect.origin.y = (target.rect.minY / rowHeight).rounded() * rowHeight
///     }
/// }
/// ScrollView { rows }.scrollTargetBehavior(RowAligned(rowHeight: 44))
/// ```
public protocol ScrollTargetBehavior {
    typealias TargetContext = ScrollTargetBehaviorContext
    /// Changes `target`, the place the scroll would naturally come to rest, to the place it should.
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
}

/// What a `ScrollTargetBehavior` knows when it decides, as SwiftUI's `ScrollTargetBehaviorContext`.
@dynamicMemberLookup
public struct ScrollTargetBehaviorContext {
    /// The target when the gesture began (the place the content was at).
    public var originalTarget: ScrollTarget
    /// The velocity of the gesture when it ended, in content points per second (positive: towards
    /// the end of the content).
    public var velocity: CGVector
    /// The size of the scroll view's content.
    public var contentSize: CGSize
    /// The size of the scroll view's visible region.
    public var containerSize: CGSize
    /// The axes the scroll view scrolls along.
    public var axes: Axis.Set
    /// The scroll view's environment.
    let environment: EnvironmentValues
    /// The frames of the views of the scroll target layout, in content coordinates, in layout order
    /// (what `.viewAligned` snaps to).
    let targetFrames: [CGRect]

    /// A value of the scroll view's environment (`context.layoutDirection`).
    public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T { environment[keyPath: keyPath] }
}

/// A `ScrollTargetBehavior` of any type, as the environment carries it.
struct AnyScrollTargetBehavior {
    let update: (inout ScrollTarget, ScrollTargetBehaviorContext) -> Void
    init<B: ScrollTargetBehavior>(_ behavior: B) { update = behavior.updateTarget }
}

struct ScrollTargetBehaviorKey: EnvironmentKey { static var defaultValue: AnyScrollTargetBehavior? { nil } }

extension EnvironmentValues {
    /// The behaviour that decides where the scroll views inside come to rest (nil: where their
    /// momentum stops).
    var scrollTargetBehavior: AnyScrollTargetBehavior? {
        get { self[ScrollTargetBehaviorKey.self] }
        set { self[ScrollTargetBehaviorKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Makes the scroll views inside come to rest where `behavior` says, as SwiftUI's
    /// `scrollTargetBehavior(_:)`.
    ///
    /// ```swift
    /// ScrollView(.horizontal) { pages }.scrollTargetBehavior(.paging)
    /// ScrollView(.horizontal) { cards.scrollTargetLayout() }.scrollTargetBehavior(.viewAligned)
    /// ```
    /// It applies after drags, flings and scroll-wheel movements; programmatic scrolling
    /// (`scrollTo`, `scrollPosition`) goes exactly where it is asked.
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        environment(\.scrollTargetBehavior, AnyScrollTargetBehavior(behavior))
    }
}
