import Foundation
import PlumeGraphics

// The effects that play a motion and come back to rest: bounce, pulse, variable color, breathe and
// wiggle (each discrete — once per change of a value — and indefinite — repeating while active).
// Their curves are Plume's drawings of Apple's descriptions; by-layer variants move the whole symbol.

/// The symbol jumps (up by default) and lands, as SwiftUI's `BounceSymbolEffect`.
public struct BounceSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    var downward = false
    var scope = SymbolEffectScope.automatic
    /// Bounces upwards (the default).
    public var up: BounceSymbolEffect { with { $0.downward = false } }
    /// Bounces downwards.
    public var down: BounceSymbolEffect { with { $0.downward = true } }
    /// Layer by layer (Plume: the whole symbol).
    public var byLayer: BounceSymbolEffect { with { $0.scope = .byLayer } }
    /// The whole symbol at once.
    public var wholeSymbol: BounceSymbolEffect { with { $0.scope = .wholeSymbol } }

    public var motion: SymbolEffectMotion {
        let sign: CGFloat = downward ? 1 : -1
        return .playing(duration: 0.6) { p in
            // A quick squash, a jump of a fifth of the height, and a small rebound.
            let squash = p < 0.15 ? sin(p / 0.15 * .pi) : 0
            let jump = p >= 0.15 ? sin((p - 0.15) / 0.85 * .pi) * (1 - 0.4 * (p - 0.15)) : 0
            return SymbolEffectPose(
                scale: 1 - 0.08 * squash + 0.06 * jump, offset: CGSize(width: 0, height: sign * 0.2 * jump))
        }
    }
}

/// The symbol fades and returns, as SwiftUI's `PulseSymbolEffect`.
public struct PulseSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    var scope = SymbolEffectScope.automatic
    /// Layer by layer (Plume: the whole symbol).
    public var byLayer: PulseSymbolEffect { with { $0.scope = .byLayer } }
    /// The whole symbol at once.
    public var wholeSymbol: PulseSymbolEffect { with { $0.scope = .wholeSymbol } }

    public var motion: SymbolEffectMotion {
        .playing(duration: 1) { p in SymbolEffectPose(opacity: 1 - 0.7 * sin(p * .pi)) }
    }
}

/// The symbol's layers light up in turn, as SwiftUI's `VariableColorSymbolEffect`. With one layer,
/// Plume dims the symbol and lights it again in four steps: `.iterative` (the default) alternates
/// dim and lit, `.cumulative` brightens step by step; `.reversing` runs the steps back before the
/// play ends; `.dimInactiveLayers` (the default) dims to 35 %, `.hideInactiveLayers` to 10 %.
public struct VariableColorSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    var fills = false
    var reverses = false
    var hidesInactive = false
    /// Lights one layer at a time (the default).
    public var iterative: VariableColorSymbolEffect { with { $0.fills = false } }
    /// Lights layers one after another and keeps them lit.
    public var cumulative: VariableColorSymbolEffect { with { $0.fills = true } }
    /// Runs the steps forwards, then backwards.
    public var reversing: VariableColorSymbolEffect { with { $0.reverses = true } }
    /// Runs the steps forwards only (the default).
    public var nonReversing: VariableColorSymbolEffect { with { $0.reverses = false } }
    /// Hides the layers that are not lit.
    public var hideInactiveLayers: VariableColorSymbolEffect { with { $0.hidesInactive = true } }
    /// Dims the layers that are not lit (the default).
    public var dimInactiveLayers: VariableColorSymbolEffect { with { $0.hidesInactive = false } }

    public var motion: SymbolEffectMotion {
        let low = hidesInactive ? 0.1 : 0.35
        let steps: [Double] = fills ? [low, low + (1 - low) / 3, low + 2 * (1 - low) / 3, 1] : [low, 1, low, 1]
        let reverses = reverses
        return .playing(duration: 1.2) { p in
            let position = reverses ? (p < 0.5 ? p * 2 : (1 - p) * 2) : p
            let index = min(steps.count - 1, max(0, Int(position * Double(steps.count))))
            return SymbolEffectPose(opacity: p >= 1 ? 1 : steps[index])
        }
    }
}

/// The symbol swells and settles as if breathing, as SwiftUI's `BreatheSymbolEffect`.
public struct BreatheSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    var fades = false
    var scope = SymbolEffectScope.automatic
    /// Grows and shrinks (the default).
    public var plain: BreatheSymbolEffect { with { $0.fades = false } }
    /// Grows and shrinks while fading a little.
    public var pulse: BreatheSymbolEffect { with { $0.fades = true } }
    /// Layer by layer (Plume: the whole symbol).
    public var byLayer: BreatheSymbolEffect { with { $0.scope = .byLayer } }
    /// The whole symbol at once.
    public var wholeSymbol: BreatheSymbolEffect { with { $0.scope = .wholeSymbol } }

    public var motion: SymbolEffectMotion {
        let fades = fades
        return .playing(duration: 1.6) { p in
            let swell = sin(p * .pi)
            return SymbolEffectPose(scale: 1 + 0.12 * swell, opacity: fades ? 1 - 0.35 * swell : 1)
        }
    }
}

/// The symbol shakes from side to side or turns back and forth, as SwiftUI's `WiggleSymbolEffect`.
public struct WiggleSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    enum Direction: Hashable, Sendable {
        case left, right, up, down, forward, backward, clockwise, counterClockwise
        case angle(Double)
    }
    var direction = Direction.left
    var scope = SymbolEffectScope.automatic
    public var left: WiggleSymbolEffect { with { $0.direction = .left } }
    public var right: WiggleSymbolEffect { with { $0.direction = .right } }
    public var up: WiggleSymbolEffect { with { $0.direction = .up } }
    public var down: WiggleSymbolEffect { with { $0.direction = .down } }
    /// Towards the reading direction's end (right, in left-to-right text).
    public var forward: WiggleSymbolEffect { with { $0.direction = .forward } }
    /// Towards the reading direction's start.
    public var backward: WiggleSymbolEffect { with { $0.direction = .backward } }
    public var clockwise: WiggleSymbolEffect { with { $0.direction = .clockwise } }
    public var counterClockwise: WiggleSymbolEffect { with { $0.direction = .counterClockwise } }
    /// Along `angle` in degrees (0 is to the right, 90 down).
    public func custom(angle: Double) -> WiggleSymbolEffect { with { $0.direction = .angle(angle) } }
    /// Layer by layer (Plume: the whole symbol).
    public var byLayer: WiggleSymbolEffect { with { $0.scope = .byLayer } }
    /// The whole symbol at once.
    public var wholeSymbol: WiggleSymbolEffect { with { $0.scope = .wholeSymbol } }

    public var motion: SymbolEffectMotion {
        let direction = direction
        return .playing(duration: 0.8) { p in
            let shake = sin(p * 4 * .pi) * (1 - p)
            func along(_ degrees: Double) -> SymbolEffectPose {
                let radians = (degrees.isFinite ? degrees : 0) * .pi / 180
                return SymbolEffectPose(
                    offset: CGSize(width: 0.12 * shake * cos(radians), height: 0.12 * shake * sin(radians)))
            }
            switch direction {
            case .left: return along(180)
            case .right, .forward: return along(0)
            case .backward: return along(180)
            case .up: return along(270)
            case .down: return along(90)
            case .clockwise: return SymbolEffectPose(rotation: .degrees(14 * shake))
            case .counterClockwise: return SymbolEffectPose(rotation: .degrees(-14 * shake))
            case .angle(let degrees): return along(degrees)
            }
        }
    }
}

extension SymbolEffect where Self == BounceSymbolEffect {
    /// The symbol jumps and lands.
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}
extension SymbolEffect where Self == PulseSymbolEffect {
    /// The symbol fades and returns.
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}
extension SymbolEffect where Self == VariableColorSymbolEffect {
    /// The symbol's layers light up in turn (Plume: the symbol dims and lights in steps).
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}
extension SymbolEffect where Self == BreatheSymbolEffect {
    /// The symbol swells and settles.
    public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() }
}
extension SymbolEffect where Self == WiggleSymbolEffect {
    /// The symbol shakes or turns back and forth.
    public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() }
}

extension SymbolEffect {
    /// A copy changed by `change` (for the variant properties).
    func with(_ change: (inout Self) -> Void) -> Self {
        var copy = self
        change(&copy)
        return copy
    }
}
