import Testing

@testable import PlumeCairo

/// `SolidCoverageCompositor`'s per-pixel arithmetic, worked on four channels in 16-bit lanes, gives
/// exactly what the libraries' two-channels-in-a-word code gives (written out here as cairo 1.16's
/// `lerp8x4` and pixman's `OVER` with an 8-bit mask are), for every coverage level.
@Suite struct SolidCoverageCompositorTests {
    /// Two channels of `x` (bits 0–7 and 16–23) times `b`, divided by 255 rounding with `half`
    /// (cairo's `mul8x2_8` with 0x7f, pixman's `UN8_rb_MUL_UN8` with 0x80).
    private static func multiply(_ x: UInt32, _ b: UInt32, half: UInt32) -> UInt32 {
        let t = (x & 0x00ff_00ff) &* b &+ half &* 0x0001_0001
        return ((t &+ ((t >> 8) & 0x00ff_00ff)) >> 8) & 0x00ff_00ff
    }

    /// Two channels of `x` and `y` added with saturation (cairo's `add8x2_8x2`, pixman's
    /// `UN8_rb_ADD_UN8_rb`).
    private static func add(_ x: UInt32, _ y: UInt32) -> UInt32 {
        var t = x &+ y
        t |= 0x1000_0100 &- ((t >> 8) & 0x00ff_00ff)
        return t & 0x00ff_00ff
    }

    /// cairo's `lerp8x4`.
    private static func cairoLerp(_ s: UInt32, _ a: UInt32, _ d: UInt32) -> UInt32 {
        func mul(_ x: UInt32, _ b: UInt32) -> UInt32 { multiply(x, b, half: 0x7f) }
        return add(mul(s, a), mul(d, 255 - a)) | add(mul(s >> 8, a), mul(d >> 8, 255 - a)) << 8
    }

    /// pixman's `UN8x4_MUL_UN8` and `UN8x4_MUL_UN8_ADD_UN8x4`: the source times the mask, then over
    /// the destination.
    private static func pixmanOver(_ s: UInt32, _ m: UInt32, _ d: UInt32) -> UInt32 {
        func mul(_ x: UInt32, _ b: UInt32) -> UInt32 { multiply(x, b, half: 0x80) }
        let source = mul(s, m) | mul(s >> 8, m) << 8
        let inverse = 255 - (source >> 24)
        return add(source & 0x00ff_00ff, mul(d, inverse)) | add((source >> 8) & 0x00ff_00ff, mul(d >> 8, inverse)) << 8
    }

    /// A deterministic spread of premultiplied pixels: the extremes, then pseudo-random ones.
    private static let pixels: [UInt32] = {
        var out: [UInt32] = [0, 0xffff_ffff, 0xff00_0000, 0x8040_2010, 0x0101_0101, 0xfffe_fdfc]
        var state: UInt64 = 0x9e37_79b9_7f4a_7c15
        while out.count < 48 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let alpha = UInt32(truncatingIfNeeded: state >> 56)
            func channel(_ shift: UInt64) -> UInt32 { UInt32(truncatingIfNeeded: state >> shift) % (alpha + 1) }
            out.append(alpha << 24 | channel(8) << 16 | channel(16) << 8 | channel(24))
        }
        return out
    }()

    @Test func lerpIsCairosForEveryCoverage() {
        var differing = 0
        for s in Self.pixels {
            for d in Self.pixels {
                for a in UInt32(1)..<255 {
                    let lanes = SolidCoverageCompositor.lerp(SolidCoverageCompositor.lanes(s), UInt16(a), d)
                    if lanes != Self.cairoLerp(s, a, d) { differing += 1 }
                }
            }
        }
        #expect(differing == 0)
    }

    @Test func overIsPixmansForEveryCoverage() {
        var differing = 0
        for s in Self.pixels {
            for d in Self.pixels {
                for m in UInt32(1)...255 {
                    let lanes = SolidCoverageCompositor.over(SolidCoverageCompositor.lanes(s), UInt16(m), d)
                    if lanes != Self.pixmanOver(s, m, d) { differing += 1 }
                }
            }
        }
        #expect(differing == 0)
    }
}
