import Foundation
import PlumeGraphics

/// Looks through two frames' display lists for the clip group whose content scrolled, and collects
/// what must be drawn again around the pixels `ScrollCopy` moves (its contract lists the rules).
///
/// Used once per frame by `ScrollCopy.find`; descends only through clip groups that are the same
/// rectangle in both frames, so user space stays the lists' root coordinates.
struct ScrollCopySearch {
    let painter: DisplayListPainter
    let scale: CGFloat
    let canvas: PixelArea

    /// What was found: the pixels to move, by how much, and the damage (user space, not yet grown).
    struct Found {
        var destination: PixelArea
        var dx: Int
        var dy: Int
        /// The clip the moved pixels lie in (user space), the offset in user space.
        var clip: CGRect
        var offset: CGSize
        var damage: [CGRect]
    }

    /// The scrolled clip group among `old` and `new` (items drawn inside `outer`, user space), with
    /// the damage of every other change at this level and below; nil when there is none or a rule
    /// is broken.
    mutating func find(_ old: [DisplayItem], _ new: [DisplayItem], within outer: CGRect) -> Found? {
        // The group that scrolled is the first item that differs: a clip group, the same rectangle
        // in both frames. The items before it are the same; those after may differ in number.
        let shorter = min(old.count, new.count)
        var index = 0
        while index < shorter, old[index] == new[index] { index += 1 }
        guard index < shorter, case .effect(.clip(let path, let style), let oldContent) = old[index],
            case .effect(.clip(path, style), let newContent) = new[index],
            let rect = Self.rectangle(path)
        else { return nil }
        let clip = rect.intersection(outer)
        guard !clip.isNull, clip.width > 0, clip.height > 0,
            var found = scrolled(oldContent.items, newContent.items, clip: clip)
                ?? find(oldContent.items, newContent.items, within: clip)
        else { return nil }
        // Under the moved pixels: one colour over the whole clip (which moving keeps), or items
        // drawn again where they are and where their pixels were moved to (a header's text whose
        // generous bounds reach into the clip).
        let offset = found.offset
        for item in new[..<index] {
            guard let bounds = painter.approximateBounds(of: item) else { return nil }
            guard !bounds.isNull, bounds.intersects(found.clip), !Self.coversUniformly(item, found.clip) else {
                continue
            }
            found.damage += [bounds, bounds.offsetBy(dx: offset.width, dy: offset.height)]
        }
        // Over them: what changed, and everything over the clip drawn again where it is and where
        // its old pixels were moved to.
        let oldAfter = Array(old[(index + 1)...])
        let newAfter = Array(new[(index + 1)...])
        var changed: [CGRect] = []
        guard DisplayListDamage(painter: painter).collect(oldAfter, newAfter, into: &changed) else { return nil }
        found.damage += changed
        for item in newAfter {
            guard let bounds = painter.approximateBounds(of: item) else { return nil }
            if !bounds.isNull, bounds.intersects(found.clip) { found.damage.append(bounds) }
        }
        for item in oldAfter {
            guard let bounds = painter.approximateBounds(of: item) else { return nil }
            let moved = bounds.isNull ? bounds : bounds.offsetBy(dx: offset.width, dy: offset.height)
            if !moved.isNull, moved.intersects(found.clip) { found.damage.append(moved) }
        }
        return found
    }

    /// The plan for a clip group whose content scrolled by whole device pixels, or nil.
    private func scrolled(_ old: [DisplayItem], _ new: [DisplayItem], clip: CGRect) -> Found? {
        guard let content = ScrolledContent(from: old, to: new, scale: scale) else { return nil }
        let offset = content.offset
        let deviceX = offset.width * scale
        let deviceY = offset.height * scale
        guard deviceX == deviceX.rounded(), deviceY == deviceY.rounded(), abs(deviceX) < 1e6, abs(deviceY) < 1e6
        else { return nil }
        let dx = Int(deviceX)
        let dy = Int(deviceY)
        let deviceClip = CGRect(
            x: clip.minX * scale, y: clip.minY * scale, width: clip.width * scale, height: clip.height * scale)
        let inside = PixelArea(inside: deviceClip).intersection(canvas)
        let destination = inside.intersection(inside.offsetBy(dx: dx, dy: dy))
        guard !destination.isEmpty else { return nil }
        let moved = destination.userRect(scale: scale)
        // The clip's pixels that receive no moved pixels: the strip coming in and its edge pixels.
        var damage = Self.subtract(moved, from: clip)
        for item in content.added {
            guard let bounds = painter.approximateBounds(of: item) else { return nil }
            if !bounds.isNull { damage.append(bounds) }
        }
        for item in content.removed {
            guard let bounds = painter.approximateBounds(of: item) else { return nil }
            if !bounds.isNull { damage.append(bounds.offsetBy(dx: offset.width, dy: offset.height)) }
        }
        // Shapes drawn differently when cut by the clip, or where a run starts: whole unless moved
        // intact (gradients always).
        var sensitive: [CGRect] = []
        var gradients: [CGRect] = []
        guard
            DisplayListDamage(painter: painter).collectMeshBounds(
                new, transform: .identity, into: &sensitive, gradients: &gradients)
        else { return nil }
        damage += gradients
        damage += sensitive.filter { !moved.contains($0) }
        // The content draws only inside the clip.
        damage = damage.map { $0.intersection(clip) }.filter { !$0.isNull && $0.width > 0 && $0.height > 0 }
        return Found(destination: destination, dx: dx, dy: dy, clip: clip, offset: offset, damage: damage)
    }

    /// The rectangle `path` is (its four corners, as `Path(_ rect:)` makes it), or nil.
    private static func rectangle(_ path: Path) -> CGRect? {
        let bounds = path.boundingRect
        guard !bounds.isNull, path == Path(bounds) else { return nil }
        return bounds
    }

    /// Whether `item` paints one solid colour over every pixel of `clip` (so moving pixels inside
    /// `clip` keeps it as it is).
    private static func coversUniformly(_ item: DisplayItem, _ clip: CGRect) -> Bool {
        guard case .fill(let path, .color, _) = item, let rect = rectangle(path) else { return false }
        return rect.contains(clip)
    }

    /// `rects` with every two that overlap or touch replaced by their union, until none do: rows
    /// coming in join the strip they come into, so the damage stays a few rectangles.
    static func merged(_ rects: [CGRect]) -> [CGRect] {
        var out: [CGRect] = []
        for rect in rects where !rect.isNull {
            var current = rect
            var merging = true
            while merging {
                merging = false
                if let index = out.firstIndex(where: { $0.insetBy(dx: -1, dy: -1).intersects(current) }) {
                    current = current.union(out.remove(at: index))
                    merging = true
                }
            }
            out.append(current)
        }
        return out
    }

    /// `rect` minus `hole`: up to four rectangles.
    static func subtract(_ hole: CGRect, from rect: CGRect) -> [CGRect] {
        let inner = rect.intersection(hole)
        guard !inner.isNull, inner.width > 0, inner.height > 0 else { return [rect] }
        var parts: [CGRect] = []
        if inner.minY > rect.minY {
            parts.append(CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: inner.minY - rect.minY))
        }
        if inner.maxY < rect.maxY {
            parts.append(CGRect(x: rect.minX, y: inner.maxY, width: rect.width, height: rect.maxY - inner.maxY))
        }
        if inner.minX > rect.minX {
            parts.append(CGRect(x: rect.minX, y: inner.minY, width: inner.minX - rect.minX, height: inner.height))
        }
        if inner.maxX < rect.maxX {
            parts.append(CGRect(x: inner.maxX, y: inner.minY, width: rect.maxX - inner.maxX, height: inner.height))
        }
        return parts
    }
}
