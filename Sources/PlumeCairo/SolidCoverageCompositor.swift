import CCairo
import Foundation
import PlumeGraphics

/// Composites a solid color through a coverage mask onto an ARGB32 image surface with the same
/// arithmetic as cairo 1.16's image compositor filling that color over that coverage with the
/// `OVER` operator (on a surface that is not freshly cleared), as it does for a fill or a stroke
/// alike (both become a polygon that cairo's span renderer composites):
///
/// - an opaque color (alpha of at least 0xff00 in cairo's 16 bits) is what cairo's span renderer
///   for fills that reduce to `SOURCE` does: full coverage stores the color's pixel, partial coverage
///   interpolates per channel, rounding with 0x7f;
/// - a translucent color is what pixman's `OVER` with an 8-bit mask does: the color scaled by the
///   coverage, then over the destination, rounding with 0x80 and adding with saturation.
///
/// Called by `DisplayListPainter` for fills whose mask `CoverageMaskCache` gives; touches only the
/// mask's pixels of the surface, then tells cairo they changed.
struct SolidCoverageCompositor {
    /// The color's premultiplied pixel, as cairo computes it from `cairo_set_source_rgba`.
    let pixel: UInt32
    let isOpaque: Bool

    /// The compositor for `color`, or nil when a channel is not finite (cairo is left to draw it).
    init?(_ color: Color.Resolved) {
        let red = Double(color.red)
        let green = Double(color.green)
        let blue = Double(color.blue)
        let opacity = Double(color.opacity)
        guard red.isFinite, green.isFinite, blue.isFinite, opacity.isFinite else { return nil }
        // cairo clamps each channel to 0…1, then keeps premultiplied 16-bit values (d × 65535 + ½,
        // truncated) and takes their high bytes.
        func clamped(_ d: Double) -> Double { min(max(d, 0), 1) }
        func short(_ d: Double) -> UInt32 { UInt32(d * 65535.0 + 0.5) }
        let alpha = clamped(opacity)
        let alphaShort = short(alpha)
        pixel =
            (alphaShort >> 8) << 24 | (short(clamped(red) * alpha) >> 8) << 16
            | (short(clamped(green) * alpha) & 0xff00) | short(clamped(blue) * alpha) >> 8
        isOpaque = alphaShort >= 0xff00
    }

    /// Composites through `mask` onto `surface`'s pixels, the mask's shape having its origin at
    /// device pixel (`originX`, `originY`); the whole mask must lie within the surface.
    func composite(_ mask: CoverageMask, originX: Int, originY: Int, onto surface: OpaquePointer) {
        let width = mask.width
        let height = mask.height
        let x = originX + mask.x
        let y = originY + mask.y
        guard width > 0, height > 0 else { return }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let raw = UnsafeMutableRawPointer(data)
        let pixel = pixel
        let spread = Self.spread(pixel)
        mask.bytes.withUnsafeBufferPointer { coverage in
            guard var source = coverage.baseAddress else { return }
            for row in 0..<height {
                let line = (raw + (y + row) * stride + x * 4).assumingMemoryBound(to: UInt32.self)
                if isOpaque {
                    for column in 0..<width where source[column] != 0 {
                        line[column] = Self.lerp(pixel, UInt32(source[column]), line[column])
                    }
                } else {
                    for column in 0..<width where source[column] != 0 {
                        line[column] = Self.over(spread, UInt64(source[column]), line[column])
                    }
                }
                source += width
            }
        }
        cairo_surface_mark_dirty_rectangle(surface, Int32(x), Int32(y), Int32(width), Int32(height))
    }

    /// cairo's `lerp8x4`: `s` × `a` + `d` × (255 − `a`) per channel, two channels at a time.
    @inline(__always)
    static func lerp(_ s: UInt32, _ a: UInt32, _ d: UInt32) -> UInt32 {
        if a == 0xff { return s }
        func mul(_ x: UInt32, _ b: UInt32) -> UInt32 {
            let t = (x & 0x00ff_00ff) &* b &+ 0x007f_007f
            return ((t &+ ((t >> 8) & 0x00ff_00ff)) >> 8) & 0x00ff_00ff
        }
        func add(_ x: UInt32, _ y: UInt32) -> UInt32 {
            var t = x &+ y
            t |= 0x0100_0100 &- ((t >> 8) & 0x00ff_00ff)
            return t & 0x00ff_00ff
        }
        let na = 255 - a
        return add(mul(s, a), mul(d, na)) | add(mul(s >> 8, a), mul(d >> 8, na)) << 8
    }

    /// The four 8-bit channels of `p` in four 16-bit lanes.
    @inline(__always)
    static func spread(_ p: UInt32) -> UInt64 {
        let x = UInt64(p)
        return (x & 0xff) | (x & 0xff00) << 8 | (x & 0xff_0000) << 16 | (x & 0xff00_0000) << 24
    }

    /// Each 16-bit lane of `x` (at most 255) times `m`, divided by 255 as pixman rounds it.
    @inline(__always)
    static func multiply(_ x: UInt64, _ m: UInt64) -> UInt64 {
        let t = x &* m &+ 0x0080_0080_0080_0080
        return ((t &+ ((t >> 8) & 0x00ff_00ff_00ff_00ff)) >> 8) & 0x00ff_00ff_00ff_00ff
    }

    /// pixman's `OVER` of the spread source `s` masked by `m` onto `d`: `s` × `m`, plus `d` × (255 −
    /// that alpha), per channel, adding with saturation.
    @inline(__always)
    static func over(_ s: UInt64, _ m: UInt64, _ d: UInt32) -> UInt32 {
        let source = m == 0xff ? s : multiply(s, m)
        var v = source &+ multiply(spread(d), 255 &- (source >> 48))
        v |= ((v >> 8) & 0x0001_0001_0001_0001) &* 0xff
        return UInt32(
            truncatingIfNeeded: (v & 0xff) | (v >> 8) & 0xff00 | (v >> 16) & 0xff_0000 | (v >> 24) & 0xff00_0000)
    }
}
