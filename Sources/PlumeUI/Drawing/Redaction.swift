import Foundation
import PlumeGraphics

/// Why content is redacted, as SwiftUI's `RedactionReasons`.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The content is a placeholder while the real data loads: text and images are drawn as
    /// rounded grey shapes of their size.
    public static let placeholder = RedactionReasons(rawValue: 1)
    /// The content is private (`privacySensitive()` views are hidden under it).
    public static let privacy = RedactionReasons(rawValue: 2)
    /// The content is hidden to save power (views read this and show less).
    public static let invalidated = RedactionReasons(rawValue: 4)
}

struct RedactionReasonsKey: EnvironmentKey { static let defaultValue: RedactionReasons = [] }

extension EnvironmentValues {
    /// The reasons the views inside are redacted (empty: shown as they are).
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Redacts the views inside for `reason`, adding to the reasons around, as SwiftUI's
    /// `redacted(reason:)`: under `.placeholder`, each text is drawn as a rounded bar per line and
    /// each image as a rounded rectangle, in its foreground colour at low opacity, at the same size
    /// and place (so the layout does not move when the real content arrives).
    public func redacted(reason: RedactionReasons) -> some View {
        environmentRule(RedactionRule(reason: reason))
    }

    /// Shows the views inside as they are, whatever redaction is around.
    public func unredacted() -> some View { environment(\.redactionReasons, []) }
}

/// `redacted(reason:)` as a value: adds the reason to those around.
struct RedactionRule: EnvironmentRule {
    let reason: RedactionReasons
    static var keyPath: WritableKeyPath<EnvironmentValues, RedactionReasons> { \.redactionReasons }
    func apply(to value: inout RedactionReasons) { value.formUnion(reason) }
}

/// The shapes a redacted view draws instead of its content (`TextBehavior` and `ImageBehavior` call
/// it while drawing, when the environment's reasons include `.placeholder`).
enum RedactionPlaceholder {
    /// The opacity of the foreground colour the placeholder shapes are filled with.
    static let opacity = 0.18

    /// One rounded bar per line of text in `frame` (`lines` lines), each 70 % of a line's height.
    static func drawText(lines: Int, in frame: CGRect, color: Color.Resolved, into list: inout DisplayList) {
        let lines = max(1, lines)
        let lineHeight = frame.height / CGFloat(lines)
        var path = Path()
        for line in 0..<lines {
            let bar = CGRect(
                x: frame.minX, y: frame.minY + CGFloat(line) * lineHeight + lineHeight * 0.15, width: frame.width,
                height: lineHeight * 0.7)
            path.addRoundedRect(in: bar, cornerSize: CGSize(width: 3, height: 3))
        }
        list.append(.fill(path, .color(faded(color)), FillStyle()))
    }

    /// A rounded rectangle over an image's `frame`.
    static func drawImage(in frame: CGRect, color: Color.Resolved, into list: inout DisplayList) {
        list.append(.fill(Path(roundedRect: frame, cornerRadius: 4), .color(faded(color)), FillStyle()))
    }

    private static func faded(_ color: Color.Resolved) -> Color.Resolved {
        var faded = color
        faded.opacity *= opacity
        return faded
    }
}
