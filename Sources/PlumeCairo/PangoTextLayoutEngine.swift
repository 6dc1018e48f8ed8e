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
/// Thread safety: every Pango and fontconfig call goes through one lock owned by the engine (Pango
/// objects are not thread-safe), so `layout(_:)` may be called from any thread; calls from several
/// threads run one after another. Results are cached per request (about the last 8192 requests).
/// ```swift
/// let engine = PangoTextLayoutEngine.shared
/// let size = engine.layout(TextLayoutRequest(runs: [TextRun("Hello", font: .body)])).size
/// ```
public final class PangoTextLayoutEngine: TextLayoutEngine, @unchecked Sendable {
    /// The engine `CairoRenderer` uses by default.
    public static let shared = PangoTextLayoutEngine()

    /// A cached layout; the Pango layout is released when the entry is dropped.
    private final class Entry {
        let layout: OpaquePointer
        let result: TextLayoutResult
        let lines: [PangoLineGeometry]
        init(layout: OpaquePointer, result: TextLayoutResult, lines: [PangoLineGeometry]) {
            self.layout = layout
            self.result = result
            self.lines = lines
        }
        deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }
    }

    private let lock = NSRecursiveLock()
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    private let context: OpaquePointer
    private let cacheGenerationSize: Int
    // Two generations make a cheap LRU: hits in `previous` move to `current`; when `current` is full
    // it becomes `previous` and the old `previous` is released.
    private var current: [TextLayoutRequest: Entry] = [:]
    private var previous: [TextLayoutRequest: Entry] = [:]

    /// A new engine with its own Pango font map and context.
    /// - Parameter cacheSize: how many recent requests keep their layouts (at least 2).
    public init(cacheSize: Int = 8192) {
        cacheGenerationSize = max(1, cacheSize / 2)
        fontMap = pango_cairo_font_map_new()
        pango_cairo_font_map_set_resolution(OpaquePointer(fontMap), 72)
        context = pango_font_map_create_context(fontMap)
        pango_cairo_context_set_resolution(context, 72)
        pango_context_set_round_glyph_positions(context, 0)
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
    }

    deinit {
        current = [:]
        previous = [:]
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
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
        current = [:]
        previous = [:]
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

    private func cachedEntry(_ request: TextLayoutRequest) -> Entry {
        if let hit = current[request] { return hit }
        let entry: Entry
        if let old = previous.removeValue(forKey: request) {
            entry = old
        } else {
            let (layout, result, lines) = PangoLayoutBuilder.makeLayout(request, context: context)
            entry = Entry(layout: layout, result: result, lines: lines)
        }
        if current.count >= cacheGenerationSize {
            previous = current
            current = [:]
        }
        current[request] = entry
        return entry
    }
}
