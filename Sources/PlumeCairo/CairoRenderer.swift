import CCairo
import Foundation
import PlumeGraphics

/// Draws display lists with cairo: into pixels (`RenderedImage`, PNG) at any scale factor, or into
/// SVG and PDF files.
///
/// Rendering is deterministic: the same list at the same size and scale gives byte-identical pixels
/// and PNGs (text uses fixed font options: gray antialiasing, no hinting, unhinted metrics). Text is
/// drawn with `textEngine`'s cached Pango layouts, images through `imageLoader`; a missing image or
/// an item with non-finite geometry draws nothing and rendering goes on. Safe to use from several
/// threads at once (text drawing is serialized by the text engine's lock).
/// ```swift
/// let renderer = CairoRenderer()
/// let image = try renderer.render(list, size: CGSize(width: 390, height: 844), scale: 2, background: .init(red: 1, green: 1, blue: 1))
/// try image.writePNG(to: URL(fileURLWithPath: "/tmp/screen.png"))
/// ```
public struct CairoRenderer: Sendable {
    /// The engine whose layouts `.text` items are drawn with; measure with the same engine.
    public let textEngine: PangoTextLayoutEngine
    /// Where `.image` items are decoded.
    public let imageLoader: CairoImageLoader

    /// A renderer using the given (by default the shared) text engine and image loader.
    public init(textEngine: PangoTextLayoutEngine = .shared, imageLoader: CairoImageLoader = .shared) {
        self.textEngine = textEngine
        self.imageLoader = imageLoader
    }

    /// The pixel size of a canvas of `size` points at `scale` (each side rounded up).
    ///
    /// Throws `RenderError.invalidSize` for negative or non-finite sizes, `.invalidScale` for a scale
    /// that is not finite and positive, `.tooLarge` beyond 32767 pixels on a side. A zero size is
    /// valid and gives zero pixels.
    public static func pixelSize(for size: CGSize, scale: CGFloat) throws -> (width: Int, height: Int) {
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            throw RenderError.invalidSize(width: Double(size.width), height: Double(size.height))
        }
        guard scale.isFinite, scale > 0 else { throw RenderError.invalidScale(Double(scale)) }
        func pixels(_ points: CGFloat) -> Double { (Double(points * scale) - 1e-6).rounded(.up) }
        let width = max(0, pixels(size.width))
        let height = max(0, pixels(size.height))
        guard width <= 32767, height <= 32767 else {
            throw RenderError.tooLarge(widthPixels: Int(min(width, 1e9)), heightPixels: Int(min(height, 1e9)))
        }
        return (Int(width), Int(height))
    }

    /// Draws `list` on a canvas of `size` points at `scale` pixels per point, over `background`
    /// (transparent when nil).
    ///
    /// A zero size gives an image with no pixels; invalid sizes and scales throw (see `pixelSize`).
    public func render(
        _ list: DisplayList, size: CGSize, scale: CGFloat = 1, background: Color.Resolved? = nil
    ) throws -> RenderedImage {
        let (width, height) = try Self.pixelSize(for: size, scale: scale)
        guard width > 0, height > 0 else { return RenderedImage(emptyWidth: width, height: height) }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(surface) }
        try Self.check(surface)
        let cr = cairo_create(surface)!
        if let background {
            cairo_set_source_rgba(cr, background.red, background.green, background.blue, background.opacity)
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_paint(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        }
        cairo_scale(cr, Double(scale), Double(scale))
        var pixelPainter = painter(layerFactor: 1)
        pixelPainter.coverageMasks = CoverageMaskCache(drawingOn: surface, background: background)
        pixelPainter.draw(list, in: cr)
        let status = cairo_status(cr)
        cairo_destroy(cr)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError.cairo(String(cString: cairo_status_to_string(status)))
        }
        return RenderedImage(copying: surface)
    }

    /// Renders `list` and writes it as a PNG file (see `render`).
    public func writePNG(
        _ list: DisplayList, size: CGSize, scale: CGFloat = 1, background: Color.Resolved? = nil, to url: URL
    ) throws {
        try render(list, size: size, scale: scale, background: background).writePNG(to: url)
    }

    /// Writes `list` as an SVG document of `size` points (text as glyph outlines, pixel effects such
    /// as blur and shadow as embedded images). The same list gives the same file.
    public func writeSVG(_ list: DisplayList, size: CGSize, to url: URL) throws {
        try writeVector(list, size: size, to: url) { path, w, h in cairo_svg_surface_create(path, w, h) }
        do {
            try SVGIdentifiers.normalizeFile(at: url)
        } catch {
            throw RenderError.io(path: url.path, reason: error.localizedDescription)
        }
    }

    /// Writes `list` as a one-page PDF of `size` points (fonts embedded; the creation date is left
    /// out so the same list gives the same file).
    public func writePDF(_ list: DisplayList, size: CGSize, to url: URL) throws {
        try writeVector(list, size: size, to: url) { path, w, h in
            let surface = cairo_pdf_surface_create(path, w, h)
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "")
            return surface
        }
    }

    private func painter(layerFactor: Double) -> DisplayListPainter {
        DisplayListPainter(textEngine: textEngine, imageLoader: imageLoader, layerFactor: layerFactor)
    }

    private func writeVector(
        _ list: DisplayList, size: CGSize, to url: URL, create: (String, Double, Double) -> OpaquePointer?
    ) throws {
        _ = try Self.pixelSize(for: size, scale: 1)
        guard let surface = create(url.path, Double(size.width), Double(size.height)) else {
            throw RenderError.cairo("could not create a surface")
        }
        defer { cairo_surface_destroy(surface) }
        try Self.check(surface, path: url.path)
        let cr = cairo_create(surface)!
        painter(layerFactor: 2).draw(list, in: cr)
        cairo_show_page(cr)
        cairo_destroy(cr)
        cairo_surface_finish(surface)
        try Self.check(surface, path: url.path)
    }

    private static func check(_ surface: OpaquePointer, path: String? = nil) throws {
        let status = cairo_surface_status(surface)
        guard status != CAIRO_STATUS_SUCCESS else { return }
        let message = String(cString: cairo_status_to_string(status))
        if let path, status == CAIRO_STATUS_WRITE_ERROR || status == CAIRO_STATUS_FILE_NOT_FOUND {
            throw RenderError.io(path: path, reason: message)
        }
        throw RenderError.cairo(message)
    }
}
