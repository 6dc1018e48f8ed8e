import Foundation
import PlumeGraphics

/// Whether a view mirrors its drawing in a layout direction, as SwiftUI's `LayoutDirectionBehavior`
/// (the argument of `layoutDirectionBehavior(_:)`).
public enum LayoutDirectionBehavior: Hashable, Sendable {
    /// Never mirrored (what every view does unless told otherwise: only its position is mirrored).
    case fixed
    /// Mirrored when the environment's direction is the given one: the content is laid out in the
    /// other direction and its drawing mirrored.
    case mirrors(in: LayoutDirection)

    /// Mirrored in a right-to-left layout (`.mirrors(in: .rightToLeft)`).
    public static var mirrors: LayoutDirectionBehavior { .mirrors(in: .rightToLeft) }

    /// Whether a view with this behaviour mirrors in `direction`.
    func mirrors(in direction: LayoutDirection) -> Bool {
        if case .mirrors(let mirrored) = self { return mirrored == direction }
        return false
    }
}

nonisolated extension View {
    /// Mirrors this view's drawing horizontally when the layout direction is right to left, as
    /// SwiftUI's `flipsForRightToLeftLayoutDirection(_:)`: for artwork that points somewhere (an
    /// arrow drawn with a `Path`, a custom chevron). The content is laid out left to right and drawn
    /// mirrored about the view's centre; hit testing mirrors the pointer the same way.
    ///
    /// ```swift
    /// ArrowShape().fill(.tint).frame(width: 24, height: 12).flipsForRightToLeftLayoutDirection(true)
    /// ```
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        modifier(LayoutDirectionMirrorModifier(behavior: enabled ? .mirrors : .fixed))
    }

    /// Sets whether this view mirrors its drawing in a layout direction, as SwiftUI's
    /// `layoutDirectionBehavior(_:)` (iOS 17): `.mirrors` is `flipsForRightToLeftLayoutDirection(true)`,
    /// `.mirrors(in: .leftToRight)` mirrors a view designed right to left when shown left to right,
    /// `.fixed` does nothing.
    public func layoutDirectionBehavior(_ behavior: LayoutDirectionBehavior) -> some View {
        modifier(LayoutDirectionMirrorModifier(behavior: behavior))
    }
}

/// `flipsForRightToLeftLayoutDirection(_:)` and `layoutDirectionBehavior(_:)`.
nonisolated struct LayoutDirectionMirrorModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let behavior: LayoutDirectionBehavior
    @MainActor func makeBehavior() -> NodeBehavior { LayoutDirectionMirrorBehavior() }
}

/// Lays its content out in the direction opposite to the environment's and draws it mirrored, when
/// the modifier's behaviour mirrors in the environment's direction; otherwise passes everything
/// through. Its placement of the content fills its own frame, so the graph's mirroring of that
/// placement changes nothing.
final class LayoutDirectionMirrorBehavior: ModifierBehavior<LayoutDirectionMirrorModifier> {
    override var displayName: String? { "layoutDirectionBehavior" }

    private var isMirroring: Bool {
        modifier.behavior.mirrors(in: node.isRightToLeft ? .rightToLeft : .leftToRight)
    }

    override func childEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        let direction = environment.layoutDirection
        guard modifier.behavior.mirrors(in: direction) else { return environment }
        var inner = environment
        inner.layoutDirection = direction == .rightToLeft ? .leftToRight : .rightToLeft
        return inner
    }

    override func modifierChanged(from old: LayoutDirectionMirrorModifier) { node.invalidateLayout() }

    override func hitTest(_ point: CGPoint) -> ViewNode? {
        guard isMirroring else { return super.hitTest(point) }
        let frame = node.frame
        return super.hitTest(CGPoint(x: frame.minX + frame.maxX - point.x, y: point.y))
    }

    override func draw(into list: inout DisplayList) {
        guard isMirroring else { return node.renderChildren(into: &list) }
        var content = DisplayList()
        node.renderChildren(into: &content)
        list.append(contentsOf: content.mirroredHorizontally(in: node.drawFrame))
    }
}
