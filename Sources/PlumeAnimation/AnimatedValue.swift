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
    /// (`.infinity` for an animation that never ends, and for a `CustomAnimation`, whose end is
    /// only known by running it: ask `isComplete(at:)`).
    public let completionTime: TimeInterval
    /// When the animation is logically complete: equal to `completionTime` except for springs,
    /// which are logically complete once they stay within 1 % of their travel (removal waits for 0.1 %).
    public let logicalCompletionTime: TimeInterval
    /// `target - from`.
    @usableFromInline let delta: V
    /// The length of `delta`.
    @usableFromInline let distance: Double
    /// The custom animation run, when `animation` is a `CustomAnimation` (possibly delayed or sped up).
    @usableFromInline let custom: CustomTimeline?

    /// Starts an animation from `from` to `to` at `startTime`, with the attribute moving at
    /// `initialVelocity` (used by springs; timing curves and repeats start from rest).
    public init(from: V, to: V, animation: Animation, startTime: TimeInterval, initialVelocity: V = .zero) {
        self.from = from
        self.target = to
        self.animation = animation
        self.startTime = startTime
        self.initialVelocity = initialVelocity
        delta = to - from
        let distance = delta.magnitudeSquared.squareRoot()
        let speed = initialVelocity.magnitudeSquared.squareRoot()
        let storage = animation.storage
        custom = storage.customTimeline
        if let custom {
            // A custom animation's end is found by running it (see `isComplete(at:)`).
            completionTime = custom.scale > 0 ? .infinity : startTime
            logicalCompletionTime = completionTime
        } else {
            completionTime =
                startTime
                + storage.duration(distance: distance, speed: speed, epsilon: Animation.Storage.removalEpsilon)
            logicalCompletionTime = min(
                completionTime,
                startTime
                    + storage.duration(distance: distance, speed: speed, epsilon: Animation.Storage.logicalEpsilon))
        }
        self.distance = distance
    }

    /// The presentation value at `time`: `from` until the start, `target` once complete.
    @inlinable
    public func value(at time: TimeInterval) -> V {
        if time >= completionTime { return target }
        if let custom { return customSample(custom, at: time).value }
        if time <= startTime { return from }
        let progress = animation.storage.progress(elapsed: time - startTime, distance: distance)
        var value = from + delta.scaled(by: progress.fraction)
        if progress.velocityWeight != 0 { value += initialVelocity.scaled(by: progress.velocityWeight) }
        return value
    }

    /// The rate of change (per second) at `time`: zero before the start and once complete.
    @inlinable
    public func velocity(at time: TimeInterval) -> V {
        if time >= completionTime || time < startTime { return .zero }
        if let custom { return customSample(custom, at: time).velocity }
        let progress = animation.storage.progress(elapsed: time - startTime, distance: distance)
        var velocity = delta.scaled(by: progress.fractionRate)
        if progress.velocityWeightRate != 0 { velocity += initialVelocity.scaled(by: progress.velocityWeightRate) }
        return velocity
    }

    /// Whether the animation is over at `time`: the value is `target` from then on.
    public func isComplete(at time: TimeInterval) -> Bool {
        if time >= completionTime { return true }
        guard let custom else { return false }
        return customSample(custom, at: time).finished
    }

    /// Whether the animation has logically completed at `time` (SwiftUI's `.logicallyComplete`):
    /// a spring is then within 1 % of its travel, though still moving towards the target.
    public func isLogicallyComplete(at time: TimeInterval) -> Bool {
        if time >= logicalCompletionTime { return true }
        guard let custom else { return false }
        let sample = customSample(custom, at: time)
        return sample.finished || sample.logicallyComplete
    }

    /// Runs a custom animation at `time`: `from` until its (possibly delayed) start, `target` once
    /// it returns `nil`.
    @usableFromInline
    func customSample(_ custom: CustomTimeline, at time: TimeInterval) -> (
        value: V, velocity: V, finished: Bool, logicallyComplete: Bool
    ) {
        let local = custom.localTime(elapsed: time - startTime)
        if time < startTime || local < 0 { return (from, .zero, false, false) }
        let result = custom.animation.animate(value: delta, time: local)
        guard let offset = result.value else { return (target, .zero, true, true) }
        let velocity = custom.animation.velocity(value: delta, time: local)?.scaled(by: custom.scale) ?? .zero
        return (from + offset, velocity, false, result.logicallyComplete)
    }

    /// A new animation on the same attribute, started at `time` from the presentation value there.
    ///
    /// A spring keeps the current velocity; a zero-duration animation snaps to `newTarget` at once
    /// (so retargeting to the current value with `.linear(duration: 0)` pauses the attribute).
    public func retargeted(to newTarget: V, animation: Animation, at time: TimeInterval) -> AnimatedValue<V> {
        AnimatedValue(
            from: value(at: time), to: newTarget, animation: animation, startTime: time,
            initialVelocity: velocity(at: time))
    }
}

extension AnimatedValue: Equatable where V: Equatable {}

extension AnimatedValue: Sendable where V: Sendable {}
