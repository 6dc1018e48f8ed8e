import Foundation

extension Animation {
    /// Waits `delay` seconds (holding the start value) before running this animation.
    ///
    /// Inside a repeat (`.delay(1).repeatForever()`) every pass waits; outside it
    /// (`.repeatForever().delay(1)`) only the first. Negative or non-finite delays count as 0.
    public func delay(_ delay: TimeInterval) -> Animation {
        Animation(storage: .delay(storage, delay.isFinite ? max(delay, 0) : 0))
    }

    /// Runs this animation `speed` times faster (0.5 takes twice as long).
    ///
    /// A speed that is not a positive finite number makes the animation snap to its end.
    public func speed(_ speed: Double) -> Animation {
        Animation(storage: .speed(storage, speed.isFinite && speed > 0 ? speed : 0))
    }

    /// Plays this animation `repeatCount` times; with `autoreverses`, every second pass runs backwards.
    ///
    /// As in SwiftUI, the attribute shows its new value once the repeats end, so an even count with
    /// `autoreverses` ends with a jump from the start value to the new one. Counts below 1 count as 1.
    /// A repeated animation starts each pass from rest (it ignores an incoming velocity).
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        Animation(storage: .repeating(storage, count: max(repeatCount, 1), autoreverses: autoreverses))
    }

    /// Plays this animation forever; with `autoreverses`, every second pass runs backwards.
    ///
    /// The animation never completes. A zero-length animation repeated forever snaps instead.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation(storage: .repeating(storage, count: nil, autoreverses: autoreverses))
    }
}

extension Animation: CustomStringConvertible {
    /// A readable spelling such as `easeInOut(duration: 0.35).delay(1)`.
    public var description: String { storage.description }
}

extension Animation.Storage: CustomStringConvertible {
    @usableFromInline
    var description: String {
        switch self {
        case .curve(let curve, let duration):
            switch curve {
            case .linear: return "linear(duration: \(duration))"
            case .easeIn: return "easeIn(duration: \(duration))"
            case .easeOut: return "easeOut(duration: \(duration))"
            case .easeInOut: return "easeInOut(duration: \(duration))"
            default:
                if case .bezier(let p1x, let p1y, let p2x, let p2y) = curve.kind {
                    return "timingCurve(\(p1x), \(p1y), \(p2x), \(p2y), duration: \(duration))"
                }
                return "timingCurve(duration: \(duration))"
            }
        case .spring(let spring, _):
            return "spring(response: \(spring.response), dampingFraction: \(spring.dampingRatio))"
        case .interpolatingSpring(let spring, let velocity):
            return "interpolatingSpring(mass: \(spring.mass), stiffness: \(spring.stiffness), "
                + "damping: \(spring.damping), initialVelocity: \(velocity))"
        case .delay(let base, let delay):
            return "\(base.description).delay(\(delay))"
        case .speed(let base, let speed):
            return "\(base.description).speed(\(speed))"
        case .custom(let custom):
            return "Animation(\(custom.base))"
        case .repeating(let base, let count, let autoreverses):
            if let count { return "\(base.description).repeatCount(\(count), autoreverses: \(autoreverses))" }
            return "\(base.description).repeatForever(autoreverses: \(autoreverses))"
        }
    }
}
