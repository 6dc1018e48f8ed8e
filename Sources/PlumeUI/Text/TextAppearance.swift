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

/// One of the modifiers above as a value (`EnvironmentRule`): `.bold()` made again by a body that
/// ran again compares equal to the last one, so the texts under it are not rebuilt (a
/// `transformEnvironment` closure would count as changed every time). Applied by
/// `EnvironmentRuleBehavior` whenever the environment it receives, or the change, changed.
struct TextAppearanceRule: EnvironmentRule {
    /// What the modifier sets; the case says which modifier, so equal inputs to different
    /// modifiers never compare equal.
    enum Change: Equatable {
        case weight(Font.Weight?)
        case bold(Bool)
        case italic(Bool)
        case design(Font.Design?)
        case monospaced(Bool)
        case monospacedDigit
        case underline(Bool)
        case strikethrough(Bool)
        /// Finite (the modifier makes a non-finite amount 0, so equal inputs compare equal).
        case tracking(CGFloat)
        /// Finite, as `tracking`.
        case baselineOffset(CGFloat)
    }
    let change: Change

    static var keyPath: WritableKeyPath<EnvironmentValues, TextAppearance> { \.textAppearance }

    func apply(to value: inout TextAppearance) {
        switch change {
        case .weight(let weight): value.weight = weight
        case .bold(let isActive): if isActive { value.weight = .bold }
        case .italic(let isActive): value.italic = isActive
        case .design(let design): value.design = design
        case .monospaced(let isActive): value.monospaced = isActive
        case .monospacedDigit: value.monospacedDigit = true
        case .underline(let isActive): value.underline = isActive
        case .strikethrough(let isActive): value.strikethrough = isActive
        case .tracking(let tracking): value.tracking = tracking
        case .baselineOffset(let offset): value.baselineOffset = offset
        }
    }
}

nonisolated extension View {
    /// The weight of the texts inside that set none (nil: the font's own), as SwiftUI's
    /// `fontWeight(_:)` on a view.
    public func fontWeight(_ weight: Font.Weight?) -> some View { textAppearance(.weight(weight)) }
    /// Bold texts inside, as SwiftUI's `bold(_:)` on a view.
    public func bold(_ isActive: Bool = true) -> some View { textAppearance(.bold(isActive)) }
    /// Italic texts inside, as SwiftUI's `italic(_:)` on a view.
    public func italic(_ isActive: Bool = true) -> some View { textAppearance(.italic(isActive)) }
    /// The design of the texts' fonts inside (`.serif`, `.rounded`, `.monospaced`; nil: default), as
    /// SwiftUI's `fontDesign(_:)`. Plume draws `.rounded` as the default design (Inter).
    public func fontDesign(_ design: Font.Design?) -> some View { textAppearance(.design(design)) }
    /// Monospaced texts inside, as SwiftUI's `monospaced(_:)` on a view.
    public func monospaced(_ isActive: Bool = true) -> some View { textAppearance(.monospaced(isActive)) }
    /// Tabular digits in the texts inside, as SwiftUI's `monospacedDigit()` on a view.
    public func monospacedDigit() -> some View { textAppearance(.monospacedDigit) }
    /// Underlined texts inside, as SwiftUI's `underline(_:color:)` on a view (in the text's colour).
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> some View {
        textAppearance(.underline(isActive))
    }
    /// Struck-through texts inside, as SwiftUI's `strikethrough(_:color:)` on a view.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> some View {
        textAppearance(.strikethrough(isActive))
    }
    /// Extra space between the characters of texts inside, as SwiftUI's `kerning(_:)` on a view
    /// (Plume adds it as tracking). Non-finite amounts are 0.
    public func kerning(_ kerning: CGFloat) -> some View { tracking(kerning) }
    /// Extra space after each character of texts inside, as SwiftUI's `tracking(_:)` on a view.
    public func tracking(_ tracking: CGFloat) -> some View {
        textAppearance(.tracking(tracking.isFinite ? tracking : 0))
    }
    /// Raises (or lowers, when negative) texts inside from their baseline, as SwiftUI's
    /// `baselineOffset(_:)` on a view.
    public func baselineOffset(_ offset: CGFloat) -> some View {
        textAppearance(.baselineOffset(offset.isFinite ? offset : 0))
    }

    private func textAppearance(_ change: TextAppearanceRule.Change) -> some View {
        environmentRule(TextAppearanceRule(change: change))
    }
}
