import CCairo
import Foundation
import PlumeGraphics

/// A built Pango layout with its measurement and line positions; the layout is released with it.
final class PangoLayoutEntry {
    let layout: OpaquePointer
    let result: TextLayoutResult
    let lines: [PangoLineGeometry]
    /// The bytes it is counted as (`PangoTextLayoutEngine.estimatedCost`).
    let cost: Int

    init(layout: OpaquePointer, result: TextLayoutResult, lines: [PangoLineGeometry], cost: Int) {
        self.layout = layout
        self.result = result
        self.lines = lines
        self.cost = cost
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }
}

/// `PangoTextLayoutEngine`'s cache of built layouts, keyed by request. Only the engine uses it, with
/// the engine's lock held, from `withLayout`; it touches nothing but its own entries.
///
/// Two generations make a cheap LRU bounded by count and by bytes: hits in `previous` move to
/// `current`; when `current` is full it becomes `previous` and the old `previous` is released.
///
/// A layout larger than a generation's budget (half the cache's) cannot go in a generation; the most
/// recently used such layout is kept on its own, beside the generations, until another one that large
/// is built, `removeAll()` or the engine goes. So a long text drawn frame after frame (a scroll view
/// of 10,000 lines) is laid out once, not on every draw, and the cache holds at most its budget plus
/// that one layout (Pango's caps bound what a layout holds: `PangoTextLayoutEngine.limit(for:)`).
final class PangoLayoutCache {
    private let generationSize: Int
    private let generationBudget: Int
    private var current: [TextLayoutRequest: PangoLayoutEntry] = [:]
    private var previous: [TextLayoutRequest: PangoLayoutEntry] = [:]
    private var currentBytes = 0
    private var previousBytes = 0
    /// The most recently used layout too large for a generation, and its request.
    private var large: (request: TextLayoutRequest, entry: PangoLayoutEntry)?

    /// How many layouts `build` has made.
    private(set) var builtCount = 0

    /// A cache of about `size` requests (two generations of `size / 2`) and `budget` bytes.
    init(size: Int, budget: Int) {
        generationSize = max(1, size / 2)
        generationBudget = max(2, budget) / 2
    }

    /// The estimated bytes the kept layouts hold.
    var bytes: Int { currentBytes + previousBytes + (large?.entry.cost ?? 0) }

    /// How many layouts are kept.
    var count: Int { current.count + previous.count + (large == nil ? 0 : 1) }

    /// The kept layout for `request`, or a new one from `build`, kept by the rules above.
    func entry(_ request: TextLayoutRequest, build: () -> PangoLayoutEntry) -> PangoLayoutEntry {
        // The large layout is found by comparing requests, not by hashing one: a long text's key is
        // as long as the text.
        if let large, large.request == request { return large.entry }
        if let hit = current[request] { return hit }
        let entry: PangoLayoutEntry
        if let old = previous.removeValue(forKey: request) {
            previousBytes -= old.cost
            entry = old
        } else {
            entry = build()
            builtCount += 1
        }
        guard entry.cost <= generationBudget else {
            large = (request, entry)
            return entry
        }
        if current.count >= generationSize || currentBytes + entry.cost > generationBudget {
            previous = current
            previousBytes = currentBytes
            current = [:]
            currentBytes = 0
        }
        current[request] = entry
        currentBytes += entry.cost
        return entry
    }

    /// Releases every kept layout.
    func removeAll() {
        current = [:]
        previous = [:]
        currentBytes = 0
        previousBytes = 0
        large = nil
    }
}
