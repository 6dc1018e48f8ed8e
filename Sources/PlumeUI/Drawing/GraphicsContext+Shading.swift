import Foundation
import PlumeGraphics

extension GraphicsContext {
    /// A color or gradient that a path is filled or stroked with, as SwiftUI's
    /// `GraphicsContext.Shading`.
    ///
    /// Made by its factory methods: `.color(.blue)`, `.style(LinearGradient(…))`,
    /// `.linearGradient(gradient, startPoint:endPoint:)`, `.radialGradient(gradient, center:…)`,
    /// `.conicGradient(gradient, center:angle:)`, `.foreground`.
    /// Gradient points are in the coordinates of the context that draws with it; a `ShapeStyle`'s
    /// unit points map to the bounding rectangle of the path drawn. Colors resolve when drawn,
    /// against the context's environment.
    public struct Shading {
        private enum Kind {
            /// A solid color: painted without measuring the path (a `Canvas` of many strokes).
            case color(Color)
            case style(AnyShapeStyle)
            case linear(Gradient, start: CGPoint, end: CGPoint)
            case radial(Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
            case conic(Gradient, center: CGPoint, angle: Angle)
        }
        private let kind: Kind

        /// A solid color.
        public static func color(_ color: Color) -> Shading { Shading(kind: .color(color)) }
        /// Any shape style (a color, a gradient, `.foreground`…).
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(AnyShapeStyle(style))) }
        /// A linear gradient from `startPoint` to `endPoint`.
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint) -> Shading {
            Shading(kind: .linear(gradient, start: startPoint, end: endPoint))
        }
        /// A radial gradient around `center`, from `startRadius` to `endRadius`.
        public static func radialGradient(
            _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat
        ) -> Shading {
            Shading(kind: .radial(gradient, center: center, startRadius: startRadius, endRadius: endRadius))
        }

        /// A conic gradient around `center`, starting at `angle` (clockwise on screen, 0 = +x).
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = .zero) -> Shading {
            Shading(kind: .conic(gradient, center: center, angle: angle))
        }
        /// The environment's foreground style.
        public static var foreground: Shading { .style(ForegroundStyle()) }

        /// The display-list paint for drawing `path` in `context` (whose color scheme is read once
        /// for all its drawing).
        func paint(for path: Path, in context: GraphicsContext) -> Paint {
            if case .color(let color) = kind { return .color(color.resolve(in: context.colorScheme)) }
            return paint(for: path, environment: context.environment)
        }

        /// The display-list paint for drawing `path` in `environment`.
        func paint(for path: Path, environment: EnvironmentValues) -> Paint {
            switch kind {
            case .color(let color): return .color(color.resolve(in: environment.colorScheme))
            case .style(let style): return style._paint(in: path.boundingRect, environment: environment)
            case .linear(let gradient, let start, let end):
                return .linear(gradient.resolve(in: environment.colorScheme), start: start, end: end)
            case .radial(let gradient, let center, let r0, let r1):
                return .radial(
                    gradient.resolve(in: environment.colorScheme), center: center, startRadius: r0, endRadius: r1)
            case .conic(let gradient, let center, let angle):
                return .angular(
                    gradient.resolve(in: environment.colorScheme), center: center, startAngle: angle,
                    endAngle: .radians(angle.radians + 2 * .pi))
            }
        }
    }
}
