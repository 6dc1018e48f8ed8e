import Foundation

/// Collects the objects a fetch materialises, in order, and hands them over as one array.
///
/// Contract: made, filled and finished by ``ManagedObjectContext/materializeAll(_:_:_:)`` on the
/// context's queue, one per query. `append` adds at the end of a buffer that doubles (`realloc`) as it fills;
/// `finish()` moves every object into an array of exactly that many elements (the buffer is then
/// empty). It retains what it holds and releases whatever is left when freed (a query that threw).
///
/// An `Array` of class references grown by `append` calls the runtime's shared, unspecialised
/// `append` code for every element, which cost more per fetched row than materialising the row.
struct ObjectListBuilder: ~Copyable {
    private var storage: UnsafeMutablePointer<ManagedObject>?
    private var capacity = 0
    private(set) var count = 0

    init() {}

    deinit {
        guard let storage else { return }
        storage.deinitialize(count: count)
        free(storage)
    }

    /// Adds `object` at the end.
    mutating func append(_ object: ManagedObject) {
        if count == capacity { grow() }
        (storage! + count).initialize(to: object)
        count += 1
    }

    /// Every object added, in order, as an array; the builder is left empty.
    mutating func finish() -> [ManagedObject] {
        guard let storage, count > 0 else { return [] }
        let moved = count
        count = 0
        return [ManagedObject](unsafeUninitializedCapacity: moved) { target, initialized in
            target.baseAddress!.moveInitialize(from: storage, count: moved)
            initialized = moved
        }
    }

    /// Doubles the buffer with `realloc`: references move bitwise, and a large block grows where it is
    /// (or is remapped) instead of being copied into fresh memory at every doubling.
    private mutating func grow() {
        let larger = max(64, capacity * 2)
        guard let memory = realloc(storage, larger * MemoryLayout<ManagedObject>.stride) else {
            preconditionFailure("PlumeStore: cannot allocate a list of \(larger) fetched objects")
        }
        storage = memory.bindMemory(to: ManagedObject.self, capacity: larger)
        capacity = larger
    }
}
