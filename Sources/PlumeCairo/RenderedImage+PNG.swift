import CCairo
import Foundation

/// Collects bytes written by cairo's PNG writer.
private final class ByteSink {
    var data = Data()
}

/// Feeds bytes to cairo's PNG reader.
private final class ByteSource {
    let data: Data
    var offset = 0
    init(_ data: Data) { self.data = data }
}

extension RenderedImage {
    /// The image encoded as PNG (8-bit RGBA, no timestamp or other varying chunks, so the same pixels
    /// always give the same bytes).
    ///
    /// Throws `RenderError.emptyImage` for an image with no pixels.
    public func pngData() throws -> Data {
        guard width > 0, height > 0 else { throw RenderError.emptyImage }
        let surface = try makeSurface()
        defer { cairo_surface_destroy(surface) }
        let sink = ByteSink()
        let box = Unmanaged.passRetained(sink)
        defer { box.release() }
        let status = cairo_surface_write_to_png_stream(
            surface,
            { closure, bytes, length in
                guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
                let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
                sink.data.append(bytes, count: Int(length))
                return CAIRO_STATUS_SUCCESS
            }, box.toOpaque())
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError.cairo(String(cString: cairo_status_to_string(status)))
        }
        return sink.data
    }

    /// Writes the image as a PNG file, replacing any file at `url`.
    public func writePNG(to url: URL) throws {
        let data = try pngData()
        do {
            try data.write(to: url)
        } catch {
            throw RenderError.io(path: url.path, reason: error.localizedDescription)
        }
    }

    /// Decodes PNG bytes (any PNG color type) into premultiplied ARGB32.
    ///
    /// Throws `RenderError.invalidPNG` naming the problem for bytes that are not a PNG.
    public init(pngData: Data) throws {
        guard pngData.starts(with: [0x89, 0x50, 0x4E, 0x47]) else {
            throw RenderError.invalidPNG("the data does not start with the PNG signature")
        }
        let surface = try Self.decodePNG(pngData)
        defer { cairo_surface_destroy(surface) }
        self.init(copying: surface)
    }

    /// Reads and decodes a PNG file.
    public init(contentsOf url: URL) throws {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw RenderError.io(path: url.path, reason: error.localizedDescription)
        }
        try self.init(pngData: data)
    }

    /// Decodes PNG bytes into a new ARGB32 image surface that the caller destroys.
    static func decodePNG(_ data: Data) throws -> OpaquePointer {
        let source = ByteSource(data)
        let box = Unmanaged.passRetained(source)
        defer { box.release() }
        guard
            let decoded = cairo_image_surface_create_from_png_stream(
                { closure, buffer, length in
                    guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
                    let source = Unmanaged<ByteSource>.fromOpaque(closure).takeUnretainedValue()
                    let count = Int(length)
                    guard source.offset + count <= source.data.count else { return CAIRO_STATUS_READ_ERROR }
                    source.data.copyBytes(to: buffer, from: source.offset..<(source.offset + count))
                    source.offset += count
                    return CAIRO_STATUS_SUCCESS
                }, box.toOpaque())
        else { throw RenderError.invalidPNG("cairo returned no surface") }
        let status = cairo_surface_status(decoded)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(decoded)
            throw RenderError.invalidPNG(String(cString: cairo_status_to_string(status)))
        }
        return try convertToARGB32(decoded)
    }

    /// Returns an ARGB32 surface with the pixels of `surface` (consumed: destroyed unless returned).
    static func convertToARGB32(_ surface: OpaquePointer) throws -> OpaquePointer {
        if cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32 { return surface }
        defer { cairo_surface_destroy(surface) }
        let w = cairo_image_surface_get_width(surface)
        let h = cairo_image_surface_get_height(surface)
        let converted = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h)!
        let cr = cairo_create(converted)!
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_paint(cr)
        cairo_destroy(cr)
        let status = cairo_surface_status(converted)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(converted)
            throw RenderError.cairo(String(cString: cairo_status_to_string(status)))
        }
        return converted
    }

    /// A new ARGB32 image surface holding a copy of these pixels; the caller destroys it.
    func makeSurface() throws -> OpaquePointer {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw RenderError.cairo(String(cString: cairo_status_to_string(status)))
        }
        cairo_surface_flush(surface)
        let destStride = Int(cairo_image_surface_get_stride(surface))
        if let dest = cairo_image_surface_get_data(surface) {
            bytes.withUnsafeBufferPointer { src in
                for row in 0..<height {
                    (dest + row * destStride).update(from: src.baseAddress! + row * stride, count: width * 4)
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}
