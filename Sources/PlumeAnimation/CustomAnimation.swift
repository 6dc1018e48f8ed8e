import Foundation

/// An animation defined by your own code, as SwiftUI's `CustomAnimation` (iOS 17).
///
/// `animate(value:time:context:)` receives the whole change (`value` = new value - old value) and the
/// time since the animation started, and returns how far along the change the attribute is (zero
/// at the start, `value` at the end), or `nil` once it has finished. Wrap one in `Animation(_:)`.
///
/// ```swift
/// struct Steps: CustomAnimation {
///     var duration: TimeInterval
///     func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
///         time >= duration ? nil : value.scaled(by: (time / duration * 4).rounded(.down) / 4)
///     }
/// }
/// withAnimation(Animation(Steps(duration: 1))) { … }
/// ```
///
/// Differences from SwiftUI: Plume evaluates a custom animation statelessly, so it can be sampled
/// at any instant in any order: `context.state` starts empty on every call (an animation that keeps
/// state between frames sees it reset), and `context` has no `environment`. `shouldMerge` is not
/// consulted: a new animation always replaces the running one from the presentation value.
public protocol CustomAnimation: Hashable {
    /// The progress of the change `value` at `time` seconds, or `nil` once the animation has finished.
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?

    /// The rate of change at `time`, or `nil` if the animation does not know it (treated as zero).
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?

    /// Whether this animation can merge with `previous` (not used by Plume; see the type's notes).
    func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool
}

extension CustomAnimation {
    /// No velocity information: `nil`.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        nil
    }

    /// Never merges: `false`.
    public func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        false
    }
}

/// What a custom animation can read and write while it computes a value.
public struct AnimationContext<Value: VectorArithmetic> {
    /// Per-animation storage, keyed by `AnimationStateKey` types (empty on every call in Plume).
    public var state: AnimationState<Value>
    /// Set to `true` by an animation that has logically completed though it is still moving.
    public var isLogicallyComplete: Bool

    /// A context with empty state that is not logically complete.
    public init(state: AnimationState<Value> = AnimationState(), isLogicallyComplete: Bool = false) {
        self.state = state
        self.isLogicallyComplete = isLogicallyComplete
    }
}

/// A key for a value stored in an `AnimationState`.
public protocol AnimationStateKey {
    /// The type of the stored value.
    associatedtype Value
    /// The value read before any has been stored.
    static var defaultValue: Value { get }
}

/// Values a custom animation stores for itself, keyed by `AnimationStateKey` types.
public struct AnimationState<Value: VectorArithmetic> {
    private var values: [ObjectIdentifier: Any] = [:]

    /// An empty state.
    public init() {}

    /// The value stored for `key`, or its `defaultValue`.
    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

extension Animation {
    /// An animation that runs `base`.
    ///
    /// `delay` and `speed` apply to it as to any animation; a repeat of a custom animation plays it
    /// once (Plume cannot know the length of a pass in advance).
    public init<A: CustomAnimation>(_ base: A) {
        self.init(storage: .custom(AnyCustomAnimation(base)))
    }
}

/// A type-erased `CustomAnimation` that can live in `Animation`'s storage.
@usableFromInline
struct AnyCustomAnimation: Hashable, @unchecked Sendable {
    // Unchecked: custom animations are values (Hashable structs in practice) that are only read.
    let base: any CustomAnimation
    private let key: AnyHashable

    init<A: CustomAnimation>(_ base: A) {
        self.base = base
        key = AnyHashable(base)
    }

    @usableFromInline
    static func == (lhs: AnyCustomAnimation, rhs: AnyCustomAnimation) -> Bool { lhs.key == rhs.key }

    @usableFromInline
    func hash(into hasher: inout Hasher) { hasher.combine(key) }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval) -> (value: V?, logicallyComplete: Bool) {
        var context = AnimationContext<V>()
        let result = base.animate(value: value, time: time, context: &context)
        return (result, context.isLogicallyComplete)
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval) -> V? {
        base.velocity(value: value, time: time, context: AnimationContext<V>())
    }
}

/// Where a custom animation sits in an animation tree: its time is `elapsed · scale - shift`
/// (delays and speeds compose to that), and it holds the start value while that is negative.
@usableFromInline
struct CustomTimeline: Equatable, Sendable {
    let animation: AnyCustomAnimation
    /// Custom time per second of real time (0 or less: the animation snaps).
    let scale: Double
    let shift: TimeInterval

    func localTime(elapsed: TimeInterval) -> TimeInterval { elapsed * scale - shift }
}

extension Animation.Storage {
    /// The custom animation this tree runs, with its time mapping, or `nil` for built-in animations.
    var customTimeline: CustomTimeline? {
        switch self {
        case .custom(let animation):
            return CustomTimeline(animation: animation, scale: 1, shift: 0)
        case .curve, .spring, .interpolatingSpring:
            return nil
        case .delay(let base, let delay):
            guard let inner = base.customTimeline else { return nil }
            // inner(elapsed - delay)
            return CustomTimeline(
                animation: inner.animation, scale: inner.scale, shift: inner.shift + delay * inner.scale)
        case .speed(let base, let factor):
            guard let inner = base.customTimeline else { return nil }
            guard factor > 0, factor.isFinite else {
                return CustomTimeline(animation: inner.animation, scale: 0, shift: 0)
            }
            // inner(elapsed · factor)
            return CustomTimeline(animation: inner.animation, scale: inner.scale * factor, shift: inner.shift)
        case .repeating(let base, _, _):
            return base.customTimeline
        }
    }
}
