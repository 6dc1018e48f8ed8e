import Foundation

/// A value and its rate of change (per second) at one instant of an animation.
struct AnimationSample<V: VectorArithmetic> {
    var value: V
    var velocity: V
}

extension Animation.Storage {
    /// Springs are removed once they provably stay within this fraction of their travel (SwiftUI's
    /// `settlingDuration` epsilon).
    static let removalEpsilon = 1e-3
    /// Springs are logically complete once they stay within this fraction of their travel.
    static let logicalEpsilon = 1e-2

    /// Seconds from the start until the move from `from` to `to` (starting at `velocity`) ends.
    ///
    /// For springs "ends" means staying within `epsilon` of the travel; `.infinity` never ends.
    func duration<V: VectorArithmetic>(from: V, to: V, velocity: V, epsilon: Double) -> TimeInterval {
        switch self {
        case .curve(_, let duration):
            return duration
        case .spring(let spring, _):
            return Self.settlingTime(spring, from: from, to: to, velocity: velocity, epsilon: epsilon)
        case .interpolatingSpring(let spring, let relativeVelocity):
            let start = velocity + (to - from).scaled(by: relativeVelocity)
            return Self.settlingTime(spring, from: from, to: to, velocity: start, epsilon: epsilon)
        case .delay(let base, let delay):
            return delay + base.duration(from: from, to: to, velocity: velocity, epsilon: epsilon)
        case .speed(let base, let speed):
            guard speed > 0, speed.isFinite else { return 0 }
            return base.duration(from: from, to: to, velocity: velocity.scaled(by: 1 / speed), epsilon: epsilon) / speed
        case .repeating(let base, let count, _):
            let pass = base.duration(from: from, to: to, velocity: V.zero, epsilon: Self.removalEpsilon)
            guard pass > 0 else { return 0 }
            guard let count else { return .infinity }
            let last = base.duration(from: from, to: to, velocity: V.zero, epsilon: epsilon)
            return Double(count - 1) * pass + last
        }
    }

    /// The value and velocity `elapsed` seconds into the move from `from` to `to`.
    ///
    /// Before the start the value is `from`; once a timing curve or a finite repeat has run out the
    /// value is `to`. Springs keep following their closed form (the caller cuts them at settling).
    func sample<V: VectorArithmetic>(from: V, to: V, velocity: V, elapsed: TimeInterval) -> AnimationSample<V> {
        switch self {
        case .curve(let curve, let duration):
            guard duration > 0, elapsed < duration else { return AnimationSample(value: to, velocity: .zero) }
            let progress = max(elapsed, 0) / duration
            let delta = to - from
            return AnimationSample(
                value: from + delta.scaled(by: curve.value(at: progress)),
                velocity: delta.scaled(by: curve.velocity(at: progress) / duration))
        case .spring(let spring, _):
            return Self.springSample(spring, from: from, to: to, velocity: velocity, elapsed: elapsed)
        case .interpolatingSpring(let spring, let relativeVelocity):
            let start = velocity + (to - from).scaled(by: relativeVelocity)
            return Self.springSample(spring, from: from, to: to, velocity: start, elapsed: elapsed)
        case .delay(let base, let delay):
            guard elapsed >= delay else { return AnimationSample(value: from, velocity: .zero) }
            return base.sample(from: from, to: to, velocity: velocity, elapsed: elapsed - delay)
        case .speed(let base, let speed):
            guard speed > 0, speed.isFinite else { return AnimationSample(value: to, velocity: .zero) }
            var inner = base.sample(
                from: from, to: to, velocity: velocity.scaled(by: 1 / speed), elapsed: elapsed * speed)
            inner.velocity.scale(by: speed)
            return inner
        case .repeating(let base, let count, let autoreverses):
            return Self.repeatingSample(
                base, count: count, autoreverses: autoreverses, from: from, to: to, elapsed: elapsed)
        }
    }

    private static func repeatingSample<V: VectorArithmetic>(
        _ base: Self, count: Int?, autoreverses: Bool, from: V, to: V, elapsed: TimeInterval
    ) -> AnimationSample<V> {
        let pass = base.duration(from: from, to: to, velocity: V.zero, epsilon: removalEpsilon)
        guard pass > 0 else { return AnimationSample(value: to, velocity: .zero) }
        guard pass.isFinite else { return base.sample(from: from, to: to, velocity: .zero, elapsed: elapsed) }
        let time = max(elapsed, 0)
        let index = (time / pass).rounded(.down)
        if let count, index >= Double(count) { return AnimationSample(value: to, velocity: .zero) }
        let local = time - index * pass
        let backwards = autoreverses && index.truncatingRemainder(dividingBy: 2) == 1
        return backwards
            ? base.sample(from: to, to: from, velocity: .zero, elapsed: local)
            : base.sample(from: from, to: to, velocity: .zero, elapsed: local)
    }

    private static func settlingTime<V: VectorArithmetic>(
        _ spring: Spring, from: V, to: V, velocity: V, epsilon: Double
    ) -> TimeInterval {
        spring.settlingTime(
            displacement: (from - to).magnitudeSquared.squareRoot(),
            velocity: velocity.magnitudeSquared.squareRoot(), epsilon: epsilon)
    }

    private static func springSample<V: VectorArithmetic>(
        _ spring: Spring, from: V, to: V, velocity: V, elapsed: TimeInterval
    ) -> AnimationSample<V> {
        let unit = spring.unitResponse(at: elapsed)
        let displacement = from - to
        return AnimationSample(
            value: to + displacement.scaled(by: unit.position) + velocity.scaled(by: unit.positionFromVelocity),
            velocity: displacement.scaled(by: unit.velocity) + velocity.scaled(by: unit.velocityFromVelocity))
    }
}
