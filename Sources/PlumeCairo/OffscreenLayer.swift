import CCairo
import Foundation
import PlumeGraphics

/// An ARGB32 image holding content drawn in device space, for effects that need pixels (blur,
/// shadow, color multiply).
///
/// The content is first recorded (a cairo recording surface) to find where it actually draws; the
/// layer then covers only that ink plus a margin, within the visible area plus the margin. `factor`
/// is the layer's pixels per device unit: 1 for images, 2 for vector output (SVG, PDF).
final class OffscreenLayer {
    let surface: OpaquePointer
    /// Device-space position of the layer's top-left pixel.
    let originX: Double
    let originY: Double
    /// Layer pixels per device unit.
    let factor: Double

    /// Draws content into a new layer matching `cr`'s transform; nil when nothing visible is drawn
    /// or the layer would exceed about 64 million pixels. With `wholeInk`, the layer covers all the
    /// content draws (plus the margin) within cairo's range, visible or not.
    init?(for cr: OpaquePointer, margin: Double, factor: Double, wholeInk: Bool = false, draw: (OpaquePointer) -> Void)
    {
        guard margin.isFinite, margin >= 0, let visible = Self.visibleDeviceRect(cr) else { return nil }
        let limit = 1e6
        let reach =
            wholeInk
            ? CGRect(x: -limit, y: -limit, width: 2 * limit, height: 2 * limit)
            : visible.insetBy(dx: -margin, dy: -margin)
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        var extents = cairo_rectangle_t(x: reach.minX, y: reach.minY, width: reach.width, height: reach.height)
        guard let recording = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents) else { return nil }
        defer { cairo_surface_destroy(recording) }
        let recorder = cairo_create(recording)!
        cairo_set_matrix(recorder, &matrix)
        draw(recorder)
        cairo_destroy(recorder)
        var inkX = 0.0
        var inkY = 0.0
        var inkWidth = 0.0
        var inkHeight = 0.0
        cairo_recording_surface_ink_extents(recording, &inkX, &inkY, &inkWidth, &inkHeight)
        guard inkWidth > 0, inkHeight > 0 else { return nil }
        let region = CGRect(x: inkX, y: inkY, width: inkWidth, height: inkHeight)
            .insetBy(dx: -margin, dy: -margin).intersection(reach)
        guard !region.isNull, region.width > 0, region.height > 0 else { return nil }
        self.factor = factor
        originX = region.minX.rounded(.down)
        originY = region.minY.rounded(.down)
        let width = (region.maxX.rounded(.up) - originX) * factor
        let height = (region.maxY.rounded(.up) - originY) * factor
        guard width >= 1, height >= 1, width <= 32767, height <= 32767, width * height <= 64_000_000 else { return nil }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else { return nil }
        self.surface = surface
        let layerContext = cairo_create(surface)!
        cairo_scale(layerContext, factor, factor)
        cairo_translate(layerContext, -originX, -originY)
        cairo_set_source_surface(layerContext, recording, 0, 0)
        cairo_paint(layerContext)
        cairo_destroy(layerContext)
        cairo_surface_flush(surface)
    }

    /// The device-space bounding box of `cr`'s clip (the visible area), or nil when it is empty.
    static func visibleDeviceRect(_ cr: OpaquePointer) -> CGRect? {
        var x1 = 0.0
        var y1 = 0.0
        var x2 = 0.0
        var y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        var xs: [Double] = []
        var ys: [Double] = []
        for (ux, uy) in [(x1, y1), (x2, y1), (x1, y2), (x2, y2)] {
            var x = ux
            var y = uy
            cairo_user_to_device(cr, &x, &y)
            xs.append(x)
            ys.append(y)
        }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
            [minX, maxX, minY, maxY].allSatisfy(\.isFinite), maxX > minX, maxY > minY
        else { return nil }
        // Unbounded targets report huge extents; nothing beyond cairo's coordinate range is drawable.
        let limit = 1e6
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
            .intersection(CGRect(x: -limit, y: -limit, width: 2 * limit, height: 2 * limit))
    }

    deinit { cairo_surface_destroy(surface) }

    /// Paints the layer into `cr` at its device position moved by (`offsetX`, `offsetY`) device units.
    func composite(into cr: OpaquePointer, offsetX: Double = 0, offsetY: Double = 0) {
        Self.paint(surface, atDeviceX: originX + offsetX, y: originY + offsetY, factor: factor, into: cr)
    }

    /// Paints `surface` (`factor` pixels per device unit) into `cr` with its top-left pixel at the
    /// device point (`x`, `y`), whatever `cr`'s matrix.
    static func paint(_ surface: OpaquePointer, atDeviceX x: Double, y: Double, factor: Double, into cr: OpaquePointer)
    {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_translate(cr, x, y)
        cairo_scale(cr, 1 / factor, 1 / factor)
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// Calls `body` with every pixel word (premultiplied `0xAARRGGBB`) for in-place changes.
    private func mapPixels(_ body: (UInt32) -> UInt32) {
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let mapsTransparent = body(0) != 0
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width where mapsTransparent || row[x] != 0 {
                row[x] = body(row[x])
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// Multiplies every channel by `color` (straight components), alpha by its opacity.
    func multiply(by color: Color.Resolved) {
        let a = color.opacity
        let factors = [color.blue * a, color.green * a, color.red * a, a].map { UInt32(($0 * 65536).rounded()) }
        mapPixels { word in
            var out: UInt32 = 0
            for (index, f) in factors.enumerated() {
                let shift = UInt32(index * 8)
                let channel = (word >> shift) & 0xFF
                out |= min(255, (channel * f + 32768) >> 16) << shift
            }
            return out
        }
    }

    /// Passes every pixel through `matrix`: unpremultiplied, transformed, clamped and premultiplied
    /// again (a colour effect; pixels the matrix makes opaque from transparent get the constant).
    func apply(_ matrix: ColorMatrix) {
        mapPixels { word in
            let alpha = Double(word >> 24) / 255
            func channel(_ shift: UInt32) -> Double {
                alpha > 0 ? min(1, Double((word >> shift) & 0xFF) / 255 / alpha) : 0
            }
            let (r, g, b, a) = matrix.apply(channel(16), channel(8), channel(0), alpha)
            func byte(_ value: Double) -> UInt32 { UInt32((value * a * 255).rounded()) }
            return UInt32((a * 255).rounded()) << 24 | byte(r) << 16 | byte(g) << 8 | byte(b)
        }
    }

    /// Replaces every pixel by `color` at the pixel's alpha (the silhouette a shadow is made of).
    func replaceWithAlpha(filledWith color: Color.Resolved) {
        let a = color.opacity
        let premultiplied = [color.blue * a, color.green * a, color.red * a, a].map { $0 * 255 }
        // The word for each alpha, computed once (the same arithmetic per pixel as before).
        let words = (0...255).map { alpha in
            let coverage = Double(alpha) / 255
            var out: UInt32 = 0
            for (index, value) in premultiplied.enumerated() {
                out |= UInt32(min(255, (value * coverage).rounded())) << UInt32(index * 8)
            }
            return out
        }
        words.withUnsafeBufferPointer { table in mapPixels { table[Int($0 >> 24)] } }
    }

    /// Blurs a silhouette made by `replaceWithAlpha(filledWith: color)` as `blur(sigma:)` would: each
    /// channel there is the same function of the old alpha, so channels made from equal values hold
    /// equal bytes and blur alike. Each distinct channel is blurred once and copied to its equals;
    /// channels of zero stay zero (a black shadow blurs only its alpha).
    func blurSilhouette(sigma: Double, filledWith color: Color.Resolved) {
        let a = color.opacity
        // Byte order in memory (little-endian words): blue, green, red, alpha.
        let values = [color.blue * a, color.green * a, color.red * a, a].map { $0 * 255 }
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return }
        var blurred: [Int: Int] = [:]
        for channel in (0..<4).reversed() {
            let value = values[channel]
            // Below half a unit, every pixel of the channel rounded to zero.
            if value < 0.5 { continue }
            if let twin = blurred.first(where: { values[$0.key] == value })?.key {
                for y in 0..<height {
                    let row = data + y * stride
                    for x in 0..<width { row[x * 4 + channel] = row[x * 4 + twin] }
                }
                continue
            }
            BoxBlur.gaussian(
                data, width: width, height: height, stride: stride, sigma: sigma * factor, channel: channel)
            blurred[channel] = channel
        }
        cairo_surface_mark_dirty(surface)
    }

    /// Blurs the layer with a Gaussian of standard deviation `sigma` device units.
    func blur(sigma: Double) {
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return }
        BoxBlur.gaussian(data, width: width, height: height, stride: stride, sigma: sigma * factor)
        cairo_surface_mark_dirty(surface)
    }
}
