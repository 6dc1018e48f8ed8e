import CCairo
import Foundation
import PlumeGraphics

/// A PDF drawing context, Plume's stand-in for the part of Core Graphics' `CGContext` that
/// `ImageRenderer.render(rasterizationScale:renderer:)` is used with: writing a view to a PDF file.
///
/// ```swift
/// renderer.render { size, draw in
///     var box = CGRect(origin: .zero, size: size)
///     guard let pdf = CGContext(url, mediaBox: &box, nil) else { return }
///     pdf.beginPDFPage(nil)
///     draw(pdf)
///     pdf.endPDFPage()
///     pdf.closePDF()
/// }
/// ```
/// Backed by a cairo PDF surface (fonts embedded, text as text, blur and shadows as embedded
/// images). Differences from Core Graphics: it takes a `URL` (there is no `CFURL` on Linux: write
/// `CGContext(url, …)` without `as CFURL`), only PDF contexts exist, and its only drawing operation is
/// drawing a display list (what `ImageRenderer` passes); `auxiliaryInfo` and `pageInfo` are not read.
/// Errors (an unwritable path) make the initialiser return nil; `closePDF()` must be called for the
/// file to be complete.
public final class CGContext {
    private let surface: OpaquePointer
    private let cr: OpaquePointer
    private let mediaBox: CGRect
    private var isPageOpen = false
    private var isClosed = false
    /// Layer pixels per point for effects drawn as images (blur, shadows) in the PDF.
    public var rasterizationFactor: Double = 2

    /// A PDF context writing to `url`, with pages of `mediaBox` (612 × 792 points, US Letter, when nil).
    public init?(_ url: URL, mediaBox: UnsafePointer<CGRect>?, _ auxiliaryInfo: [String: Any]?) {
        let box = mediaBox?.pointee ?? CGRect(x: 0, y: 0, width: 612, height: 792)
        guard [box.minX, box.minY, box.width, box.height].allSatisfy(\.isFinite), box.width > 0, box.height > 0,
            let surface = cairo_pdf_surface_create(url.path, Double(box.width), Double(box.height))
        else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "")
        self.surface = surface
        cr = cairo_create(surface)
        self.mediaBox = box
    }

    /// Starts a page (of the media box's size).
    public func beginPDFPage(_ pageInfo: [String: Any]?) { isPageOpen = true }

    /// Ends the page.
    public func endPDFPage() {
        guard isPageOpen, !isClosed else { return }
        cairo_show_page(cr)
        isPageOpen = false
    }

    /// Finishes the file (ending an open page).
    public func closePDF() {
        guard !isClosed else { return }
        if isPageOpen { endPDFPage() }
        cairo_surface_finish(surface)
        isClosed = true
    }

    /// Draws `list` (in points, y down, from the media box's top-left corner) on the current page,
    /// with text measured by `textEngine` and images decoded by `imageLoader`.
    public func draw(
        _ list: DisplayList, textEngine: PangoTextLayoutEngine = .shared, imageLoader: CairoImageLoader = .shared
    ) {
        guard !isClosed else { return }
        cairo_save(cr)
        cairo_translate(cr, -Double(mediaBox.minX), -Double(mediaBox.minY))
        DisplayListPainter(textEngine: textEngine, imageLoader: imageLoader, layerFactor: rasterizationFactor)
            .draw(list, in: cr)
        cairo_restore(cr)
    }

    deinit {
        closePDF()
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }
}
