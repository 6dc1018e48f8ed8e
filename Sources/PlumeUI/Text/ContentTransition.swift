import Foundation

/// How a view's content changes under an animation, as SwiftUI's `ContentTransition`: read by
/// `Text` (through `\.contentTransition`) when its characters change inside an animated
/// transaction.
///
/// Plume draws `.identity` (the new text at once) and `.opacity` (the old text fades out as the new
/// fades in, the default). `.interpolate` and `.numericText` — which on Apple's platforms morph
/// glyphs and roll digits — are drawn as `.opacity`.
public struct ContentTransition: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case identity, opacity, interpolate
        case numericText(countsDown: Bool)
        case symbolEffect
    }
    let kind: Kind

    /// The new content replaces the old without animating.
    public static let identity = ContentTransition(kind: .identity)
    /// The old content fades out while the new fades in (the default).
    public static let opacity = ContentTransition(kind: .opacity)
    /// SwiftUI morphs the glyphs; Plume cross-fades them.
    public static let interpolate = ContentTransition(kind: .interpolate)
    /// SwiftUI rolls the digits; Plume cross-fades them.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(kind: .numericText(countsDown: countsDown))
    }
    /// SwiftUI rolls the digits in the direction `value` changes; Plume cross-fades them.
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(kind: .numericText(countsDown: false))
    }
    /// SwiftUI animates SF Symbols with their effects; Plume cross-fades text.
    public static let symbolEffect = ContentTransition(kind: .symbolEffect)

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

extension View {
    /// Sets how the content of the views inside changes under an animation, as SwiftUI's
    /// `contentTransition(_:)`.
    public func contentTransition(_ transition: ContentTransition) -> some View {
        environment(\.contentTransition, transition)
    }
}
