import Foundation
import PlumeGraphics

/// Makes its items collide (UIKit's `UICollisionBehavior`): with each other, with the animator's
/// reference bounds when `translatesReferenceBoundsIntoBoundary`, and with boundaries — line
/// segments and paths (flattened to segments) — added by identifier.
public final class CollisionBehavior: DynamicBehavior {
    /// What collides with what (UIKit's `UICollisionBehavior.Mode`).
    public struct Mode: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Items collide with each other.
        public static let items = Mode(rawValue: 1)
        /// Items collide with the boundaries (and the reference bounds).
        public static let boundaries = Mode(rawValue: 2)
        /// Both.
        public static let everything: Mode = [.items, .boundaries]
    }

    /// What collides. Default `.everything`.
    public var collisionMode = Mode.everything { didSet { changed() } }
    /// Whether the animator's reference bounds are walls. Default false.
    public var translatesReferenceBoundsIntoBoundary = false { didSet { changed() } }

    /// The boundaries by identifier, in the order they were added.
    private(set) var boundaries: [(identifier: String, segments: [(Vector2, Vector2)])] = []

    /// Collisions among `items`.
    public override init(items: [DynamicItem] = []) { super.init(items: items) }

    /// The identifiers of the boundaries, in the order they were added.
    public var boundaryIdentifiers: [String] { boundaries.map(\.identifier) }

    /// Adds a straight wall from `p1` to `p2`; throws for non-finite points or a taken identifier.
    public func addBoundary(withIdentifier identifier: String, from p1: CGPoint, to p2: CGPoint) throws {
        try requireFinite(p1, "boundary start")
        try requireFinite(p2, "boundary end")
        try add(identifier, [(Vector2(p1), Vector2(p2))])
    }

    /// Adds the outline of `path` (its curves flattened, closed subpaths closed) as walls; throws
    /// for a non-finite point, an empty path or a taken identifier.
    public func addBoundary(withIdentifier identifier: String, for path: Path) throws {
        var segments: [(Vector2, Vector2)] = []
        for line in path.flattened(tolerance: 0.5) {
            for p in line.points { try requireFinite(p, "boundary path point") }
            var points = line.points.map(Vector2.init)
            if line.isClosed, let first = points.first { points.append(first) }
            for (a, b) in zip(points, points.dropFirst()) where (b - a).length > 1e-9 { segments.append((a, b)) }
        }
        guard !segments.isEmpty else { throw DynamicsError.invalidGeometry("boundary path \"\(identifier)\" is empty") }
        try add(identifier, segments)
    }

    /// Removes the boundary named `identifier` (nothing if there is none).
    public func removeBoundary(withIdentifier identifier: String) {
        boundaries.removeAll { $0.identifier == identifier }
        changed()
    }

    /// Removes every boundary.
    public func removeAllBoundaries() {
        boundaries.removeAll()
        changed()
    }

    private func add(_ identifier: String, _ segments: [(Vector2, Vector2)]) throws {
        guard !boundaries.contains(where: { $0.identifier == identifier }) else {
            throw DynamicsError.duplicateBoundary(identifier)
        }
        boundaries.append((identifier, segments))
        changed()
    }
}
