import Foundation
import PlumeGraphics

/// Applies a `SymbolEffect` to the symbol images inside the view it modifies (see `View.symbolEffect`).
nonisolated struct SymbolEffectModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    enum Trigger {
        /// Plays each time the value changes.
        case value(AnyEquatable)
        /// Runs (or holds) while true.
        case active(Bool)
    }
    let motion: SymbolEffectMotion
    let options: SymbolEffectOptions
    let trigger: Trigger
    @MainActor func makeBehavior() -> NodeBehavior { SymbolEffectBehavior() }
}

nonisolated extension View {
    /// Plays `effect` each time `value` changes, as SwiftUI's `symbolEffect(_:options:value:)`.
    ///
    /// ```swift
    /// Image(systemName: "bell.fill").symbolEffect(.bounce.down, value: notifications)
    /// ```
    /// Every `Image(systemName:)` inside the view plays the effect, each about its own centre (other
    /// views are left alone). It plays once per change unless `options` say otherwise.
    public func symbolEffect<T: DiscreteSymbolEffect & SymbolEffect, U: Equatable>(
        _ effect: T, options: SymbolEffectOptions = .default, value: U
    ) -> some View {
        modifier(SymbolEffectModifier(motion: effect.motion, options: options, trigger: .value(AnyEquatable(value))))
    }

    /// Runs `effect` while `isActive` is true, as SwiftUI's `symbolEffect(_:options:isActive:)`.
    ///
    /// ```swift
    /// Image(systemName: "wifi").symbolEffect(.variableColor.iterative, isActive: searching)
    /// Image(systemName: "bell").symbolEffect(.disappear, isActive: muted)
    /// ```
    /// Motions (bounce, pulse, variable color, breathe, wiggle) repeat while active unless `options`
    /// say otherwise, and finish the play under way when it ends; holds (scale, appear, disappear)
    /// ease into their state when it starts and out when it ends (already in it if active when the
    /// view appears). Drawn on the symbol images inside, as `symbolEffect(_:options:value:)`.
    public func symbolEffect<T: IndefiniteSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
    ) -> some View {
        modifier(SymbolEffectModifier(motion: effect.motion, options: options, trigger: .active(isActive)))
    }
}
