import Foundation
import PlumeGraphics

/// A rigid rectangle simulated by a `DynamicAnimator` (UIKit's `UIDynamicItem`, here a value the
/// animator owns rather than a view): its `center` and `angle` are written by the animator each
/// step; a view reads them to place itself. Items are compared by identity.
public final class DynamicItem: Identifiable, @unchecked Sendable {
    nonisolated(unsafe) private static var nextID = 0
    private static let idLock = NSLock()

    /// A stable identity (creation order).
    public let id: Int
    /// The rectangle's size in points (its `bounds.size` in UIKit).
    public let size: CGSize
    /// The rectangle's centre in the reference view's coordinates.
    public internal(set) var center: CGPoint
    /// The rotation in radians (positive turns clockwise on screen, as UIKit's transform).
    public internal(set) var angle: Double
    /// Linear velocity in points per second.
    public internal(set) var linearVelocity: CGVector
    /// Angular velocity in radians per second.
    public internal(set) var angularVelocity: Double
    /// Whether the item came to rest and is no longer integrated (a collision or a change wakes it).
    public internal(set) var isSleeping = false

    // Engine state.
    var position: Vector2
    var velocity = Vector2.zero
    var spin = 0.0
    var sleepTime = 0.0
    var island = 0

    /// Creates an item of `size` centred at `center`, turned by `angle` radians; throws
    /// `DynamicsError.invalidGeometry` for a non-finite value or a size that is not positive.
    public init(size: CGSize, center: CGPoint, angle: Double = 0) throws {
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            throw DynamicsError.invalidGeometry("item size must be finite and positive, got \(size)")
        }
        try requireFinite(center, "item center")
        guard angle.isFinite else { throw DynamicsError.invalidGeometry("item angle must be finite, got \(angle)") }
        DynamicItem.idLock.lock()
        DynamicItem.nextID += 1
        id = DynamicItem.nextID
        DynamicItem.idLock.unlock()
        self.size = size
        self.center = center
        self.angle = angle
        position = Vector2(center)
        linearVelocity = .zero
        angularVelocity = 0
    }

    /// Gives the item a velocity (a throw) and wakes it; non-finite values are rejected.
    public func setVelocity(_ velocity: CGVector, angular: Double = 0) throws {
        guard velocity.dx.isFinite, velocity.dy.isFinite, angular.isFinite else {
            throw DynamicsError.invalidGeometry("velocity must be finite, got \(velocity), \(angular)")
        }
        self.velocity = Vector2(x: velocity.dx, y: velocity.dy)
        spin = angular
        wake()
        publish()
    }

    /// Moves the item (as setting a view's centre while it is managed: UIKit requires
    /// `updateItemUsingCurrentState`, here it takes effect at once) and wakes it.
    public func move(to center: CGPoint, angle: Double? = nil) throws {
        try requireFinite(center, "item center")
        if let angle, !angle.isFinite { throw DynamicsError.invalidGeometry("item angle must be finite") }
        position = Vector2(center)
        if let angle { self.angle = angle }
        wake()
        publish()
    }

    func wake() {
        isSleeping = false
        sleepTime = 0
    }

    /// Copies the engine state to the public properties.
    func publish() {
        center = position.point
        linearVelocity = CGVector(dx: velocity.x, dy: velocity.y)
        angularVelocity = spin
    }

    /// The four corners in world coordinates, clockwise on screen, with their outward edge normals.
    func polygon() -> ConvexPolygon {
        let c = cos(angle)
        let s = sin(angle)
        let hw = Double(size.width) / 2
        let hh = Double(size.height) / 2
        let local = [
            Vector2(x: -hw, y: -hh), Vector2(x: hw, y: -hh), Vector2(x: hw, y: hh), Vector2(x: -hw, y: hh),
        ]
        let normals = [Vector2(x: 0, y: -1), Vector2(x: 1, y: 0), Vector2(x: 0, y: 1), Vector2(x: -1, y: 0)]
        return ConvexPolygon(
            vertices: local.map { position + $0.rotated(cos: c, sin: s) },
            normals: normals.map { $0.rotated(cos: c, sin: s) })
    }
}
