import Foundation
import PlumeGraphics

extension Text {
    /// How an underline or strikethrough is drawn, as SwiftUI's `Text.LineStyle` (the value of an
    /// `AttributedString`'s `underlineStyle` and `strikethroughStyle`).
    ///
    /// Pango draws lines solid only: every pattern is drawn as `.solid` on Linux.
    public struct LineStyle: Hashable, Sendable {
        /// The dash pattern of a line, as SwiftUI's `Text.LineStyle.Pattern`.
        public struct Pattern: Hashable, Sendable {
            let name: String
            public static let solid = Pattern(name: "solid")
            public static let dot = Pattern(name: "dot")
            public static let dash = Pattern(name: "dash")
            public static let dashDot = Pattern(name: "dashDot")
            public static let dashDotDot = Pattern(name: "dashDotDot")
        }

        let pattern: Pattern
        let color: Color?

        /// A line with `pattern` in `color` (nil: the text's colour).
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A solid line in the text's colour.
        public static let single = LineStyle()
    }

    /// Underlined with `pattern` (drawn solid on Linux) in `color`, as SwiftUI's
    /// `underline(_:pattern:color:)`.
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        underline(isActive, color: color)
    }

    /// Struck through with `pattern` (drawn solid on Linux) in `color`, as SwiftUI's
    /// `strikethrough(_:pattern:color:)`.
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        strikethrough(isActive, color: color)
    }
}
