import Foundation
import PlumeAnimation
import PlumeGraphics

/// A color, gradient or other style that fills shapes and text, as SwiftUI's `ShapeStyle`.
///
/// A style of your own says what it is in each environment, as in SwiftUI:
///
/// ```swift
/// struct Ink: ShapeStyle {
///     func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
///         environment.colorScheme == .dark ? Color.white : Color(red: 0.1, green: 0.1, blue: 0.3)
///     }
/// }
/// Text("Signed").foregroundStyle(Ink())
/// ```
/// Plume's own styles paint directly (`_paint`, an implementation detail) and leave `Resolved`
/// as `Never`.
public protocol ShapeStyle {
    /// The style this one stands for in an environment (`Never` for Plume's own styles).
    associatedtype Resolved: ShapeStyle = Never
    /// The style this one stands for in `environment`, as SwiftUI's `resolve(in:)`.
    func resolve(in environment: EnvironmentValues) -> Resolved
    /// The paint for `bounds` (window coordinates) in `environment`. Plume's implementation detail.
    func _paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint
    /// The blur radius of what is behind a shape filled with this style (a `Material`'s frosted
    /// backdrop), or nil for styles that paint over what is behind. Plume's implementation detail.
    func _backdropBlurRadius(in environment: EnvironmentValues) -> CGFloat?
}

extension ShapeStyle {
    /// A style of the user's paints as what it resolves to.
    public func _paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        resolve(in: environment)._paint(in: bounds, environment: environment)
    }

    /// A style of the user's blurs what is behind it as what it resolves to does.
    public func _backdropBlurRadius(in environment: EnvironmentValues) -> CGFloat? {
        resolve(in: environment)._backdropBlurRadius(in: environment)
    }

    /// The style at the given opacity.
    public func opacity(_ opacity: Double) -> some ShapeStyle { OpacityShapeStyle(base: self, opacity: opacity) }
}

extension ShapeStyle where Resolved == Never {
    /// Plume's own styles paint directly and never resolve to another.
    public func resolve(in environment: EnvironmentValues) -> Never {
        fatalError("\(Self.self) paints directly: it does not resolve to another style")
    }

    /// Ordinary styles paint over what is behind them.
    public func _backdropBlurRadius(in environment: EnvironmentValues) -> CGFloat? { nil }
}

extension Never: ShapeStyle {
    public func _paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint { switch self {} }
}

struct OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let opacity: Double
    func _paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        let o = opacity.isFinite ? min(max(opacity, 0), 1) : 0
        func fade(_ c: Color.Resolved) -> Color.Resolved {
            var c = c
            c.opacity *= o
            return c
        }
        switch base._paint(in: bounds, environment: environment) {
        case .color(let c): return .color(fade(c))
        case .linear(let s, let a, let b):
            return .linear(s.map { Paint.Stop(color: fade($0.color), location: $0.location) }, start: a, end: b)
        case .radial(let s, let c, let r0, let r1):
            return .radial(
                s.map { Paint.Stop(color: fade($0.color), location: $0.location) }, center: c, startRadius: r0,
                endRadius: r1)
        case .angular(let s, let c, let a0, let a1):
            return .angular(
                s.map { Paint.Stop(color: fade($0.color), location: $0.location) }, center: c, startAngle: a0,
                endAngle: a1)
        }
    }
}

extension Color: ShapeStyle {
    /// The concrete colour in `environment`'s colour scheme, as SwiftUI's `resolve(in:)`.
    public func resolve(in environment: EnvironmentValues) -> Color.Resolved {
        resolve(in: environment.colorScheme)
    }

    public func _paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        .color(resolve(in: environment.colorScheme))
    }

    public func _backdropBlurRadius(in environment: EnvironmentValues) -> CGFloat? { nil }
}

/// A resolved colour is a style too, as in SwiftUI (`Color.Resolved` is what `Color` resolves to).
extension Color.Resolved: ShapeStyle {
    public func _paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint { .color(self) }
}

/// A type-erased shape style, as SwiftUI's `AnyShapeStyle`.
public struct AnyShapeStyle: ShapeStyle {
    let base: any ShapeStyle
    /// The styles of the lower levels given with it (`foregroundStyle(_:_:)`, `(_:_:_:)`):
    /// `.secondary` and `.tertiary` paint these instead of the faded primary.
    var levels: [AnyShapeStyle] = []
    public init<S: ShapeStyle>(_ style: S) { base = (style as? AnyShapeStyle)?.base ?? style }
    public func _paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        base._paint(in: bounds, environment: environment)
    }
    public func _backdropBlurRadius(in environment: EnvironmentValues) -> CGFloat? {
        base._backdropBlurRadius(in: environment)
    }
}

/// The current foreground style (what `foregroundStyle` set, or `.primary`), as SwiftUI's
/// `ForegroundStyle`.
public struct ForegroundStyle: ShapeStyle {
    public init() {}
    public func _paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        if let style = environment.foregroundStyle { return style._paint(in: bounds, environment: environment) }
        return Color.primary._paint(in: bounds, environment: environment)
    }
}

/// A style set with `foregroundStyle(_:)`, painted with the foreground style that was around the
/// modifier (so a hierarchical style set there does not read itself, and `.secondary` fades the
/// enclosing style rather than the primary one).
struct EnclosedForegroundStyle: ShapeStyle {
    let style: AnyShapeStyle
    let enclosing: AnyShapeStyle?
    func _paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        var outer = environment
        outer.foregroundStyle = enclosing
        return style._paint(in: bounds, environment: outer)
    }
}

/// Levels of the foreground style, as SwiftUI's `HierarchicalShapeStyle` (`.primary`, `.secondary`…).
public struct HierarchicalShapeStyle: ShapeStyle, Sendable {
    let level: Int
    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    public func _paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        if level > 0, let levels = environment.foregroundStyle?.levels, level <= levels.count {
            return levels[level - 1]._paint(in: bounds, environment: environment)
        }
        let base = ForegroundStyle()._paint(in: bounds, environment: environment)
        let factor = [1, 0.6, 0.3, 0.18][min(level, 3)]
        guard factor < 1 else { return base }
        return OpacityShapeStyle(base: PaintStyle(paint: base), opacity: factor)._paint(
            in: bounds, environment: environment)
    }
}

/// The tint (accent) color, as SwiftUI's `TintShapeStyle`.
public struct TintShapeStyle: ShapeStyle {
    public init() {}
    public func _paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        environment.tint._paint(in: bounds, environment: environment)
    }
}

struct PaintStyle: ShapeStyle {
    let paint: Paint
    func _paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint { paint }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The current foreground style.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}
extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}
extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}
extension ShapeStyle where Self == Color {
    public static var red: Color { .red }
    public static var orange: Color { .orange }
    public static var yellow: Color { .yellow }
    public static var green: Color { .green }
    public static var mint: Color { .mint }
    public static var teal: Color { .teal }
    public static var cyan: Color { .cyan }
    public static var blue: Color { .blue }
    public static var indigo: Color { .indigo }
    public static var purple: Color { .purple }
    public static var pink: Color { .pink }
    public static var brown: Color { .brown }
    public static var gray: Color { .gray }
    public static var black: Color { .black }
    public static var white: Color { .white }
    public static var clear: Color { .clear }
}
