import CCairo
import Foundation
import PlumeGraphics

/// The coverage of small antialiased solid fills and strokes, kept so that a shape drawn again at the same
/// position within a device pixel (a thousand dots moving together, a grid of the same icon) is
/// composited from its mask (`SolidCoverageCompositor`) instead of scan-converted again by cairo.
///
/// The pixels are cairo's own: the mask is cairo's coverage of the same fixed-point shape
/// (`DeviceShape`), and the compositing is the arithmetic cairo's image compositor uses for a
/// solid fill or stroke over that coverage. A shape is kept the second time it is seen (one seen once is drawn
/// by cairo), up to `maximumMasks` masks; past that the cache starts again.
///
/// Owned by a renderer (one render at a time, one thread), which sets `target` to the surface whose
/// fills may be composited this way: an image surface cairo knows to be drawn on (painted with a
/// background), never a fresh one, on which cairo rounds fills differently.
final class CoverageMaskCache {
    /// The ARGB32 image surface shapes may be composited on directly, or nil for none.
    var target: OpaquePointer?
    private var masks: [DeviceShape.Key: CoverageMask] = [:]
    private var seenOnce: Set<DeviceShape.Key> = []
    /// The shape whose mask was given last (`empty` before the first), and that mask.
    private var lastKey = DeviceShape.Key.empty
    private var lastMask: CoverageMask?
    /// `lastKey`'s plain parts, compared in place with each new shape's key (reading `lastKey` out
    /// of this object copies it, which retains its array).
    private var lastPlain = PlainKey(DeviceShape.Key.empty)
    /// Shapes composited from a kept mask.
    private(set) var hits = 0

    static let maximumMasks = 512

    /// A cache for a frame drawn on `surface` over `background`: composites there only when the
    /// background is painted (opaque enough that cairo does not treat the paint as a clear).
    convenience init(drawingOn surface: OpaquePointer, background: Color.Resolved?) {
        self.init()
        target = Self.paints(background) ? surface : nil
    }

    /// Whether painting `background` leaves cairo's surface "drawn on": a color whose alpha is at
    /// least 0.01 (cairo treats a paint below 1/256 as a clear).
    static func paints(_ background: Color.Resolved?) -> Bool {
        guard let opacity = background?.opacity else { return false }
        return opacity >= 0.01
    }

    /// The coverage of `shape` when it is kept or now seen the second time, else nil (it is then
    /// remembered, and cairo should fill it).
    func coverage(of shape: borrowing DeviceShape) -> CoverageMask? {
        // Shapes often come in runs of the same one: compared before hashing, in place (a key is
        // not copied: copying one retains its array).
        if let lastMask, lastPlain.matches(shape.key), shape.key.path.isInline || shape.key == lastKey {
            return lastMask
        }
        if let kept = masks[shape.key] {
            remember(shape.key, kept)
            return kept
        }
        guard seenOnce.remove(shape.key) != nil else {
            if seenOnce.count >= Self.maximumMasks * 8 { seenOnce.removeAll() }
            seenOnce.insert(shape.key)
            return nil
        }
        guard let coverage = shape.coverage() else { return nil }
        if masks.count >= Self.maximumMasks { masks.removeAll() }
        masks[shape.key] = coverage
        remember(shape.key, coverage)
        return coverage
    }

    /// Makes `key` and `mask` the last ones given.
    private func remember(_ key: DeviceShape.Key, _ mask: CoverageMask) {
        (lastKey, lastMask, lastPlain) = (key, mask, PlainKey(key))
    }

    /// Counts a shape composited from a mask.
    func countHit() { hits += 1 }

    /// Forgets every mask (they stay valid across frames; this bounds memory).
    func removeAll() {
        (lastKey, lastMask, lastPlain) = (.empty, nil, PlainKey(DeviceShape.Key.empty))
        masks.removeAll()
        seenOnce.removeAll()
    }
}

/// A key's numbers (those kept inline), outline and window as plain values, with no array: what
/// `CoverageMaskCache` compares a new shape's key with first.
private struct PlainKey {
    let count: Int
    let words: FixedPointCode.Words
    let outline: DeviceShape.Outline
    let window: DeviceShape.Window

    init(_ key: borrowing DeviceShape.Key) {
        (count, words, outline, window) = (key.path.count, key.path.words, key.outline, key.window)
    }

    /// Whether `key` has these plain parts (and so is the same key when its numbers are all inline).
    func matches(_ key: borrowing DeviceShape.Key) -> Bool {
        count == key.path.count && FixedPointCode.same(words, key.path.words) && window == key.window
            && outline == key.outline
    }
}
