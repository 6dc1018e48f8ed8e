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
        guard !old.isEmpty, !new.isEmpty,
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
                let found = (next..<end).first(where: { Self.sameClip(old[$0], moved: offset, as: item, scale: scale) }),
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

    /// Whether `old` and `new` are clip groups of one fill style whose paths, `old`'s moved by
    /// `offset`, reach the same points of cairo's grid (1/256 of a device pixel at `scale`). A
    /// clip redrawn where it moved (a list section's rounded clip) can differ from the moved old
    /// one in a last bit that cairo, which rounds each point to its grid, never sees.
    static func sameClip(_ old: DisplayItem, moved offset: CGSize, as new: DisplayItem, scale: CGFloat) -> Bool {
        guard case .effect(.clip(let oldPath, let oldStyle), _) = old, case .effect(.clip(let newPath, let newStyle), _) = new,
            oldStyle == newStyle
        else { return false }
        let a = gridPoints(oldPath.offsetBy(dx: offset.width, dy: offset.height), scale: scale)
        return a != nil && a == gridPoints(newPath, scale: scale)
    }

    /// The path's elements as cairo's grid sees them: each kind, then its points in 1/256 device
    /// pixels; nil when a point is off the grid's range.
    private static func gridPoints(_ path: Path, scale: CGFloat) -> [Int64]? {
        var out: [Int64] = []
        var valid = true
        func add(_ points: CGPoint...) {
            for point in points {
                let x = (point.x * scale * 256).rounded()
                let y = (point.y * scale * 256).rounded()
                guard abs(x) < 1e15, abs(y) < 1e15 else {
                    valid = false
                    return
                }
                out += [Int64(x), Int64(y)]
            }
        }
        path.forEach { element in
            switch element {
            case .move(let p):
                out.append(-1)
                add(p)
            case .line(let p):
                out.append(-2)
                add(p)
            case .quadCurve(let p, let c):
                out.append(-3)
                add(p, c)
            case .curve(let p, let c1, let c2):
                out.append(-4)
                add(p, c1, c2)
            case .closeSubpath: out.append(-5)
            }
        }
        return valid ? out : nil
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
