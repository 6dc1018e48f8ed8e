import Foundation
import PlumeGraphics

/// How a scroll view's content (the items of one clip group) moved between two frames: by what
/// offset, and which items did not simply move with it.
///
/// Made by `ScrollCopy.find` for a clip group whose content differs between the frames. The offset
/// is read from the first new item that is an old one moved (`DisplayItem` translated exactly as
/// `DisplayList.translated(by:)` moves it, as the graph moves a scrolled row's cached drawing);
/// the items are then matched in order (a scroll keeps its rows' order), and those that match no
/// old item, and old items that match no new one, are reported to be drawn again.
struct ScrolledContent {
    /// The offset, in user space, every matched item moved by.
    let offset: CGSize
    /// New items that are not an old item moved by `offset` (rows coming in, changed items).
    let added: [DisplayItem]
    /// Old items that no new item is (rows going out, the old look of changed items).
    let removed: [DisplayItem]

    /// Past this many unmatched items the content counts as changed, not scrolled.
    static let maximumUnmatched = 256
    /// How far ahead among the old items a new item is looked for (items scrolled out before it).
    static let lookahead = 96
    /// How many new items are tried as the anchor the offset is read from.
    static let anchorAttempts = 4

    /// The match of `new` against `old`, or nil when no offset moves a leading new item onto an old
    /// one, or too much changed.
    init?(from old: [DisplayItem], to new: [DisplayItem], scale: CGFloat) {
        // Content whose first item stayed where it was did not scroll.
        guard !old.isEmpty, !new.isEmpty, old[0] != new[0],
            let offset = Self.offset(from: old, to: new, scale: scale)
        else { return nil }
        self.init(from: old, to: new, offset: offset, scale: scale)
    }

    /// The match of `new` against `old` moved by `offset`. A clip group that moved by `offset`
    /// (a list's section clipped to its rounded shape) is matched inside: its items that did not
    /// just move are reported, not the group.
    private init?(from old: [DisplayItem], to new: [DisplayItem], offset: CGSize, scale: CGFloat) {
        var moved = [DisplayItem?](repeating: nil, count: old.count)
        func movedOld(_ index: Int) -> DisplayItem? {
            if let item = moved[index] { return item }
            let item = DisplayList([old[index]]).translated(by: offset)?.items.first
            moved[index] = item
            return item
        }
        var added: [DisplayItem] = []
        var removed: [DisplayItem] = []
        var next = 0
        for item in new {
            let end = min(old.count, next + Self.lookahead)
            if let found = (next..<end).first(where: { movedOld($0) == item }) {
                removed.append(contentsOf: old[next..<found])
                next = found + 1
            } else if case .effect(.clip, let content) = item,
                let found = (next..<end).first(where: { Self.sameClip(old[$0], moved: offset, as: item, scale: scale) }
                ),
                case .effect(_, let oldContent) = old[found],
                let inner = ScrolledContent(from: oldContent.items, to: content.items, offset: offset, scale: scale)
            {
                removed.append(contentsOf: old[next..<found])
                next = found + 1
                added += inner.added
                removed += inner.removed
            } else {
                added.append(item)
            }
            guard added.count + removed.count <= Self.maximumUnmatched else { return nil }
        }
        removed.append(contentsOf: old[next...])
        guard added.count + removed.count <= Self.maximumUnmatched else { return nil }
        self.offset = offset
        self.added = added
        self.removed = removed
    }

    /// The offset that moves one of the first new items exactly onto an old item of the same kind
    /// and size; nil when there is none (or it is zero).
    private static func offset(from old: [DisplayItem], to new: [DisplayItem], scale: CGFloat) -> CGSize? {
        for item in new.prefix(anchorAttempts) {
            guard let anchor = Self.anchor(of: item) else { continue }
            for candidate in old {
                guard let start = Self.anchor(of: candidate), start.size == anchor.size else { continue }
                let offset = CGSize(width: anchor.minX - start.minX, height: anchor.minY - start.minY)
                guard offset != .zero, offset.width.isFinite, offset.height.isFinite else { continue }
                if sameClip(candidate, moved: offset, as: item, scale: scale)
                    || DisplayList([candidate]).translated(by: offset)?.items.first == item
                {
                    return offset
                }
            }
        }
        return nil
    }

    /// Whether `old` and `new` are clip groups of one fill style whose paths reach the same points
    /// of cairo's grid (1/256 of a device pixel at `scale`) but for `offset`, whole device pixels:
    /// a clip drawn again where it moved (a list section's rounded clip) can differ from the old one
    /// moved in a last bit that cairo, which rounds each point to its grid, never sees.
    static func sameClip(_ old: DisplayItem, moved offset: CGSize, as new: DisplayItem, scale: CGFloat) -> Bool {
        guard case .effect(.clip(let oldPath, let oldStyle), _) = old,
            case .effect(.clip(let newPath, let newStyle), _) = new, oldStyle == newStyle,
            let shiftX = gridUnits(offset.width * scale), let shiftY = gridUnits(offset.height * scale),
            let before = GridPath(oldPath, scale: scale), let after = GridPath(newPath, scale: scale),
            before.kinds == after.kinds, before.points.count == after.points.count
        else { return false }
        return zip(before.points, after.points).allSatisfy { $0.x + shiftX == $1.x && $0.y + shiftY == $1.y }
    }

    /// `value` device pixels in 1/256 units when it is a whole number of them; nil otherwise.
    private static func gridUnits(_ value: Double) -> Int64? {
        let units = value * 256
        guard units.isFinite, abs(units) < 1e15, units == units.rounded() else { return nil }
        return Int64(units)
    }

    /// A rectangle that moves with an item (its frame, its path's bounds, a group's first item's).
    private static func anchor(of item: DisplayItem) -> CGRect? {
        switch item {
        case .text(_, let frame, _), .image(_, let frame, _, _): return frame
        case .fill(let path, _, _), .stroke(let path, _, _, _):
            let bounds = path.controlPointBounds
            return bounds.isNull ? nil : bounds
        case .effect(.clip(let path, _), _):
            let bounds = path.controlPointBounds
            return bounds.isNull ? nil : bounds
        case .effect(_, let content): return content.items.first.flatMap { anchor(of: $0) }
        }
    }
}

/// A path as cairo's grid sees it: its elements' kinds, and its points rounded to 1/256 of a device
/// pixel (what cairo keeps of each point it is given).
private struct GridPath {
    var kinds: [UInt8] = []
    var points: [(x: Int64, y: Int64)] = []

    /// Nil when a point is off the grid's range.
    init?(_ path: Path, scale: CGFloat) {
        var valid = true
        var kinds: [UInt8] = []
        var points: [(x: Int64, y: Int64)] = []
        func add(_ list: CGPoint...) {
            for point in list {
                let x = (point.x * scale * 256).rounded()
                let y = (point.y * scale * 256).rounded()
                guard abs(x) < 1e15, abs(y) < 1e15 else {
                    valid = false
                    return
                }
                points.append((Int64(x), Int64(y)))
            }
        }
        path.forEach { element in
            switch element {
            case .move(let p):
                kinds.append(0)
                add(p)
            case .line(let p):
                kinds.append(1)
                add(p)
            case .quadCurve(let p, let c):
                kinds.append(2)
                add(p, c)
            case .curve(let p, let c1, let c2):
                kinds.append(3)
                add(p, c1, c2)
            case .closeSubpath: kinds.append(4)
            }
        }
        guard valid else { return nil }
        self.kinds = kinds
        self.points = points
    }
}
