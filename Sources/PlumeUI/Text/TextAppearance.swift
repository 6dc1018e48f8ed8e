import Foundation
import PlumeGraphics

/// How the texts of a subtree are styled by view modifiers (SwiftUI's iOS 16 `View.fontWeight`,
/// `bold`, `italic`, `fontDesign`, `monospaced`, `monospacedDigit`, `underline`, `strikethrough`,
/// `kerning`, `tracking`, `baselineOffset`): each `Text` uses these where it sets nothing of its
/// own (`Text("a").fontWeight(.light)` inside `.bold()` stays light). Read by `Text.runs(in:)`.
struct TextAppearance: Equatable {
    var weight: Font.Weight?
    var italic = false
    var design: Font.Design?
    var monospaced = false
    var monospacedDigit = false
    var underline = false
    var strikethrough = false
    var tracking: CGFloat?
    var baselineOffset: CGFloat?
}

struct TextAppearanceKey: EnvironmentKey { static let defaultValue = TextAppearance() }

extension EnvironmentValues {
    var textAppearance: TextAppearance {
        get { self[TextAppearanceKey.self] }
        set { self[TextAppearanceKey.self] = newValue }
    }
}

extension View {
    /// The weight of the texts inside that set none (nil: the font's own), as SwiftUI's
    /// `fontWeight(_:)` on a view.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        transformEnvironment(\.textAppearance) { $0.weight = weight }
    }
    /// Bold texts inside, as SwiftUI's `bold(_:)` on a view.
    public func bold(_ isActive: Bool = true) -> some View {
        transformEnvironment(\.textAppearance) { if isActive { $0.weight = .bold } }
    }
    /// Italic texts inside, as SwiftUI's `italic(_:)` on a view.
    public func italic(_ isActive: Bool = true) -> some View {
        transformEnvironment(\.textAppearance) { $0.italic = isActive }
    }
    /// The design of the texts' fonts inside (`.serif`, `.rounded`, `.monospaced`; nil: default), as
    /// SwiftUI's `fontDesign(_:)`. Plume draws `.rounded` as the default design (Inter).
    public func fontDesign(_ design: Font.Design?) -> some View {
        transformEnvironment(\.textAppearance) { $0.design = design }
    }
    /// Monospaced texts inside, as SwiftUI's `monospaced(_:)` on a view.
    public func monospaced(_ isActive: Bool = true) -> some View {
        transformEnvironment(\.textAppearance) { $0.monospaced = isActive }
    }
    /// Tabular digits in the texts inside, as SwiftUI's `monospacedDigit()` on a view.
    public func monospacedDigit() -> some View { transformEnvironment(\.textAppearance) { $0.monospacedDigit = true } }
    /// Underlined texts inside, as SwiftUI's `underline(_:color:)` on a view (in the text's colour).
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> some View {
        transformEnvironment(\.textAppearance) { $0.underline = isActive }
    }
    /// Struck-through texts inside, as SwiftUI's `strikethrough(_:color:)` on a view.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> some View {
        transformEnvironment(\.textAppearance) { $0.strikethrough = isActive }
    }
    /// Extra space between the characters of texts inside, as SwiftUI's `kerning(_:)` on a view
    /// (Plume adds it as tracking). Non-finite amounts are 0.
    public func kerning(_ kerning: CGFloat) -> some View { tracking(kerning) }
    /// Extra space after each character of texts inside, as SwiftUI's `tracking(_:)` on a view.
    public func tracking(_ tracking: CGFloat) -> some View {
        transformEnvironment(\.textAppearance) { $0.tracking = tracking.isFinite ? tracking : 0 }
    }
    /// Raises (or lowers, when negative) texts inside from their baseline, as SwiftUI's
    /// `baselineOffset(_:)` on a view.
    public func baselineOffset(_ offset: CGFloat) -> some View {
        transformEnvironment(\.textAppearance) { $0.baselineOffset = offset.isFinite ? offset : 0 }
    }
}
