import Foundation

/// An easing function from progress in 0…1 to a fraction of the way in 0…1 (can overshoot).
///
/// `linear` is the identity; `bezier` is a CSS-style cubic Bézier from (0, 0) to (1, 1) whose two
/// control points are given. The Bézier is evaluated exactly: the curve parameter `t` with
/// `x(t) = progress` is found with Newton's method, falling back to bisection, to within 1e-12.
/// Same name and meaning as SwiftUI's `UnitCurve` (iOS 17); control point x coordinates are
/// clamped to 0…1 so the curve stays a function of progress.
public struct UnitCurve: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case linear
        case bezier(p1x: Double, p1y: Double, p2x: Double, p2y: Double)
    }

    let kind: Kind

    /// Progress equals value.
    public static let linear = UnitCurve(kind: .linear)
    /// cubic-bezier(0.42, 0, 1, 1).
    public static let easeIn = UnitCurve.bezier(startControlPoint: (0.42, 0), endControlPoint: (1, 1))
    /// cubic-bezier(0, 0, 0.58, 1).
    public static let easeOut = UnitCurve.bezier(startControlPoint: (0, 0), endControlPoint: (0.58, 1))
    /// cubic-bezier(0.42, 0, 0.58, 1).
    public static let easeInOut = UnitCurve.bezier(startControlPoint: (0.42, 0), endControlPoint: (0.58, 1))

    /// A cubic Bézier from (0, 0) through the two control points to (1, 1).
    ///
    /// `startControlPoint.x` and `endControlPoint.x` are clamped to 0…1 (non-finite become 0).
    public static func bezier(startControlPoint: (x: Double, y: Double), endControlPoint: (x: Double, y: Double))
        -> UnitCurve
    {
        func clampX(_ x: Double) -> Double { x.isFinite ? min(max(x, 0), 1) : 0 }
        func finiteY(_ y: Double) -> Double { y.isFinite ? y : 0 }
        return UnitCurve(
            kind: .bezier(
                p1x: clampX(startControlPoint.x), p1y: finiteY(startControlPoint.y),
                p2x: clampX(endControlPoint.x), p2y: finiteY(endControlPoint.y)))
    }

    /// The eased value at `progress`; progress is clamped to 0…1, so 0 gives 0 and 1 gives 1.
    public func value(at progress: Double) -> Double {
        let x = Self.clampProgress(progress)
        switch kind {
        case .linear:
            return x
        case .bezier(let p1x, let p1y, let p2x, let p2y):
            if x == 0 { return 0 }
            if x == 1 { return 1 }
            let t = Self.solveParameter(forX: x, p1: p1x, p2: p2x)
            return Self.cubic(t, p1y, p2y)
        }
    }

    /// The derivative of the eased value with respect to progress at `progress` (clamped to 0…1).
    public func velocity(at progress: Double) -> Double {
        let x = Self.clampProgress(progress)
        switch kind {
        case .linear:
            return 1
        case .bezier(let p1x, let p1y, let p2x, let p2y):
            let t = Self.solveParameter(forX: x, p1: p1x, p2: p2x)
            let dx = Self.cubicDerivative(t, p1x, p2x)
            let dy = Self.cubicDerivative(t, p1y, p2y)
            if abs(dx) > 1e-9 { return dy / dx }
            // x'(t) vanishes (a control point on the end): use the ratio of second derivatives.
            let ddx = Self.cubicSecondDerivative(t, p1x, p2x)
            let ddy = Self.cubicSecondDerivative(t, p1y, p2y)
            return abs(ddx) > 1e-12 ? ddy / ddx : 0
        }
    }

    private static func clampProgress(_ progress: Double) -> Double {
        progress.isNaN ? 0 : min(max(progress, 0), 1)
    }

    /// One coordinate of the Bézier with end points 0 and 1: 3(1-t)²t·p1 + 3(1-t)t²·p2 + t³.
    static func cubic(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }

    /// d/dt of `cubic`.
    static func cubicDerivative(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
    }

    /// d²/dt² of `cubic`.
    static func cubicSecondDerivative(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        6 * (1 - t) * (p2 - 2 * p1) + 6 * t * (1 - 2 * p2 + p1)
    }

    /// The parameter t in 0…1 with `cubic(t, p1, p2) == x` (x(t) is non-decreasing for p1, p2 in 0…1).
    static func solveParameter(forX x: Double, p1: Double, p2: Double) -> Double {
        let tolerance = 1e-12
        // Newton from t = x: quadratic convergence on the usual curves.
        var t = x
        for _ in 0..<8 {
            let error = cubic(t, p1, p2) - x
            if abs(error) < tolerance { return t }
            let slope = cubicDerivative(t, p1, p2)
            if abs(slope) < 1e-9 { break }
            let next = t - error / slope
            if !(0...1).contains(next) { break }
            t = next
        }
        // Bisection: x(t) is monotone, so this always converges.
        var low = 0.0
        var high = 1.0
        t = x
        for _ in 0..<200 {
            let error = cubic(t, p1, p2) - x
            if abs(error) < tolerance || high - low < 1e-15 { break }
            if error < 0 { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }
}
