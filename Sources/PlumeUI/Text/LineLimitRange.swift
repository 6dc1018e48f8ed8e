import Foundation
import PlumeGraphics

/// The fewest lines a text or a vertical `TextField` takes room for (SwiftUI's `lineLimit(2...4)`
/// lower bound, or `lineLimit(3, reservesSpace: true)`): read by `Text` and `TextFieldBehavior`
/// when they size themselves; the most lines stay `EnvironmentValues.lineLimit`.
struct LineLimitMinimumKey: EnvironmentKey { static let defaultValue: Int? = nil }

extension EnvironmentValues {
    var lineLimitMinimum: Int? {
        get { self[LineLimitMinimumKey.self] }
        set { self[LineLimitMinimumKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Text inside takes room for at least `limits.lowerBound` lines and shows at most
    /// `limits.upperBound`, as SwiftUI's `lineLimit(_:)` with a range (a vertical `TextField`
    /// grows between the two). Bounds below 1 count as 1.
    public func lineLimit(_ limits: ClosedRange<Int>) -> some View {
        environmentRule(LineLimitRangeRule(minimum: max(1, limits.lowerBound), maximum: max(1, limits.upperBound)))
    }

    /// Text inside takes room for at least `limits.lowerBound` lines, with no most.
    public func lineLimit(_ limits: PartialRangeFrom<Int>) -> some View {
        environmentRule(LineLimitRangeRule(minimum: max(1, limits.lowerBound), maximum: nil))
    }

    /// Text inside shows at most `limits.upperBound` lines.
    public func lineLimit(_ limits: PartialRangeThrough<Int>) -> some View {
        environmentRule(LineLimitRangeRule(minimum: nil, maximum: max(1, limits.upperBound)))
    }

    /// Text inside shows at most `limit` lines and, with `reservesSpace`, always takes room for
    /// `limit` lines (so rows line up however long their text is), as SwiftUI's
    /// `lineLimit(_:reservesSpace:)`.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        environmentRule(LineLimitRangeRule(minimum: reservesSpace ? max(1, limit) : nil, maximum: max(1, limit)))
    }
}

/// The `lineLimit` modifiers with a range or `reservesSpace` as a value: the least lines text
/// inside takes room for and the most it shows (nil: none).
struct LineLimitRangeRule: EnvironmentRule {
    let minimum: Int?
    let maximum: Int?
    static var keyPath: WritableKeyPath<EnvironmentValues, EnvironmentValues> { \.self }
    func apply(to value: inout EnvironmentValues) {
        value.lineLimitMinimum = minimum
        value.lineLimit = maximum
    }
}

extension TextLayoutEngine {
    /// The height `lines` lines of `font` take (line spacing `spacing` between them): one line's
    /// height plus one line's advance (measured from two lines) for each further line, so any count
    /// (a `lineLimit(1_000_000, reservesSpace: true)`) costs two measurements.
    func height(ofLines lines: Int, font: Font, spacing: CGFloat) -> CGFloat {
        func measured(_ text: String) -> CGFloat {
            layout(TextLayoutRequest(runs: [TextRun(text, font: font)], lineSpacing: spacing)).size.height
        }
        let one = measured("Ag")
        guard lines > 1 else { return one }
        return one + CGFloat(lines - 1) * (measured("Ag\nAg") - one)
    }
}
