import Foundation
import PlumeGraphics

extension GraphicsContext {
    /// An effect applied to each later drawing of a context, as SwiftUI's `GraphicsContext.Filter`:
    /// `context.addFilter(.blur(radius: 4))`, `.shadow(color:radius:x:y:)`, `.colorMultiply(_:)`,
    /// `.grayscale(_:)`, `.saturation(_:)`, `.brightness(_:)`, `.contrast(_:)`, `.hueRotation(_:)`,
    /// `.colorInvert(_:)`, `.luminanceToAlpha`.
    ///
    /// Radii and offsets are in the destination's coordinates (the canvas's), not transformed by the
    /// context's transform. NaN, infinite and negative radii draw unfiltered. Differences from
    /// SwiftUI: no `options` (`BlurOptions`, `ShadowOptions`, `FilterOptions`), no `colorMatrix`,
    /// `alphaThreshold`, `projectionTransform` or shader filters.
    public struct Filter {
        private enum Kind {
            case blur(CGFloat)
            case shadow(Color, radius: CGFloat, x: CGFloat, y: CGFloat)
            case colorMultiply(Color)
            case matrix(ColorMatrix)
        }
        private let kind: Kind

        /// A Gaussian blur of `radius` points.
        public static func blur(radius: CGFloat) -> Filter { Filter(kind: .blur(radius)) }
        /// A blurred, offset copy of the drawing's alpha in `color`, beneath it.
        public static func shadow(
            color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
        ) -> Filter {
            Filter(kind: .shadow(color, radius: radius, x: x, y: y))
        }
        /// Multiplies every color by `color`.
        public static func colorMultiply(_ color: Color) -> Filter { Filter(kind: .colorMultiply(color)) }
        /// Removes `amount` (0…1) of the color.
        public static func grayscale(_ amount: Double) -> Filter { Filter(kind: .matrix(.grayscale(amount))) }
        /// Scales the saturation by `amount` (1 unchanged).
        public static func saturation(_ amount: Double) -> Filter { Filter(kind: .matrix(.saturation(amount))) }
        /// Adds `amount` to each channel.
        public static func brightness(_ amount: Double) -> Filter { Filter(kind: .matrix(.brightness(amount))) }
        /// Scales the contrast around the middle grey by `amount` (1 unchanged).
        public static func contrast(_ amount: Double) -> Filter { Filter(kind: .matrix(.contrast(amount))) }
        /// Rotates the hue by `angle`.
        public static func hueRotation(_ angle: Angle) -> Filter {
            Filter(kind: .matrix(.hueRotation(radians: angle.radians)))
        }
        /// Inverts the colors, by `amount` (0…1) of the way.
        public static func colorInvert(_ amount: Double = 1) -> Filter {
            let a = amount.isFinite ? min(max(amount, 0), 1) : 1
            let rows = zip(ColorMatrix.identity.rows, ColorMatrix.inverted.rows).map { id, inv in
                zip(id, inv).map { $0 * (1 - a) + $1 * a }
            }
            return Filter(kind: .matrix(ColorMatrix(rows: rows)))
        }
        /// Makes the luminance the alpha of black.
        public static var luminanceToAlpha: Filter { Filter(kind: .matrix(.luminanceToAlpha)) }

        /// `item` with this filter applied, colors resolved in `environment`.
        func applied(to item: DisplayItem, environment: EnvironmentValues) -> DisplayItem {
            let content = DisplayList([item])
            switch kind {
            case .blur(let radius):
                guard radius.isFinite, radius > 0 else { return item }
                return .effect(.blur(radius: radius), content)
            case .shadow(let color, let radius, let x, let y):
                guard radius.isFinite, radius >= 0, x.isFinite, y.isFinite else { return item }
                return .effect(
                    .shadow(
                        color: color.resolve(in: environment.colorScheme), radius: radius,
                        offset: CGSize(width: x, height: y)), content)
            case .colorMultiply(let color):
                return .effect(.colorMultiply(color.resolve(in: environment.colorScheme)), content)
            case .matrix(let matrix):
                return .effect(.colorMatrix(matrix), content)
            }
        }
    }

    /// Applies `filter` to each later drawing (after the filters added before it).
    public mutating func addFilter(_ filter: Filter) { filters.append(filter) }
}
