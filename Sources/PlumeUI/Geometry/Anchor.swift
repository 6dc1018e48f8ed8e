import Foundation
import PlumeAnimation
import PlumeGraphics

/// A geometric value of a view (its bounds or a point) that a `GeometryProxy` resolves in its own
/// coordinates, as SwiftUI's `Anchor`. Plume stores it in window coordinates.
public struct Anchor<Value> {
    let value: Value

    /// Where an anchor's value comes from.
    public struct Source {
        let resolve: (CGRect) -> Value
    }
}

extension Anchor: Equatable where Value: Equatable {}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { .init { $0 } }
    /// A rectangle in the view's coordinates.
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source {
        .init { $0.origin == .zero ? r : r.offsetBy(dx: $0.minX, dy: $0.minY) }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// A unit point of the view's bounds.
    public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source { .init { p.point(in: $0) } }
    /// A point in the view's coordinates.
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source {
        .init { CGPoint(x: $0.minX + p.x, y: $0.minY + p.y) }
    }
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

/// A coordinate space to measure frames in, as SwiftUI's `CoordinateSpace`.
public enum CoordinateSpace: Hashable {
    /// The window.
    case global
    /// The view's own bounds.
    case local
    /// An ancestor marked with `coordinateSpace(name:)`.
    case named(AnyHashable)
}

/// Names an ancestor's coordinate space, as SwiftUI's `coordinateSpace(name:)`.
nonisolated struct CoordinateSpaceModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let name: AnyHashable
    @MainActor func makeBehavior() -> NodeBehavior { CoordinateSpaceBehavior() }
}

final class CoordinateSpaceBehavior: ModifierBehavior<CoordinateSpaceModifier> {
    override var displayName: String? { "coordinateSpace" }
    override var coordinateSpaceName: AnyHashable? { modifier.name }
}

nonisolated extension View {
    /// Names this view's coordinate space so descendants can measure frames in it.
    public func coordinateSpace<N: Hashable>(name: N) -> some View {
        modifier(CoordinateSpaceModifier(name: AnyHashable(name)))
    }
}

extension ViewNode {
    /// The origin of a coordinate space as seen from this node, in window coordinates.
    func origin(of space: CoordinateSpace) -> CGPoint {
        switch space {
        case .global: return .zero
        case .local: return frame.origin
        case .named(let name):
            var n: ViewNode? = parent
            while let node = n {
                if node.behavior.coordinateSpaceName == name { return node.frame.origin }
                n = node.parent
            }
            graph.report("coordinate space '\(name)' is not an ancestor; using the window's")
            return .zero
        }
    }
}
