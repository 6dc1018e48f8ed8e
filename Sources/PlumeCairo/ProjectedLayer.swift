import CCairo
import Foundation
import PlumeGraphics

/// Draws content through a projective transform (a perspective), which cairo's affine matrices
/// cannot express.
///
/// `DisplayListPainter` calls it for a `.projection` group whose transform is not affine. The content
/// is drawn once into a source image in its own user space, at the device's pixel density (times the
/// layer factor, and up to twice that where the projection magnifies). Then every pixel of the
/// device that the projected content can reach (within the visible area) is mapped back to the
/// source, through the inverse of the context's matrix and of the projection, and sampled there
/// bilinearly from premultiplied pixels; the source image's clear margin gives the edges their
/// anti-aliasing. A pixel whose preimage lies behind the eye stays clear.
///
/// Each pixel depends only on where it is and on the source image, which is drawn without the
/// clip, so a partial redraw (`RetainedRenderer`) draws exactly what a full one draws.
/// It touches only the images it makes and, when it composites, `cr`.
enum ProjectedLayer {
    /// The largest source or destination image, in pixels (a side is at most 8,192).
    static let maximumPixels = 16_000_000.0
    static let maximumSide = 8192.0

    /// Draws what `draw` draws, mapped by `projection`, into `cr`; `factor` is the layer's pixels per
    /// device unit. Draws nothing when the projection is singular or not finite, or nothing is drawn.
    static func draw(
        projection: ProjectionTransform, factor: Double, in cr: OpaquePointer, content draw: (OpaquePointer) -> Void
    ) {
        var inverse = projection
        guard projection.isFinite, abs(projection.determinant) > 1e-12, inverse.invert(),
            let visible = OffscreenLayer.visibleDeviceRect(cr)
        else { return }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        let current = ProjectionTransform(
            CGAffineTransform(a: matrix.xx, b: matrix.yx, c: matrix.xy, d: matrix.yy, tx: matrix.x0, ty: matrix.y0))
        var currentInverse = current
        guard currentInverse.invert() else { return }

        // The content's ink in user space.
        guard let recording = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nil) else { return }
        defer { cairo_surface_destroy(recording) }
        let recorder = cairo_create(recording)!
        draw(recorder)
        cairo_destroy(recorder)
        var ink = (x: 0.0, y: 0.0, width: 0.0, height: 0.0)
        cairo_recording_surface_ink_extents(recording, &ink.x, &ink.y, &ink.width, &ink.height)
        let limit = 1e6
        let content = CGRect(x: ink.x, y: ink.y, width: ink.width, height: ink.height)
            .intersection(CGRect(x: -limit, y: -limit, width: 2 * limit, height: 2 * limit))
        guard !content.isNull, content.width > 0, content.height > 0 else { return }

        // Where it can land on the device: the projected box when all of it is in front of the eye,
        // else anywhere visible.
        let toDevice = projection.concatenating(current)
        var reach = visible
        if let box = toDevice.boundingBox(of: content) {
            reach = box.insetBy(dx: -1, dy: -1).intersection(visible)
        }
        guard !reach.isNull, reach.width > 0, reach.height > 0 else { return }

        // The source's density: the device's, times where the projection magnifies (at most 2).
        let deviceScale = sqrt(abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx))
        var magnification = 1.0
        if let projected = projection.boundingBox(of: content) {
            magnification = max(projected.width / content.width, projected.height / content.height)
        }
        var density = deviceScale * factor * min(max(magnification, 1), 2)
        let wanted = (content.width * density + 2, content.height * density + 2)
        let shrink = min(
            1, maximumSide / max(wanted.0, wanted.1), sqrt(maximumPixels / (wanted.0 * wanted.1)))
        density *= shrink
        guard density.isFinite, density > 0 else { return }
        guard let source = SourceImage(recording: recording, content: content, density: density) else { return }

        let originX = reach.minX.rounded(.down)
        let originY = reach.minY.rounded(.down)
        let width = ((reach.maxX.rounded(.up) - originX) * factor).rounded(.up)
        let height = ((reach.maxY.rounded(.up) - originY) * factor).rounded(.up)
        guard width >= 1, height >= 1, width <= maximumSide, height <= maximumSide,
            width * height <= maximumPixels,
            let target = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
            cairo_surface_status(target) == CAIRO_STATUS_SUCCESS
        else { return }
        defer { cairo_surface_destroy(target) }

        // A target pixel's centre → device → user → before the projection → source pixel space.
        let targetToDevice = ProjectionTransform(
            CGAffineTransform(
                a: 1 / factor, b: 0, c: 0, d: 1 / factor, tx: originX + 0.5 / factor, ty: originY + 0.5 / factor))
        let userToSource = ProjectionTransform(
            CGAffineTransform(
                a: density, b: 0, c: 0, d: density, tx: -source.originX - 0.5, ty: -source.originY - 0.5))
        let targetToUser = targetToDevice.concatenating(currentInverse).concatenating(inverse)
        let map = targetToUser.concatenating(userToSource)
        resample(source, into: target, map: map, frontTest: targetToUser, projection: projection)

        cairo_surface_mark_dirty(target)
        OffscreenLayer.paint(target, atDeviceX: originX, y: originY, factor: factor, into: cr)
    }

    /// The content drawn into an ARGB32 image at `density` pixels per user unit, with a clear pixel
    /// all round; pixel (0, 0) covers user point (`originX`, `originY`) / `density`.
    final class SourceImage {
        let surface: OpaquePointer
        let originX: Double
        let originY: Double
        let width: Int
        let height: Int
        let stride: Int

        init?(recording: OpaquePointer, content: CGRect, density: Double) {
            originX = (content.minX * density).rounded(.down) - 1
            originY = (content.minY * density).rounded(.down) - 1
            let w = (content.maxX * density).rounded(.up) + 1 - originX
            let h = (content.maxY * density).rounded(.up) + 1 - originY
            guard w >= 1, h >= 1, w <= ProjectedLayer.maximumSide + 4, h <= ProjectedLayer.maximumSide + 4,
                let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)),
                cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
            else { return nil }
            self.surface = surface
            width = Int(w)
            height = Int(h)
            stride = Int(cairo_image_surface_get_stride(surface))
            let context = cairo_create(surface)!
            cairo_translate(context, -originX, -originY)
            cairo_scale(context, density, density)
            cairo_set_source_surface(context, recording, 0, 0)
            cairo_paint(context)
            cairo_destroy(context)
            cairo_surface_flush(surface)
        }

        deinit { cairo_surface_destroy(surface) }
    }

    /// Fills every pixel of `target` by sampling `source` where `map` sends the pixel's centre
    /// (bilinear, premultiplied; outside the source is clear). `frontTest` sends the centre to user
    /// space before the projection, where `projection`'s `w` tells whether it is in front of the eye.
    private static func resample(
        _ source: SourceImage, into target: OpaquePointer, map: ProjectionTransform,
        frontTest: ProjectionTransform, projection: ProjectionTransform
    ) {
        guard let sourceBytes = cairo_image_surface_get_data(source.surface),
            let targetBytes = cairo_image_surface_get_data(target)
        else { return }
        let width = Int(cairo_image_surface_get_width(target))
        let height = Int(cairo_image_surface_get_height(target))
        let targetStride = Int(cairo_image_surface_get_stride(target))
        let sourceWidth = source.width
        let sourceHeight = source.height
        let sourceWords = source.stride / 4
        let pixels = UnsafeRawPointer(sourceBytes).assumingMemoryBound(to: UInt32.self)
        // The forward `w` of the user point a target pixel maps to is (X·m13 + Y·m23 + W·m33) / W for
        // its homogeneous user coordinates (X, Y, W): in front when that is positive.
        let front = frontTest.concatenating(
            ProjectionTransform(
                m11: 0, m12: 0, m13: projection.m13, m21: 0, m22: 0, m23: projection.m23,
                m31: 0, m32: 0, m33: projection.m33))
        for row in 0..<height {
            let out = UnsafeMutableRawPointer(targetBytes + row * targetStride).assumingMemoryBound(to: UInt32.self)
            let y = Double(row)
            var sx = y * map.m21 + map.m31
            var sy = y * map.m22 + map.m32
            var sw = y * map.m23 + map.m33
            var fw = y * front.m23 + front.m33
            var uw = y * frontTest.m23 + frontTest.m33
            for column in 0..<width {
                defer {
                    sx += map.m11
                    sy += map.m12
                    sw += map.m13
                    fw += front.m13
                    uw += frontTest.m13
                }
                // In front when w(user point) = fw / uw > 0.
                guard fw * uw > 0, sw != 0 else { continue }
                let px = sx / sw
                let py = sy / sw
                guard px > -1, py > -1, px < Double(sourceWidth), py < Double(sourceHeight) else { continue }
                let x0 = Int(px.rounded(.down))
                let y0 = Int(py.rounded(.down))
                let tx = UInt32((px - Double(x0)) * 256)
                let ty = UInt32((py - Double(y0)) * 256)
                func at(_ x: Int, _ y: Int) -> UInt32 {
                    x < 0 || y < 0 || x >= sourceWidth || y >= sourceHeight ? 0 : pixels[y * sourceWords + x]
                }
                let top = lerp(at(x0, y0), at(x0 + 1, y0), tx)
                let bottom = lerp(at(x0, y0 + 1), at(x0 + 1, y0 + 1), tx)
                out[column] = lerp(top, bottom, ty)
            }
        }
    }

    /// `a` and `b` mixed by `t`/256 of `b`, channel by channel (two channels per multiply).
    @inline(__always)
    private static func lerp(_ a: UInt32, _ b: UInt32, _ t: UInt32) -> UInt32 {
        if a == b { return a }
        let s = 256 - t
        let redBlue = (((a & 0x00FF_00FF) * s + (b & 0x00FF_00FF) * t) >> 8) & 0x00FF_00FF
        let alphaGreen = ((((a >> 8) & 0x00FF_00FF) * s + ((b >> 8) & 0x00FF_00FF) * t) >> 8) & 0x00FF_00FF
        return redBlue | (alphaGreen << 8)
    }
}
