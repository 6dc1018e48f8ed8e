import Foundation

/// Smooth cubic Bézier curves through a list of points (the `bezier-chart` scene's curve).
///
/// The curve through points K₀…Kₙ has one cubic segment per pair of neighbours. Its control points
/// make the first and second derivatives continuous at every interior point, with zero second
/// derivative at both ends (a natural cubic spline in the segment parameter). The first control
/// points solve a tridiagonal system, with the rows of the exploringswift.com tutorial
/// ("Drawing Smooth Cubic Bezier Curve through prescribed points"):
///
///     2·P1₀ + P1₁                 = K₀ + 2·K₁
///     P1ᵢ₋₁ + 4·P1ᵢ + P1ᵢ₊₁       = 4·Kᵢ + 2·Kᵢ₊₁          (0 < i < n-1)
///     2·P1ₙ₋₂ + 7·P1ₙ₋₁           = 8·Kₙ₋₁ + Kₙ
///
/// solved in linear time with the Thomas algorithm; then `P2ᵢ = 2·Kᵢ₊₁ - P1ᵢ₊₁` and
/// `P2ₙ₋₁ = (Kₙ + P1ₙ₋₁) / 2`.
///
/// ```swift
/// let points = [CGPoint(x: 0, y: 0), CGPoint(x: 50, y: 80), CGPoint(x: 100, y: 20)]
/// var path = Path()
/// path.move(to: points[0])
/// for (index, controls) in SmoothCurve.controlPoints(through: points).enumerated() {
///     path.addCurve(to: points[index + 1], control1: controls.0, control2: controls.1)
/// }
/// ```
public enum SmoothCurve {
    /// The two control points of each segment of the smooth curve through `points`, in order
    /// (`points.count - 1` pairs).
    ///
    /// Fewer than two points give no segment. Two points give a straight line: the controls sit
    /// at one and two thirds of the segment (the tutorial puts them on the end points; both draw
    /// the same line, this one at even speed and matching the spline's zero end curvature).
    /// Coordinates must be finite: a NaN or infinity spreads to every control point (use
    /// `checkedControlPoints(through:)` to reject such input with an error instead).
    public static func controlPoints(through points: [CGPoint]) -> [(CGPoint, CGPoint)] {
        let count = points.count
        guard count >= 2 else { return [] }
        if count == 2 {
            let start = points[0]
            let end = points[1]
            let thirdX = (end.x - start.x) / 3
            let thirdY = (end.y - start.y) / 3
            return [
                (
                    CGPoint(x: start.x + thirdX, y: start.y + thirdY),
                    CGPoint(x: end.x - thirdX, y: end.y - thirdY)
                )
            ]
        }
        return points.withUnsafeBufferPointer { knots in
            Array(unsafeUninitializedCapacity: count - 1) { buffer, initializedCount in
                solve(knots: knots.baseAddress!, count: count, into: buffer.baseAddress!)
                initializedCount = count - 1
            }
        }
    }

    /// Why `checkedControlPoints(through:)` refused a list of points.
    public enum InputError: Error, Equatable, CustomStringConvertible {
        /// The point at `index` has a NaN or infinite coordinate.
        case nonFiniteCoordinate(index: Int, point: CGPoint)

        /// A message naming the problem.
        public var description: String {
            switch self {
            case .nonFiniteCoordinate(let index, let point):
                return
                    "SmoothCurve: point \(index) (\(point.x), \(point.y)) has a coordinate that is not a finite number"
            }
        }
    }

    /// `controlPoints(through:)` after checking that every coordinate is finite.
    ///
    /// - Throws: `InputError.nonFiniteCoordinate` naming the first bad point.
    public static func checkedControlPoints(through points: [CGPoint]) throws -> [(CGPoint, CGPoint)] {
        if let index = points.firstIndex(where: { !$0.x.isFinite || !$0.y.isFinite }) {
            throw InputError.nonFiniteCoordinate(index: index, point: points[index])
        }
        return controlPoints(through: points)
    }

    private typealias Vector = SIMD2<Double>

    @inline(__always) private static func vector(_ point: CGPoint) -> Vector {
        Vector(Double(point.x), Double(point.y))
    }

    @inline(__always) private static func point(_ vector: Vector) -> CGPoint {
        CGPoint(x: vector.x, y: vector.y)
    }

    /// The Thomas algorithm specialised to the tutorial's matrix; `count` (the number of points)
    /// is at least 3, and `output` has room for `count - 1` uninitialised pairs.
    ///
    /// Forward elimination turns row i into `P1ᵢ + c'ᵢ·P1ᵢ₊₁ = yᵢ`; back substitution then gives
    /// `P1ᵢ = yᵢ - c'ᵢ·P1ᵢ₊₁` from the last row up. The factors c'ᵢ of the middle rows
    /// (`c'ᵢ = 1 / (4 - c'ᵢ₋₁)`) do not depend on the data and stop changing (at 2 - √3) after about
    /// twenty rows; from there on both sweeps advance four rows at a time, expanding the
    /// recurrence `zᵢ = uᵢ - c·zᵢ₋₁` so that each group depends on the previous one through a single
    /// multiply-add (the same arithmetic up to rounding, but not one long chain of dependent
    /// operations). x and y are solved together as `SIMD2<Double>`. The forward sweep parks yᵢ in
    /// the first slot of each output pair; the backward sweep overwrites both slots.
    private static func solve(
        knots: UnsafePointer<CGPoint>, count: Int, into output: UnsafeMutablePointer<(CGPoint, CGPoint)>
    ) {
        let last = count - 2  // index of the last row (and of the last segment)
        var factors: [Double] = [0.5]  // c'₀ = 1/2 from row 0
        while true {
            let next = 1 / (4 - factors[factors.count - 1])
            if next == factors[factors.count - 1] { break }
            factors.append(next)
        }
        let steadyFactor = factors[factors.count - 1]
        let steadyFrom = factors.count  // rows from here on use `steadyFactor`
        func factor(_ row: Int) -> Double { row < steadyFrom ? factors[row] : steadyFactor }
        let a1 = -steadyFactor
        let a2 = a1 * a1
        let a3 = a2 * a1
        let a4 = a2 * a2

        // Forward elimination. Row 0: 2·P1₀ + P1₁ = K₀ + 2·K₁.
        var reduced = (vector(knots[0]) + 2 * vector(knots[1])) * 0.5
        output[0].0 = point(reduced)
        var row = 1
        while row < min(steadyFrom, last) {
            reduced = (4 * vector(knots[row]) + 2 * vector(knots[row + 1]) - reduced) * factors[row]
            output[row].0 = point(reduced)
            row += 1
        }
        // Middle rows: P1ᵢ₋₁ + 4·P1ᵢ + P1ᵢ₊₁ = 4·Kᵢ + 2·Kᵢ₊₁, four at a time.
        while row + 4 <= last {
            let k0 = vector(knots[row])
            let k1 = vector(knots[row + 1])
            let k2 = vector(knots[row + 2])
            let k3 = vector(knots[row + 3])
            let k4 = vector(knots[row + 4])
            let u0 = steadyFactor * (4 * k0 + 2 * k1)
            let u1 = steadyFactor * (4 * k1 + 2 * k2) + a1 * u0
            let u2 = steadyFactor * (4 * k2 + 2 * k3) + a1 * u1
            let u3 = steadyFactor * (4 * k3 + 2 * k4) + a1 * u2
            output[row].0 = point(u0 + a1 * reduced)
            output[row + 1].0 = point(u1 + a2 * reduced)
            output[row + 2].0 = point(u2 + a3 * reduced)
            reduced = u3 + a4 * reduced
            output[row + 3].0 = point(reduced)
            row += 4
        }
        while row < last {
            reduced = (4 * vector(knots[row]) + 2 * vector(knots[row + 1]) - reduced) * factor(row)
            output[row].0 = point(reduced)
            row += 1
        }

        // Last row: 2·P1ₙ₋₂ + 7·P1ₙ₋₁ = 8·Kₙ₋₁ + Kₙ; its second control point is (Kₙ + P1ₙ₋₁) / 2.
        let end = vector(knots[last + 1])
        var first = (8 * vector(knots[last]) + end - 2 * reduced) / (7 - 2 * factor(last - 1))
        output[last] = (point(first), point((end + first) * 0.5))

        // Back substitution: P1ᵢ = yᵢ - c'ᵢ·P1ᵢ₊₁ and P2ᵢ = 2·Kᵢ₊₁ - P1ᵢ₊₁, four rows at a time.
        var index = last - 1
        while index - 3 >= steadyFrom {
            let y0 = vector(output[index].0)
            let w1 = vector(output[index - 1].0) + a1 * y0
            let w2 = vector(output[index - 2].0) + a1 * w1
            let w3 = vector(output[index - 3].0) + a1 * w2
            let x0 = y0 + a1 * first
            let x1 = w1 + a2 * first
            let x2 = w2 + a3 * first
            let x3 = w3 + a4 * first
            output[index] = (point(x0), point(2 * vector(knots[index + 1]) - first))
            output[index - 1] = (point(x1), point(2 * vector(knots[index]) - x0))
            output[index - 2] = (point(x2), point(2 * vector(knots[index - 1]) - x1))
            output[index - 3] = (point(x3), point(2 * vector(knots[index - 2]) - x2))
            first = x3
            index -= 4
        }
        while index >= 0 {
            let second = 2 * vector(knots[index + 1]) - first
            first = vector(output[index].0) - factor(index) * first
            output[index] = (point(first), point(second))
            index -= 1
        }
    }
}
