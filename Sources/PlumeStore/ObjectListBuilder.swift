import Foundation

/// Collects the objects a fetch materialises, in order, and hands them over as one array.
///
/// Contract: made, filled and finished by ``ManagedObjectContext/materializeAll(_:_:_:)`` on the
/// context's queue, one per query. `append` adds at the end of the last segment (a new one of
/// ``segmentCapacity`` objects when it is full); `finish()` moves every object into an array of exactly
/// that many elements (the builder is then empty). It retains what it holds and releases whatever is
/// left when freed (a query that threw).
///
/// Segments, not one buffer that doubles: a doubling buffer (copied, or moved by `realloc`, at each
/// doubling) wrote every reference about three times into fresh memory before the final array; a
/// segment is written once. An `Array` of class references grown by `append` calls the runtime's
/// shared, unspecialised `append` code for every element, which cost more per fetched row than
/// materialising the row.
struct ObjectListBuilder: ~Copyable {
    /// Objects per segment (64 KB of references).
    static let segmentCapacity = 8192
    /// Full segments, then the last one (holding `count % segmentCapacity` objects, or full).
    private var segments: [UnsafeMutablePointer<ManagedObject>] = []
    /// The last of ``segments`` (the one being filled).
    private var current: UnsafeMutablePointer<ManagedObject>?
    private(set) var count = 0

    init() {}

    deinit {
        for (index, segment) in segments.enumerated() {
            segment.deinitialize(count: min(Self.segmentCapacity, max(0, count - index * Self.segmentCapacity)))
            segment.deallocate()
        }
    }

    /// Adds `object` at the end, taking the caller's reference (a fetch hands over the one it made or
    /// found, without a retain and a release of its own).
    mutating func append(_ object: consuming ManagedObject) {
        let slot = count % Self.segmentCapacity
        if slot == 0 {
            current = .allocate(capacity: Self.segmentCapacity)
            segments.append(current!)
        }
        (current! + slot).initialize(to: object)
        count += 1
    }

    /// Every object added, in order, as an array; the builder is left empty.
    mutating func finish() -> [ManagedObject] {
        guard count > 0 else { return [] }
        let moved = count
        count = 0
        return [ManagedObject](unsafeUninitializedCapacity: moved) { target, initialized in
            for (index, segment) in segments.enumerated() {
                let first = index * Self.segmentCapacity
                target.baseAddress!.advanced(by: first).moveInitialize(
                    from: segment, count: min(Self.segmentCapacity, moved - first))
            }
            initialized = moved
        }
    }
}
