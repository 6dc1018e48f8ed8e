import Foundation

extension RangeReplaceableCollection {
    /// Removes the elements at `offsets`, as SwiftUI's `remove(atOffsets:)` (what `.onDelete` hands
    /// you). Offsets outside the collection are ignored (SwiftUI traps on them).
    public mutating func remove(atOffsets offsets: IndexSet) {
        let total = count
        let valid = offsets.filteredIndexSet { $0 >= 0 && $0 < total }
        guard !valid.isEmpty else { return }
        var kept: [Element] = []
        kept.reserveCapacity(total - valid.count)
        for (offset, element) in enumerated() where !valid.contains(offset) { kept.append(element) }
        self = Self(kept)
    }
}

extension MutableCollection {
    /// Moves the elements at `source` so that they stand, in their order, just before the element
    /// that was at offset `destination` (or at the end when `destination == count`), as SwiftUI's
    /// `move(fromOffsets:toOffset:)` (what `.onMove` hands you). Offsets outside the collection are
    /// ignored and `destination` is clamped to `0...count` (SwiftUI traps on them).
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let total = count
        let moving = source.filteredIndexSet { $0 >= 0 && $0 < total }
        guard !moving.isEmpty else { return }
        let target = Swift.min(Swift.max(destination, 0), total)
        let elements = Array(self)
        var reordered: [Element] = []
        reordered.reserveCapacity(total)
        for offset in 0..<target where !moving.contains(offset) { reordered.append(elements[offset]) }
        for offset in moving { reordered.append(elements[offset]) }
        for offset in target..<total where !moving.contains(offset) { reordered.append(elements[offset]) }
        var index = startIndex
        for element in reordered {
            self[index] = element
            formIndex(after: &index)
        }
    }
}
