import Foundation

/// The spring's free motion for unit initial conditions, at one instant.
///
/// The displacement from the target is `x(t) = x0·position + v0·positionFromVelocity` and its
/// derivative is `x0·velocity + v0·velocityFromVelocity`, where `x0` and `v0` are the displacement
/// and velocity at time 0. Linearity makes this hold for any `VectorArithmetic`.
struct SpringUnitResponse: Equatable {
    var position: Double
    var positionFromVelocity: Double
    var velocity: Double
    var velocityFromVelocity: Double

    static let settled = SpringUnitResponse(position: 0, positionFromVelocity: 0, velocity: 0, velocityFromVelocity: 0)
}

extension Spring {
    /// Below this distance from 1 the damping ratio is treated as exactly critical.
    static let criticalTolerance = 1e-6

    /// The closed-form solution for unit initial displacement and unit initial velocity.
    func unitResponse(at time: TimeInterval) -> SpringUnitResponse {
        if isDegenerate { return .settled }
        let t = max(time, 0)
        let omega = angularFrequency
        let zeta = dampingRatio
        if abs(zeta - 1) < Self.criticalTolerance {
            // x = (x0 + (v0 + ω·x0)·t)·e^(-ωt)
            let decay = exp(-omega * t)
            return SpringUnitResponse(
                position: (1 + omega * t) * decay,
                positionFromVelocity: t * decay,
                velocity: -omega * omega * t * decay,
                velocityFromVelocity: (1 - omega * t) * decay)
        } else if zeta < 1 {
            // x = e^(-αt)·(x0·cos ωd·t + (v0 + α·x0)/ωd · sin ωd·t)
            let alpha = zeta * omega
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let decay = exp(-alpha * t)
            let cosine = cos(damped * t)
            let sine = sin(damped * t)
            return SpringUnitResponse(
                position: decay * (cosine + alpha / damped * sine),
                positionFromVelocity: decay * sine / damped,
                velocity: -decay * omega * omega / damped * sine,
                velocityFromVelocity: decay * (cosine - alpha / damped * sine))
        } else {
            // x = P·e^(r1·t) + Q·e^(r2·t), r1,2 = -α ± β
            let alpha = zeta * omega
            let beta = omega * (zeta * zeta - 1).squareRoot()
            let r1 = -alpha + beta
            let r2 = -alpha - beta
            let slow = exp(r1 * t)
            let fast = exp(r2 * t)
            // For x0 = 1, v0 = 0: P = (β + α)/(2β), Q = (β - α)/(2β). For x0 = 0, v0 = 1: P = 1/(2β), Q = -1/(2β).
            let p1 = (beta + alpha) / (2 * beta)
            let q1 = (beta - alpha) / (2 * beta)
            let p2 = 1 / (2 * beta)
            return SpringUnitResponse(
                position: p1 * slow + q1 * fast,
                positionFromVelocity: p2 * (slow - fast),
                velocity: p1 * r1 * slow + q1 * r2 * fast,
                velocityFromVelocity: p2 * (r1 * slow - r2 * fast))
        }
    }

    /// The earliest time after which the motion from displacement magnitude `displacement` and
    /// velocity magnitude `velocity` provably stays within `epsilon · scale` of the target, with
    /// speed within `epsilon · scale · ω`, where `scale = max(displacement, velocity / ω)`.
    ///
    /// Uses an upper envelope of the closed-form solution, so the answer holds for vectors too.
    /// Returns 0 for a degenerate spring or no motion, and `.infinity` for an undamped spring.
    func settlingTime(displacement: Double, velocity: Double, epsilon: Double) -> TimeInterval {
        if isDegenerate { return 0 }
        let omega = angularFrequency
        let x0 = abs(displacement)
        let v0 = abs(velocity)
        let scale = max(x0, v0 / omega)
        let positionLimit = epsilon * scale
        let velocityLimit = epsilon * scale * omega
        // No motion, or a motion too small to represent a threshold for: settled at once.
        guard scale.isFinite, positionLimit > 0, velocityLimit > 0 else { return 0 }
        let zeta = dampingRatio
        if zeta <= 0 { return .infinity }
        if abs(zeta - 1) < Self.criticalTolerance {
            // |x| ≤ (x0 + (v0 + ω·x0)·t)·e^(-ωt), |v| ≤ (v0 + ω·(v0 + ω·x0)·t)·e^(-ωt)
            let c = v0 + omega * x0
            let tx = Self.linearTimesDecayCrossing(a: x0, b: c, rate: omega, limit: positionLimit)
            let tv = Self.linearTimesDecayCrossing(a: v0, b: omega * c, rate: omega, limit: velocityLimit)
            return max(tx, tv)
        } else if zeta < 1 {
            let alpha = zeta * omega
            let damped = omega * (1 - zeta * zeta).squareRoot()
            // |cos + k·sin| ≤ √(1 + k²) (Cauchy–Schwarz) bounds each term's oscillation.
            let spread = (1 + (alpha / damped) * (alpha / damped)).squareRoot()
            let positionAmplitude = x0 * spread + v0 / damped
            let velocityAmplitude = v0 * spread + x0 * omega * omega / damped
            return max(
                Self.exponentialCrossing(amplitude: positionAmplitude, rate: alpha, limit: positionLimit),
                Self.exponentialCrossing(amplitude: velocityAmplitude, rate: alpha, limit: velocityLimit))
        } else {
            let alpha = zeta * omega
            let beta = omega * (zeta * zeta - 1).squareRoot()
            let r1 = -alpha + beta
            let r2 = -alpha - beta
            let p = (x0 * (1 + alpha / beta) + v0 / beta) / 2
            return max(
                Self.exponentialCrossing(amplitude: 2 * p, rate: -r1, limit: positionLimit),
                Self.exponentialCrossing(amplitude: p * (-r1) + p * (-r2), rate: -r1, limit: velocityLimit))
        }
    }

    /// The time at which `amplitude · e^(-rate·t)` falls to `limit` (0 if already below).
    static func exponentialCrossing(amplitude: Double, rate: Double, limit: Double) -> TimeInterval {
        guard amplitude > limit else { return 0 }
        guard rate > 0 else { return .infinity }
        return log(amplitude / limit) / rate
    }

    /// The time after which `(a + b·t)·e^(-rate·t)` stays below `limit` (a, b ≥ 0, rate > 0).
    static func linearTimesDecayCrossing(a: Double, b: Double, rate: Double, limit: Double) -> TimeInterval {
        func envelope(_ t: Double) -> Double { (a + b * t) * exp(-rate * t) }
        // The envelope decreases after its peak at t = 1/rate - a/b.
        let peak = b > 0 ? max(0, 1 / rate - a / b) : 0
        // Below the limit at its peak means below the limit throughout.
        if envelope(peak) <= limit { return 0 }
        var high = max(peak, 1 / rate)
        while envelope(high) > limit { high *= 2 }
        var low = peak
        for _ in 0..<100 where high - low > 1e-9 {
            let middle = (low + high) / 2
            if envelope(middle) > limit { low = middle } else { high = middle }
        }
        return high
    }
}
