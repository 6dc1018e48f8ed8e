import Foundation
import PlumeAnimation
import PlumeGraphics

/// A `ForEach` as a lazy stack sees it: row ids for all elements, row views one at a time.
@MainActor
protocol LazyRowSource {
    /// How many rows.
    var rowCount: Int { get }
    /// Every row's id, in order (without building any view).
    func appendRowIDs(to ids: inout [AnyHashable])
    /// The id of the row at `offset` (0-based).
    func rowID(at offset: Int) -> AnyHashable
    /// The view of the row at `offset` (0-based).
    func rowView(at offset: Int) -> any View
    /// Whether `other` is known to give exactly the ids this source gives, in the same order,
    /// without reading them: the same type, equal data by the graph's view-equality rules (an
    /// array's storage, `==` for `Equatable` data) of values (not objects) and ids read by equal
    /// key paths. False when that cannot be told cheaply (ids made by a closure, elements that are
    /// objects); the caller then compares the ids.
    func hasSameRowIDs(as other: any LazyRowSource) -> Bool
}

extension ForEach: LazyRowSource {
    var rowCount: Int { data.count }
    func appendRowIDs(to ids: inout [AnyHashable]) {
        for element in data { ids.append(AnyHashable(id(element))) }
    }
    func rowID(at offset: Int) -> AnyHashable { AnyHashable(id(data[data.index(data.startIndex, offsetBy: offset)])) }
    func rowView(at offset: Int) -> any View { content(data[data.index(data.startIndex, offsetBy: offset)]) }
    func hasSameRowIDs(as other: any LazyRowSource) -> Bool {
        // Objects can change their ids in place (`id: \.name` over a class), in the same array.
        guard !(Data.Element.self is AnyClass), let other = other as? Self, let idKeyPath,
            idKeyPath == other.idKeyPath
        else { return false }
        return ViewEquality.areEqualValues(data, other.data)
    }
}

/// The identity of a row that is not a `ForEach` element (its structural position in the content).
struct StaticRowKey: Hashable {
    let path: [AnyHashable]
}

/// The content of a lazy stack flattened into rows: runs of `ForEach` rows (made on demand) and
/// single static views.
@MainActor
struct LazyRows {
    enum Segment {
        case fixed(any View, AnyHashable)
        case lazy(LazyRowSource)
    }

    /// Every row's id, computed on first use (mounting a long list never needs them all), and
    /// where each id first appears, made on the second look-up (a keyboard step looks one up each
    /// time; a single `scrollTo` does not pay for the table).
    private final class IDCache {
        var ids: [AnyHashable]?
        var firstIndices: [AnyHashable: Int]?
        var lookups = 0
    }

    private(set) var segments: [Segment] = []
    /// The first row of each segment.
    private(set) var starts: [Int] = []
    /// How many rows.
    private(set) var count = 0
    private let cache = IDCache()

    init() {}

    init(_ content: any View) {
        add(content, path: [])
    }

    private mutating func add(_ view: any View, path: [AnyHashable]) {
        if let source = view as? LazyRowSource {
            starts.append(count)
            segments.append(.lazy(source))
            count += source.rowCount
        } else if let provider = view as? ChildViewsProvider {
            for child in provider.childViews() { add(child.view, path: path + [child.key]) }
        } else if let list = view as? ViewList {
            for element in list.listElements() { addFixed(element.view, key: StaticRowKey(path: path + [element.key])) }
        } else {
            addFixed(view, key: StaticRowKey(path: path))
        }
    }

    private mutating func addFixed(_ view: any View, key: StaticRowKey) {
        starts.append(count)
        segments.append(.fixed(view, AnyHashable(key)))
        count += 1
    }

    /// Every row's id, in order: a `ForEach` row's own id, a static view's `StaticRowKey`.
    var ids: [AnyHashable] {
        if let ids = cache.ids { return ids }
        var ids: [AnyHashable] = []
        ids.reserveCapacity(count)
        for segment in segments {
            switch segment {
            case .fixed(_, let key): ids.append(key)
            case .lazy(let source): source.appendRowIDs(to: &ids)
            }
        }
        cache.ids = ids
        return ids
    }

    /// Whether `old` is known to have the same row ids in the same order, told without reading the
    /// ids (see `LazyRowSource.hasSameRowIDs(as:)`): a new content made from the same data.
    func hasSameIDs(as old: LazyRows) -> Bool {
        guard count == old.count, starts == old.starts else { return false }
        for (new, previous) in zip(segments, old.segments) {
            switch (new, previous) {
            case (.fixed(_, let key), .fixed(_, let oldKey)):
                guard key == oldKey else { return false }
            case (.lazy(let source), .lazy(let oldSource)):
                guard source.hasSameRowIDs(as: oldSource) else { return false }
            default:
                return false
            }
        }
        return true
    }

    /// Takes `old`'s ids (and their index) as this content's, when `hasSameIDs(as: old)`.
    func reuseIDs(of old: LazyRows) {
        cache.ids = old.cache.ids
        cache.firstIndices = old.cache.firstIndices
        cache.lookups = old.cache.lookups
    }

    /// The index of the first row whose id is `id`.
    func firstIndex(of id: AnyHashable) -> Int? {
        if let firstIndices = cache.firstIndices { return firstIndices[id] }
        let ids = self.ids
        cache.lookups += 1
        guard cache.lookups > 1 else { return ids.firstIndex(of: id) }
        var firstIndices: [AnyHashable: Int] = [:]
        firstIndices.reserveCapacity(ids.count)
        for (index, id) in ids.enumerated() where firstIndices[id] == nil { firstIndices[id] = index }
        cache.firstIndices = firstIndices
        return firstIndices[id]
    }

    /// The id of row `index`.
    func id(at index: Int) -> AnyHashable {
        if let ids = cache.ids { return ids[index] }
        let s = segment(of: index)
        switch segments[s] {
        case .fixed(_, let key): return key
        case .lazy(let source): return source.rowID(at: index - starts[s])
        }
    }

    /// Whether row `index` is a static view (always created).
    func isStatic(_ index: Int) -> Bool {
        if case .fixed = segments[segment(of: index)] { return true }
        return false
    }

    /// The indices of the static rows.
    var staticRows: [Int] {
        segments.indices.compactMap { s in
            if case .fixed = segments[s] { return starts[s] }
            return nil
        }
    }

    /// The view of row `index`.
    func view(at index: Int) -> any View {
        let s = segment(of: index)
        switch segments[s] {
        case .fixed(let view, _): return view
        case .lazy(let source): return source.rowView(at: index - starts[s])
        }
    }

    private func segment(of index: Int) -> Int {
        var lo = 0
        var hi = starts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if starts[mid] <= index { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }
}
