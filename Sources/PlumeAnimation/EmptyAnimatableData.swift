import Foundation

/// The animatable data of a type that does not animate: a zero-dimensional vector.
///
/// Every operation gives `EmptyAnimatableData()`; an animation of it does nothing visible but
/// still runs for its duration. It is the default `AnimatableData` of `Animatable`.
public struct EmptyAnimatableData: VectorArithmetic, Hashable, Sendable {
    /// The only value.
    public init() {}

    /// The only value.
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }

    /// Returns the only value.
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }

    /// Returns the only value.
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }

    /// Does nothing.
    public mutating func scale(by rhs: Double) {}

    /// Always 0.
    public var magnitudeSquared: Double { 0 }
}
