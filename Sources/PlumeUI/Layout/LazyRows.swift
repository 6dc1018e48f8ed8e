import Foundation
import PlumeAnimation
import PlumeGraphics

/// A `ForEach` as a lazy stack sees it: row ids for all elements, row views one at a time.
protocol LazyRowSource {
    /// How many rows.
    var rowCount: Int { get }
    /// Every row's id, in order (without building any view).
    func appendRowIDs(to ids: inout [AnyHashable])
    /// The view of the row at `offset` (0-based).
    func rowView(at offset: Int) -> any View
}

extension ForEach: LazyRowSource {
    var rowCount: Int { data.count }
    func appendRowIDs(to ids: inout [AnyHashable]) {
        for element in data { ids.append(AnyHashable(id(element))) }
    }
    func rowView(at offset: Int) -> any View { content(data[data.index(data.startIndex, offsetBy: offset)]) }
}

/// The identity of a row that is not a `ForEach` element (its structural position in the content).
struct StaticRowKey: Hashable {
    let path: [AnyHashable]
}

/// The content of a lazy stack flattened into rows: runs of `ForEach` rows (made on demand) and
/// single static views.
struct LazyRows {
    enum Segment {
        case fixed(any View)
        case lazy(LazyRowSource)
    }

    private(set) var segments: [Segment] = []
    /// The first row of each segment.
    private(set) var starts: [Int] = []
    /// Every row's id: a `ForEach` row's own id, a static view's `StaticRowKey`.
    private(set) var ids: [AnyHashable] = []
    var count: Int { ids.count }

    init() {}

    init(_ content: any View) {
        add(content, path: [])
    }

    private mutating func add(_ view: any View, path: [AnyHashable]) {
        if let source = view as? LazyRowSource {
            starts.append(ids.count)
            segments.append(.lazy(source))
            source.appendRowIDs(to: &ids)
        } else if let provider = view as? ChildViewsProvider {
            for child in provider.childViews() { add(child.view, path: path + [child.key]) }
        } else if let list = view as? ViewList {
            for element in list.listElements() { addFixed(element.view, key: StaticRowKey(path: path + [element.key])) }
        } else {
            addFixed(view, key: StaticRowKey(path: path))
        }
    }

    private mutating func addFixed(_ view: any View, key: StaticRowKey) {
        starts.append(ids.count)
        segments.append(.fixed(view))
        ids.append(AnyHashable(key))
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
        case .fixed(let view): return view
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
