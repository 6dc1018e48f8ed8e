import Foundation

extension Path {
    /// A smooth curve through every point: cubic Béziers whose control points make the first and
    /// second derivatives continuous at each point (see `SmoothCurve`). Two points give a straight
    /// line, one point a lone move, none an empty path; non-finite points are an error.
    ///
    /// ```swift
    /// let chart = try Path(smoothCurveThrough: [CGPoint(x: 0, y: 10), CGPoint(x: 50, y: 40), CGPoint(x: 100, y: 0)])
    /// ```
    public init(smoothCurveThrough points: [CGPoint]) throws {
        self.init()
        let controls = try SmoothCurve.checkedControlPoints(through: points)
        guard let first = points.first else { return }
        move(to: first)
        for (i, point) in points.enumerated().dropFirst() {
            let (c1, c2) = controls[i - 1]
            addCurve(to: point, control1: c1, control2: c2)
        }
    }
}
