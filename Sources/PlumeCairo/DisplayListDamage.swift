import Foundation
import PlumeGraphics

/// Where two display lists draw differently: the damage `RetainedRenderer` redraws.
///
/// Lists are compared item by item: a common prefix and suffix of equal items are skipped (equal
/// items compare fast when they share storage, as the UI's per-node render caches make them); what
/// is left is compared pairwise when both sides have as many items, so a changed group with the
/// same effect is compared inside (its inner damage mapped through the effect: transformed, clipped,
/// spread by blur and shadow). Any other changed item damages its old and its new bounds (from
/// `DisplayListPainter.approximateBounds`, which are generous). The result is a list of rectangles
/// in the lists' (user space) coordinates; nil means "everything" (an item cannot be bounded).
struct DisplayListDamage {
    let painter: DisplayListPainter
    /// How many changed items are bounded one by one before the damage counts as "everything".
    static let maximumChangedItems = 64

    /// The rectangles that changed between `old` and `new`, or nil when the damage is unbounded.
    ///
    /// Two kinds of shapes draw slightly differently (±1…3 of 255 near their edges) when only part of
    /// them is inside the clip: angular gradients, drawn as cairo meshes that cairo rasterizes over
    /// the area being drawn (the shape's extents within the clip), and strokes of curves, whose
    /// curves cairo's stroker replaces by straight lines outside the clip (changing the joins next
    /// to them); axis-aligned shapes off whole points, which cairo draws as boxes whose edge pixels
    /// round differently under a cutting clip; and SVG images, which librsvg draws with strokes and
    /// groups of its own. So a
    /// damaged area that touches such a shape grows to cover the whole shape, which
    /// is then drawn exactly as a full redraw draws it. A damaged area that touches a linear or
    /// radial gradient grows to the gradient shape's whole width (see `widen`).
    func damage(from old: DisplayList, to new: DisplayList) -> [CGRect]? {
        var rects: [CGRect] = []
        guard collect(old.items, new.items, into: &rects) else { return nil }
        return grown(rects, drawing: new)
    }

    /// `rects`, damage of a frame that draws `new`, grown over the shapes that must be drawn whole
    /// (see `damage(from:to:)`); nil when the frame must be drawn whole.
    func grown(_ rects: [CGRect], drawing new: DisplayList) -> [CGRect]? {
        var rects = rects
        guard !rects.isEmpty else { return rects }
        // A backdrop blur reads what is drawn around it, so any change may change it: redraw all.
        if Self.containsBackdrop(new.items) { return nil }
        var meshes: [CGRect] = []
        var gradients: [CGRect] = []
        guard collectMeshBounds(new.items, transform: .identity, into: &meshes, gradients: &gradients) else {
            return nil
        }
        // Growing by one kind of shape can reach more of the other: repeat until nothing grows.
        var pending = meshes
        var single = false
        var grew = true
        while grew {
            grew = false
            pending.removeAll { mesh in
                guard rects.contains(where: { $0.intersects(mesh) }) else { return false }
                rects.append(mesh)
                grew = true
                return true
            }
            if Self.widen(&rects, across: gradients) {
                grew = true
                single = true
            }
            // cairo splits a clip of several rectangles into bands, and a shape off whole pixels that
            // spans two bands is drawn by its polygon rasterizer instead of as a box (edges differ by
            // up to 8 of 255); widened rectangles overlap others, so damage that reaches a gradient,
            // like damage of many rectangles, is drawn as one rectangle, their union.
            if (single || rects.count > Self.maximumRects) && rects.count > 1 {
                rects = [rects.reduce(CGRect.null) { $0.union($1) }]
                grew = true
            }
        }
        return rects
    }

    /// Past this many rectangles the damage is their union (one clip rectangle draws faster).
    static let maximumRects = 16

    /// Linear and radial gradients are evaluated by pixman pixel after pixel along each run of a
    /// row, starting from the run's first pixel, so where a run starts changes the last bit of the
    /// colors after it (±1 of 255). A damaged rectangle that cuts such a shape within a row (its
    /// edge, or the edge between two damaged rectangles) starts a run where a full redraw does not;
    /// so each damaged rectangle that touches a gradient shape is widened to the shape's whole
    /// width over the same rows, and every row of the shape is then drawn in the runs a full redraw
    /// draws. (Rows are independent: cutting the shape above or below changes nothing.)
    /// Returns whether a rectangle grew.
    private static func widen(_ rects: inout [CGRect], across gradients: [CGRect]) -> Bool {
        guard !gradients.isEmpty else { return false }
        var grew = false
        var changed = true
        var rounds = 0
        while changed, rounds <= gradients.count {
            changed = false
            rounds += 1
            for index in rects.indices {
                for shape in gradients where rects[index].intersects(shape) {
                    let rows = CGRect(
                        x: shape.minX, y: rects[index].minY, width: shape.width, height: rects[index].height)
                    let wide = rects[index].union(rows)
                    if wide != rects[index] {
                        rects[index] = wide
                        changed = true
                        grew = true
                    }
                }
            }
        }
        return grew
    }

    /// Whether every segment of `path` (closing ones included) is horizontal or vertical.
    private static func isRectilinear(_ path: Path) -> Bool {
        var straight = true
        var current = CGPoint.zero
        var start = CGPoint.zero
        func segment(to p: CGPoint) {
            if p.x != current.x && p.y != current.y { straight = false }
            current = p
        }
        path.forEach { element in
            switch element {
            case .move(let p):
                segment(to: start)
                current = p
                start = p
            case .line(let p): segment(to: p)
            case .closeSubpath: segment(to: start)
            case .curve, .quadCurve: straight = false
            }
        }
        segment(to: start)
        return straight
    }

    /// Whether `item` is a stroke of a path with curves.
    private static func hasCurves(_ item: DisplayItem) -> Bool {
        guard case .stroke(let path, _, _, _) = item else { return false }
        var curved = false
        path.forEach { element in
            switch element {
            case .curve, .quadCurve: curved = true
            default: break
            }
        }
        return curved
    }

    /// Adds the bounds (in the list's root coordinates) of every shape whose pixels depend on the
    /// clip (see `damage(from:to:)`); false when one cannot be bounded.
    /// Also adds the bounds of linear and radial gradient shapes to `gradients` (see `widen`).
    func collectMeshBounds(
        _ items: [DisplayItem], transform: CGAffineTransform, into bounds: inout [CGRect],
        gradients: inout [CGRect]
    ) -> Bool {
        for item in items {
            switch item {
            case .fill(_, .linear, _), .stroke(_, .linear, _, _), .fill(_, .radial, _), .stroke(_, .radial, _, _):
                guard let box = painter.approximateBounds(of: DisplayList([item])) else { return false }
                if !box.isNull { gradients.append(box.applying(transform)) }
            default:
                break
            }
            switch item {
            case .fill(_, .angular, _), .stroke(_, .angular, _, _),
                .stroke(_, _, _, _) where Self.hasCurves(item):
                guard let box = painter.approximateBounds(of: DisplayList([item])) else { return false }
                if !box.isNull { bounds.append(box.applying(transform)) }
            case .fill(let path, _, _), .stroke(let path, _, _, _):
                // cairo draws axis-aligned shapes as boxes, whose partly covered edge pixels round
                // differently when a clip cuts the box; fills on whole points have no such edges.
                // An empty path has null bounds, which a transform would turn into NaN.
                guard Self.isRectilinear(path), let box = painter.approximateBounds(of: DisplayList([item])),
                    !box.isNull
                else {
                    continue
                }
                let root = box.applying(transform)
                let onWholePoints =
                    root.isNull
                    || [root.minX, root.minY, root.maxX, root.maxY].allSatisfy { $0 == $0.rounded() }
                if case .fill = item, onWholePoints, transform.b == 0, transform.c == 0 { continue }
                if !root.isNull { bounds.append(root) }
            case .image(let source, _, _, _):
                guard let image = try? painter.imageLoader.decodedImage(for: source),
                    case .svg = image.content
                else { continue }
                guard let box = painter.approximateBounds(of: DisplayList([item])) else { return false }
                if !box.isNull { bounds.append(box.applying(transform)) }
            case .effect(.projection, _):
                // A projected group is drawn from an image of its own, made without the clip, and
                // each pixel is sampled from it alone: no part of it depends on the clip.
                continue
            case .effect(let effect, let content):
                var inner = transform
                if case .transform(let t) = effect {
                    guard [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) else { return false }
                    inner = t.concatenating(transform)
                }
                guard collectMeshBounds(content.items, transform: inner, into: &bounds, gradients: &gradients) else {
                    return false
                }
                if case .mask(let mask) = effect {
                    guard collectMeshBounds(mask.items, transform: inner, into: &bounds, gradients: &gradients) else {
                        return false
                    }
                }
            default:
                break
            }
        }
        return true
    }

    /// Whether any item (at any depth) is a `backdropBlur` group.
    static func containsBackdrop(_ items: [DisplayItem]) -> Bool {
        items.contains { item in
            guard case .effect(let effect, let content) = item else { return false }
            if case .backdropBlur = effect { return true }
            if case .mask(let mask) = effect, containsBackdrop(mask.items) { return true }
            return containsBackdrop(content.items)
        }
    }

    /// Adds the damage of `old` becoming `new`; false when it cannot be bounded.
    func collect(_ old: [DisplayItem], _ new: [DisplayItem], into rects: inout [CGRect]) -> Bool {
        if old == new { return true }
        let shorter = min(old.count, new.count)
        var prefix = 0
        while prefix < shorter, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < shorter - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        let oldMiddle = old[prefix..<(old.count - suffix)]
        let newMiddle = new[prefix..<(new.count - suffix)]
        if oldMiddle.count == newMiddle.count {
            for (a, b) in zip(oldMiddle, newMiddle) where a != b {
                guard changed(a, b, into: &rects) else { return false }
            }
            return true
        }
        for item in oldMiddle {
            guard add(bounds: item, into: &rects) else { return false }
        }
        for item in newMiddle {
            guard add(bounds: item, into: &rects) else { return false }
        }
        return true
    }

    /// Adds the damage of `old` becoming `new` (two unequal items at the same place).
    private func changed(_ old: DisplayItem, _ new: DisplayItem, into rects: inout [CGRect]) -> Bool {
        guard case .effect(let oldEffect, let oldContent) = old, case .effect(let newEffect, let newContent) = new,
            oldEffect == newEffect
        else {
            return add(bounds: old, into: &rects) && add(bounds: new, into: &rects)
        }
        var inner: [CGRect] = []
        guard collect(oldContent.items, newContent.items, into: &inner) else { return false }
        switch oldEffect {
        case .opacity, .colorMultiply, .colorMatrix, .compositingGroup, .blendMode, .backdropBlur:
            rects.append(contentsOf: inner)
        case .transform(let t):
            guard [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) else { return false }
            rects.append(contentsOf: inner.map { $0.applying(t) })
        case .projection(let m):
            guard m.isFinite else { return false }
            for rect in inner {
                guard let box = m.boundingBox(of: rect) else { return false }
                rects.append(box)
            }
        case .clip(let path, _):
            guard let clip = DisplayListPainter.controlPointBounds(path) else { return false }
            rects.append(contentsOf: inner.map { $0.intersection(clip) }.filter { !$0.isNull })
        case .mask(let mask):
            guard let maskBounds = painter.approximateBounds(of: mask) else { return false }
            rects.append(contentsOf: inner.map { $0.intersection(maskBounds) }.filter { !$0.isNull })
        case .blur(let radius):
            guard radius.isFinite else { return false }
            let spread = 1.5 * abs(radius) + 2
            rects.append(contentsOf: inner.map { $0.insetBy(dx: -spread, dy: -spread) })
        case .shadow(_, let radius, let offset):
            guard radius.isFinite, offset.width.isFinite, offset.height.isFinite else { return false }
            let spread = 1.5 * abs(radius) + 2
            for rect in inner {
                rects.append(rect)
                rects.append(rect.offsetBy(dx: offset.width, dy: offset.height).insetBy(dx: -spread, dy: -spread))
            }
        }
        return true
    }

    private func add(bounds item: DisplayItem, into rects: inout [CGRect]) -> Bool {
        // Past this many changed items the frame is drawn whole: bounding each one would cost more
        // than it saves (1,000 moving dots change everything anyway).
        guard rects.count < Self.maximumChangedItems else { return false }
        guard let bounds = painter.approximateBounds(of: DisplayList([item])) else { return false }
        if !bounds.isNull { rects.append(bounds) }
        return true
    }
}
