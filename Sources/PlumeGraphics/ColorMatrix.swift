import Foundation

/// A 4 × 5 matrix applied to each pixel's straight (not premultiplied) red, green, blue and alpha,
/// each 0…1, plus a constant: `r' = r1·r + r2·g + r3·b + r4·a + r5`, and so on; results are clamped
/// to 0…1. It is what SwiftUI's colour effects do (`grayscale`, `saturation`, `brightness`,
/// `contrast`, `hueRotation`, `colorInvert`, `luminanceToAlpha`), with the W3C filter-effects
/// coefficients (Rec. 709 luminance). Non-finite amounts give the identity (the caller reports them).
public struct ColorMatrix: Hashable, Sendable {
    /// The rows for red, green, blue and alpha, five numbers each.
    public var rows: [[Double]]

    /// A matrix from its four rows of five numbers.
    public init(rows: [[Double]]) {
        precondition(rows.count == 4 && rows.allSatisfy { $0.count == 5 }, "a ColorMatrix has 4 rows of 5 numbers")
        self.rows = rows
    }

    /// Leaves colours as they are.
    public static let identity = ColorMatrix(rows: [
        [1, 0, 0, 0, 0], [0, 1, 0, 0, 0], [0, 0, 1, 0, 0], [0, 0, 0, 1, 0],
    ])

    /// Colour saturation scaled by `amount` (0: grey, 1: unchanged, above 1: more vivid).
    public static func saturation(_ amount: Double) -> ColorMatrix {
        guard amount.isFinite else { return .identity }
        let s = amount
        return ColorMatrix(rows: [
            [0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s, 0, 0],
            [0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s, 0, 0],
            [0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s, 0, 0],
            [0, 0, 0, 1, 0],
        ])
    }

    /// Grey by `amount` (0: unchanged, 1: fully grey).
    public static func grayscale(_ amount: Double) -> ColorMatrix {
        guard amount.isFinite else { return .identity }
        return saturation(1 - min(1, max(0, amount)))
    }

    /// `amount` added to red, green and blue (−1: black, 1: white).
    public static func brightness(_ amount: Double) -> ColorMatrix {
        guard amount.isFinite else { return .identity }
        return ColorMatrix(rows: [
            [1, 0, 0, 0, amount], [0, 1, 0, 0, amount], [0, 0, 1, 0, amount], [0, 0, 0, 1, 0],
        ])
    }

    /// Contrast scaled by `amount` around middle grey (0: grey, 1: unchanged, negative: inverted).
    public static func contrast(_ amount: Double) -> ColorMatrix {
        guard amount.isFinite else { return .identity }
        let offset = 0.5 - 0.5 * amount
        return ColorMatrix(rows: [
            [amount, 0, 0, 0, offset], [0, amount, 0, 0, offset], [0, 0, amount, 0, offset], [0, 0, 0, 1, 0],
        ])
    }

    /// Hues turned by `radians` around the colour wheel.
    public static func hueRotation(radians: Double) -> ColorMatrix {
        guard radians.isFinite else { return .identity }
        let (c, s) = (cos(radians), sin(radians))
        return ColorMatrix(rows: [
            [0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0, 0],
            [0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0, 0],
            [0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0, 0],
            [0, 0, 0, 1, 0],
        ])
    }

    /// Red, green and blue inverted.
    public static let inverted = ColorMatrix(rows: [
        [-1, 0, 0, 0, 1], [0, -1, 0, 0, 1], [0, 0, -1, 0, 1], [0, 0, 0, 1, 0],
    ])

    /// Black, with the colour's luminance as its alpha.
    public static let luminanceToAlpha = ColorMatrix(rows: [
        [0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0.2125, 0.7154, 0.0721, 0, 0],
    ])

    /// The colour `(r, g, b, a)` (straight, 0…1) through the matrix, clamped to 0…1.
    public func apply(_ r: Double, _ g: Double, _ b: Double, _ a: Double) -> (Double, Double, Double, Double) {
        func row(_ i: Int) -> Double {
            let m = rows[i]
            let value = m[0] * r + m[1] * g + m[2] * b + m[3] * a + m[4]
            return value.isFinite ? min(1, max(0, value)) : 0
        }
        return (row(0), row(1), row(2), row(3))
    }
}
