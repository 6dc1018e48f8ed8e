import Foundation

/// Where a move stands at one instant, as weights of the move's inputs.
///
/// Every Plume animation is affine in its inputs: with `delta = to - from` and `v0` the velocity at
/// the start, the value is `from + delta·fraction + v0·velocityWeight` and the velocity is
/// `delta·fractionRate + v0·velocityWeightRate`. Computing these four numbers needs only scalars,
/// so a whole animation tree is evaluated without touching the vector type.
@usableFromInline
struct AnimationProgress: Sendable {
    @usableFromInline var fraction: Double
    @usableFromInline var velocityWeight: Double
    @usableFromInline var fractionRate: Double
    @usableFromInline var velocityWeightRate: Double

    static let start = AnimationProgress(fraction: 0, velocityWeight: 0, fractionRate: 0, velocityWeightRate: 0)
    static let end = AnimationProgress(fraction: 1, velocityWeight: 0, fractionRate: 0, velocityWeightRate: 0)
}

extension Animation.Storage {
    /// Springs are removed once they provably stay within this fraction of their travel (SwiftUI's
    /// `settlingDuration` epsilon).
    static let removalEpsilon = 1e-3
    /// Springs are logically complete once they stay within this fraction of their travel.
    static let logicalEpsilon = 1e-2

    /// Seconds from the start until a move over `distance` (starting at speed `speed`) ends.
    ///
    /// For springs "ends" means staying within `epsilon` of the travel (see
    /// `Spring.settlingTime`); `.infinity` never ends. For an interpolating spring with a start
    /// velocity of its own, the bound uses `speed + distance·|initialVelocity|`.
    func duration(distance: Double, speed: Double, epsilon: Double) -> TimeInterval {
        switch self {
        case .curve(_, let duration):
            return duration
        case .spring(let spring, _):
            return spring.settlingTime(displacement: distance, velocity: speed, epsilon: epsilon)
        case .interpolatingSpring(let spring, let relativeVelocity):
            return spring.settlingTime(
                displacement: distance, velocity: speed + distance * abs(relativeVelocity), epsilon: epsilon)
        case .delay(let base, let delay):
            return delay + base.duration(distance: distance, speed: speed, epsilon: epsilon)
        case .speed(let base, let factor):
            guard factor > 0, factor.isFinite else { return 0 }
            return base.duration(distance: distance, speed: speed / factor, epsilon: epsilon) / factor
        case .custom:
            return .infinity  // known only by running it: see `AnimatedValue`
        case .repeating(let base, let count, _):
            let pass = base.duration(distance: distance, speed: 0, epsilon: Self.removalEpsilon)
            guard pass > 0 else { return 0 }
            guard let count else { return .infinity }
            let last = base.duration(distance: distance, speed: 0, epsilon: epsilon)
            return Double(count - 1) * pass + last
        }
    }

    /// The state `elapsed` seconds into a move over `distance` (the length of `to - from`).
    ///
    /// Before the start the value is `from`; once a timing curve or a finite repeat has run out it is
    /// `to`. Springs keep following their closed form (the caller cuts them at settling).
    @usableFromInline
    func progress(elapsed: TimeInterval, distance: Double) -> AnimationProgress {
        switch self {
        case .curve(let curve, let duration):
            guard duration > 0, elapsed < duration else { return .end }
            let position = max(elapsed, 0) / duration
            return AnimationProgress(
                fraction: curve.value(at: position), velocityWeight: 0,
                fractionRate: curve.velocity(at: position) / duration, velocityWeightRate: 0)
        case .spring(let spring, _):
            return Self.springProgress(spring, relativeVelocity: 0, elapsed: elapsed)
        case .interpolatingSpring(let spring, let relativeVelocity):
            return Self.springProgress(spring, relativeVelocity: relativeVelocity, elapsed: elapsed)
        case .delay(let base, let delay):
            guard elapsed >= delay else { return .start }
            return base.progress(elapsed: elapsed - delay, distance: distance)
        case .speed(let base, let factor):
            guard factor > 0, factor.isFinite else { return .end }
            // Inside, time runs `factor` times faster and the start velocity is `v0 / factor`.
            var inner = base.progress(elapsed: elapsed * factor, distance: distance)
            inner.velocityWeight /= factor
            inner.fractionRate *= factor
            return inner
        case .custom:
            return .start  // never reached: `AnimatedValue` runs custom animations itself
        case .repeating(let base, let count, let autoreverses):
            let pass = base.duration(distance: distance, speed: 0, epsilon: Self.removalEpsilon)
            guard pass > 0 else { return .end }
            guard pass.isFinite else { return Self.fromRest(base.progress(elapsed: elapsed, distance: distance)) }
            let time = max(elapsed, 0)
            let index = (time / pass).rounded(.down)
            if let count, index >= Double(count) { return .end }
            let inner = Self.fromRest(base.progress(elapsed: time - index * pass, distance: distance))
            guard autoreverses, index.truncatingRemainder(dividingBy: 2) == 1 else { return inner }
            // A backwards pass moves from `to` to `from`: from + delta·(1 - fraction).
            return AnimationProgress(
                fraction: 1 - inner.fraction, velocityWeight: 0, fractionRate: -inner.fractionRate,
                velocityWeightRate: 0)
        }
    }

    /// Drops the start velocity's contribution: repeated passes start from rest.
    private static func fromRest(_ progress: AnimationProgress) -> AnimationProgress {
        AnimationProgress(
            fraction: progress.fraction, velocityWeight: 0, fractionRate: progress.fractionRate, velocityWeightRate: 0)
    }

    /// value = to + (from - to)·P + v·Q = from + delta·(1 - P) + v·Q, with v = v0 + delta·relativeVelocity.
    private static func springProgress(
        _ spring: Spring, relativeVelocity: Double, elapsed: TimeInterval
    ) -> AnimationProgress {
        let unit = spring.unitResponse(at: elapsed)
        return AnimationProgress(
            fraction: 1 - unit.position + relativeVelocity * unit.positionFromVelocity,
            velocityWeight: unit.positionFromVelocity,
            fractionRate: -unit.velocity + relativeVelocity * unit.velocityFromVelocity,
            velocityWeightRate: unit.velocityFromVelocity)
    }
}
