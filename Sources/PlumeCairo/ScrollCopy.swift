import CCairo
import Foundation
import PlumeGraphics

/// A scroll step drawn by moving the canvas's pixels: the content of a scroll view (a rectangular
/// clip group) moved by whole device pixels, so the pixels inside its clip are moved by as much and
/// only what that cannot give is drawn again.
///
/// `RetainedRenderer` asks `find(from:to:…)` on each partial frame; when it answers, the renderer
/// calls `move(in:)` on its canvas and then redraws `damage` as it redraws any damage. The plan is
/// only made when the moved pixels are provably those a full redraw gives:
/// - the clip is a rectangle (within rectangular clips only), and its offset is whole device
///   pixels; only the pixels wholly inside the clip move;
/// - what is drawn under the clip group did not change; fills of one colour over the whole clip
///   (and the background) move as they are, anything else under it that reaches into the clip is
///   drawn again where it is and where its moved pixels went;
/// - every item drawn over it (scroll indicators, overlays) is drawn again where it is and where
///   its old pixels were moved to; items of the content that did not just move (rows coming in, a
///   changed row) are drawn again where they are, and where their old pixels were moved to;
/// - shapes whose pixels depend on the clip or on where a drawing run starts (gradients, curved
///   strokes, shapes off whole pixels cut by the clip: see `DisplayListDamage`) are drawn again
///   whole unless they lie inside the moved area in both frames (gradients always).
/// The strip that comes into view (and the clip's partly covered edge pixels) is drawn.
/// Anything else (a fractional offset, a changed or non-uniform layer under the content, a clip
/// inside a transform) gives nil: the renderer then redraws the damage as before.
struct ScrollCopy {
    /// The device pixels that receive moved pixels (whole pixels, inside the canvas).
    let destination: PixelArea
    /// How far the pixels move, in device pixels.
    let dx: Int
    let dy: Int
    /// What to draw after moving, in user space.
    let damage: [CGRect]

    /// The plan for drawing `new` over a canvas showing `old` by moving a scroll view's pixels, or
    /// nil when no clip group's content just moved by whole pixels (see the type's contract).
    static func find(
        from old: DisplayList, to new: DisplayList, scale: CGFloat, canvas: PixelArea, painter: DisplayListPainter
    ) -> ScrollCopy? {
        guard scale.isFinite, scale > 0 else { return nil }
        let window = CGRect(
            x: 0, y: 0, width: CGFloat(canvas.width) / scale, height: CGFloat(canvas.height) / scale)
        var search = ScrollCopySearch(painter: painter, scale: scale, canvas: canvas)
        guard let found = search.find(old.items, new.items, within: window),
            let grown = DisplayListDamage(painter: painter).grown(ScrollCopySearch.merged(found.damage), drawing: new)
        else { return nil }
        return ScrollCopy(destination: found.destination, dx: found.dx, dy: found.dy, damage: grown)
    }

    /// Moves the destination's pixels from where they were (`dx`, `dy` device pixels back) in the
    /// ARGB32 image `surface`; overlapping rows are moved in the order that reads each before it is
    /// overwritten.
    func move(in surface: OpaquePointer) {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface), !destination.isEmpty else { return }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let rows = Array(destination.y..<(destination.y + destination.height))
        let bytes = destination.width * 4
        for y in dy > 0 ? rows.reversed() : rows {
            let target = data + y * stride + destination.x * 4
            let source = data + (y - dy) * stride + (destination.x - dx) * 4
            memmove(target, source, bytes)
        }
        cairo_surface_mark_dirty(surface)
    }
}

/// A rectangle of whole device pixels.
struct PixelArea: Equatable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int

    var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The pixels wholly inside `rect` (device units); empty when none are.
    init(inside rect: CGRect) {
        guard [rect.minX, rect.minY, rect.maxX, rect.maxY].allSatisfy({ $0.isFinite && abs($0) < 1e7 }) else {
            self.init(x: 0, y: 0, width: 0, height: 0)
            return
        }
        let minX = Int(rect.minX.rounded(.up))
        let minY = Int(rect.minY.rounded(.up))
        self.init(
            x: minX, y: minY, width: max(0, Int(rect.maxX.rounded(.down)) - minX),
            height: max(0, Int(rect.maxY.rounded(.down)) - minY))
    }

    init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    func intersection(_ other: PixelArea) -> PixelArea {
        let minX = max(x, other.x)
        let minY = max(y, other.y)
        let maxX = min(x + width, other.x + other.width)
        let maxY = min(y + height, other.y + other.height)
        return PixelArea(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
    }

    func offsetBy(dx: Int, dy: Int) -> PixelArea { PixelArea(x: x + dx, y: y + dy, width: width, height: height) }

    /// The rectangle in user space at `scale` device pixels per unit.
    func userRect(scale: CGFloat) -> CGRect {
        CGRect(
            x: CGFloat(x) / scale, y: CGFloat(y) / scale, width: CGFloat(width) / scale,
            height: CGFloat(height) / scale)
    }
}
