import CCairo
import CRsvg
import Foundation
import PlumeGraphics

/// Turns encoded bytes or raw pixels into a `DecodedImage`: PNG through cairo, SVG through librsvg,
/// JPEG (and other bitmap formats gdk-pixbuf knows) through gdk-pixbuf.
enum ImageDecoder {
    /// Decodes `source`, throwing `ImageError.notFound` for a missing file and `.unreadable` with a
    /// reason for anything that cannot be decoded.
    static func decode(_ source: ImageSource) throws -> DecodedImage {
        let name = source.description
        switch source {
        case .file(let url):
            guard FileManager.default.fileExists(atPath: url.path) else { throw ImageError.notFound(url.path) }
            let data: Data
            do {
                data = try Data(contentsOf: url)
            } catch {
                throw ImageError.unreadable(name, reason: error.localizedDescription)
            }
            return try decode(data, name: name, isSVGByName: url.pathExtension.lowercased() == "svg")
        case .data(let data, let name):
            return try decode(data, name: name, isSVGByName: name.lowercased().hasSuffix(".svg"))
        case .pixels(let data, let width, let height, _):
            return try decodePixels(data, width: width, height: height, name: name)
        }
    }

    private static func decode(_ data: Data, name: String, isSVGByName: Bool) throws -> DecodedImage {
        guard !data.isEmpty else { throw ImageError.unreadable(name, reason: "the data is empty") }
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            do {
                let surface = try RenderedImage.decodePNG(data)
                let size = CGSize(
                    width: Int(cairo_image_surface_get_width(surface)),
                    height: Int(cairo_image_surface_get_height(surface)))
                return DecodedImage(content: .bitmap(surface), size: size)
            } catch {
                throw ImageError.unreadable(name, reason: "corrupt PNG: \(error)")
            }
        }
        if isSVGByName || looksLikeSVG(data) { return try decodeSVG(data, name: name) }
        return try decodeWithPixbuf(data, name: name)
    }

    /// Whether the data is XML text that opens an `<svg` element in its first 16 KB (after any
    /// declaration, doctype or comments).
    private static func looksLikeSVG(_ data: Data) -> Bool {
        let head = String(decoding: data.prefix(16_384), as: UTF8.self)
        let start = head.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
        return start.hasPrefix("<") && head.contains("<svg")
    }

    private static func gErrorMessage(_ error: UnsafeMutablePointer<GError>?) -> String {
        guard let error else { return "unknown error" }
        defer { g_error_free(error) }
        return error.pointee.message.map { String(cString: $0) } ?? "unknown error"
    }

    private static func decodeSVG(_ data: Data, name: String) throws -> DecodedImage {
        var error: UnsafeMutablePointer<GError>?
        let handle = data.withUnsafeBytes { raw in
            rsvg_handle_new_from_data(raw.bindMemory(to: UInt8.self).baseAddress, gsize(raw.count), &error)
        }
        guard let handle else { throw ImageError.unreadable(name, reason: "invalid SVG: \(gErrorMessage(error))") }
        // 72 dpi: one SVG `pt` is one Plume point, like one `px`.
        rsvg_handle_set_dpi(handle, 72)
        var width = 0.0
        var height = 0.0
        if rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) == 0 || width <= 0 || height <= 0 {
            var hasWidth: gboolean = 0
            var hasHeight: gboolean = 0
            var hasViewBox: gboolean = 0
            var lengthW = RsvgLength()
            var lengthH = RsvgLength()
            var viewBox = RsvgRectangle()
            rsvg_handle_get_intrinsic_dimensions(
                handle, &hasWidth, &lengthW, &hasHeight, &lengthH, &hasViewBox, &viewBox)
            if hasViewBox != 0 {
                width = viewBox.width
                height = viewBox.height
            }
        }
        guard width > 0, height > 0, width.isFinite, height.isFinite else {
            g_object_unref(UnsafeMutableRawPointer(handle))
            throw ImageError.unreadable(name, reason: "the SVG has neither a width and height nor a viewBox")
        }
        return DecodedImage(content: .svg(handle), size: CGSize(width: width, height: height))
    }

    private static func decodeWithPixbuf(_ data: Data, name: String) throws -> DecodedImage {
        let loader = gdk_pixbuf_loader_new()!
        defer { g_object_unref(UnsafeMutableRawPointer(loader)) }
        var error: UnsafeMutablePointer<GError>?
        let wrote = data.withUnsafeBytes { raw in
            gdk_pixbuf_loader_write(loader, raw.bindMemory(to: UInt8.self).baseAddress, gsize(raw.count), &error)
        }
        let closed = wrote != 0 ? gdk_pixbuf_loader_close(loader, &error) : 0
        if wrote == 0 { _ = gdk_pixbuf_loader_close(loader, nil) }
        guard closed != 0, let pixbuf = gdk_pixbuf_loader_get_pixbuf(loader) else {
            throw ImageError.unreadable(name, reason: "not a PNG, JPEG or SVG image (\(gErrorMessage(error)))")
        }
        let width = Int(gdk_pixbuf_get_width(pixbuf))
        let height = Int(gdk_pixbuf_get_height(pixbuf))
        let channels = Int(gdk_pixbuf_get_n_channels(pixbuf))
        let hasAlpha = gdk_pixbuf_get_has_alpha(pixbuf) != 0
        let rowStride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        guard width > 0, height > 0, channels >= 3, let source = gdk_pixbuf_read_pixels(pixbuf) else {
            throw ImageError.unreadable(name, reason: "unsupported pixel layout")
        }
        let surface = try makeSurface(width: width, height: height, name: name)
        let destStride = Int(cairo_image_surface_get_stride(surface))
        let dest = cairo_image_surface_get_data(surface)!
        for y in 0..<height {
            let row = source + y * rowStride
            let out = UnsafeMutableRawPointer(dest + y * destStride)
            for x in 0..<width {
                let p = row + x * channels
                let a = hasAlpha ? UInt32(p[3]) : 255
                func pre(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 127) / 255 }
                let word = a << 24 | pre(p[0]) << 16 | pre(p[1]) << 8 | pre(p[2])
                out.storeBytes(of: word, toByteOffset: x * 4, as: UInt32.self)
            }
        }
        cairo_surface_mark_dirty(surface)
        return DecodedImage(content: .bitmap(surface), size: CGSize(width: width, height: height))
    }

    private static func decodePixels(_ data: Data, width: Int, height: Int, name: String) throws -> DecodedImage {
        guard width > 0, height > 0, width <= 32767, height <= 32767 else {
            throw ImageError.unreadable(name, reason: "invalid pixel size \(width) × \(height)")
        }
        guard data.count == width * height * 4 else {
            throw ImageError.unreadable(
                name, reason: "expected \(width * height * 4) bytes for \(width) × \(height) pixels, got \(data.count)")
        }
        let surface = try makeSurface(width: width, height: height, name: name)
        let destStride = Int(cairo_image_surface_get_stride(surface))
        let dest = cairo_image_surface_get_data(surface)!
        data.withUnsafeBytes { raw in
            for y in 0..<height {
                let src = raw.baseAddress! + y * width * 4
                UnsafeMutableRawPointer(dest + y * destStride).copyMemory(from: src, byteCount: width * 4)
            }
        }
        cairo_surface_mark_dirty(surface)
        return DecodedImage(content: .bitmap(surface), size: CGSize(width: width, height: height))
    }

    private static func makeSurface(width: Int, height: Int, name: String) throws -> OpaquePointer {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw ImageError.unreadable(name, reason: String(cString: cairo_status_to_string(status)))
        }
        cairo_surface_flush(surface)
        return surface
    }
}
