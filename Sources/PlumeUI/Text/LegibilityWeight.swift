import Foundation
import PlumeGraphics

/// The weight the user asked text to have, as SwiftUI's `LegibilityWeight` (the Bold Text
/// setting); views read and set it with `\.legibilityWeight`.
///
/// Under `.bold`, every `Text` is drawn two weight steps heavier (regular becomes semibold, bold
/// becomes heavy; black stays black), as Apple's Bold Text does. Linux desktops have no such
/// setting to read: it is nil (no preference) unless a view or the host sets it.
public enum LegibilityWeight: Hashable, Sendable {
    /// Text as its fonts say.
    case regular
    /// Heavier text.
    case bold

    /// `weight` as text is drawn under this legibility weight.
    func adjusted(_ weight: Font.Weight) -> Font.Weight {
        self == .bold ? Font.Weight(value: weight.value + 200) : weight
    }
}

struct LegibilityWeightKey: EnvironmentKey { static let defaultValue: LegibilityWeight? = nil }

extension EnvironmentValues {
    /// The weight the user asked text to have (nil: no preference, drawn as `.regular`).
    public var legibilityWeight: LegibilityWeight? {
        get { self[LegibilityWeightKey.self] }
        set { self[LegibilityWeightKey.self] = newValue }
    }
}
