import Foundation

extension Color {
    /// The colour spaces a colour's components can be given in, as SwiftUI's `Color.RGBColorSpace`.
    public enum RGBColorSpace: Hashable, Sendable {
        /// The sRGB space Plume draws in.
        case sRGB
        /// sRGB primaries with linear (not gamma-encoded) components.
        case sRGBLinear
        /// Display P3 (the P3 primaries with sRGB's transfer curve).
        case displayP3
    }

    /// A colour from components in `colorSpace`, as SwiftUI's `Color(.displayP3, red:green:blue:opacity:)`.
    ///
    /// Plume draws in sRGB: linear and Display P3 components are converted to it, and a P3 colour
    /// outside sRGB's gamut is clamped to its edge (a wide-gamut screen would show it more saturated).
    /// Non-finite components are 0.
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        let (r, g, b) = Self.sRGBComponents(colorSpace, red, green, blue)
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    /// A gray from a white level in `colorSpace`.
    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    static func sRGBComponents(_ space: RGBColorSpace, _ r: Double, _ g: Double, _ b: Double) -> (
        Double, Double, Double
    ) {
        func finite(_ v: Double) -> Double { v.isFinite ? v : 0 }
        let (r, g, b) = (finite(r), finite(g), finite(b))
        switch space {
        case .sRGB:
            return (r, g, b)
        case .sRGBLinear:
            return (encode(r), encode(g), encode(b))
        case .displayP3:
            let (lr, lg, lb) = (decode(r), decode(g), decode(b))
            // Linear Display P3 to linear sRGB (both D65), then clamped to sRGB's gamut.
            let sr = 1.224_940_2 * lr - 0.224_940_2 * lg
            let sg = -0.042_056_9 * lr + 1.042_056_9 * lg
            let sb = -0.019_637_6 * lr - 0.078_636_1 * lg + 1.098_273_7 * lb
            func clamp(_ v: Double) -> Double { min(max(v, 0), 1) }
            return (encode(clamp(sr)), encode(clamp(sg)), encode(clamp(sb)))
        }
    }

    /// sRGB's transfer curve, linear to encoded.
    private static func encode(_ v: Double) -> Double {
        let s = v < 0 ? -1.0 : 1.0
        let a = abs(v)
        return s * (a <= 0.003_130_8 ? 12.92 * a : 1.055 * pow(a, 1 / 2.4) - 0.055)
    }

    /// sRGB's transfer curve, encoded to linear.
    private static func decode(_ v: Double) -> Double {
        let s = v < 0 ? -1.0 : 1.0
        let a = abs(v)
        return s * (a <= 0.040_45 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4))
    }
}
