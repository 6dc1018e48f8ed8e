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
        let source = Self.lanes(pixel)
        mask.bytes.withUnsafeBufferPointer { coverage in
            guard var levels = coverage.baseAddress else { return }
            for row in 0..<height {
                let line = (raw + (y + row) * stride + x * 4).assumingMemoryBound(to: UInt32.self)
                if isOpaque {
                    for column in 0..<width where levels[column] != 0 {
                        let a = levels[column]
                        line[column] = a == 0xff ? pixel : Self.lerp(source, UInt16(a), line[column])
                    }
                } else {
                    for column in 0..<width where levels[column] != 0 {
                        line[column] = Self.over(source, UInt16(levels[column]), line[column])
                    }
                }
                levels += width
            }
        }
        cairo_surface_mark_dirty_rectangle(surface, Int32(x), Int32(y), Int32(width), Int32(height))
    }

    /// A pixel's four channels, one to a 16-bit lane (lane 3 is alpha): cairo's and pixman's
    /// arithmetic on two channels in one 32-bit word, done here on all four at once. No channel's
    /// products ever reach 16 bits, so each lane's result is that arithmetic's exactly.
    typealias Lanes = SIMD4<UInt16>

    /// `p`'s channels in lanes.
    @inline(__always)
    static func lanes(_ p: UInt32) -> Lanes {
        Lanes(truncatingIfNeeded: unsafeBitCast(p, to: SIMD4<UInt8>.self))
    }

    /// The pixel of lanes `v` (each at most 255).
    @inline(__always)
    static func pixel(_ v: Lanes) -> UInt32 {
        unsafeBitCast(SIMD4<UInt8>(truncatingIfNeeded: v), to: UInt32.self)
    }

    /// Each lane of `x` (at most 255) times `m` divided by 255, rounded with `half` as the library
    /// does it: (t + t / 256) / 256 of t = `x` × `m` + `half`.
    @inline(__always)
    static func multiply(_ x: Lanes, _ m: UInt16, half: UInt16) -> Lanes {
        let t = x &* m &+ half
        return (t &+ (t &>> 8)) &>> 8
    }

    /// cairo's `lerp8x4` of the source `s` at coverage `a` (below 255) onto `d`: `s` × `a` + `d` ×
    /// (255 − `a`) per channel, each product rounded with 0x7f, added with saturation.
    @inline(__always)
    static func lerp(_ s: Lanes, _ a: UInt16, _ d: UInt32) -> UInt32 {
        let sum = multiply(s, a, half: 0x7f) &+ multiply(lanes(d), 255 &- a, half: 0x7f)
        return pixel(pointwiseMin(sum, Lanes(repeating: 255)))
    }

    /// pixman's `OVER` of the source `s` masked by `m` onto `d`: `s` × `m`, plus `d` × (255 − that
    /// alpha), per channel, each product rounded with 0x80, added with saturation.
    @inline(__always)
    static func over(_ s: Lanes, _ m: UInt16, _ d: UInt32) -> UInt32 {
        let source = m == 0xff ? s : multiply(s, m, half: 0x80)
        let sum = source &+ multiply(lanes(d), 255 &- source[3], half: 0x80)
        return pixel(pointwiseMin(sum, Lanes(repeating: 255)))
    }
}
