import Foundation
import PlumeGraphics

/// The geometry of a scroll view, as SwiftUI's `ScrollGeometry`: where its content is scrolled to,
/// how large the content and the visible region are.
public struct ScrollGeometry: Equatable, Sendable {
    /// How far the content is scrolled (positive: moved up or left; outside the content while
    /// overscrolled).
    public var contentOffset: CGPoint
    /// The size of the content.
    public var contentSize: CGSize
    /// The insets of the content (Plume's scroll views have no content margins: zero).
    public var contentInsets: EdgeInsets
    /// The size of the scroll view.
    public var containerSize: CGSize

    /// The visible part of the content, in content coordinates.
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
    /// The scroll view's bounds: the visible rectangle.
    public var bounds: CGRect { visibleRect }

    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }
}

/// One `onScrollGeometryChange` observer: compares the value it reads from two geometries and
/// gives the action to run when they differ.
struct ScrollGeometryObserver {
    let change: (_ old: ScrollGeometry, _ new: ScrollGeometry) -> (() -> Void)?
}

struct ScrollGeometryObserversKey: EnvironmentKey { static var defaultValue: [ScrollGeometryObserver] { [] } }

extension EnvironmentValues {
    /// The `onScrollGeometryChange` observers of the scroll views inside.
    var scrollGeometryObservers: [ScrollGeometryObserver] {
        get { self[ScrollGeometryObserversKey.self] }
        set { self[ScrollGeometryObserversKey.self] = newValue }
    }
}

extension ScrollBehavior {
    /// After each layout: tells the `onScrollGeometryChange` observers (after the frame) when the
    /// value they read changed. The first layout only records the geometry.
    func reportGeometry() {
        let observers = node.environment.scrollGeometryObservers
        guard !observers.isEmpty else { return }
        // As SwiftUI's: the offset is measured from the content's own origin (at rest it is minus
        // the leading and top margins), the size leaves the margins out.
        let margins = contentMargins
        let geometry = ScrollGeometry(
            contentOffset: CGPoint(x: contentOffset.x - margins.leading, y: contentOffset.y - margins.top),
            contentSize: CGSize(
                width: max(0, contentExtent.width - margins.leading - margins.trailing),
                height: max(0, contentExtent.height - margins.top - margins.bottom)),
            contentInsets: margins, containerSize: node.frame.size)
        let old = reportedGeometry
        reportedGeometry = geometry
        guard let old, old != geometry else { return }
        let actions = observers.compactMap { $0.change(old, geometry) }
        guard !actions.isEmpty else { return }
        node.graph.afterFrame { for action in actions { action() } }
    }
}

nonisolated extension View {
    /// Runs `action` when the value `transform` reads from the geometry of the scroll view inside
    /// changes, as SwiftUI's `onScrollGeometryChange(for:of:action:)`.
    ///
    /// ```swift
    /// ScrollView { rows }
    ///     .onScrollGeometryChange(for: Bool.self) { $0.contentOffset.y > 100 } action: { _, far in
    ///         showsBackToTop = far
    ///     }
    /// ```
    /// The action runs after the frame in which the value changed (not for the first layout), with
    /// the old and the new value.
    public func onScrollGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
        action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        environmentRule(ScrollGeometryObserverRule(transform: transform, action: action))
    }
}

/// `onScrollGeometryChange(for:of:action:)` as a value: adds its observer to the ones inside (equal
/// when made again with the same closures).
struct ScrollGeometryObserverRule<T: Equatable>: EnvironmentRule {
    let transform: (ScrollGeometry) -> T
    let action: (_ oldValue: T, _ newValue: T) -> Void
    static var keyPath: WritableKeyPath<EnvironmentValues, [ScrollGeometryObserver]> { \.scrollGeometryObservers }
    func apply(to value: inout [ScrollGeometryObserver]) {
        let (transform, action) = (self.transform, self.action)
        value.append(
            ScrollGeometryObserver { old, new in
                let (before, after) = (transform(old), transform(new))
                return before == after ? nil : { action(before, after) }
            })
    }
}
