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
    /// Coordinates must be finite: a NaN or infinity spreads to every control point.
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
                solve(knots: knots, into: buffer)
                initializedCount = count - 1
            }
        }
    }

    /// The Thomas algorithm specialised to the tutorial's matrix.
    ///
    /// The super-diagonal factors c'ᵢ of the middle rows (c'ᵢ = 1 / (4 - c'ᵢ₋₁)) do not depend on
    /// the data and reach their limit 2 - √3 after a few dozen rows; they are kept until they stop
    /// changing, then reused, so the sweep does no division. The forward sweep writes the reduced
    /// right-hand sides into the first slot of each result; the backward sweep turns them into the
    /// first control points and fills in the second ones. `knots.count` must be at least 3.
    private static func solve(
        knots: UnsafeBufferPointer<CGPoint>, into result: UnsafeMutableBufferPointer<(CGPoint, CGPoint)>
    ) {
        let segments = knots.count - 1
        let last = segments - 1
        let output = result.baseAddress!
        // Factors c'ᵢ (= 1 / pivotᵢ for the middle rows) until they converge to `limit`.
        var factors: [Double] = [0.5]
        var converged = false
        var limit = 0.5

        // Row 0: 2·P1₀ + P1₁ = K₀ + 2·K₁.
        var previousX = (Double(knots[0].x) + 2 * Double(knots[1].x)) * 0.5
        var previousY = (Double(knots[0].y) + 2 * Double(knots[1].y)) * 0.5
        output.initialize(to: (CGPoint(x: previousX, y: previousY), .zero))

        // Middle rows: P1ᵢ₋₁ + 4·P1ᵢ + P1ᵢ₊₁ = 4·Kᵢ + 2·Kᵢ₊₁.
        var row = 1
        while row < last {
            let c: Double
            if converged {
                c = limit
            } else {
                c = 1 / (4 - factors[row - 1])
                if c == factors[row - 1] {
                    converged = true
                    limit = c
                } else {
                    factors.append(c)
                }
            }
            let rhsX = 4 * Double(knots[row].x) + 2 * Double(knots[row + 1].x)
            let rhsY = 4 * Double(knots[row].y) + 2 * Double(knots[row + 1].y)
            previousX = (rhsX - previousX) * c
            previousY = (rhsY - previousY) * c
            (output + row).initialize(to: (CGPoint(x: previousX, y: previousY), .zero))
            row += 1
        }
        if !converged { limit = factors[factors.count - 1] }

        // Last row: 2·P1ₙ₋₂ + 7·P1ₙ₋₁ = 8·Kₙ₋₁ + Kₙ.
        let pivot = 7 - 2 * (last - 1 < factors.count ? factors[last - 1] : limit)
        let rhsX = 8 * Double(knots[last].x) + Double(knots[last + 1].x)
        let rhsY = 8 * Double(knots[last].y) + Double(knots[last + 1].y)
        var nextX = (rhsX - 2 * previousX) / pivot
        var nextY = (rhsY - 2 * previousY) / pivot
        let end = knots[last + 1]
        (output + last).initialize(
            to: (
                CGPoint(x: nextX, y: nextY),
                CGPoint(x: (Double(end.x) + nextX) * 0.5, y: (Double(end.y) + nextY) * 0.5)
            ))

        // Back substitution: P1ᵢ = r'ᵢ - c'ᵢ·P1ᵢ₊₁, and P2ᵢ = 2·Kᵢ₊₁ - P1ᵢ₊₁.
        row = last - 1
        while row >= 0 {
            let c = row < factors.count ? factors[row] : limit
            let reduced = output[row].0
            let knot = knots[row + 1]
            let secondX = 2 * Double(knot.x) - nextX
            let secondY = 2 * Double(knot.y) - nextY
            nextX = Double(reduced.x) - c * nextX
            nextY = Double(reduced.y) - c * nextY
            output[row] = (CGPoint(x: nextX, y: nextY), CGPoint(x: secondX, y: secondY))
            row -= 1
        }
    }
}
