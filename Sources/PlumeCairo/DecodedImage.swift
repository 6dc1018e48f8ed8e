import CCairo
import CRsvg
import Foundation
import PlumeGraphics

/// A decoded image ready to draw: a bitmap surface, or an SVG document drawn as vectors at any scale.
///
/// Drawing is serialized by a per-image lock (librsvg handles are not thread-safe).
final class DecodedImage: @unchecked Sendable {
    enum Content {
        /// An ARGB32 image surface.
        case bitmap(OpaquePointer)
        /// A librsvg handle.
        case svg(UnsafeMutablePointer<RsvgHandle>)
    }

    let content: Content
    /// The natural size in points: pixels for bitmaps, the document size for SVG.
    let size: CGSize
    private let lock = NSLock()

    init(content: Content, size: CGSize) {
        self.content = content
        self.size = size
    }

    /// The bytes the image holds, as `CairoImageLoader`'s cache counts them: a bitmap's pixels, or
    /// 256 KB for an SVG document.
    var byteCost: Int {
        switch content {
        case .bitmap(let surface):
            Int(cairo_image_surface_get_stride(surface)) * Int(cairo_image_surface_get_height(surface)) + 1024
        case .svg: 256 << 10
        }
    }

    deinit {
        switch content {
        case .bitmap(let surface): cairo_surface_destroy(surface)
        case .svg(let handle): g_object_unref(UnsafeMutableRawPointer(handle))
        }
    }

    /// Draws the image stretched to fill `frame`; with a `tint`, only its alpha is used, filled with
    /// the tint (a template image). Empty or non-finite frames draw nothing.
    func draw(in cr: OpaquePointer, frame: CGRect, tint: Color.Resolved?, interpolation: ImageInterpolation) {
        let values = [frame.minX, frame.minY, frame.width, frame.height]
        guard values.allSatisfy(\.isFinite), frame.width > 0, frame.height > 0, size.width > 0, size.height > 0
        else { return }
        lock.lock()
        defer { lock.unlock() }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_rectangle(cr, frame.minX, frame.minY, frame.width, frame.height)
        cairo_clip(cr)
        if tint != nil { cairo_push_group(cr) }
        cairo_save(cr)
        cairo_translate(cr, frame.minX, frame.minY)
        cairo_scale(cr, frame.width / size.width, frame.height / size.height)
        switch content {
        case .bitmap(let surface):
            let pattern = cairo_pattern_create_for_surface(surface)!
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            var userX = 1.0
            var userY = 0.0
            cairo_user_to_device_distance(cr, &userX, &userY)
            cairo_pattern_set_filter(pattern, Self.filter(for: interpolation, downscaling: hypot(userX, userY) < 1))
            cairo_set_source(cr, pattern)
            cairo_paint(cr)
            cairo_pattern_destroy(pattern)
        case .svg(let handle):
            var viewport = RsvgRectangle(x: 0, y: 0, width: size.width, height: size.height)
            var error: UnsafeMutablePointer<GError>?
            _ = rsvg_handle_render_document(handle, cr, &viewport, &error)
            if let error { g_error_free(error) }
        }
        cairo_restore(cr)
        if let tint {
            let group = cairo_pop_group(cr)!
            cairo_set_source_rgba(cr, tint.red, tint.green, tint.blue, tint.opacity)
            cairo_mask(cr, group)
            cairo_pattern_destroy(group)
        }
    }

    /// The cairo filter for an interpolation quality: none → nearest, low → bilinear, medium → good,
    /// high → best when shrinking (cairo's best filter blocks up enlarged images, so enlarging uses good).
    static func filter(for interpolation: ImageInterpolation, downscaling: Bool) -> cairo_filter_t {
        switch interpolation {
        case .none: CAIRO_FILTER_NEAREST
        case .low: CAIRO_FILTER_BILINEAR
        case .medium: CAIRO_FILTER_GOOD
        case .high: downscaling ? CAIRO_FILTER_BEST : CAIRO_FILTER_GOOD
        }
    }
}
