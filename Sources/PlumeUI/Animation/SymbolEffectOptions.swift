import Foundation

/// How a symbol effect plays, as SwiftUI's `SymbolEffectOptions`: how many times, and how fast.
///
/// ```swift
/// Image(systemName: "bell").symbolEffect(.bounce, options: .repeat(3).speed(2), value: alerts)
/// ```
/// By default an effect triggered by a value plays once and one made active by a condition repeats
/// while it is active. A repeat count below 1 counts as 1, and a speed that is not a positive number
/// counts as 1 (reported in `ViewGraph.diagnostics`).
public struct SymbolEffectOptions: Hashable, Sendable {
    /// How many plays: nil for the default, `.max` for endless.
    var repeatCount: Int?
    var speed: Double = 1

    /// Plays as the effect's kind and trigger suggest.
    public static var `default`: SymbolEffectOptions { SymbolEffectOptions() }
    /// Repeats endlessly (while active, or until the next change of the value).
    public static var repeating: SymbolEffectOptions { SymbolEffectOptions().repeating }
    /// Plays once.
    public static var nonRepeating: SymbolEffectOptions { SymbolEffectOptions().nonRepeating }
    /// Plays `count` times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions().repeat(count) }
    /// Plays `speed` times as fast.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions().speed(speed) }

    /// These options, repeating endlessly.
    public var repeating: SymbolEffectOptions {
        var options = self
        options.repeatCount = .max
        return options
    }
    /// These options, playing once.
    public var nonRepeating: SymbolEffectOptions { self.repeat(1) }
    /// These options, playing `count` times.
    public func `repeat`(_ count: Int) -> SymbolEffectOptions {
        var options = self
        options.repeatCount = max(1, count)
        return options
    }
    /// These options, `speed` times as fast.
    public func speed(_ speed: Double) -> SymbolEffectOptions {
        var options = self
        options.speed = speed
        return options
    }

    /// The speed to use, and why the one given was not usable.
    var usableSpeed: (speed: Double, problem: String?) {
        if speed.isFinite, speed > 0 { return (speed, nil) }
        return (1, "SymbolEffectOptions.speed(\(speed)): a speed must be a positive number; 1 is used")
    }
}
