import Foundation

/// One attribute moving from its presentation value to a target under an `Animation`.
///
/// The view graph keeps one per animating attribute and samples it once per frame with the frame
/// time. Everything is computed in closed form from the start state, so sampling at any instant, in
/// any order, gives the same answer.
///
/// ```swift
/// var x = AnimatedValue(from: 0.0, to: 100.0, animation: .easeInOut(duration: 1), startTime: 10)
/// x.value(at: 10.5)  // 50
/// x = x.retargeted(to: 0, animation: .spring, at: 10.5)  // a spring from 50, keeping the speed
/// ```
public struct AnimatedValue<V: VectorArithmetic> {
    /// The value at `startTime`.
    public let from: V
    /// The value once the animation ends.
    public let target: V
    /// The animation being run.
    public let animation: Animation
    /// The time the animation starts (before it the value is `from`).
    public let startTime: TimeInterval
    /// The velocity (per second) the attribute had at `startTime`; springs continue from it.
    public let initialVelocity: V
    /// When the animation is removed: from this time on the value is exactly `target`
    /// (`.infinity` for an animation that never ends).
    public let completionTime: TimeInterval
    /// When the animation is logically complete: equal to `completionTime` except for springs,
    /// which are logically complete once they stay within 1 % of their travel (removal waits for 0.1 %).
    public let logicalCompletionTime: TimeInterval

    /// Starts an animation from `from` to `to` at `startTime`, with the attribute moving at
    /// `initialVelocity` (used by springs; timing curves and repeats start from rest).
    public init(from: V, to: V, animation: Animation, startTime: TimeInterval, initialVelocity: V = .zero) {
        self.from = from
        self.target = to
        self.animation = animation
        self.startTime = startTime
        self.initialVelocity = initialVelocity
        let storage = animation.storage
        completionTime =
            startTime
            + storage.duration(from: from, to: to, velocity: initialVelocity, epsilon: Animation.Storage.removalEpsilon)
        logicalCompletionTime = min(
            completionTime,
            startTime
                + storage.duration(
                    from: from, to: to, velocity: initialVelocity, epsilon: Animation.Storage.logicalEpsilon))
    }

    /// The presentation value at `time`: `from` before the start, `target` once complete.
    public func value(at time: TimeInterval) -> V {
        sample(at: time).value
    }

    /// The rate of change (per second) at `time`: zero before the start and once complete.
    public func velocity(at time: TimeInterval) -> V {
        sample(at: time).velocity
    }

    /// Whether the animation is over at `time`: the value is `target` from then on.
    public func isComplete(at time: TimeInterval) -> Bool {
        time >= completionTime
    }

    /// Whether the animation has logically completed at `time` (SwiftUI's `.logicallyComplete`):
    /// a spring is then within 1 % of its travel, though still moving towards the target.
    public func isLogicallyComplete(at time: TimeInterval) -> Bool {
        time >= logicalCompletionTime
    }

    /// A new animation on the same attribute, started at `time` from the presentation value there.
    ///
    /// A spring keeps the current velocity; a zero-duration animation snaps to `newTarget` at once
    /// (so retargeting to the current value with `.linear(duration: 0)` pauses the attribute).
    public func retargeted(to newTarget: V, animation: Animation, at time: TimeInterval) -> AnimatedValue<V> {
        let current = sample(at: time)
        return AnimatedValue(
            from: current.value, to: newTarget, animation: animation, startTime: time,
            initialVelocity: current.velocity)
    }

    private func sample(at time: TimeInterval) -> AnimationSample<V> {
        if time >= completionTime { return AnimationSample(value: target, velocity: .zero) }
        if time < startTime { return AnimationSample(value: from, velocity: .zero) }
        var sample = animation.storage.sample(
            from: from, to: target, velocity: initialVelocity, elapsed: time - startTime)
        // Exactly continuous with the animation this one replaced, whatever the rounding of the curve.
        if time == startTime { sample.value = from }
        return sample
    }
}

extension AnimatedValue: Equatable where V: Equatable {}

extension AnimatedValue: Sendable where V: Sendable {}
