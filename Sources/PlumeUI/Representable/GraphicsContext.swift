import Foundation
import PlumeGraphics

/// An immediate-mode drawing destination, shaped as SwiftUI's `GraphicsContext`: fill and stroke
/// paths with a `Shading`, under a current transform, clip and opacity.
///
/// Plume hands one to `ImperativeView.draw(_:in:)`; what is drawn becomes display-list items
/// (`fill`, `stroke`, wrapped in `transform`, `clip` and `opacity` effects where those are set), so it
/// shows in `ViewHost.dumpDisplayList()` and renders with the rest of the window. Like SwiftUI's, the
/// context is a value whose copies draw into the same destination: change a copy's transform, clip
/// or opacity to draw a part differently without affecting the original.
/// ```swift
/// override func draw(_ rect: CGRect, in context: inout GraphicsContext) {
///     context.fill(Path(ellipseIn: rect), with: .color(.blue))
///     var inner = context
///     inner.opacity = 0.5
///     inner.translateBy(x: 10, y: 10)
///     inner.stroke(Path(rect), with: .color(.primary), lineWidth: 2)
/// }
/// ```
/// Colors and styles resolve against `environment` (its color scheme decides light or dark values).
/// Differences from SwiftUI: no text, image, symbol, layer or filter drawing, no blend modes, and
/// `clip(to:style:)` has no `options`; gradients take no `options`. A NaN or infinite opacity is
/// used as 1, and a drawing made under a transform that is not invertible is dropped.
public struct GraphicsContext {
    /// Where the items go; shared by copies of one context.
    final class Destination {
        var list = DisplayList()
    }

    private let destination: Destination
    private var clips: [(path: Path, style: FillStyle)] = []

    /// The environment colors and styles resolve against.
    public let environment: EnvironmentValues
    /// The opacity each later drawing is composited at (0…1; values outside are clamped).
    public var opacity: Double = 1
    /// The transform from this context's coordinates to its destination's; later drawing uses it.
    public var transform: CGAffineTransform = .identity

    /// A context drawing into `destination` (Plume makes them; there is no public initialiser, as in
    /// SwiftUI).
    init(environment: EnvironmentValues, destination: Destination) {
        self.environment = environment
        self.destination = destination
    }

    /// Moves later drawing by `x`, `y` (in the current coordinates).
    public mutating func translateBy(x: CGFloat, y: CGFloat) { transform = transform.translatedBy(x: x, y: y) }
    /// Scales later drawing by `x`, `y`.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) { transform = transform.scaledBy(x: x, y: y) }
    /// Rotates later drawing by `angle` around the current origin.
    public mutating func rotate(by angle: Angle) { transform = transform.rotated(by: CGFloat(angle.radians)) }
    /// Applies `matrix` before the current transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) { transform = matrix.concatenating(transform) }

    /// Clips later drawing to `path` (in the current coordinates), intersected with the clip so far.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle()) {
        clips.append((transform.isIdentity ? path : path.applying(transform), style))
    }

    /// Fills `path` with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        append(.fill(path, shading.paint(for: path, environment: environment), style))
    }

    /// Strokes `path` with `shading` in `style`.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        append(.stroke(path, shading.paint(for: path, environment: environment), style))
    }

    /// Strokes `path` with `shading` at `lineWidth` (the other stroke settings at their defaults).
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Adds `item` (in this context's coordinates) under the transform, clips and opacity.
    private func append(_ item: DisplayItem) {
        guard transform.a * transform.d - transform.b * transform.c != 0 else { return }
        var item = item
        if !transform.isIdentity { item = .effect(.transform(transform), DisplayList([item])) }
        for clip in clips.reversed() { item = .effect(.clip(clip.path, clip.style), DisplayList([item])) }
        let opacity = self.opacity.isFinite ? min(max(self.opacity, 0), 1) : 1
        if opacity < 1 { item = .effect(.opacity(opacity), DisplayList([item])) }
        destination.list.append(item)
    }
}
