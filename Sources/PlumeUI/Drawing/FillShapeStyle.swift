import Foundation
import PlumeGraphics

/// The system fill of controls and their backgrounds, as SwiftUI's `FillShapeStyle` (`.fill`),
/// with its four levels: `.fill`, `.fill.secondary`, `.fill.tertiary`, `.fill.quaternary` (a
/// translucent gray, lighter at each level, stronger in dark mode, as Apple's system fills).
///
/// ```swift
/// Text("Draft").padding(6).background(.fill.tertiary, in: Capsule())
/// ```
public struct FillShapeStyle: ShapeStyle, Sendable, Hashable {
    let level: Int

    public init() { level = 0 }
    init(level: Int) { self.level = level }

    /// The second level.
    public var secondary: FillShapeStyle { FillShapeStyle(level: 1) }
    /// The third level.
    public var tertiary: FillShapeStyle { FillShapeStyle(level: 2) }
    /// The fourth level.
    public var quaternary: FillShapeStyle { FillShapeStyle(level: 3) }

    public func _paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        let dark = environment.colorScheme == .dark
        let opacity = (dark ? [0.36, 0.32, 0.24, 0.18] : [0.2, 0.16, 0.12, 0.08])[min(max(level, 0), 3)]
        return .color(Color.Resolved(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: opacity))
    }
}

extension ShapeStyle where Self == FillShapeStyle {
    /// The system fill.
    public static var fill: FillShapeStyle { FillShapeStyle() }
}

/// A style at a lower level of its hierarchy (`.blue.secondary`), as SwiftUI's instance
/// `secondary`, `tertiary` and `quaternary`: the style at the opacity of that level of the
/// foreground styles (60 %, 30 %, 18 %).
extension ShapeStyle {
    /// The style one level down its hierarchy.
    public var secondary: some ShapeStyle { OpacityShapeStyle(base: self, opacity: 0.6) }
    /// The style two levels down.
    public var tertiary: some ShapeStyle { OpacityShapeStyle(base: self, opacity: 0.3) }
    /// The style three levels down.
    public var quaternary: some ShapeStyle { OpacityShapeStyle(base: self, opacity: 0.18) }
}
