import Foundation

extension Animation {
    /// A velocity-preserving spring: `spring(response: 0.5, dampingFraction: 0.825)`.
    public static var spring: Animation { spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0) }

    /// A velocity-preserving spring from its response (seconds per undamped oscillation) and damping
    /// fraction (1 critically damped, lower bounces). `blendDuration` is accepted and ignored.
    ///
    /// Converts as SwiftUI documents: mass 1, stiffness (2π / response)², damping
    /// 4π · dampingFraction / response.
    public static func spring(
        response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0
    ) -> Animation {
        spring(Spring(response: response, dampingRatio: dampingFraction), blendDuration: blendDuration)
    }

    /// A velocity-preserving spring from its perceptual duration and bounce (-1…1, 0 no bounce).
    ///
    /// `.spring()` with no arguments means `spring(response:dampingFraction:blendDuration:)`.
    @_disfavoredOverload
    public static func spring(
        duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: TimeInterval = 0
    ) -> Animation {
        spring(Spring(duration: duration, bounce: bounce), blendDuration: blendDuration)
    }

    /// A velocity-preserving animation with the given spring.
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0) -> Animation {
        Animation(storage: .spring(spring, blendDuration: blendDuration))
    }

    /// A stiffer spring for interactive changes: `spring(response: 0.15, dampingFraction: 0.86)`.
    public static var interactiveSpring: Animation {
        interactiveSpring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25)
    }

    /// A spring for interactive changes (same model as `spring(response:dampingFraction:)`).
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25
    ) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// A spring from physical constants; `initialVelocity` is in fractions of the distance per second.
    ///
    /// Differs from SwiftUI: a later animation on the same attribute replaces this one (keeping its
    /// velocity) instead of being added to it.
    public static func interpolatingSpring(
        mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
    ) -> Animation {
        interpolatingSpring(
            Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true),
            initialVelocity: initialVelocity)
    }

    /// A spring from its duration and bounce with a start velocity in fractions of the distance per second.
    public static func interpolatingSpring(
        duration: TimeInterval = 0.5, bounce: Double = 0, initialVelocity: Double = 0
    ) -> Animation {
        interpolatingSpring(Spring(duration: duration, bounce: bounce), initialVelocity: initialVelocity)
    }

    /// The given spring with a start velocity in fractions of the distance per second.
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0) -> Animation {
        Animation(
            storage: .interpolatingSpring(spring, initialVelocity: initialVelocity.isFinite ? initialVelocity : 0))
    }

    /// `interpolatingSpring(duration: 0.5, bounce: 0)`.
    public static var interpolatingSpring: Animation { interpolatingSpring(duration: 0.5, bounce: 0) }

    /// A smooth spring with no bounce: `spring(duration: 0.5, bounce: 0)`.
    public static var smooth: Animation { smooth(duration: 0.5, extraBounce: 0) }

    /// A smooth spring with the given duration and `extraBounce` added to a bounce of 0.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        spring(.smooth(duration: duration, extraBounce: extraBounce))
    }

    /// A snappy spring with a little bounce: `spring(duration: 0.5, bounce: 0.15)`.
    public static var snappy: Animation { snappy(duration: 0.5, extraBounce: 0) }

    /// A snappy spring with the given duration and `extraBounce` added to a bounce of 0.15.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        spring(.snappy(duration: duration, extraBounce: extraBounce))
    }

    /// A bouncy spring: `spring(duration: 0.5, bounce: 0.3)`.
    public static var bouncy: Animation { bouncy(duration: 0.5, extraBounce: 0) }

    /// A bouncy spring with the given duration and `extraBounce` added to a bounce of 0.3.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        spring(.bouncy(duration: duration, extraBounce: extraBounce))
    }
}
