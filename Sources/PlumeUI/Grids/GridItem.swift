import Foundation
import PlumeAnimation
import PlumeGraphics

/// A description of a column of a `LazyVGrid` or a row of a `LazyHGrid`, as SwiftUI's `GridItem`.
///
/// ```swift
/// let columns = [GridItem(.fixed(60)), GridItem(.flexible()), GridItem(.adaptive(minimum: 80))]
/// LazyVGrid(columns: columns) { ForEach(photos) { PhotoCell($0) } }
/// ```
/// How a grid turns its items into tracks (columns of a `LazyVGrid`, rows of a `LazyHGrid`) for
/// the length it is offered, as SwiftUI documents it: each item's `spacing` (8 when nil) separates
/// it from the next; `fixed` items take their size; the length left is divided equally among the
/// other items, a `flexible` item taking its share clamped to its bounds, an `adaptive` item filling
/// its share with as many tracks of at least `minimum` as fit (separated by its own spacing), which
/// then grow equally up to `maximum`. When the grid is offered no length (a `LazyVGrid` in a
/// horizontal scroll view), flexible items take their minimum and an adaptive item one track of its
/// minimum.
///
/// Bad input is clamped and reported in `ViewGraph.diagnostics`: a size or spacing that is NaN,
/// infinite (other than a `maximum` of `.infinity`) or negative is 0 (a NaN flexible `minimum` is 10,
/// a NaN adaptive `minimum` 1); an adaptive `minimum` below 1 point is 1, so the number of tracks stays bounded; a `maximum`
/// below its `minimum` is the minimum. SwiftUI does not document what it does with these.
public struct GridItem: Sendable {
    /// How a grid item sizes its track, as SwiftUI's `GridItem.Size`.
    public enum Size: Sendable {
        /// A single track of exactly this length.
        case fixed(CGFloat)
        /// A single track sharing the length left by fixed items, clamped to its bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many tracks of at least `minimum` as fit in the space of one flexible item, each
        /// growing up to `maximum`.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The size of the item: the width of a column item, the height of a row item.
    public var size: Size
    /// The spacing to the next item (nil: the standard 8 points).
    public var spacing: CGFloat?
    /// How cells sit in their track (nil: centered).
    public var alignment: Alignment?

    /// A grid item of `size` (flexible by default).
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// One track of a lazy grid, resolved for a length: where it starts and how long it is (across the
/// grid's axis, from the start of the first track), and how its cells align in it.
struct GridTrack: Equatable {
    var offset: CGFloat
    var length: CGFloat
    var alignment: Alignment
}

/// The tracks of a lazy grid's items for a length across the grid's axis (see `GridItem`).
struct GridTracks: Equatable {
    var tracks: [GridTrack] = []
    /// From the first track's start to the last one's end.
    var extent: CGFloat = 0

    /// The largest number of tracks one adaptive item makes (a wide grid of tiny minimums).
    static let maximumAdaptiveTracks = 1_000

    /// Resolves `items` for `length` (nil: the grid is offered no length); `report` receives each
    /// clamp of bad input.
    init(_ items: [GridItem], length: CGFloat?, report: (String) -> Void) {
        let items = items.map { Self.sanitized($0, report: report) }
        let gaps = items.dropLast().map { $0.spacing ?? 8 }
        var fixedTotal: CGFloat = 0
        var shared = 0
        for item in items {
            if case .fixed(let size) = item.size { fixedTotal += size } else { shared += 1 }
        }
        let share: CGFloat? = length.map { max(0, ($0 - fixedTotal - gaps.reduce(0, +)) / CGFloat(max(shared, 1))) }
        var position: CGFloat = 0
        for (i, item) in items.enumerated() {
            let alignment = item.alignment ?? .center
            func add(_ length: CGFloat) {
                tracks.append(GridTrack(offset: position, length: length, alignment: alignment))
                position += length
            }
            switch item.size {
            case .fixed(let size):
                add(size)
            case .flexible(let minimum, let maximum):
                add(min(max(share ?? minimum, minimum), maximum))
            case .adaptive(let minimum, let maximum):
                let spacing = item.spacing ?? 8
                let space = share ?? minimum
                let fit = Int(
                    min(((space + spacing) / (minimum + spacing)).rounded(.down), CGFloat(Self.maximumAdaptiveTracks)))
                let count = max(1, fit)
                let each = min(max((space - CGFloat(count - 1) * spacing) / CGFloat(count), minimum), maximum)
                for n in 0..<count {
                    add(each)
                    if n < count - 1 { position += spacing }
                }
            }
            if i < gaps.count { position += gaps[i] }
        }
        extent = tracks.last.map { $0.offset + $0.length } ?? 0
    }

    /// `item` with its numbers made usable (see `GridItem` for the clamps).
    static func sanitized(_ item: GridItem, report: (String) -> Void) -> GridItem {
        var item = item
        func length(_ v: CGFloat, _ what: String, default fallback: CGFloat = 0) -> CGFloat {
            guard v.isFinite, v >= 0 else {
                let used = v.isNaN ? fallback : 0
                report("GridItem: \(what) \(formatNumber(v)) is not a usable length; \(formatNumber(used)) is used")
                return used
            }
            return min(v, maximumLayoutLength)
        }
        func maximum(_ v: CGFloat, atLeast low: CGFloat, _ what: String) -> CGFloat {
            if v == .infinity { return .infinity }
            guard v.isFinite, v >= low else {
                report("GridItem: \(what) maximum \(formatNumber(v)) is below its minimum; the minimum is used")
                return low
            }
            return v
        }
        switch item.size {
        case .fixed(let size):
            item.size = .fixed(length(size, "fixed size"))
        case .flexible(let minimum, let maximum_):
            let low = length(minimum, "flexible minimum", default: 10)
            item.size = .flexible(minimum: low, maximum: maximum(maximum_, atLeast: low, "flexible"))
        case .adaptive(let minimum, let maximum_):
            var low = length(minimum, "adaptive minimum", default: 1)
            if low < 1 {
                report("GridItem: adaptive minimum \(formatNumber(low)) is below 1 point; 1 is used")
                low = 1
            }
            item.size = .adaptive(minimum: low, maximum: maximum(maximum_, atLeast: low, "adaptive"))
        }
        if let spacing = item.spacing { item.spacing = length(spacing, "spacing") }
        return item
    }
}
