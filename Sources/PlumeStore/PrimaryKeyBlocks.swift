import Foundation

/// The primary keys a context hands to objects it inserts, taken from blocks of 256 that the store
/// reserves (``SQLiteStore/allocatePrimaryKeys(for:count:)``), so inserting many objects asks the store
/// (and its lock) once per block.
///
/// Contract: owned by one ``ManagedObjectContext`` and used on its queue only, by
/// ``ManagedObjectContext/insert(_:)``. Keys are permanent from the moment they are handed out; a key
/// of an object never saved is simply never used.
struct PrimaryKeyBlocks {
    private var reserved: [ObjectIdentifier: (next: Int64, end: Int64)] = [:]
    private var lastEntity: EntityDescription?
    private var lastBlock: (next: Int64, end: Int64) = (0, 0)

    /// The next key for a new object of `entity`.
    mutating func next(for entity: EntityDescription, from store: SQLiteStore) -> Int64 {
        if lastEntity === entity, lastBlock.next < lastBlock.end {
            lastBlock.next += 1
            return lastBlock.next - 1
        }
        if let lastEntity { reserved[ObjectIdentifier(lastEntity)] = lastBlock }
        var block = reserved[ObjectIdentifier(entity)] ?? (0, 0)
        if block.next >= block.end {
            let first = store.allocatePrimaryKeys(for: entity, count: 256)
            block = (first, first + 256)
        }
        lastEntity = entity
        lastBlock = (block.next + 1, block.end)
        return block.next
    }
}
