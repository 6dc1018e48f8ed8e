import Foundation

extension Font {
    /// How wide a font's letters are, as SwiftUI's `Font.Width`: from `.compressed` (narrowest) to
    /// `.expanded`, or any value between -1 and 1 (0 is `.standard`; out-of-range values are
    /// clamped, NaN is `.standard`).
    ///
    /// The Pango engine asks fontconfig for the width as the face's stretch, so a family with
    /// narrow or wide faces (`.custom("DejaVu Sans", size: 17)`) draws in them. Inter, the system
    /// font, has a single width: for the system font Plume draws narrower widths in DejaVu Sans
    /// Condensed (condensed) or Nimbus Sans Narrow (compressed), and wider ones in DejaVu Sans, the
    /// widest sans-serif face installed (see `systemFamily`). The fixed-metric engine draws every
    /// width alike.
    public struct Width: Hashable, Sendable {
        /// -1 (narrowest) … 1 (widest); 0 is the standard width.
        public var value: CGFloat

        /// A width between -1 and 1.
        public init(_ value: CGFloat) { self.value = value.isNaN ? 0 : min(max(value, -1), 1) }

        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)

        /// The nearest CSS / fontconfig stretch, 50 (ultra-condensed) … 200 (ultra-expanded) percent.
        public var stretchPercent: Int {
            // `value` may have been set directly: NaN and out-of-range values are read clamped.
            let value = value.isNaN ? 0 : min(max(value, -1), 1)
            // `.condensed` (-0.2) is 75 %, `.compressed` (-0.3) 62.5 %, `.expanded` (0.2) 125 %.
            return Int(min(max(100 + value * 125, 50), 200).rounded())
        }

        /// The family the system font is drawn in at this width, or nil for Inter (standard).
        var systemFamily: String? {
            let value = value.isNaN ? 0 : value
            if value <= -0.25 { return "Nimbus Sans Narrow" }
            if value <= -0.05 { return "DejaVu Sans Condensed" }
            if value >= 0.05 { return "DejaVu Sans" }
            return nil
        }
    }

    /// This font at another width, as SwiftUI's `Font.width(_:)`.
    public func width(_ width: Width) -> Font {
        var font = self
        font.width = width
        return font
    }
}
