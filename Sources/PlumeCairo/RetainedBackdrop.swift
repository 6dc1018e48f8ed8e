import CCairo
import Foundation
import PlumeGraphics

/// The pixels of a frame's leading items that stay the same while the items after them change:
/// a sheet's dimming and card sliding over a list, a popup fading over a page.
///
/// Owned by one `RetainedRenderer`, which asks it each frame (`start(for:…)`) how many leading
/// items it stands for; the renderer then copies the backdrop's pixels into the damage and draws
/// only the items after them. Drawing items in order is compositing one after another, so the
/// canvas is the same as drawing every item again: the backdrop is the background and the leading
/// items drawn over the whole canvas, and a partial redraw's pixels equal a full redraw's (the
/// renderer's own contract). The backdrop is made when the same leading items stayed while later
/// ones changed over a large area in two frames running, and dropped when a frame's leading items
/// differ from it. Not thread-safe (as its renderer).
final class RetainedBackdrop {
    private var surface: OpaquePointer?
    /// The leading items drawn into `surface`, and the canvas they were drawn for.
    private var items: [DisplayItem] = []
    private var canvas: (width: Int, height: Int, scale: CGFloat, background: Color.Resolved?)?
    /// How many leading items the last frame kept from the one before.
    private var lastKept = 0
    /// Frames whose backdrop pixels were copied rather than their leading items drawn.
    private(set) var uses = 0

    /// A frame must redraw at least this share of the canvas before a backdrop is made for it.
    static let minimumDamageShare = 0.25

    deinit { if let surface { cairo_surface_destroy(surface) } }

    /// Drops the backdrop (a new size, scale or background, or a cairo failure).
    func invalidate() {
        if let surface { cairo_surface_destroy(surface) }
        surface = nil
        items = []
        canvas = nil
        lastKept = 0
    }

    /// How many leading items of `list` the backdrop stands for this frame, making it first when
    /// that pays (see the type's contract); 0 to draw every item.
    ///
    /// `kept` is how many leading items are equal to the previous frame's, `damageShare` the share
    /// of the canvas this frame redraws.
    func start(
        for list: DisplayList, kept: Int, damageShare: Double, width: Int, height: Int, scale: CGFloat,
        background: Color.Resolved?, painter: DisplayListPainter
    ) -> Int {
        defer { lastKept = kept }
        let sameCanvas =
            canvas.map {
                $0.width == width && $0.height == height && $0.scale == scale && $0.background == background
            } ?? false
        if surface != nil, sameCanvas, !items.isEmpty, items.count <= list.items.count,
            list.items[..<items.count].elementsEqual(items)
        {
            uses += 1
            return items.count
        }
        if surface != nil { invalidate() }
        guard kept > 0, kept < list.items.count, kept == lastKept, damageShare >= Self.minimumDamageShare,
            make(
                Array(list.items[..<kept]), width: width, height: height, scale: scale, background: background,
                painter: painter)
        else { return 0 }
        uses += 1
        return kept
    }

    /// Draws `leading` over `background` on a new canvas-sized surface; false when cairo fails.
    private func make(
        _ leading: [DisplayItem], width: Int, height: Int, scale: CGFloat, background: Color.Resolved?,
        painter: DisplayListPainter
    ) -> Bool {
        guard let made = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
            cairo_surface_status(made) == CAIRO_STATUS_SUCCESS
        else { return false }
        let cr = cairo_create(made)!
        RetainedRenderer.startFrame(on: cr, background: background, scale: scale)
        painter.draw(DisplayList(leading), in: cr)
        let status = cairo_status(cr)
        cairo_destroy(cr)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(made)
            return false
        }
        cairo_surface_flush(made)
        surface = made
        items = leading
        canvas = (width, height, scale, background)
        return true
    }

    /// Copies the backdrop's pixels into `cr`'s clip (device space, no transform yet).
    func paint(into cr: OpaquePointer) {
        guard let surface else { return }
        cairo_save(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_paint(cr)
        cairo_restore(cr)
    }
}
