import Foundation

/// A color that may adapt to the color scheme, as SwiftUI's `Color` (its View and ShapeStyle
/// conformances live in PlumeUI).
///
/// Components are sRGB in 0…1. System colors (`.red`, `.blue`, …) use Apple's light and dark values,
/// `.primary` is black in light and white in dark.
/// ```swift
/// let tint = Color(red: 1, green: 0.5, blue: 0).opacity(0.5)
/// let adaptive = Color(light: .white, dark: .black)
/// ```
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// A concrete sRGB color with opacity.
    public struct Resolved: Hashable, Sendable {
        public var red: Double
        public var green: Double
        public var blue: Double
        public var opacity: Double

        /// Components are clamped to 0…1; NaN becomes 0.
        public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
            func clamp(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
            self.red = clamp(red)
            self.green = clamp(green)
            self.blue = clamp(blue)
            self.opacity = clamp(opacity)
        }

        /// Fully transparent black.
        public static let clear = Resolved(red: 0, green: 0, blue: 0, opacity: 0)

        /// Linear blend toward `other` by `t` (0 gives self).
        public func mixed(with other: Resolved, by t: Double) -> Resolved {
            Resolved(
                red: red + (other.red - red) * t, green: green + (other.green - green) * t,
                blue: blue + (other.blue - blue) * t, opacity: opacity + (other.opacity - opacity) * t)
        }

        /// `#RRGGBBAA`, used by dumps.
        public var hex: String {
            func byte(_ v: Double) -> String { String(format: "%02X", Int((v * 255).rounded())) }
            return "#" + byte(red) + byte(green) + byte(blue) + byte(opacity)
        }
    }

    var light: Resolved
    var dark: Resolved
    var name: String?

    /// A color from sRGB components (0…1).
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        let c = Resolved(red: red, green: green, blue: blue, opacity: opacity)
        (light, dark, name) = (c, c, nil)
    }
    /// A gray.
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }
    /// A color from hue, saturation and brightness (each 0…1).
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue.isFinite ? hue - hue.rounded(.down) : 0) * 6
        let s = min(max(saturation, 0), 1)
        let v = min(max(brightness, 0), 1)
        let i = Int(h) % 6
        let f = h - Double(Int(h))
        let p = v * (1 - s)
        let q = v * (1 - s * f)
        let t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch i {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }
    /// A color that is `light` in the light scheme and `dark` in the dark one.
    public init(light: Color, dark: Color) {
        (self.light, self.dark, self.name) = (light.light, dark.dark, nil)
    }
    /// A color from a resolved value.
    public init(_ resolved: Resolved) { (light, dark, name) = (resolved, resolved, nil) }

    init(name: String, light: Resolved, dark: Resolved) { (self.light, self.dark, self.name) = (light, dark, name) }

    /// The concrete color in `scheme`.
    public func resolve(in scheme: ColorScheme) -> Resolved { scheme == .light ? light : dark }

    /// This color with its opacity multiplied by `opacity` (clamped to 0…1).
    public func opacity(_ opacity: Double) -> Color {
        var copy = self
        let o = opacity.isNaN ? 0 : min(max(opacity, 0), 1)
        copy.light.opacity *= o
        copy.dark.opacity *= o
        if let name { copy.name = "\(name).opacity(\(o))" }
        return copy
    }

    public var description: String { name ?? (light == dark ? light.hex : "\(light.hex)/\(dark.hex)") }
}
