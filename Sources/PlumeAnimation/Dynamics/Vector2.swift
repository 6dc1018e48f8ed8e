import Foundation

/// A 2-D vector of doubles, the engine's internal arithmetic type (screen coordinates: y grows
/// downwards, so a positive angle turns clockwise on screen, as UIKit's).
struct Vector2: Equatable {
    var x: Double
    var y: Double

    static let zero = Vector2(x: 0, y: 0)

    init(x: Double, y: Double) { (self.x, self.y) = (x, y) }
    init(_ point: CGPoint) { (x, y) = (Double(point.x), Double(point.y)) }

    var point: CGPoint { CGPoint(x: x, y: y) }
    var lengthSquared: Double { x * x + y * y }
    var length: Double { lengthSquared.squareRoot() }
    /// The vector turned a quarter turn (x, y) → (-y, x).
    var perpendicular: Vector2 { Vector2(x: -y, y: x) }
    var normalized: Vector2 {
        let l = length
        return l > 0 ? Vector2(x: x / l, y: y / l) : .zero
    }
    var isFinite: Bool { x.isFinite && y.isFinite }

    func dot(_ o: Vector2) -> Double { x * o.x + y * o.y }
    /// The z component of the 3-D cross product.
    func cross(_ o: Vector2) -> Double { x * o.y - y * o.x }
    /// This vector rotated by `angle` radians.
    func rotated(cos c: Double, sin s: Double) -> Vector2 { Vector2(x: c * x - s * y, y: s * x + c * y) }

    static func + (a: Vector2, b: Vector2) -> Vector2 { Vector2(x: a.x + b.x, y: a.y + b.y) }
    static func - (a: Vector2, b: Vector2) -> Vector2 { Vector2(x: a.x - b.x, y: a.y - b.y) }
    static prefix func - (a: Vector2) -> Vector2 { Vector2(x: -a.x, y: -a.y) }
    static func * (a: Vector2, s: Double) -> Vector2 { Vector2(x: a.x * s, y: a.y * s) }
    static func * (s: Double, a: Vector2) -> Vector2 { Vector2(x: a.x * s, y: a.y * s) }
    static func += (a: inout Vector2, b: Vector2) { a = a + b }
    static func -= (a: inout Vector2, b: Vector2) { a = a - b }
}

/// The cross product of a scalar angular velocity `w` with `r`: the velocity of the point `r` of
/// a body turning at `w`.
func cross(_ w: Double, _ r: Vector2) -> Vector2 { Vector2(x: -w * r.y, y: w * r.x) }
