import Foundation

/// The samples of a press that a drag measures its velocity over: the moves of the last
/// `window` seconds, at least the two newest, at most `capacity`.
///
/// `DragRecognizer` adds each sample of its press (`append`) and reads the oldest one kept
/// (`oldest`). A ring of fixed size, so a move costs no shifting of the older samples (a flood of
/// moves keeps the buffer full and drops one sample per move).
struct RecentPointerSamples {
    /// The most samples kept.
    static let capacity = 32
    /// How far back (seconds) samples are kept, besides the two newest.
    static let window: TimeInterval = 0.1

    /// The ring; its logical first element is at `start`.
    private var ring: [PointerSample] = []
    private var start = 0
    /// How many samples are kept.
    private(set) var count = 0

    /// Keeps only `sample` (a press began).
    mutating func reset(to sample: PointerSample) {
        if ring.isEmpty { ring = Array(repeating: sample, count: Self.capacity) }
        start = 0
        ring[0] = sample
        count = 1
    }

    /// Adds `sample`, then drops the samples before the first one no older than `window` before
    /// it (keeping at least two) and the oldest beyond `capacity`.
    mutating func append(_ sample: PointerSample) {
        if ring.isEmpty { ring = Array(repeating: sample, count: Self.capacity) }
        if count == Self.capacity {
            start = (start + 1) % Self.capacity
            count -= 1
        }
        ring[(start + count) % Self.capacity] = sample
        count += 1
        let horizon = sample.time - Self.window
        guard let firstRecent = (0..<count).first(where: { self[$0].time >= horizon }), firstRecent > 0 else {
            return
        }
        let dropped = min(firstRecent, count - 2)
        start = (start + dropped) % Self.capacity
        count -= dropped
    }

    /// The oldest sample kept (nil before the first).
    var oldest: PointerSample? { count == 0 ? nil : ring[start] }

    /// The `i`th sample kept, oldest first.
    subscript(i: Int) -> PointerSample { ring[(start + i) % Self.capacity] }
}
