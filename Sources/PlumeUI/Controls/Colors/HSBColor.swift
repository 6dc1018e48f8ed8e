import Foundation
import PlumeGraphics

/// A colour as hue, saturation, brightness and opacity (each 0…1): what the colour picker's sliders
/// edit. Pure; made from a resolved colour and turned back into a `Color`.
struct HSBColor: Equatable {
    var hue: Double
    var saturation: Double
    var brightness: Double
    var opacity: Double

    init(hue: Double, saturation: Double, brightness: Double, opacity: Double) {
        func unit(_ v: Double) -> Double { v.isFinite ? min(max(v, 0), 1) : 0 }
        self.hue = unit(hue)
        self.saturation = unit(saturation)
        self.brightness = unit(brightness)
        self.opacity = unit(opacity)
    }

    /// The components of `resolved`; a grey (no hue of its own) takes `hue`.
    init(_ resolved: Color.Resolved, hue fallbackHue: Double = 0) {
        let (r, g, b) = (resolved.red, resolved.green, resolved.blue)
        let high = max(r, g, b)
        let low = min(r, g, b)
        let delta = high - low
        var hue = fallbackHue
        if delta > 1e-9 {
            if high == r {
                hue = ((g - b) / delta).truncatingRemainder(dividingBy: 6) / 6
            } else if high == g {
                hue = ((b - r) / delta + 2) / 6
            } else {
                hue = ((r - g) / delta + 4) / 6
            }
            if hue < 0 { hue += 1 }
        }
        self.init(
            hue: hue, saturation: high > 0 ? delta / high : 0, brightness: high, opacity: resolved.opacity)
    }

    /// The colour, the same in both schemes.
    var color: Color { Color(hue: hue, saturation: saturation, brightness: brightness, opacity: opacity) }

    /// `#RRGGBB` (and the opacity as a percentage when not opaque), as the panel shows it.
    var hexText: String {
        let resolved = color.resolve(in: .light)
        func byte(_ v: Double) -> String { String(format: "%02X", Int((v * 255).rounded())) }
        let hex = "#" + byte(resolved.red) + byte(resolved.green) + byte(resolved.blue)
        return opacity < 1 ? "\(hex) \(Int((opacity * 100).rounded()))%" : hex
    }
}
