import CCairo
import Foundation
import PlumeGraphics

/// The blurred silhouettes of shadows whose content did not change, kept between frames so that a
/// card sliding by whole device pixels (a sheet presented or dismissed) composites its shadow
/// instead of drawing, filling and blurring it again every frame.
///
/// Owned by one `RetainedRenderer`, handed to the painters it makes; the painter asks it in
/// `drawShadow` (drawing pixels only). An entry is the layer of one shadow group (its content,
/// colour, radius and offset) drawn under one device matrix, made over the whole shadow rather than
/// only the visible part (the margin is the blur's reach, so the pixels inside any visible area are
/// those a layer made for that area has). A later frame drawing the same group under the same
/// matrix moved by whole device pixels composites the layer moved by as much: the silhouette
/// rasterizes the same at the same sub-pixel phase, and blurring commutes with moving by whole
/// pixels, so the pixels equal drawing it afresh. Any other change (content, phase, scale) misses
/// and replaces the entry. Not thread-safe (as its renderer).
final class ShadowLayerCache {
    /// What a layer was made from: equal keys (but for the matrix's whole-pixel translation) give
    /// equal layers.
    private struct Key: Equatable {
        var content: DisplayList
        var color: Color.Resolved
        var radius: CGFloat
        var offset: CGSize
        var xx: Double
        var yx: Double
        var xy: Double
        var yy: Double
        /// The translation's fraction of a device pixel.
        var phaseX: Double
        var phaseY: Double
    }

    private struct Entry {
        var key: Key
        var layer: OffscreenLayer
        /// The matrix's translation the layer was made under (whole device pixels apart from later ones).
        var x0: Double
        var y0: Double
    }

    private var entries: [Entry] = []
    /// Shadows drawn once without a kept layer: the second time one is drawn, its layer is made over
    /// the whole shadow and kept (a shadow whose content changes every frame keeps making layers
    /// only as large as the visible part).
    private var seen: [Key] = []
    /// How many shadows the cache keeps (a sheet over a popover over a card, at most).
    static let capacity = 4
    /// Shadows composited from a kept layer rather than made again.
    private(set) var hits = 0

    /// Drops every layer (a new canvas, or a failure).
    func removeAll() {
        entries.removeAll()
        seen.removeAll()
    }

    /// Whether a shadow with no kept layer should have one made now (it was drawn before; see
    /// `seen`); otherwise notes that it was drawn.
    func shouldKeep(
        _ content: DisplayList, color: Color.Resolved, radius: CGFloat, offset: CGSize, matrix: cairo_matrix_t
    ) -> Bool {
        guard let key = Self.key(content, color, radius, offset, matrix) else { return false }
        if seen.contains(key) { return true }
        if seen.count >= Self.capacity { seen.removeFirst() }
        seen.append(key)
        return false
    }

    /// The kept layer for `content`'s shadow under `matrix`, and how far (device pixels) to move it;
    /// nil when none fits (see the type's contract).
    func layer(
        for content: DisplayList, color: Color.Resolved, radius: CGFloat, offset: CGSize, matrix: cairo_matrix_t
    ) -> (layer: OffscreenLayer, dx: Double, dy: Double)? {
        guard let key = Self.key(content, color, radius, offset, matrix),
            let index = entries.firstIndex(where: { $0.key == key })
        else { return nil }
        let entry = entries[index]
        hits += 1
        return (entry.layer, matrix.x0 - entry.x0, matrix.y0 - entry.y0)
    }

    /// Keeps `layer`, made for `content`'s shadow under `matrix` over the whole shadow, replacing
    /// the oldest entry when full. Shadows under a matrix that cannot be keyed are not kept.
    func keep(
        _ layer: OffscreenLayer, for content: DisplayList, color: Color.Resolved, radius: CGFloat, offset: CGSize,
        matrix: cairo_matrix_t
    ) {
        guard let key = Self.key(content, color, radius, offset, matrix) else { return }
        entries.removeAll { $0.key == key }
        seen.removeAll { $0 == key }
        if entries.count >= Self.capacity { entries.removeFirst() }
        entries.append(Entry(key: key, layer: layer, x0: matrix.x0, y0: matrix.y0))
    }

    private static func key(
        _ content: DisplayList, _ color: Color.Resolved, _ radius: CGFloat, _ offset: CGSize, _ m: cairo_matrix_t
    ) -> Key? {
        let entries = [m.xx, m.yx, m.xy, m.yy, m.x0, m.y0]
        guard entries.allSatisfy({ $0.isFinite && abs($0) < 1e7 }) else { return nil }
        return Key(
            content: content, color: color, radius: radius, offset: offset, xx: m.xx, yx: m.yx, xy: m.xy, yy: m.yy,
            phaseX: m.x0 - m.x0.rounded(.down), phaseY: m.y0 - m.y0.rounded(.down))
    }
}
