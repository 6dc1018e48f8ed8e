import Foundation

/// A type with values that can be added, subtracted and scaled: the space an animation moves in.
///
/// Every animatable attribute is reduced to a `VectorArithmetic` value (its `animatableData`); an
/// animation computes intermediate values with `+`, `-` and `scale(by:)` only. `magnitudeSquared`
/// measures distances (springs use it to decide when they have settled).
///
/// ```swift
/// var offset = AnimatablePair(CGFloat(10), CGFloat(20))
/// offset.scale(by: 0.5)  // (5, 10)
/// ```
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies every component of the value by `rhs`.
    mutating func scale(by rhs: Double)

    /// The dot product of the value with itself (the squared Euclidean length).
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// A copy of the value with every component multiplied by `rhs`.
    @inlinable
    public func scaled(by rhs: Double) -> Self {
        var copy = self
        copy.scale(by: rhs)
        return copy
    }

    /// The value `amount` of the way towards `other`: `self + (other - self) * amount`.
    ///
    /// `amount` 0 gives `self`, 1 gives `other`; values outside 0…1 extrapolate.
    @inlinable
    public func interpolated(towards other: Self, amount: Double) -> Self {
        var result = self
        result.interpolate(towards: other, amount: amount)
        return result
    }

    /// Moves the value `amount` of the way towards `other` (see `interpolated(towards:amount:)`).
    @inlinable
    public mutating func interpolate(towards other: Self, amount: Double) {
        self += (other - self).scaled(by: amount)
    }
}

extension Double: VectorArithmetic {
    /// Multiplies the value by `rhs`.
    @inlinable
    public mutating func scale(by rhs: Double) { self *= rhs }

    /// The square of the value.
    @inlinable
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    /// Multiplies the value by `rhs` (computed in `Double`, rounded to `Float`).
    @inlinable
    public mutating func scale(by rhs: Double) { self = Float(Double(self) * rhs) }

    /// The square of the value, in `Double`.
    @inlinable
    public var magnitudeSquared: Double { Double(self) * Double(self) }
}

extension CGFloat: VectorArithmetic {
    /// Multiplies the value by `rhs`.
    @inlinable
    public mutating func scale(by rhs: Double) { self = CGFloat(Double(self) * rhs) }

    /// The square of the value, in `Double`.
    @inlinable
    public var magnitudeSquared: Double { Double(self) * Double(self) }
}
