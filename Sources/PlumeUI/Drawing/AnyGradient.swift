import Foundation
import PlumeGraphics

/// A gradient as a shape style, as SwiftUI's `AnyGradient`: it fills a shape from its top edge to
/// its bottom edge.
///
/// ```swift
/// Circle().fill(.blue.gradient)
/// RoundedRectangle(cornerRadius: 12).fill(Color.orange.gradient)
/// Text("New").padding(6).background(AnyGradient(Gradient(colors: [.pink, .purple])), in: Capsule())
/// ```
/// `Color.gradient` is the colour's own subtle gradient: a lighter tint of it at the top (a fifth
/// of the way to white) to the colour itself at the bottom, in each colour scheme.
public struct AnyGradient: Hashable, ShapeStyle, Sendable {
    let gradient: Gradient

    /// A style filling with `gradient` from top to bottom.
    public init(_ gradient: Gradient) { self.gradient = gradient }

    public func _paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        LinearGradient(gradient: gradient, startPoint: .top, endPoint: .bottom)._paint(
            in: bounds, environment: environment)
    }
}

extension Color {
    /// The colour's own subtle gradient, as SwiftUI's `Color.gradient`: from a lighter tint at the
    /// top to the colour at the bottom.
    public var gradient: AnyGradient {
        let white = Color.Resolved(red: 1, green: 1, blue: 1, opacity: 1)
        func tint(_ resolved: Color.Resolved) -> Color {
            var lighter = resolved.mixed(with: white, by: 0.2)
            lighter.opacity = resolved.opacity
            return Color(lighter)
        }
        let top = Color(light: tint(resolve(in: .light)), dark: tint(resolve(in: .dark)))
        return AnyGradient(Gradient(colors: [top, self]))
    }
}
