import Foundation

/// The animatable data of a type that does not animate: a zero-dimensional vector.
///
/// Every operation gives `EmptyAnimatableData()`; an animation of it does nothing visible but
/// still runs for its duration. It is the default `AnimatableData` of `Animatable`.
public struct EmptyAnimatableData: VectorArithmetic, Hashable, Sendable {
    /// The only value.
    @inlinable
    public init() {}

    /// The only value.
    @inlinable
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }

    /// Returns the only value.
    @inlinable
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }

    /// Returns the only value.
    @inlinable
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }

    /// Does nothing.
    @inlinable
    public mutating func scale(by rhs: Double) {}

    /// Always 0.
    @inlinable
    public var magnitudeSquared: Double { 0 }
}
