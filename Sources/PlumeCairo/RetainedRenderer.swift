import CCairo
import Foundation
import PlumeGraphics

/// A renderer for a host's frames: keeps its canvas between frames and redraws only what changed.
///
/// Each `render` compares the new display list with the previous one (`DisplayListDamage`), clips
/// to the union of the changed items' old and new bounds (rounded out to whole device pixels),
/// paints the background there and draws the items that reach it. The canvas is allocated again
/// only when the pixel size changes; a new size, scale or background, or a list whose damage cannot
/// be bounded, redraws everything. The pixels are the same as `CairoRenderer.render` of the same
/// list (tested on the gallery's scenes frame by frame).
///
/// While a frame's leading items stay the same and the items after them change over much of the
/// canvas (a sheet sliding over a list), their pixels are kept in a `RetainedBackdrop` and copied
/// into the damage instead of drawn again. A scroll step whose content moved by whole device
/// pixels moves the canvas's pixels inside the scroll view's clip and draws only what that cannot
/// give (`ScrollCopy`); a shadow drawn again moved by whole device pixels (a sliding sheet's card)
/// is composited from the blurred layer kept from an earlier frame (`ShadowLayerCache`).
///
/// Contract: image items are assumed to draw the same for the same `ImageSource` (a file replaced
/// on disk under the same path is not noticed until `invalidate()`). Not thread-safe: use one
/// renderer from one thread (each window or test host owns one).
/// ```swift
/// let renderer = RetainedRenderer()
/// let damage = try renderer.render(graph.runFrame(), size: graph.size, scale: 2, background: white)
/// renderer.withPixels { bytes, width, height, stride in upload(bytes, damage) }
/// ```
public final class RetainedRenderer {
    /// The renderer whose text engine, image loader and painting this one uses.
    public let renderer: CairoRenderer
    private var surface: OpaquePointer?
    private var pixelWidth = 0
    private var pixelHeight = 0
    private var previous: (list: DisplayList, size: CGSize, scale: CGFloat, background: Color.Resolved?)?
    /// Frames drawn whole (the first, after a resize, or with unbounded damage).
    public private(set) var fullRedraws = 0
    /// Frames drawn by redrawing only their damage (including frames with nothing to redraw).
    public private(set) var partialRedraws = 0
    /// The leading items' pixels kept while later items animate over them.
    private let backdrop = RetainedBackdrop()
    /// Frames whose leading items were copied from the backdrop rather than drawn again.
    public var backdropFrames: Int { backdrop.uses }
    /// Frames that moved a scroll view's pixels instead of drawing its content again (`ScrollCopy`).
    public private(set) var scrollCopies = 0
    /// Shadows whose blurred layers are kept between frames.
    private let shadowLayers = ShadowLayerCache()
    /// Small fills' and strokes' coverage kept between frames (`CoverageMaskCache`).
    private let coverageMasks = CoverageMaskCache()
    /// Solid shapes composited from a kept coverage mask instead of drawn by cairo.
    public var keptCoverageMasks: Int { coverageMasks.hits }
    /// Whether small solid shapes drawn again at the same position within a pixel are composited
    /// from their kept coverage (`CoverageMaskCache`); false has cairo draw each (the same pixels,
    /// more work: for comparing the two).
    public var keepsCoverageMasks = true {
        didSet { if !keepsCoverageMasks { coverageMasks.removeAll() } }
    }
    /// Shadows composited from a layer kept from an earlier frame (`ShadowLayerCache`).
    public var keptShadowLayers: Int { shadowLayers.hits }
    /// Whether a scroll step whose content moved by whole device pixels moves the canvas's pixels
    /// (`ScrollCopy`); false draws the scrolled content again (the same pixels, more work: for
    /// comparing the two).
    public var movesScrolledPixels = true
    /// Whether shadows' blurred layers are kept between frames (`ShadowLayerCache`); false makes
    /// each again every frame (the same pixels, more work: for comparing the two).
    public var keepsShadowLayers = true {
        didSet { if !keepsShadowLayers { shadowLayers.removeAll() } }
    }

    /// A renderer drawing with `renderer` (by default one using the shared text engine and images).
    public init(renderer: CairoRenderer = CairoRenderer()) { self.renderer = renderer }

    deinit { if let surface { cairo_surface_destroy(surface) } }

    /// Brings the canvas up to date with `list` on a canvas of `size` points at `scale` pixels per
    /// point over `background`, and returns the device-pixel rectangles that changed (whole pixels,
    /// within the canvas; empty when nothing changed).
    ///
    /// Throws like `CairoRenderer.render` for invalid sizes and scales, and `RenderError.cairo` when
    /// cairo fails (the next frame is then drawn whole).
    @discardableResult
    public func render(
        _ list: DisplayList, size: CGSize, scale: CGFloat = 1, background: Color.Resolved? = nil
    ) throws -> [CGRect] {
        let (width, height) = try CairoRenderer.pixelSize(for: size, scale: scale)
        if width != pixelWidth || height != pixelHeight || surface == nil {
            if let surface { cairo_surface_destroy(surface) }
            surface = nil
            previous = nil
            pixelWidth = width
            pixelHeight = height
            guard width > 0, height > 0 else { return [] }
            let made = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
            guard cairo_surface_status(made) == CAIRO_STATUS_SUCCESS else {
                let message = String(cString: cairo_status_to_string(cairo_surface_status(made)))
                cairo_surface_destroy(made)
                throw RenderError.cairo(message)
            }
            surface = made
        }
        guard let surface else { return [] }
        let full = CGRect(x: 0, y: 0, width: width, height: height)
        var damage: [CGRect]
        var kept = 0
        var scroll: ScrollCopy?
        if let previous, previous.size == size, previous.scale == scale, previous.background == background,
            let changed = damageRects(from: previous.list, to: list, scale: scale, canvas: full, scroll: &scroll)
        {
            damage = changed
            partialRedraws += 1
            kept = Self.keptLength(previous.list.items, list.items)
        } else {
            damage = [full]
            fullRedraws += 1
        }
        previous = nil
        if !damage.isEmpty {
            let share = damage.reduce(0) { $0 + Double($1.width * $1.height) } / Double(max(1, width * height))
            let start = backdrop.start(
                for: list, kept: kept, damageShare: share, width: width, height: height, scale: scale,
                background: background, painter: painter)
            if let scroll {
                scroll.move(in: surface)
                scrollCopies += 1
            }
            try draw(list, from: start, on: surface, damage: damage, scale: scale, background: background)
        }
        previous = (list, size, scale, background)
        return damage
    }

    /// How many leading items of `new` equal `old`'s.
    private static func keptLength(_ old: [DisplayItem], _ new: [DisplayItem]) -> Int {
        let shorter = min(old.count, new.count)
        var kept = 0
        while kept < shorter, old[kept] == new[kept] { kept += 1 }
        return kept
    }

    /// Makes the next frame a full redraw.
    public func invalidate() {
        previous = nil
        coverageMasks.removeAll()
        backdrop.invalidate()
        shadowLayers.removeAll()
    }

    /// A copy of the canvas (empty before the first frame).
    public func image() -> RenderedImage {
        guard let surface else { return RenderedImage(emptyWidth: pixelWidth, height: pixelHeight) }
        return RenderedImage(copying: surface)
    }

    /// Calls `body` with the canvas's premultiplied ARGB32 pixels (see `RenderedImage` for the
    /// layout), its width, height and stride in bytes; the pointer is only valid inside `body`.
    /// Before the first frame the buffer is empty.
    public func withPixels<T>(_ body: (UnsafeRawBufferPointer, Int, Int, Int) throws -> T) rethrows -> T {
        guard let surface, let data = cairo_image_surface_get_data(surface) else {
            return try body(UnsafeRawBufferPointer(start: nil, count: 0), 0, 0, 0)
        }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        return try body(
            UnsafeRawBufferPointer(start: data, count: stride * pixelHeight), pixelWidth, pixelHeight, stride)
    }

    /// The changed device-pixel rectangles, merged into one when there are many; nil to redraw all.
    /// When a scroll view's content moved by whole pixels, `scroll` is the plan that moves its
    /// pixels first, and the rectangles are what is left to draw (`ScrollCopy`).
    private func damageRects(
        from old: DisplayList, to new: DisplayList, scale: CGFloat, canvas: CGRect, scroll: inout ScrollCopy?
    ) -> [CGRect]? {
        let area = PixelArea(x: 0, y: 0, width: Int(canvas.width), height: Int(canvas.height))
        if movesScrolledPixels,
            let plan = ScrollCopy.find(from: old, to: new, scale: scale, canvas: area, painter: painter),
            let pixels = deviceRects(plan.damage, scale: scale, canvas: canvas)
        {
            scroll = plan
            return pixels
        }
        let differ = DisplayListDamage(painter: painter)
        guard let rects = differ.damage(from: old, to: new) else { return nil }
        return deviceRects(rects, scale: scale, canvas: canvas)
    }

    /// User-space damage as whole device pixels within `canvas` (one pixel more around each for
    /// antialiasing), merged into one rectangle when there are many; nil when one is not finite.
    private func deviceRects(_ rects: [CGRect], scale: CGFloat, canvas: CGRect) -> [CGRect]? {
        var pixels: [CGRect] = []
        for rect in rects {
            guard [rect.minX, rect.minY, rect.maxX, rect.maxY].allSatisfy(\.isFinite) else { return nil }
            // One extra pixel around the bounds for antialiasing, then whole pixels.
            let device = CGRect(
                x: rect.minX * scale - 1, y: rect.minY * scale - 1, width: rect.width * scale + 2,
                height: rect.height * scale + 2)
            let minX = device.minX.rounded(.down)
            let minY = device.minY.rounded(.down)
            let whole = CGRect(
                x: minX, y: minY, width: device.maxX.rounded(.up) - minX, height: device.maxY.rounded(.up) - minY
            ).intersection(canvas)
            if !whole.isNull, whole.width > 0, whole.height > 0 { pixels.append(whole) }
        }
        if pixels.count > DisplayListDamage.maximumRects { return [pixels.reduce(CGRect.null) { $0.union($1) }] }
        return pixels
    }

    private var painter: DisplayListPainter {
        DisplayListPainter(
            textEngine: renderer.textEngine, imageLoader: renderer.imageLoader, layerFactor: 1,
            shadowLayers: keepsShadowLayers ? shadowLayers : nil, coverageMasks: coverageMasks)
    }

    /// Redraws `damage`: the background and every item, or, from `start` > 0, the backdrop's pixels
    /// (the background and the first `start` items) and the items after them.
    private func draw(
        _ list: DisplayList, from start: Int, on surface: OpaquePointer, damage: [CGRect], scale: CGFloat,
        background: Color.Resolved?
    ) throws {
        coverageMasks.target = keepsCoverageMasks && CoverageMaskCache.paints(background) ? surface : nil
        defer { coverageMasks.target = nil }
        let cr = cairo_create(surface)!
        for rect in damage { cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height) }
        cairo_clip(cr)
        if start > 0 {
            backdrop.paint(into: cr)
            cairo_scale(cr, Double(scale), Double(scale))
            painter.draw(DisplayList(Array(list.items[start...])), in: cr)
        } else {
            RetainedRenderer.startFrame(on: cr, background: background, scale: scale)
            painter.draw(list, in: cr)
        }
        let status = cairo_status(cr)
        cairo_destroy(cr)
        guard status == CAIRO_STATUS_SUCCESS else {
            previous = nil
            backdrop.invalidate()
            shadowLayers.removeAll()
            throw RenderError.cairo(String(cString: cairo_status_to_string(status)))
        }
    }
}

extension RetainedRenderer {
    /// Fills the whole surface of `cr` with `background` (clear when nil), replacing what was there,
    /// then sets drawing over it at `scale`: how a full frame and a backdrop start.
    static func startFrame(on cr: OpaquePointer, background: Color.Resolved?, scale: CGFloat) {
        if let background {
            cairo_set_source_rgba(cr, background.red, background.green, background.blue, background.opacity)
        } else {
            cairo_set_source_rgba(cr, 0, 0, 0, 0)
        }
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        cairo_scale(cr, Double(scale), Double(scale))
    }
}
