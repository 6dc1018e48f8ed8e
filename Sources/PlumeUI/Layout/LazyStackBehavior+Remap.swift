import Foundation
import PlumeAnimation
import PlumeGraphics

/// How a lazy stack's old rows map to its new ones (see `LazyStackBehavior.remap(from:)`).
struct LazyRowMap {
    /// The new index of the created row with this key, which was at this old index (nil: gone).
    let newIndex: (AnyHashable, Int) -> Int?
    /// Whether the new row at this index was not in the old content.
    let isInserted: (Int) -> Bool
}

/// A lazy stack's or grid's new content: what it keeps of the old.
extension LazyStackBehavior {
    /// Carries measured sizes over to the new rows by id; returns how the old rows map to the new.
    func remap(from old: LazyRows) -> LazyRowMap {
        offsetsValid = false  // the spacing may have changed
        if old.count == 0 || (measuredCount == 0 && node.children.isEmpty) {
            // Nothing to carry over (mounting): no ids needed.
            sizes = isGrid ? [] : [CGFloat](repeating: -1, count: rows.count)
            measuredCount = 0
            measuredTotal = 0
            return LazyRowMap(newIndex: { _, _ in nil }, isInserted: { _ in true })
        }
        if rows.hasSameIDs(as: old) {
            // The same data again (the body ran for another reason): every row keeps its place
            // and size, and the ids already read stay.
            rows.reuseIDs(of: old)
            return LazyRowMap(newIndex: { _, oldIndex in oldIndex }, isInserted: { _ in false })
        }
        let oldIDs = old.ids
        let newIDs = rows.ids
        let isPrefix = newIDs.count >= oldIDs.count && zip(oldIDs, newIDs).allSatisfy { $0 == $1 }
        if isPrefix {
            if !isGrid { sizes += [CGFloat](repeating: -1, count: newIDs.count - oldIDs.count) }
            let oldCount = oldIDs.count
            return LazyRowMap(
                newIndex: { key, oldIndex in
                    if let duplicate = key.base as? DuplicateID {
                        return oldIndex == duplicate.occurrence ? oldIndex : nil
                    }
                    return oldIndex < newIDs.count && newIDs[oldIndex] == key ? oldIndex : nil
                },
                isInserted: { $0 >= oldCount })
        }
        if isGrid {
            // A grid's lines are not any one element's: measure them again.
            sizes = []
        } else {
            var measured: [AnyHashable: CGFloat] = [:]
            for (i, id) in oldIDs.enumerated() where i < sizes.count && sizes[i] >= 0 { measured[id] = sizes[i] }
            sizes = newIDs.map { measured[$0] ?? -1 }
        }
        measuredCount = 0
        measuredTotal = 0
        for size in sizes where size >= 0 {
            measuredCount += 1
            measuredTotal += size
        }
        var index: [AnyHashable: Int] = [:]
        for (i, id) in newIDs.enumerated() where index[id] == nil { index[id] = i }
        // The old ids as a set only when a row's insertion is asked about (rows were in view).
        var oldSet: Set<AnyHashable>?
        return LazyRowMap(
            newIndex: { key, _ in
                guard let duplicate = key.base as? DuplicateID else { return index[key] }
                let at = duplicate.occurrence
                return at < newIDs.count && newIDs[at] == duplicate.id ? at : nil
            },
            isInserted: { index in
                if oldSet == nil { oldSet = Set(oldIDs) }
                return !oldSet!.contains(newIDs[index])
            })
    }
}
