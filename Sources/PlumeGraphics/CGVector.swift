import Foundation

/// A two-dimensional vector (CoreGraphics' `CGVector`, which Foundation on Linux lacks): used for
/// velocities and directions, e.g. `GravityBehavior.gravityDirection`.
public struct CGVector: Hashable, Sendable, CustomStringConvertible {
    public var dx: CGFloat
    public var dy: CGFloat

    public init(dx: CGFloat, dy: CGFloat) { (self.dx, self.dy) = (dx, dy) }

    /// The zero vector.
    public static let zero = CGVector(dx: CGFloat(0), dy: CGFloat(0))

    public var description: String { "(\(dx), \(dy))" }
}
