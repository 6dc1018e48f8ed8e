import CCairo
import Foundation
import PlumeGraphics

/// The real text engine: measures paragraphs with Pango (fontconfig fonts, Inter for the system
/// font, Noto Color Emoji for emoji, ligatures such as Material Icons' `favorite` → ♥).
///
/// One point is one Pango pixel (resolution 72), glyph positions are not rounded and hinting is off,
/// so a layout is the same at every scale factor. `CairoRenderer` draws `.text` items with the very
/// layout this engine measured, so measured and drawn lines always agree.
///
/// Text wraps at `maxWidth` between words, inside a word only when the word alone is wider.
/// `lineLimit` and `maxHeight` keep the first lines that fit and end the last kept one with "…"
/// placed per the request's truncation mode (the measured width is then that of the cut line, not
/// `maxWidth`). An empty string measures 0 wide and one line high. A family fontconfig does not
/// have falls back to Inter.
///
/// Differences from Apple: tracking adds space between characters, not after the last one; broken
/// words get no hyphen (as Apple); a baseline offset grows the line by the offset.
///
/// Thread safety: every Pango and fontconfig call goes through one lock shared by the engines that
/// share fonts (Pango objects are not thread-safe), so `layout(_:)` may be called from any thread;
/// calls from several threads run one after another.
///
/// Memory: results are cached per request, bounded by bytes (`cacheBudget`, 32 MB by default, as
/// estimated by `estimatedCost`) and by count (`cacheSize`, 8192 requests): typing into a field
/// mirrored by a long `Text` makes a new layout per keystroke, and a count bound alone let those
/// grow by a megabyte each. A layout larger than half the budget is kept on its own, the most
/// recently used one only (see `PangoLayoutCache`), so a long text is not laid out again on every
/// draw while it and its width are unchanged. An engine made with `init(sharingFontsWith:)` shares the fonts but has
/// a cache of its own that goes with it, which is how a test host gives back its layouts.
/// ```swift
/// let engine = PangoTextLayoutEngine.shared
/// let size = engine.layout(TextLayoutRequest(runs: [TextRun("Hello", font: .body)])).size
/// ```
public final class PangoTextLayoutEngine: TextLayoutEngine, @unchecked Sendable {
    /// The engine `CairoRenderer` uses by default.
    public static let shared = PangoTextLayoutEngine()

    /// The default bound on the bytes of cached layouts: 32 MB (about 600 layouts of a 1 KB
    /// paragraph, or 30 of a 20 KB one).
    public static let defaultCacheBudget = 32 << 20

    private let fonts: PangoFontContext
    private var lock: NSRecursiveLock { fonts.lock }
    private let cache: PangoLayoutCache

    /// The bound on the estimated bytes of cached layouts.
    public let cacheBudget: Int

    /// A new engine with its own Pango font map and context.
    /// - Parameters:
    ///   - cacheSize: how many recent requests keep their layouts (at least 2).
    ///   - cacheBudget: how many bytes (by `estimatedCost`) cached layouts may take (at least 2).
    public convenience init(cacheSize: Int = 8192, cacheBudget: Int = PangoTextLayoutEngine.defaultCacheBudget) {
        self.init(fonts: PangoFontContext(), cacheSize: cacheSize, cacheBudget: cacheBudget)
    }

    /// A new engine that uses `other`'s fonts, font map and lock (so fonts are loaded once) with a
    /// layout cache of its own, released with this engine. Measures and draws exactly as `other`.
    public convenience init(
        sharingFontsWith other: PangoTextLayoutEngine, cacheSize: Int = 8192,
        cacheBudget: Int = PangoTextLayoutEngine.defaultCacheBudget
    ) {
        self.init(fonts: other.fonts, cacheSize: cacheSize, cacheBudget: cacheBudget)
    }

    private init(fonts: PangoFontContext, cacheSize: Int, cacheBudget: Int) {
        self.fonts = fonts
        self.cacheBudget = max(2, cacheBudget)
        cache = PangoLayoutCache(size: cacheSize, budget: self.cacheBudget)
    }

    deinit {
        lock.lock()
        cache.removeAll()
        lock.unlock()
    }

    /// The estimated bytes the cached layouts hold now: at most `cacheBudget`, plus the one kept
    /// layout larger than half the budget, if any.
    public var cachedBytes: Int {
        lock.lock()
        defer { lock.unlock() }
        return cache.bytes
    }

    /// How many layouts are cached now.
    public var cachedLayoutCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return cache.count
    }

    /// How many Pango layouts this engine has built (one per request not found in its cache): a
    /// test counts them to see that unchanged text is not laid out again.
    public var builtLayoutCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return cache.builtCount
    }

    /// Measures `request`: size (fractional points from Pango's logical extents), line count,
    /// baselines and whether text was cut.
    public func layout(_ request: TextLayoutRequest) -> TextLayoutResult {
        withLayout(request) { _, result, _ in result }
    }

    /// Drops every cached layout.
    public func removeAllCachedLayouts() {
        lock.lock()
        defer { lock.unlock() }
        cache.removeAll()
    }

    /// Calls `body` with the Pango layout for `request`, its measurement and where its lines go,
    /// while holding the engine's lock; the layout is only valid inside `body`.
    func withLayout<T>(
        _ request: TextLayoutRequest, _ body: (OpaquePointer, TextLayoutResult, [PangoLineGeometry]) -> T
    ) -> T {
        lock.lock()
        defer { lock.unlock() }
        let entry = cachedEntry(request)
        return body(entry.layout, entry.result, entry.lines)
    }

    private func cachedEntry(_ request: TextLayoutRequest) -> PangoLayoutEntry {
        cache.entry(request) {
            let (layout, result, lines) = PangoLayoutBuilder.makeLayout(request, context: fonts.context)
            let cost = Self.estimatedCost(of: request, lineCount: lines.count)
            return PangoLayoutEntry(layout: layout, result: result, lines: lines, cost: cost)
        }
    }

    /// The bytes a cached layout of `request` with `lineCount` lines is counted as: Pango's copy of
    /// the text it lays out (at most `limit(for:)`), its per-character attributes and per-glyph
    /// geometry (about 50 bytes per UTF-8 byte: PlumeBench's `memory.layout20k` measures 1.09 MB
    /// resident per 20 KB paragraph), the request kept as the key (one byte per byte of its text,
    /// the part beyond the cap included), each line's runs and geometry, and a fixed 2 KB for the
    /// layout and the entry themselves.
    public static func estimatedCost(of request: TextLayoutRequest, lineCount: Int) -> Int {
        let textBytes = request.runs.reduce(0) { $0 + $1.text.utf8.count }
        let laidOut = request.cut(to: PangoLayoutBuilder.limit(for: request)) ?? request
        let laidOutBytes = laidOut.runs.reduce(0) { $0 + $1.text.utf8.count }
        return 2048 + laidOutBytes * 49 + textBytes + lineCount * 160 + laidOut.runs.count * 256
    }
}
