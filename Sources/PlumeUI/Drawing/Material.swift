import Foundation
import PlumeGraphics

/// A frosted-glass background style, as SwiftUI's `Material`: what is behind the shape is blurred
/// and tinted with a translucent layer, lighter in light mode and darker in dark mode.
///
/// ```swift
/// Text("Now playing")
///     .padding()
///     .background(.ultraThinMaterial)
/// Label("Saved", systemImage: "checkmark")
///     .padding()
///     .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
/// ```
/// A shape filled with a material draws a `backdropBlur` group (the pixels already drawn beneath
/// the shape are replaced by their blur) and then the tint over it; thicker materials blur more
/// and tint more opaquely. The blur reads back what the window has drawn, so it works in windows
/// and PNG rendering; in vector output (SVG, PDF) only the tint is drawn. Differences from
/// SwiftUI: the blur sees only what is drawn in the same layer (content inside a `compositingGroup`
/// or opacity group behind it is not blurred), no vibrancy is applied to foreground content, and
/// strokes with a material draw the tint only.
public struct Material: ShapeStyle, Sendable, Hashable {
    /// The blur radius of the backdrop, in points.
    let blurRadius: CGFloat
    /// The tint's opacity (0…1) over the blurred backdrop.
    let tintOpacity: Double

    public static let ultraThin = Material(blurRadius: 12, tintOpacity: 0.35)
    public static let thin = Material(blurRadius: 16, tintOpacity: 0.5)
    public static let regular = Material(blurRadius: 20, tintOpacity: 0.65)
    public static let thick = Material(blurRadius: 24, tintOpacity: 0.78)
    public static let ultraThick = Material(blurRadius: 28, tintOpacity: 0.88)
    /// The material of bars (toolbars, tab bars).
    public static let bar = Material(blurRadius: 20, tintOpacity: 0.72)

    /// The tint: near white in light mode, near black in dark mode, at the material's opacity.
    public func _paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        let white: Double = environment.colorScheme == .dark ? 0.11 : 0.98
        return .color(Color.Resolved(red: white, green: white, blue: white, opacity: tintOpacity))
    }

    public func _backdropBlurRadius(in environment: EnvironmentValues) -> CGFloat? { blurRadius }
}

extension ShapeStyle where Self == Material {
    /// The thinnest material: the most of what is behind shows through.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// A thin material.
    public static var thinMaterial: Material { .thin }
    /// The usual material.
    public static var regularMaterial: Material { .regular }
    /// A thick material.
    public static var thickMaterial: Material { .thick }
    /// The thickest material: little of what is behind shows through.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// The material of bars.
    public static var bar: Material { .bar }
}
