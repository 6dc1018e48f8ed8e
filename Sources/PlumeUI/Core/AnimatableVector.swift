import Foundation
import PlumeAnimation
import PlumeGraphics

/// A vector of up to seven numbers, for built-in attributes with several numbers (shadows, colors,
/// scales). Missing components count as zero, so vectors of different lengths add and subtract.
///
/// The numbers are kept in the value (no array): an animation samples, adds and scales these for
/// every animating view in every frame. Components past `count` are always zero.
struct AnimatableVector: VectorArithmetic, Hashable {
    typealias Lanes = (Double, Double, Double, Double, Double, Double, Double)
    /// How many numbers a vector holds at most (a shadow's: radius, x, y and a color).
    static let capacity = 7
    /// How many numbers this vector has.
    private(set) var count = 0
    private var lanes: Lanes = (0, 0, 0, 0, 0, 0, 0)

    /// No numbers.
    init() {}
    /// One number.
    init(_ a: Double) { (count, lanes.0) = (1, a) }
    /// Two numbers.
    init(_ a: Double, _ b: Double) { (count, lanes.0, lanes.1) = (2, a, b) }
    /// Three numbers.
    init(_ a: Double, _ b: Double, _ c: Double) { (count, lanes.0, lanes.1, lanes.2) = (3, a, b, c) }
    /// Four numbers.
    init(_ a: Double, _ b: Double, _ c: Double, _ d: Double) {
        (count, lanes.0, lanes.1, lanes.2, lanes.3) = (4, a, b, c, d)
    }
    /// Seven numbers.
    init(_ a: Double, _ b: Double, _ c: Double, _ d: Double, _ e: Double, _ f: Double, _ g: Double) {
        count = 7
        lanes = (a, b, c, d, e, f, g)
    }

    /// The numbers, in order.
    var values: [Double] { (0..<count).map { self[$0] } }

    /// The number at `index`; zero past `count` (a missing component).
    subscript(index: Int) -> Double {
        guard index >= 0, index < count else { return 0 }
        var lanes = lanes
        return withUnsafeBytes(of: &lanes) { $0.load(fromByteOffset: index * 8, as: Double.self) }
    }

    static var zero: AnimatableVector { AnimatableVector() }

    /// `op` of each pair of components, over the longer vector's count.
    private static func combine(
        _ a: AnimatableVector, _ b: AnimatableVector, _ op: (Double, Double) -> Double
    ) -> AnimatableVector {
        var out = AnimatableVector()
        out.count = max(a.count, b.count)
        out.lanes = (
            op(a.lanes.0, b.lanes.0), op(a.lanes.1, b.lanes.1), op(a.lanes.2, b.lanes.2), op(a.lanes.3, b.lanes.3),
            op(a.lanes.4, b.lanes.4), op(a.lanes.5, b.lanes.5), op(a.lanes.6, b.lanes.6)
        )
        return out
    }

    static func + (lhs: AnimatableVector, rhs: AnimatableVector) -> AnimatableVector { combine(lhs, rhs, +) }
    static func - (lhs: AnimatableVector, rhs: AnimatableVector) -> AnimatableVector { combine(lhs, rhs, -) }

    /// Equal when every component is (missing ones counting as zero).
    static func == (lhs: AnimatableVector, rhs: AnimatableVector) -> Bool {
        lhs.lanes.0 == rhs.lanes.0 && lhs.lanes.1 == rhs.lanes.1 && lhs.lanes.2 == rhs.lanes.2
            && lhs.lanes.3 == rhs.lanes.3 && lhs.lanes.4 == rhs.lanes.4 && lhs.lanes.5 == rhs.lanes.5
            && lhs.lanes.6 == rhs.lanes.6
    }

    /// Hashes every component (missing ones are zero), as `==` compares them.
    func hash(into hasher: inout Hasher) {
        hasher.combine(lanes.0)
        hasher.combine(lanes.1)
        hasher.combine(lanes.2)
        hasher.combine(lanes.3)
        hasher.combine(lanes.4)
        hasher.combine(lanes.5)
        hasher.combine(lanes.6)
    }

    /// Each component times `rhs` (missing ones stay zero, even times an infinity).
    mutating func scale(by rhs: Double) {
        let count = count
        withUnsafeMutableBytes(of: &lanes) { bytes in
            for index in 0..<count {
                let offset = index * 8
                bytes.storeBytes(
                    of: bytes.load(fromByteOffset: offset, as: Double.self) * rhs, toByteOffset: offset, as: Double.self
                )
            }
        }
    }

    var magnitudeSquared: Double {
        lanes.0 * lanes.0 + lanes.1 * lanes.1 + lanes.2 * lanes.2 + lanes.3 * lanes.3 + lanes.4 * lanes.4
            + lanes.5 * lanes.5 + lanes.6 * lanes.6
    }
}

/// A resolved color as an animatable value (sRGB components and opacity, premultiplied-free).
struct AnimatableColor: Animatable, Equatable {
    var color: Color.Resolved
    var animatableData: AnimatableVector {
        get { AnimatableVector(color.red, color.green, color.blue, color.opacity) }
        set { color = Color.Resolved(red: newValue[0], green: newValue[1], blue: newValue[2], opacity: newValue[3]) }
    }
}
