import Foundation
import PlumeGraphics

/// An immediate-mode drawing destination, shaped as SwiftUI's `GraphicsContext`: fill and stroke
/// paths with a `Shading`, draw text, images and a `Canvas`'s symbols, under a current transform,
/// clip, opacity, blend mode and filters; draw into layers.
///
/// Plume hands one to a `Canvas`'s renderer and to `ImperativeView.draw(_:in:)`; what is drawn
/// becomes display-list items (`fill`, `stroke`, `text`, `image`, wrapped in `transform`, `clip`,
/// `opacity`, `blendMode` and filter effects where those are set), so it shows in
/// `ViewHost.dumpDisplayList()` and renders with the rest of the window. Like SwiftUI's, the context
/// is a value whose copies draw into the same destination: change a copy's transform, clip, opacity
/// or filters to draw a part differently without affecting the original.
/// ```swift
/// Canvas { context, size in
///     context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.blue))
///     var inner = context
///     inner.opacity = 0.5
///     inner.translateBy(x: 10, y: 10)
///     inner.stroke(Path(CGRect(x: 0, y: 0, width: 40, height: 40)), with: .color(.primary), lineWidth: 2)
///     context.draw(Text("Hello"), at: CGPoint(x: size.width / 2, y: size.height / 2))
/// }
/// ```
/// Colors and styles resolve against `environment` (its color scheme decides light or dark values).
/// A `Path` drops NaN and infinite points as they are added; drawing under a
/// NaN or infinite transform is skipped and reported in `ViewGraph.diagnostics`, as is a text, image or
/// symbol frame with a NaN side; a NaN or infinite opacity is used as 1, and drawing made under a
/// transform that is not invertible (a scale of 0) is dropped. Differences from SwiftUI: filters are applied to each drawing separately in the
/// coordinates of the context's destination (their radii and offsets are not transformed), filter
/// `options` are absent, and `BlendMode.plusDarker` is drawn as `multiply` (cairo has no such
/// operator; reported).
public struct GraphicsContext {
    /// Where the items go, and what text and images are measured with; shared by copies of one context.
    final class Destination {
        /// What was drawn (no dynamic exclusivity check: each access is one append or read that
        /// calls nothing that could reach it again; a canvas appends here for every stroke).
        @exclusivity(unchecked) var list = DisplayList()
        /// Measures resolved text; nil where the context has none (text is then not drawn, reported).
        let textEngine: TextLayoutEngine?
        /// Measures images; nil where the context has none.
        let imageLoader: ImageLoader?
        /// The `Canvas`'s symbols by tag, drawn in their own coordinates.
        let symbols: [AnyHashable: GraphicsContext.ResolvedSymbol]
        /// Reports a problem (to the graph's diagnostics).
        let report: (String) -> Void
        /// The area drawn into (the canvas's or view's bounds), in the destination's coordinates.
        let bounds: CGRect
        /// The contexts' color scheme, read from their environment by the first color drawn and
        /// kept for the others (every context drawing here has the same environment): a `Canvas`
        /// of thousands of colored strokes reads the environment once.
        var colorScheme: ColorScheme?

        init(
            textEngine: TextLayoutEngine? = nil, imageLoader: ImageLoader? = nil,
            symbols: [AnyHashable: GraphicsContext.ResolvedSymbol] = [:], bounds: CGRect = .infinite,
            report: @escaping (String) -> Void = { _ in }
        ) {
            self.textEngine = textEngine
            self.imageLoader = imageLoader
            self.symbols = symbols
            self.bounds = bounds
            self.report = report
        }

        /// A destination for a layer: the same resources, an empty list.
        func layer() -> Destination {
            let layer = Destination(
                textEngine: textEngine, imageLoader: imageLoader, symbols: symbols, bounds: bounds, report: report)
            layer.colorScheme = colorScheme
            return layer
        }
    }

    /// A clip: a path in the destination's coordinates, or a layer's alpha.
    enum Clip {
        case path(Path, FillStyle)
        case layer(DisplayList)
    }

    let destination: Destination
    private var clips: [Clip] = []
    var filters: [Filter] = []

    /// The environment colors and styles resolve against.
    public let environment: EnvironmentValues
    /// The opacity each later drawing is composited at (0…1; values outside are clamped).
    public var opacity: Double = 1
    /// How each later drawing combines with what is beneath it.
    public var blendMode: BlendMode = .normal
    /// The transform from this context's coordinates to its destination's; later drawing uses it.
    public var transform: CGAffineTransform = .identity

    /// A context drawing into `destination` (Plume makes them; there is no public initialiser, as in
    /// SwiftUI).
    init(environment: EnvironmentValues, destination: Destination) {
        self.environment = environment
        self.destination = destination
    }

    /// `environment`'s color scheme, read once for the destination (see `Destination.colorScheme`).
    var colorScheme: ColorScheme {
        if let scheme = destination.colorScheme { return scheme }
        let scheme = environment.colorScheme
        destination.colorScheme = scheme
        return scheme
    }

    /// Moves later drawing by `x`, `y` (in the current coordinates).
    public mutating func translateBy(x: CGFloat, y: CGFloat) { transform = transform.translatedBy(x: x, y: y) }
    /// Scales later drawing by `x`, `y`.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) { transform = transform.scaledBy(x: x, y: y) }
    /// Rotates later drawing by `angle` around the current origin.
    public mutating func rotate(by angle: Angle) { transform = transform.rotated(by: CGFloat(angle.radians)) }
    /// Applies `matrix` before the current transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) { transform = matrix.concatenating(transform) }

    /// How a clip is applied, as SwiftUI's `GraphicsContext.ClipOptions`.
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Keep what is outside the path (or the layer's alpha) instead of inside.
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// Clips later drawing to `path` (in the current coordinates), intersected with the clip so far;
    /// with `.inverse`, to what is outside it.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        guard checked(path, "clip(to:)") else { return }
        let placed = transform.isIdentity ? path : path.applying(transform)
        if options.contains(.inverse) {
            clips.append(.layer(Self.inverse(of: DisplayList([.fill(placed, .color(Self.opaque), style)]))))
        } else {
            clips.append(.path(placed, style))
        }
    }

    /// The bounding box of the current clip (the canvas's bounds when nothing clips), in the current
    /// coordinates.
    public var clipBoundingRect: CGRect {
        var box = destination.bounds
        for clip in clips {
            if case .path(let path, _) = clip { box = box.intersection(path.boundingRect) }
        }
        guard !box.isNull, !box.isInfinite, !transform.isIdentity else { return box }
        return box.applying(transform.inverted())
    }

    private static let opaque = Color.Resolved(red: 1, green: 1, blue: 1)

    /// A mask that is opaque everywhere `mask` is not.
    private static func inverse(of mask: DisplayList) -> DisplayList {
        let everywhere = Path(CGRect(x: -1e6, y: -1e6, width: 2e6, height: 2e6))
        return DisplayList([.fill(everywhere, .color(opaque)), .effect(.blendMode(.destinationOut), mask)])
    }

    /// Clips later drawing to the alpha of what `content` draws (at `opacity`), intersected with the
    /// clip so far.
    public mutating func clipToLayer(
        opacity: Double = 1, options: ClipOptions = ClipOptions(), content: (inout GraphicsContext) throws -> Void
    ) rethrows {
        var layer = GraphicsContext(environment: environment, destination: destination.layer())
        layer.transform = transform
        try content(&layer)
        var list = layer.destination.list
        let alpha = opacity.isFinite ? min(max(opacity, 0), 1) : 1
        if alpha < 1 { list = DisplayList([.effect(.opacity(alpha), list)]) }
        clips.append(.layer(options.contains(.inverse) ? Self.inverse(of: list) : list))
    }

    /// Draws what `content` draws into a new transparent layer, then composites the layer into this
    /// context as one image, under this context's clip, filters, opacity and blend mode. The layer's
    /// context starts with this context's transform and environment.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = GraphicsContext(environment: environment, destination: destination.layer())
        layer.transform = transform
        try content(&layer)
        guard !layer.destination.list.isEmpty else { return }
        appendPlaced(.effect(.compositingGroup, layer.destination.list))
    }

    /// Fills `path` with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        guard checked(path, "fill") else { return }
        append(.fill(path, shading.paint(for: path, in: self), style))
    }

    /// Strokes `path` with `shading` in `style`.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        guard checked(path, "stroke") else { return }
        append(.stroke(path, shading.paint(for: path, in: self), style))
    }

    /// Strokes `path` with `shading` at `lineWidth` (the other stroke settings at their defaults).
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Whether `path` can be drawn: an empty path draws nothing; a path with a NaN or infinite
    /// coordinate is reported and skipped.
    private func checked(_ path: Path, _ operation: String) -> Bool {
        guard !path.isEmpty else { return false }
        func finite(_ p: CGPoint) -> Bool { p.x.isFinite && p.y.isFinite }
        var isFinite = true
        path.forEach { element in
            switch element {
            case .move(let p), .line(let p): isFinite = isFinite && finite(p)
            case .quadCurve(let p, let c): isFinite = isFinite && finite(p) && finite(c)
            case .curve(let p, let c1, let c2): isFinite = isFinite && finite(p) && finite(c1) && finite(c2)
            case .closeSubpath: break
            }
        }
        guard isFinite else {
            destination.report("GraphicsContext.\(operation): a path with a NaN or infinite coordinate was skipped")
            return false
        }
        return true
    }

    /// Adds `item` (in this context's coordinates) under the transform, filters, clips, opacity and
    /// blend mode.
    func append(_ item: consuming DisplayItem) {
        let t = transform
        let determinant = t.a * t.d - t.b * t.c
        guard determinant.isFinite, t.tx.isFinite, t.ty.isFinite else {
            return destination.report("GraphicsContext: a drawing under a NaN or infinite transform was skipped")
        }
        guard determinant != 0 else { return }
        if t.isIdentity { return appendPlaced(item) }
        appendPlaced(.effect(.transform(t), DisplayList([item])))
    }

    /// Adds `item` (already in the destination's coordinates) under the filters, clips, opacity and
    /// blend mode.
    func appendPlaced(_ item: consuming DisplayItem) {
        // Most drawing has no filter, clip, opacity or blend mode to wrap it in.
        if filters.isEmpty, clips.isEmpty, opacity == 1, blendMode == .normal {
            return destination.list.append(item)
        }
        var item = item
        for filter in filters { item = filter.applied(to: item, environment: environment) }
        for clip in clips.reversed() {
            switch clip {
            case .path(let path, let style): item = .effect(.clip(path, style), DisplayList([item]))
            case .layer(let mask): item = .effect(.mask(mask), DisplayList([item]))
            }
        }
        let opacity = self.opacity.isFinite ? min(max(self.opacity, 0), 1) : 1
        if opacity < 1 { item = .effect(.opacity(opacity), DisplayList([item])) }
        if blendMode != .normal {
            if blendMode.isPlusDarker {
                destination.report("GraphicsContext: blend mode plusDarker is drawn as multiply")
            }
            item = .effect(.blendMode(blendMode.displayMode), DisplayList([item]))
        }
        destination.list.append(item)
    }
}
