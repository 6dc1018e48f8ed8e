import Foundation
import PlumeGraphics

/// Constant acceleration of its items (UIKit's `UIGravityBehavior`): `magnitude` 1.0 is
/// 1000 points/s² along `gravityDirection` (default straight down, `(0, 1)`).
public final class GravityBehavior: DynamicBehavior {
    /// The direction and strength (a unit vector scaled by `magnitude`). Non-finite components
    /// are ignored (the previous value stays) and reported on standard error.
    public var gravityDirection = CGVector(dx: 0, dy: 1) {
        didSet {
            if !gravityDirection.dx.isFinite || !gravityDirection.dy.isFinite {
                FileHandle.standardError.write(Data("plume: ignored non-finite gravity \(gravityDirection)\n".utf8))
                gravityDirection = oldValue
            }
            changed()
        }
    }

    /// The length of `gravityDirection`; setting it keeps the direction (UIKit's `magnitude`).
    public var magnitude: Double {
        get {
            let x = Double(gravityDirection.dx)
            let y = Double(gravityDirection.dy)
            return (x * x + y * y).squareRoot()
        }
        set {
            let current = magnitude
            let x = current > 0 ? Double(gravityDirection.dx) / current : 0
            let y = current > 0 ? Double(gravityDirection.dy) / current : 1
            gravityDirection = CGVector(dx: x * newValue, dy: y * newValue)
        }
    }

    /// The gravity's direction as an angle in radians (0 = right, π/2 = down).
    public var angle: Double {
        get { atan2(Double(gravityDirection.dy), Double(gravityDirection.dx)) }
        set {
            let m = magnitude
            gravityDirection = CGVector(dx: cos(newValue) * m, dy: sin(newValue) * m)
        }
    }

    /// Gravity acting on `items`.
    public override init(items: [DynamicItem] = []) { super.init(items: items) }

    /// The acceleration in points/s².
    var acceleration: Vector2 { Vector2(x: Double(gravityDirection.dx) * 1000, y: Double(gravityDirection.dy) * 1000) }
}
