import Foundation
import PlumeGraphics

/// A view that draws with a closure, as SwiftUI's `Canvas`: the renderer is given a
/// `GraphicsContext` and the canvas's size and fills, strokes and draws text, images and symbols.
///
/// ```swift
/// Canvas { context, size in
///     for i in 0..<10 {
///         let x = size.width * CGFloat(i) / 10
///         context.stroke(Path { $0.move(to: CGPoint(x: x, y: 0)); $0.addLine(to: CGPoint(x: x, y: size.height)) },
///                        with: .color(.gray), lineWidth: 1)
///     }
///     if let star = context.resolveSymbol(id: "star") { context.draw(star, at: CGPoint(x: 40, y: 40)) }
/// } symbols: {
///     Image(systemName: "star.fill").foregroundStyle(.yellow).tag("star")
/// }
/// .frame(width: 200, height: 120)
/// ```
/// The canvas takes the space it is offered (10 × 10 when a dimension is unspecified). Its renderer
/// runs when the canvas is drawn after its view value or environment changed (its closure, captured
/// state, color scheme…), and its drawing is kept otherwise; the drawing is not clipped to the
/// canvas's bounds. Symbols are the views of `symbols` with a `.tag`, laid out at their ideal size and
/// drawn whenever the canvas draws; views without a tag are ignored, and symbols take no part in hit
/// testing. `opaque` and `rendersAsynchronously` are hints Plume does not need (it always renders on
/// the graph's thread); a `colorMode` other than `.nonLinear` is drawn as `.nonLinear` and reported.
public struct Canvas<Symbols: View>: View, PrimitiveView {
    /// The views the renderer can draw as symbols, by their tags.
    public var symbols: Symbols
    /// Draws the canvas's content into the context, for the canvas's size.
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    /// Whether the canvas promises to cover its bounds with opaque pixels (a hint).
    public var isOpaque: Bool
    /// The color mode asked for (Plume draws `.nonLinear`).
    public var colorMode: ColorRenderingMode
    /// Whether rendering may happen off the main thread (a hint; Plume renders on the graph's thread).
    public var rendersAsynchronously: Bool

    /// A canvas drawn by `renderer`, with `symbols` it can draw by tag.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
    ) {
        self.symbols = symbols()
        self.renderer = renderer
        isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
    }

    public typealias Body = Never
    func makeBehavior() -> NodeBehavior { CanvasBehavior<Symbols>() }
}

extension Canvas where Symbols == EmptyView {
    /// A canvas drawn by `renderer`.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) {
        self.init(
            opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously, renderer: renderer,
            symbols: { EmptyView() })
    }
}
