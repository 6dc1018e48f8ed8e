import Foundation
import PlumeAnimation
import PlumeGraphics

/// A vector of any length, for built-in attributes with several numbers (shadows, colors, scales).
/// Missing components count as zero, so vectors of different lengths add and subtract.
struct AnimatableVector: VectorArithmetic, Hashable {
    var values: [Double]

    init(_ values: [Double]) { self.values = values }

    static var zero: AnimatableVector { AnimatableVector([]) }

    private static func combine(_ a: [Double], _ b: [Double], _ op: (Double, Double) -> Double) -> [Double] {
        let n = max(a.count, b.count)
        return (0..<n).map { op($0 < a.count ? a[$0] : 0, $0 < b.count ? b[$0] : 0) }
    }

    static func + (lhs: AnimatableVector, rhs: AnimatableVector) -> AnimatableVector {
        AnimatableVector(combine(lhs.values, rhs.values, +))
    }
    static func - (lhs: AnimatableVector, rhs: AnimatableVector) -> AnimatableVector {
        AnimatableVector(combine(lhs.values, rhs.values, -))
    }
    static func == (lhs: AnimatableVector, rhs: AnimatableVector) -> Bool {
        let n = max(lhs.values.count, rhs.values.count)
        return (0..<n).allSatisfy { i in
            (i < lhs.values.count ? lhs.values[i] : 0) == (i < rhs.values.count ? rhs.values[i] : 0)
        }
    }
    func hash(into hasher: inout Hasher) { hasher.combine(values.count) }
    mutating func scale(by rhs: Double) { values = values.map { $0 * rhs } }
    var magnitudeSquared: Double { values.reduce(0) { $0 + $1 * $1 } }
}

/// A resolved color as an animatable value (sRGB components and opacity, premultiplied-free).
struct AnimatableColor: Animatable, Equatable {
    var color: Color.Resolved
    var animatableData: AnimatableVector {
        get { AnimatableVector([color.red, color.green, color.blue, color.opacity]) }
        set {
            let v = newValue.values + [0, 0, 0, 0]
            color = Color.Resolved(red: v[0], green: v[1], blue: v[2], opacity: v[3])
        }
    }
}
