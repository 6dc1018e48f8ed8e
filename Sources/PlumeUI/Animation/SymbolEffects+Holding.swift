import Foundation
import PlumeGraphics

// The effects that hold the symbol in a changed state while active (scale, appear, disappear), and
// the replacement effect of `contentTransition(.symbolEffect(.replace))`.

/// The symbol grows (or shrinks) while active, as SwiftUI's `ScaleSymbolEffect`.
public struct ScaleSymbolEffect: IndefiniteSymbolEffect {
    var shrinks = false
    var scope = SymbolEffectScope.automatic
    /// Grows to 1.2 times its size (the default).
    public var up: ScaleSymbolEffect { with { $0.shrinks = false } }
    /// Shrinks to 0.8 times its size.
    public var down: ScaleSymbolEffect { with { $0.shrinks = true } }
    /// Layer by layer (Plume: the whole symbol).
    public var byLayer: ScaleSymbolEffect { with { $0.scope = .byLayer } }
    /// The whole symbol at once.
    public var wholeSymbol: ScaleSymbolEffect { with { $0.scope = .wholeSymbol } }

    public var motion: SymbolEffectMotion { .holding(SymbolEffectPose(scale: shrinks ? 0.8 : 1.2), duration: 0.25) }
}

/// The symbol as hidden by `.appear` and `.disappear`: shrunk (`.down`) or grown (`.up`) and clear.
private func hiddenPose(growing: Bool) -> SymbolEffectPose {
    SymbolEffectPose(scale: growing ? 1.4 : 0.4, opacity: 0)
}

/// Shows the symbol, as SwiftUI's `AppearSymbolEffect`: with `symbolEffect(.appear, isActive:)` the
/// symbol is shown while active and hidden (shrunk and clear) while not.
public struct AppearSymbolEffect: TransitionSymbolEffect, IndefiniteSymbolEffect {
    var growing = false
    var scope = SymbolEffectScope.automatic
    /// Grows into place from below its size (the default).
    public var up: AppearSymbolEffect { with { $0.growing = false } }
    /// Shrinks into place from above its size.
    public var down: AppearSymbolEffect { with { $0.growing = true } }
    /// Layer by layer (Plume: the whole symbol).
    public var byLayer: AppearSymbolEffect { with { $0.scope = .byLayer } }
    /// The whole symbol at once.
    public var wholeSymbol: AppearSymbolEffect { with { $0.scope = .wholeSymbol } }

    public var motion: SymbolEffectMotion {
        .holding(.identity, rest: hiddenPose(growing: growing), duration: 0.3)
    }
}

/// Hides the symbol, as SwiftUI's `DisappearSymbolEffect`: with `symbolEffect(.disappear,
/// isActive:)` the symbol shrinks (or grows) away while active. It keeps its place in the layout.
public struct DisappearSymbolEffect: TransitionSymbolEffect, IndefiniteSymbolEffect {
    var growing = false
    var scope = SymbolEffectScope.automatic
    /// Shrinks away (the default).
    public var down: DisappearSymbolEffect { with { $0.growing = false } }
    /// Grows away.
    public var up: DisappearSymbolEffect { with { $0.growing = true } }
    /// Layer by layer (Plume: the whole symbol).
    public var byLayer: DisappearSymbolEffect { with { $0.scope = .byLayer } }
    /// The whole symbol at once.
    public var wholeSymbol: DisappearSymbolEffect { with { $0.scope = .wholeSymbol } }

    public var motion: SymbolEffectMotion { .holding(hiddenPose(growing: growing), duration: 0.3) }
}

/// Replaces one symbol by another, as SwiftUI's `ReplaceSymbolEffect` (for
/// `contentTransition(.symbolEffect(.replace))`): the old symbol leaves and the new one arrives.
/// `.downUp` (the default): the old shrinks away, the new grows in; `.upUp`: the old grows away, the
/// new grows in; `.offUp`: the old goes at once, the new grows in.
public struct ReplaceSymbolEffect: ContentTransitionSymbolEffect {
    enum Style: Hashable, Sendable { case downUp, upUp, offUp }
    var style = Style.downUp
    var scope = SymbolEffectScope.automatic
    public var downUp: ReplaceSymbolEffect { with { $0.style = .downUp } }
    public var upUp: ReplaceSymbolEffect { with { $0.style = .upUp } }
    public var offUp: ReplaceSymbolEffect { with { $0.style = .offUp } }
    /// Layer by layer (Plume: the whole symbol).
    public var byLayer: ReplaceSymbolEffect { with { $0.scope = .byLayer } }
    /// The whole symbol at once.
    public var wholeSymbol: ReplaceSymbolEffect { with { $0.scope = .wholeSymbol } }

    /// The new symbol's pose as it arrives (progress 0…1 of the replacement).
    public var motion: SymbolEffectMotion {
        .playing(duration: 0.4) { p in SymbolEffectPose(scale: 0.4 + 0.6 * p, opacity: p) }
    }

    /// The old symbol's pose as it leaves (progress 0…1 of the replacement).
    public func leavingPose(at progress: Double) -> SymbolEffectPose {
        switch style {
        case .downUp: SymbolEffectPose(scale: 1 - 0.6 * progress, opacity: 1 - progress)
        case .upUp: SymbolEffectPose(scale: 1 + 0.4 * progress, opacity: 1 - progress)
        case .offUp: SymbolEffectPose(opacity: 0)
        }
    }
}

extension SymbolEffect where Self == ScaleSymbolEffect {
    /// The symbol grows while active.
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}
extension SymbolEffect where Self == AppearSymbolEffect {
    /// The symbol is shown while active.
    public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}
extension SymbolEffect where Self == DisappearSymbolEffect {
    /// The symbol is hidden while active.
    public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}
extension SymbolEffect where Self == ReplaceSymbolEffect {
    /// One symbol replaces another.
    public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}
