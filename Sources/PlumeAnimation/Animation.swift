import Foundation

/// How an animatable attribute moves from its presentation value to a new value over time.
///
/// An `Animation` is a plain value (equal animations compare equal): a timing curve with a duration,
/// a spring, or one of those wrapped in `delay(_:)`, `speed(_:)`, `repeatCount(_:autoreverses:)` or
/// `repeatForever(autoreverses:)`. `AnimatedValue` runs one on a value.
///
/// ```swift
/// let animation = Animation.easeInOut(duration: 1.5).delay(0.2).repeatCount(3, autoreverses: true)
/// let x = AnimatedValue(from: 0.0, to: 100.0, animation: animation, startTime: 0)
/// x.value(at: 0.95)  // 50: halfway through the first pass
/// ```
///
/// Differences from SwiftUI: `blendDuration` is accepted but not used (a new spring takes over at
/// once, keeping the velocity), and a new animation on an attribute always replaces the running
/// one starting from the presentation value (SwiftUI adds some animations together instead).
public struct Animation: Hashable, Sendable {
    @usableFromInline
    indirect enum Storage: Hashable, Sendable {
        /// A timing curve run once over `duration` seconds.
        case curve(UnitCurve, duration: TimeInterval)
        /// A velocity-preserving spring.
        case spring(Spring, blendDuration: TimeInterval)
        /// A spring with an extra start velocity given as a fraction of the distance per second.
        case interpolatingSpring(Spring, initialVelocity: Double)
        /// Holds the start value for `delay` seconds, then runs the base animation.
        case delay(Storage, TimeInterval)
        /// Runs the base animation `speed` times faster.
        case speed(Storage, Double)
        /// Runs the base animation `count` times (`nil`: forever), reversing every other pass if asked.
        case repeating(Storage, count: Int?, autoreverses: Bool)
        /// A `CustomAnimation`, evaluated by `AnimatedValue` directly (it is not affine).
        case custom(AnyCustomAnimation)
    }

    @usableFromInline let storage: Storage

    /// The default animation: `spring(response: 0.55, dampingFraction: 1)`, as SwiftUI since iOS 17.
    public static let `default` = Animation.spring(response: 0.55, dampingFraction: 1, blendDuration: 0)

    /// Constant speed over 0.35 s.
    public static var linear: Animation { linear(duration: 0.35) }

    /// Constant speed over `duration` seconds (0 or less snaps).
    public static func linear(duration: TimeInterval) -> Animation {
        timingCurve(.linear, duration: duration)
    }

    /// Starts slowly, cubic-bezier(0.42, 0, 1, 1), over 0.35 s.
    public static var easeIn: Animation { easeIn(duration: 0.35) }

    /// Starts slowly, cubic-bezier(0.42, 0, 1, 1), over `duration` seconds.
    public static func easeIn(duration: TimeInterval) -> Animation {
        timingCurve(.easeIn, duration: duration)
    }

    /// Ends slowly, cubic-bezier(0, 0, 0.58, 1), over 0.35 s.
    public static var easeOut: Animation { easeOut(duration: 0.35) }

    /// Ends slowly, cubic-bezier(0, 0, 0.58, 1), over `duration` seconds.
    public static func easeOut(duration: TimeInterval) -> Animation {
        timingCurve(.easeOut, duration: duration)
    }

    /// Starts and ends slowly, cubic-bezier(0.42, 0, 0.58, 1), over 0.35 s.
    public static var easeInOut: Animation { easeInOut(duration: 0.35) }

    /// Starts and ends slowly, cubic-bezier(0.42, 0, 0.58, 1), over `duration` seconds.
    public static func easeInOut(duration: TimeInterval) -> Animation {
        timingCurve(.easeInOut, duration: duration)
    }

    /// A cubic Bézier timing curve with control points (c0x, c0y) and (c1x, c1y), like CSS
    /// `cubic-bezier(c0x, c0y, c1x, c1y)`; x coordinates are clamped to 0…1.
    public static func timingCurve(
        _ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: TimeInterval = 0.35
    ) -> Animation {
        timingCurve(.bezier(startControlPoint: (c0x, c0y), endControlPoint: (c1x, c1y)), duration: duration)
    }

    /// The unit curve `curve` stretched over `duration` seconds (0, negative or non-finite snaps).
    public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
        Animation(storage: .curve(curve, duration: duration.isFinite ? max(duration, 0) : 0))
    }
}
