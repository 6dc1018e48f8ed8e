import Foundation

/// A font as a value, as SwiftUI's `Font`: a text style or a system size, a weight, a design and traits.
///
/// Text styles use Apple's default sizes (largeTitle 34, title 28, title2 22, title3 20, headline 17
/// semibold, body 17, callout 16, subheadline 15, footnote 13, caption 12, caption2 11). The system font
/// is Inter; `.monospaced` uses DejaVu Sans Mono and `.serif` DejaVu Serif.
/// ```swift
/// Font.system(size: 20, weight: .bold, design: .monospaced)
/// Font.headline.italic()
/// ```
public struct Font: Hashable, Sendable, CustomStringConvertible {
    /// Dynamic-type text styles.
    public enum TextStyle: String, CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        /// Apple's default point size for the style.
        public var size: CGFloat {
            switch self {
            case .largeTitle: 34
            case .title: 28
            case .title2: 22
            case .title3: 20
            case .headline, .body: 17
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption: 12
            case .caption2: 11
            }
        }
    }

    /// A font weight, 100 (ultra light) to 900 (black), as CSS numbers.
    public struct Weight: Hashable, Sendable {
        public var value: Int
        public init(value: Int) { self.value = min(max(value, 100), 900) }
        public static let ultraLight = Weight(value: 200)
        public static let thin = Weight(value: 100)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
        public static let black = Weight(value: 900)
    }

    /// Typeface families.
    public enum Design: String, Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    /// Point size, from 1 to 10,000: a size outside (NaN, 0, negative, 1e300) is clamped into that
    /// range, and views using the font report it in `ViewGraph.diagnostics`.
    public var size: CGFloat {
        didSet { if !(size >= 1 && size <= Self.maximumSize) { (size, sizeProblem) = Self.usable(size) } }
    }
    /// The size asked for when it was not usable (as text, "nan"), or nil: views report it.
    package private(set) var sizeProblem: String?
    /// The largest point size (larger ones would overflow the text engine's integer sizes).
    package static let maximumSize: CGFloat = 10_000

    /// `size` clamped to 1…`maximumSize` (NaN becomes 1), and the size as asked when it was outside.
    private static func usable(_ size: CGFloat) -> (CGFloat, String?) {
        if size >= 1 && size <= maximumSize { return (size, nil) }
        return (size.isNaN ? 1 : min(max(size, 1), maximumSize), formatNumber(size))
    }
    public var weight: Weight
    public var design: Design
    public var isItalic: Bool
    /// Tabular (equal-width) digits.
    public var usesMonospacedDigits: Bool
    /// A custom family name (`Font.custom`), or nil for the system font.
    public var family: String?
    /// The text style this font came from, if any.
    public var textStyle: TextStyle?
    /// How wide the letters are (`Font.width(_:)`, see `Font.Width`); `.standard` by default.
    public var width: Width = .standard

    /// A font; sizes are clamped to 1…10,000 points (NaN becomes 1, see `size`).
    public init(
        size: CGFloat, weight: Weight = .regular, design: Design = .default, italic: Bool = false,
        family: String? = nil, textStyle: TextStyle? = nil
    ) {
        (self.size, sizeProblem) = Self.usable(size)
        self.weight = weight
        self.design = design
        self.isItalic = italic
        self.usesMonospacedDigits = false
        self.family = family
        self.textStyle = textStyle
    }

    /// The font for a text style.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(
            size: style.size, weight: weight ?? (style == .headline ? .semibold : .regular), design: design ?? .default,
            textStyle: style)
    }
    /// The system font at a size.
    public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font {
        Font(size: size, weight: weight, design: design)
    }
    /// The font family `name` at `size`, growing and shrinking with the dynamic type size as the body
    /// text does, as SwiftUI's `custom(_:size:)` (fontconfig resolves the name; a missing family
    /// falls back to Inter).
    public static func custom(_ name: String, size: CGFloat) -> Font { custom(name, size: size, relativeTo: .body) }

    /// The font family `name` at `size`, scaled with the dynamic type size as `textStyle` is, as
    /// SwiftUI's `custom(_:size:relativeTo:)`.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(size: size, family: name, textStyle: textStyle)
    }

    /// The font family `name` at `fixedSize`, whatever the dynamic type size, as SwiftUI's
    /// `custom(_:fixedSize:)`.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { Font(size: fixedSize, family: name) }

    public static let largeTitle = system(.largeTitle)
    public static let title = system(.title)
    public static let title2 = system(.title2)
    public static let title3 = system(.title3)
    public static let headline = system(.headline)
    public static let subheadline = system(.subheadline)
    public static let body = system(.body)
    public static let callout = system(.callout)
    public static let footnote = system(.footnote)
    public static let caption = system(.caption)
    public static let caption2 = system(.caption2)

    /// This font in bold.
    public func bold() -> Font { weight(.bold) }
    /// This font in italic.
    public func italic() -> Font {
        var f = self
        f.isItalic = true
        return f
    }
    /// This font with another weight.
    public func weight(_ weight: Weight) -> Font {
        var f = self
        f.weight = weight
        return f
    }
    /// The monospaced design of this font.
    public func monospaced() -> Font {
        var f = self
        f.design = .monospaced
        return f
    }
    /// This font with tabular digits.
    public func monospacedDigit() -> Font {
        var f = self
        f.usesMonospacedDigits = true
        return f
    }

    /// The family name the text engine asks fontconfig for.
    public var familyName: String {
        if let family { return family }
        switch design {
        case .monospaced: return "DejaVu Sans Mono"
        case .serif: return "DejaVu Serif"
        case .default, .rounded: return width.systemFamily ?? "Inter"
        }
    }

    public var description: String {
        var s = "\(familyName) \(formatNumber(size))"
        if weight != .regular { s += " w\(weight.value)" }
        if isItalic { s += " italic" }
        if usesMonospacedDigits { s += " tnum" }
        if width != .standard { s += " width \(formatNumber(width.value))" }
        return s
    }
}
