import Foundation
import Testing

import PlumeGraphics

/// A cubic Bézier segment from `start` to `end` with the given controls, and its derivatives.
private struct Segment {
    var start: CGPoint
    var control1: CGPoint
    var control2: CGPoint
    var end: CGPoint

    func point(_ t: Double) -> (x: Double, y: Double) {
        let u = 1 - t
        let a = u * u * u
        let b = 3 * u * u * t
        let c = 3 * u * t * t
        let d = t * t * t
        return (
            a * start.x + b * control1.x + c * control2.x + d * end.x,
            a * start.y + b * control1.y + c * control2.y + d * end.y
        )
    }

    /// B'(0) and B'(1).
    var firstDerivatives: (start: (Double, Double), end: (Double, Double)) {
        (
            (3 * (control1.x - start.x), 3 * (control1.y - start.y)),
            (3 * (end.x - control2.x), 3 * (end.y - control2.y))
        )
    }

    /// B''(0) and B''(1).
    var secondDerivatives: (start: (Double, Double), end: (Double, Double)) {
        (
            (6 * (start.x - 2 * control1.x + control2.x), 6 * (start.y - 2 * control1.y + control2.y)),
            (6 * (control1.x - 2 * control2.x + end.x), 6 * (control1.y - 2 * control2.y + end.y))
        )
    }
}

private func segments(through points: [CGPoint]) -> [Segment] {
    SmoothCurve.controlPoints(through: points).enumerated().map { index, controls in
        Segment(start: points[index], control1: controls.0, control2: controls.1, end: points[index + 1])
    }
}

/// A deterministic pseudo-random sequence (no global generator in tests).
private struct SplitMix {
    var state: UInt64
    mutating func next() -> Double {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Double(z >> 11) / Double(1 << 53)
    }
}

private func randomPoints(_ count: Int, seed: UInt64) -> [CGPoint] {
    var random = SplitMix(state: seed)
    return (0..<count).map { index in
        CGPoint(x: Double(index) * 20 + random.next() * 10, y: random.next() * 400 - 200)
    }
}

private func close(_ a: Double, _ b: Double, relative: Double = 1e-6, scale: Double) -> Bool {
    abs(a - b) <= relative * max(scale, 1)
}

/// The tutorial's chart data.
private let tutorialPoints = [(6, 5), (4, 2), (7, 4), (6, 8), (7, 1), (8, 9), (10, 3)].map {
    CGPoint(x: Double($0.0), y: Double($0.1))
}

@Test func fewerThanTwoPointsGiveNoSegment() {
    #expect(SmoothCurve.controlPoints(through: []).isEmpty)
    #expect(SmoothCurve.controlPoints(through: [CGPoint(x: 3, y: 4)]).isEmpty)
}

@Test func twoPointsGiveAStraightLine() {
    let start = CGPoint(x: 10, y: 20)
    let end = CGPoint(x: 40, y: -10)
    let controls = SmoothCurve.controlPoints(through: [start, end])
    #expect(controls.count == 1)
    let segment = Segment(start: start, control1: controls[0].0, control2: controls[0].1, end: end)
    // Every point of the curve lies on the segment, at the matching fraction (even speed).
    for step in 0...20 {
        let t = Double(step) / 20
        let point = segment.point(t)
        #expect(abs(point.x - (10 + 30 * t)) < 1e-9)
        #expect(abs(point.y - (20 - 30 * t)) < 1e-9)
    }
}

@Test(arguments: [3, 4, 5, 7, 12, 50, 333])
func curvePassesThroughEveryPoint(count: Int) {
    let points = randomPoints(count, seed: UInt64(count))
    let curve = segments(through: points)
    #expect(curve.count == count - 1)
    for (index, segment) in curve.enumerated() {
        let start = segment.point(0)
        let end = segment.point(1)
        #expect(start.x == points[index].x && start.y == points[index].y)
        #expect(abs(end.x - points[index + 1].x) < 1e-9 && abs(end.y - points[index + 1].y) < 1e-9)
    }
}

@Test(arguments: [3, 4, 5, 7, 12, 50, 333, 5000])
func derivativesAreContinuousAtInteriorPoints(count: Int) {
    let points = randomPoints(count, seed: 7 * UInt64(count))
    let curve = segments(through: points)
    for index in 1..<curve.count {
        let left = curve[index - 1]
        let right = curve[index]
        let d1 = (left.firstDerivatives.end, right.firstDerivatives.start)
        let d2 = (left.secondDerivatives.end, right.secondDerivatives.start)
        let scale1 = max(abs(d1.0.0), abs(d1.0.1), abs(d1.1.0), abs(d1.1.1))
        let scale2 = max(abs(d2.0.0), abs(d2.0.1), abs(d2.1.0), abs(d2.1.1))
        #expect(close(d1.0.0, d1.1.0, scale: scale1), "x' at joint \(index)")
        #expect(close(d1.0.1, d1.1.1, scale: scale1), "y' at joint \(index)")
        #expect(close(d2.0.0, d2.1.0, scale: scale2), "x'' at joint \(index)")
        #expect(close(d2.0.1, d2.1.1, scale: scale2), "y'' at joint \(index)")
    }
}

@Test func endsHaveZeroSecondDerivativeLikeTheTutorialsBoundaryRows() {
    for points in [tutorialPoints, randomPoints(3, seed: 1), randomPoints(40, seed: 2)] {
        let curve = segments(through: points)
        let first = curve[0].secondDerivatives.start
        let last = curve[curve.count - 1].secondDerivatives.end
        #expect(abs(first.0) < 1e-9 * 1000 && abs(first.1) < 1e-9 * 1000)
        #expect(abs(last.0) < 1e-9 * 1000 && abs(last.1) < 1e-9 * 1000)
    }
}

/// Solves the tutorial's rows as a dense linear system with Gaussian elimination (partial pivoting).
private func denseReference(_ points: [CGPoint]) -> [(x: Double, y: Double)] {
    let n = points.count - 1
    var matrix = [[Double]](repeating: [Double](repeating: 0, count: n), count: n)
    var rhs = [(x: Double, y: Double)](repeating: (0, 0), count: n)
    for i in 0..<n {
        let k0 = points[i]
        let k1 = points[i + 1]
        if i == 0 {
            matrix[0][0] = 2
            if n > 1 { matrix[0][1] = 1 }
            rhs[0] = (k0.x + 2 * k1.x, k0.y + 2 * k1.y)
        } else if i == n - 1 {
            matrix[i][i - 1] = 2
            matrix[i][i] = 7
            rhs[i] = (8 * k0.x + k1.x, 8 * k0.y + k1.y)
        } else {
            matrix[i][i - 1] = 1
            matrix[i][i] = 4
            matrix[i][i + 1] = 1
            rhs[i] = (4 * k0.x + 2 * k1.x, 4 * k0.y + 2 * k1.y)
        }
    }
    for column in 0..<n {
        let pivotRow = (column..<n).max { abs(matrix[$0][column]) < abs(matrix[$1][column]) }!
        matrix.swapAt(column, pivotRow)
        rhs.swapAt(column, pivotRow)
        for row in (column + 1)..<n where matrix[row][column] != 0 {
            let factor = matrix[row][column] / matrix[column][column]
            for k in column..<n { matrix[row][k] -= factor * matrix[column][k] }
            rhs[row].x -= factor * rhs[column].x
            rhs[row].y -= factor * rhs[column].y
        }
    }
    var solution = [(x: Double, y: Double)](repeating: (0, 0), count: n)
    for row in stride(from: n - 1, through: 0, by: -1) {
        var x = rhs[row].x
        var y = rhs[row].y
        for k in (row + 1)..<n {
            x -= matrix[row][k] * solution[k].x
            y -= matrix[row][k] * solution[k].y
        }
        solution[row] = (x / matrix[row][row], y / matrix[row][row])
    }
    return solution
}

@Test(arguments: [3, 4, 7, 30, 120])
func firstControlPointsMatchADenseSolveOfTheTutorialSystem(count: Int) {
    let points = count == 7 ? tutorialPoints : randomPoints(count, seed: 99 + UInt64(count))
    let reference = denseReference(points)
    let controls = SmoothCurve.controlPoints(through: points)
    for (index, pair) in controls.enumerated() {
        #expect(abs(pair.0.x - reference[index].x) < 1e-9 * 1000, "P1[\(index)].x")
        #expect(abs(pair.0.y - reference[index].y) < 1e-9 * 1000, "P1[\(index)].y")
    }
    // Second control points by the tutorial's equations 11.1 and 11.2.
    for index in 0..<(controls.count - 1) {
        #expect(abs(controls[index].1.x - (2 * points[index + 1].x - reference[index + 1].x)) < 1e-6)
    }
    let last = controls.count - 1
    #expect(abs(controls[last].1.y - (points[last + 1].y + reference[last].y) / 2) < 1e-6)
}

@Test func collinearEvenlySpacedPointsGiveAStraightLine() {
    let points = (0..<10).map { CGPoint(x: Double($0) * 10, y: Double($0) * 5) }
    for segment in segments(through: points) {
        for step in 0...8 {
            let point = segment.point(Double(step) / 8)
            #expect(abs(point.y - point.x / 2) < 1e-9)
        }
    }
}

@Test func longInputsStayAccurate() {
    // The solver reuses the converged elimination factor; the result must still satisfy every row.
    let points = randomPoints(100_000, seed: 42)
    let controls = SmoothCurve.controlPoints(through: points)
    let p1 = controls.map(\.0)
    let n = controls.count
    var worst = 0.0
    for i in 1..<(n - 1) {
        let lhs = p1[i - 1].x + 4 * p1[i].x + p1[i + 1].x
        let rhs = 4 * points[i].x + 2 * points[i + 1].x
        worst = max(worst, abs(lhs - rhs) / max(abs(rhs), 1))
    }
    #expect(worst < 1e-12)
}

/// A textbook Thomas solver for a general tridiagonal system (sub, main, super diagonals).
private func plainThomas(sub: [Double], main: [Double], sup: [Double], rhs: [Double]) -> [Double] {
    let n = main.count
    var c = [Double](repeating: 0, count: n)
    var d = [Double](repeating: 0, count: n)
    c[0] = sup[0] / main[0]
    d[0] = rhs[0] / main[0]
    for i in 1..<n {
        let m = main[i] - sub[i] * c[i - 1]
        c[i] = sup[i] / m
        d[i] = (rhs[i] - sub[i] * d[i - 1]) / m
    }
    var x = d
    for i in stride(from: n - 2, through: 0, by: -1) { x[i] = d[i] - c[i] * x[i + 1] }
    return x
}

@Test func matchesATextbookThomasSolveForEverySizeAndRemainder() {
    for count in Array(3...80) + [1000, 1001, 1002, 1003, 20_000] {
        let points = randomPoints(count, seed: UInt64(count) &* 31)
        let n = count - 1
        var sub = [Double](repeating: 1, count: n)
        var main = [Double](repeating: 4, count: n)
        var sup = [Double](repeating: 1, count: n)
        sub[0] = 0
        main[0] = 2
        main[n - 1] = 7
        sub[n - 1] = 2
        sup[n - 1] = 0
        if n == 1 { continue }
        func rhs(_ coordinate: (CGPoint) -> Double) -> [Double] {
            (0..<n).map { i in
                let k0 = coordinate(points[i])
                let k1 = coordinate(points[i + 1])
                if i == 0 { return k0 + 2 * k1 }
                if i == n - 1 { return 8 * k0 + k1 }
                return 4 * k0 + 2 * k1
            }
        }
        let xs = plainThomas(sub: sub, main: main, sup: sup, rhs: rhs { Double($0.x) })
        let ys = plainThomas(sub: sub, main: main, sup: sup, rhs: rhs { Double($0.y) })
        let controls = SmoothCurve.controlPoints(through: points)
        var worst = 0.0
        for i in 0..<n {
            worst = max(worst, abs(controls[i].0.x - xs[i]) / max(1, abs(xs[i])))
            worst = max(worst, abs(controls[i].0.y - ys[i]) / max(1, abs(ys[i])))
            let secondX = i == n - 1 ? (points[n].x + xs[i]) / 2 : 2 * points[i + 1].x - xs[i + 1]
            let secondY = i == n - 1 ? (points[n].y + ys[i]) / 2 : 2 * points[i + 1].y - ys[i + 1]
            worst = max(worst, abs(controls[i].1.x - secondX) / max(1, abs(secondX)))
            worst = max(worst, abs(controls[i].1.y - secondY) / max(1, abs(secondY)))
        }
        #expect(worst < 1e-12, "\(count) points: worst relative difference \(worst)")
    }
}

@Test func checkedControlPointsRejectNonFiniteCoordinates() throws {
    let good = [CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 2), CGPoint(x: 2, y: 0)]
    let checked = try SmoothCurve.checkedControlPoints(through: good)
    let unchecked = SmoothCurve.controlPoints(through: good)
    #expect(checked.count == unchecked.count)
    for (a, b) in zip(checked, unchecked) { #expect(a.0 == b.0 && a.1 == b.1) }
    let bad = [CGPoint(x: 0, y: 0), CGPoint(x: 1, y: Double.nan), CGPoint(x: Double.infinity, y: 0)]
    #expect(throws: SmoothCurve.InputError.self) { try SmoothCurve.checkedControlPoints(through: bad) }
    do {
        _ = try SmoothCurve.checkedControlPoints(through: bad)
    } catch let error as SmoothCurve.InputError {
        guard case .nonFiniteCoordinate(let index, _) = error else { return }
        #expect(index == 1)
        #expect(error.description.contains("point 1"))
    }
}
