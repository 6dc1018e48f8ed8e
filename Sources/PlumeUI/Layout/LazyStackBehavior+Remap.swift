import Foundation
import PlumeAnimation
import PlumeGraphics

/// A lazy stack's or grid's new content: what it keeps of the old.
extension LazyStackBehavior {
    /// Carries measured sizes over to the new rows by id; returns how to find an old row's new index.
    func remap(from old: LazyRows) -> (AnyHashable, Int) -> Int? {
        offsetsValid = false
        if old.count == 0 || (measuredCount == 0 && node.children.isEmpty) {
            // Nothing to carry over (mounting): no ids needed.
            sizes = isGrid ? [] : [CGFloat](repeating: -1, count: rows.count)
            measuredCount = 0
            measuredTotal = 0
            return { _, _ in nil }
        }
        let oldIDs = old.ids
        let newIDs = rows.ids
        let isPrefix = newIDs.count >= oldIDs.count && zip(oldIDs, newIDs).allSatisfy { $0 == $1 }
        if isPrefix {
            if !isGrid { sizes += [CGFloat](repeating: -1, count: newIDs.count - oldIDs.count) }
            return { key, oldIndex in oldIndex < newIDs.count && newIDs[oldIndex] == key ? oldIndex : nil }
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
        return { key, _ in index[key] }
    }
}
