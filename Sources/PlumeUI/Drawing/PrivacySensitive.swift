import Foundation

nonisolated extension View {
    /// Marks the views inside as showing private data, as SwiftUI's `privacySensitive(_:)`: under a
    /// `.redacted(reason: .privacy)` around them, their texts and images are drawn as placeholder
    /// shapes (as `.placeholder` draws them), while the views around that are not marked stay
    /// readable. Without the `.privacy` reason, or with `sensitive` false, nothing changes.
    ///
    /// Linux has no lock screen or widget that applies `.privacy` by itself: an app applies it with
    /// `redacted(reason: .privacy)`. The views inside see `.placeholder` added to their
    /// `\.redactionReasons` (that is how they draw it).
    public func privacySensitive(_ sensitive: Bool = true) -> some View {
        environmentRule(PrivacySensitiveRule(sensitive: sensitive))
    }
}

/// `privacySensitive(_:)` as a value: under the `.privacy` reason, adds `.placeholder`.
struct PrivacySensitiveRule: EnvironmentRule {
    let sensitive: Bool
    static var keyPath: WritableKeyPath<EnvironmentValues, RedactionReasons> { \.redactionReasons }
    func apply(to value: inout RedactionReasons) {
        if sensitive, value.contains(.privacy) { value.insert(.placeholder) }
    }
}
