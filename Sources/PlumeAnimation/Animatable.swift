import Foundation

/// A type whose appearance can be interpolated through its `animatableData`.
///
/// When an attribute of this type changes inside an animated transaction, the view graph animates
/// `animatableData` from the presentation value to the new one and sets it once per frame with the
/// intermediate value. Types that do not animate get `EmptyAnimatableData` by default.
///
/// ```swift
/// struct Ring: Shape {
///     var progress: Double
///     var animatableData: Double {
///         get { progress }
///         set { progress = newValue }
///     }
/// }
/// ```
public protocol Animatable {
    /// The vector the animation interpolates.
    associatedtype AnimatableData: VectorArithmetic = EmptyAnimatableData

    /// The data to animate; setting it changes the value to the given intermediate state.
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// Nothing to animate: reads `EmptyAnimatableData()`, ignores writes.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension Animatable where Self: VectorArithmetic {
    /// A vector animates itself.
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

extension Double: Animatable {}

extension Float: Animatable {}

extension CGFloat: Animatable {}
