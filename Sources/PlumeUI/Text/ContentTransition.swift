import Foundation

/// How a view's content changes under an animation, as SwiftUI's `ContentTransition`: read by
/// `Text` (through `\.contentTransition`) when its characters change inside an animated
/// transaction.
///
/// Plume draws `.identity` (the new text at once) and `.opacity` (the old text fades out as the new
/// fades in, the default). `.numericText` rolls: the characters after those the old and new text
/// share at the start slide out upwards while the new ones slide in from below and fade in
/// (downwards when counting down); SwiftUI rolls each digit that changed, and a text of several
/// lines or styled runs rolls whole (`NumericTextRoll`). `.interpolate`, which morphs glyphs on Apple's
/// platforms, is drawn as `.opacity`. `.symbolEffect(.replace)` on an `Image(systemName:)` whose name
/// changes under an animation: the old symbol leaves and the new one arrives as the effect says.
public struct ContentTransition: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case identity, opacity, interpolate
        case numericText(countsDown: Bool)
        /// Rolls in the direction `value` moved since the previous change.
        case numericValue(Double)
        case symbolEffect(SymbolReplacement?)
    }
    let kind: Kind

    /// The new content replaces the old without animating.
    public static let identity = ContentTransition(kind: .identity)
    /// The old content fades out while the new fades in (the default).
    public static let opacity = ContentTransition(kind: .opacity)
    /// SwiftUI morphs the glyphs; Plume cross-fades them.
    public static let interpolate = ContentTransition(kind: .interpolate)
    /// Rolls numbers: upwards, or downwards when `countsDown` (Plume rolls the whole text).
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(kind: .numericText(countsDown: countsDown))
    }
    /// Rolls numbers upwards when `value` grows and downwards when it shrinks (compared with the
    /// value of the previous change; a NaN value rolls upwards).
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(kind: .numericValue(value))
    }
    /// Symbols replace each other with the automatic effect (`.replace`); text cross-fades.
    public static let symbolEffect = ContentTransition(kind: .symbolEffect(nil))
    /// Symbols replace each other with `effect` (text cross-fades), as SwiftUI's
    /// `symbolEffect(_:options:)`: `.contentTransition(.symbolEffect(.replace.offUp))`. The
    /// replacement lasts as long as the transaction's animation; `options` are accepted (a
    /// replacement plays once).
    public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default
    ) -> ContentTransition {
        ContentTransition(kind: .symbolEffect(SymbolReplacement(effect)))
    }

    /// Whether a change animates at all.
    var animates: Bool { kind != .identity }
}

struct ContentTransitionKey: EnvironmentKey { static let defaultValue = ContentTransition.opacity }

extension EnvironmentValues {
    /// How text inside changes under an animation (`.opacity` by default).
    public var contentTransition: ContentTransition {
        get { self[ContentTransitionKey.self] }
        set { self[ContentTransitionKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets how the content of the views inside changes under an animation, as SwiftUI's
    /// `contentTransition(_:)`.
    public func contentTransition(_ transition: ContentTransition) -> some View {
        environment(\.contentTransition, transition)
    }
}
