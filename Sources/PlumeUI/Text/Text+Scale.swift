import Foundation
import PlumeGraphics

extension Text {
    /// How large text is drawn relative to its font, as SwiftUI's `Text.Scale`: `.secondary` marks
    /// text that goes beside larger text (a currency code next to a price) and draws it smaller.
    public struct Scale: Hashable, Sendable {
        /// The factor the font's size is multiplied by.
        let sizeFactor: CGFloat

        /// The font's own size.
        public static let `default` = Scale(sizeFactor: 1)
        /// Smaller than the text around: 80 % of the font's size (Plume's factor; Apple does not
        /// publish its own).
        public static let secondary = Scale(sizeFactor: 0.8)
    }

    /// This text drawn at `scale` of its font's size when `isEnabled` (as SwiftUI's
    /// `textScale(_:isEnabled:)`); the font's other traits stay.
    ///
    /// ```swift
    /// Text("42") + Text(" USD").textScale(.secondary)
    /// ```
    public func textScale(_ scale: Scale, isEnabled: Bool = true) -> Text {
        guard isEnabled else { return self }
        var text = self
        for index in text.segments.indices { text.segments[index].scale = scale }
        return text
    }
}
