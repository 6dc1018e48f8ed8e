import Foundation
import PlumeCairo
import PlumeGraphics
import PlumeStreams
import PlumeUI

/// Renders a view to an image or a PDF, as SwiftUI's `ImageRenderer`: an offscreen host that lays
/// the view out at `proposedSize` (its ideal size by default), runs its frames until they settle,
/// and draws it with Plume's cairo renderer.
///
/// ```swift
/// let renderer = ImageRenderer(content: ChartView(values: values))
/// renderer.scale = 2
/// if let image = renderer.cgImage { try image.writePNG(to: url) }
/// renderer.render { size, draw in
///     var box = CGRect(origin: .zero, size: size)
///     guard let pdf = CGContext(pdfURL, mediaBox: &box, nil) else { return }
///     pdf.beginPDFPage(nil); draw(pdf); pdf.endPDFPage(); pdf.closePDF()
/// }
/// ```
/// Each property read or `render` call renders afresh (in a new view graph, with the current date
/// and a light color scheme unless the content sets its own environment); time does not pass, so an
/// `AsyncImage` shows its placeholder and animations their end state. Changing `content`, `scale`,
/// `proposedSize`, `isOpaque` or `colorMode` sends `objectWillChange`. A size that cannot be
/// rendered (an infinite ideal size, more than 32767 pixels a side) gives a nil image, and the
/// reason is in `diagnostics`, with the view graph's own problems.
///
/// Differences from SwiftUI: `cgImage` is a `RenderedImage` (Plume's premultiplied BGRA pixels;
/// `pngData()` encodes it) since Linux has no Core Graphics; `render`'s context is Plume's PDF-only
/// `CGContext`; `uiImage`/`nsImage` and `label` are absent; `isOpaque` images are drawn over white;
/// `colorMode` other than `.nonLinear` is drawn as `.nonLinear` (reported).
@MainActor @preconcurrency
public final class ImageRenderer<Content: View>: ObservableObject {
    /// Sent before any setting changes.
    public let objectWillChange = ObservableObjectPublisher()

    /// The view rendered.
    public var content: Content { willSet { objectWillChange.send() } }
    /// The size proposed to the view (`.unspecified`: its ideal size).
    public var proposedSize: ProposedViewSize = .unspecified { willSet { objectWillChange.send() } }
    /// Pixels per point of `cgImage` (the view's `displayScale`); NaN, infinite, zero and negative
    /// scales are used as 1.
    public var scale: CGFloat = 1 { willSet { objectWillChange.send() } }
    /// Whether the image is opaque (drawn over white) instead of transparent where nothing is drawn.
    public var isOpaque = false { willSet { objectWillChange.send() } }
    /// The color mode (Plume draws `.nonLinear`).
    public var colorMode: ColorRenderingMode = .nonLinear { willSet { objectWillChange.send() } }
    /// The problems of the last rendering: the view graph's diagnostics and rendering errors.
    public private(set) var diagnostics: [String] = []

    private var usableScale: CGFloat { scale.isFinite && scale > 0 ? scale : 1 }

    private let renderer = CairoRenderer(
        textEngine: PangoTextLayoutEngine(sharingFontsWith: .shared), imageLoader: CairoImageLoader())

    /// A renderer of `content`.
    public init(content: Content) { self.content = content }

    /// The view drawn at `scale`, or nil (with the reason in `diagnostics`).
    public var cgImage: RenderedImage? {
        let scale = usableScale
        guard let (list, size) = displayList(scale: scale) else { return nil }
        do {
            let white = Color.Resolved(red: 1, green: 1, blue: 1)
            return try renderer.render(list, size: size, scale: scale, background: isOpaque ? white : nil)
        } catch {
            diagnostics.append("ImageRenderer: \(error)")
            return nil
        }
    }

    /// The view drawn at `scale`, encoded as PNG (Plume addition); throws when it cannot be drawn.
    public func pngData() throws -> Data {
        guard let image = cgImage else { throw RenderError.cairo(diagnostics.last ?? "the view could not be drawn") }
        return try image.pngData()
    }

    /// Calls `renderer` with the view's size and a function that draws the view into a context (a
    /// PDF page, see `CGContext`); effects drawn as images (blur, shadows) get `rasterizationScale`
    /// pixels per point.
    public func render(rasterizationScale: CGFloat = 1, renderer: (CGSize, (CGContext) -> Void) -> Void) {
        guard let (list, size) = displayList(scale: 1) else { return }
        let factor = rasterizationScale.isFinite && rasterizationScale > 0 ? Double(rasterizationScale) : 1
        let textEngine = self.renderer.textEngine
        let imageLoader = self.renderer.imageLoader
        renderer(size) { context in
            let previous = context.rasterizationFactor
            context.rasterizationFactor = factor
            context.draw(list, textEngine: textEngine, imageLoader: imageLoader)
            context.rasterizationFactor = previous
        }
    }

    /// The display list and size of the content laid out at `proposedSize`, or nil (reported).
    private func displayList(scale: CGFloat) -> (DisplayList, CGSize)? {
        diagnostics = []
        if colorMode != .nonLinear {
            diagnostics.append("ImageRenderer: colorMode \(colorMode) is drawn as .nonLinear (8-bit sRGB)")
        }
        let measuring = ViewGraph(
            root: content, size: CGSize(width: 32767, height: 32767), displayScale: scale,
            textEngine: renderer.textEngine, imageLoader: renderer.imageLoader)
        measuring.runFrame()
        let size = measuring.contentSizeThatFits(proposedSize)
        diagnostics += measuring.diagnostics
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0,
            size.width * scale <= 32767, size.height * scale <= 32767
        else {
            diagnostics.append(
                "ImageRenderer: the view's size \(size.width) × \(size.height) points at scale \(scale) cannot be "
                    + "rendered (it must be positive and at most 32767 pixels a side)")
            return nil
        }
        let graph = ViewGraph(
            root: content, size: size, displayScale: scale, textEngine: renderer.textEngine,
            imageLoader: renderer.imageLoader)
        var list = graph.runFrame()
        for _ in 0..<4 where graph.hasPendingWork && !graph.isAnimating { list = graph.runFrame() }
        diagnostics += graph.diagnostics.filter { !diagnostics.contains($0) }
        return (list, size)
    }
}
