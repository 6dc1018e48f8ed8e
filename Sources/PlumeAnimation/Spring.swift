import Foundation

/// A damped harmonic oscillator `m·x'' + c·x' + k·x = 0`, solved in closed form.
///
/// Plume's springs are exact: under-, critically and over-damped motion is computed analytically
/// from the displacement and velocity at the start, so a spring sampled at any instant gives the
/// same value however the frames fall. The SwiftUI parameterisations convert as SwiftUI documents:
/// mass 1, `stiffness = (2π / response)²`, `damping = 4π · dampingRatio / response`, and
/// `spring(duration:bounce:)` uses `response = duration` and `dampingRatio = 1 - bounce` (or
/// `1 / (1 + bounce)` for a negative bounce).
///
/// A spring with a non-positive or non-finite mass or stiffness is degenerate: it settles at once
/// (the value snaps to the target). A negative damping is treated as 0, and damping ratios are at
/// most `maximumDampingRatio` (a million: such a spring barely moves; beyond, the closed form overflows).
public struct Spring: Hashable, Sendable {
    /// The largest damping ratio kept.
    public static let maximumDampingRatio = 1e6

    /// The moving mass.
    public let mass: Double
    /// The spring constant k.
    public let stiffness: Double
    /// The damping coefficient c.
    public let damping: Double

    /// A spring from physical constants.
    ///
    /// With `allowOverDamping: false` (SwiftUI's default) an over-damped spring is made critically
    /// damped instead.
    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        self.mass = mass
        self.stiffness = stiffness
        var damping = damping.isFinite ? max(damping, 0) : 0
        if mass > 0, stiffness > 0, mass.isFinite, stiffness.isFinite {
            let critical = 2 * (stiffness * mass).squareRoot()
            damping = min(damping, allowOverDamping ? Self.maximumDampingRatio * critical : critical)
        }
        self.damping = damping
    }

    /// A spring from its response (period of the undamped oscillation, seconds) and damping ratio
    /// (1 = critically damped, below 1 bounces, above 1 is over-damped).
    public init(response: Double, dampingRatio: Double) {
        let response = response.isFinite && response > 0 ? response : 0
        let ratio = dampingRatio.isFinite ? min(max(dampingRatio, 0), Self.maximumDampingRatio) : 1
        mass = 1
        stiffness = response > 0 ? pow(2 * .pi / response, 2) : 0
        damping = response > 0 ? 4 * .pi * ratio / response : 0
    }

    /// A spring from its perceptual duration and bounce (-1…1; 0 is critically damped, 1 undamped).
    public init(duration: TimeInterval = 0.5, bounce: Double = 0) {
        let bounce = bounce.isFinite ? min(max(bounce, -0.999_999), 1) : 0
        self.init(response: duration, dampingRatio: bounce >= 0 ? 1 - bounce : 1 / (1 + bounce))
    }

    /// A smooth spring with no bounce: `Spring(duration: 0.5, bounce: 0)`.
    public static var smooth: Spring { Spring(duration: 0.5, bounce: 0) }
    /// A snappy spring with a little bounce: `Spring(duration: 0.5, bounce: 0.15)`.
    public static var snappy: Spring { Spring(duration: 0.5, bounce: 0.15) }
    /// A bouncy spring: `Spring(duration: 0.5, bounce: 0.3)`.
    public static var bouncy: Spring { Spring(duration: 0.5, bounce: 0.3) }

    /// A smooth spring with the given duration and extra bounce.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }
    /// A snappy spring with the given duration and extra bounce (added to 0.15).
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }
    /// A bouncy spring with the given duration and extra bounce (added to 0.3).
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    /// Whether the constants describe a spring that can move (positive finite mass and stiffness).
    var isDegenerate: Bool {
        !(mass > 0 && stiffness > 0 && mass.isFinite && stiffness.isFinite && damping.isFinite)
    }

    /// The undamped angular frequency √(k/m).
    var angularFrequency: Double { isDegenerate ? 0 : (stiffness / mass).squareRoot() }

    /// The period of the undamped oscillation, 2π·√(m/k).
    public var response: Double { isDegenerate ? 0 : 2 * .pi / angularFrequency }

    /// c / (2·√(k·m)).
    public var dampingRatio: Double { isDegenerate ? 1 : damping / (2 * (stiffness * mass).squareRoot()) }

    /// The perceptual duration (equal to `response`).
    public var duration: TimeInterval { response }

    /// The bounce that `init(duration:bounce:)` would need for this damping ratio.
    public var bounce: Double {
        let ratio = dampingRatio
        return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
    }

    /// Time for a move from 0 to 1 at rest to stay within 0.001 of 1 (SwiftUI's definition).
    ///
    /// Plume computes it from an upper envelope of the motion (and also requires the speed to be
    /// below 0.001·ω), so it can be a little longer than SwiftUI's estimate.
    public var settlingDuration: TimeInterval {
        settlingTime(displacement: 1, velocity: 0, epsilon: 0.001)
    }

    /// The value at `time` of a spring that starts at zero with `initialVelocity` and moves to `target`.
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let unit = unitResponse(at: time)
        return target - target.scaled(by: unit.position) + initialVelocity.scaled(by: unit.positionFromVelocity)
    }

    /// The velocity at `time` of the motion described in `value(target:initialVelocity:time:)`.
    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let unit = unitResponse(at: time)
        return initialVelocity.scaled(by: unit.velocityFromVelocity) - target.scaled(by: unit.velocity)
    }
}
