import Foundation

/// The registered objects of one entity in one context, keyed by primary key.
///
/// Contract: owned by one ``ObjectRegistry`` (one context, its queue only); it holds strong references
/// and never reads the objects it holds. Lookups and inserts are on the path of every fetched row.
///
/// Primary keys are usually dense (SQLite numbers rows from 1), so the table starts **dense**: the object
/// of key `k` is at `dense[k - base]`, eight bytes a key and no hashing, and registering a fetch's
/// objects writes into a table a quarter of the size of a hashed one (a fetch of 100,000 rows wrote
/// into 4 MB of hashed slots, one random cache line per object, beside zeroing them). When the keys it
/// would have to span are more than ``sparseFactor`` times the objects it holds (a filtered fetch of a
/// large table, keys far apart), it turns into an open-addressing table with linear probing and a
/// cheap integer hash, where each slot keeps its key beside the object, and stays hashed until emptied.
final class EntityObjects {
    /// The entity whose objects these are (entities live for the whole process).
    let entity: EntityDescription
    private(set) var count = 0

    /// A dense table may span at most this many keys per object it holds (and ``minimumSpan``).
    static let sparseFactor = 4
    /// The span a dense table may always have, however few objects it holds.
    static let minimumSpan = 1024

    // Dense: `denseCapacity` references from `base` (zeroed memory is `nil`).
    private var dense: UnsafeMutablePointer<ManagedObject?>?
    private var base: Int64 = 0
    private var denseCapacity = 0

    // Hashed (`slots != nil`): `capacity` slots, a power of two, at most half full.
    private struct Slot {
        var key: Int64 = 0
        var object: ManagedObject?
    }
    private var slots: UnsafeMutablePointer<Slot>?
    private var capacity = 0

    init(_ entity: EntityDescription) {
        self.entity = entity
    }

    deinit {
        if let dense {
            dense.deinitialize(count: denseCapacity)
            free(dense)
        }
        if let slots {
            slots.deinitialize(count: capacity)
            free(slots)
        }
    }

    /// `count` zeroed values of `type` from `calloc` (which hands a large block over as fresh zeroed
    /// pages): all zero bits is an empty reference and an empty slot.
    private static func zeroed<T>(_ count: Int, of type: T.Type) -> UnsafeMutablePointer<T> {
        guard let memory = calloc(count, MemoryLayout<T>.stride) else {
            preconditionFailure("PlumeStore: cannot allocate \(count) registry slots")
        }
        return memory.bindMemory(to: T.self, capacity: count)
    }

    // MARK: Look-up and registration

    /// The registered object for `key`, if any.
    func existing(_ key: Int64) -> ManagedObject? {
        if slots != nil {
            let (index, found) = find(key)
            return found ? slots![index].object : nil
        }
        guard let offset = denseOffset(key) else { return nil }
        return dense![offset]
    }

    /// Registers `object` for `key`, replacing any object registered for it.
    func set(_ object: ManagedObject, key: Int64) {
        if slots == nil, let offset = denseOffset(key) ?? makeDenseRoom(for: key) {
            let slot = dense! + offset
            if slot.pointee == nil {
                // An empty slot holds no reference to release: initialised, not assigned.
                count += 1
                slot.initialize(to: object)
            } else {
                slot.pointee = object
            }
            return
        }
        let (index, found) = find(key)
        slots![index] = Slot(key: key, object: object)
        if !found { didInsertHashed() }
    }

    /// Registers `object` for `key` unless an object is registered for that row already; returns the
    /// registered one, which is `object` itself unless it was a second object made for a row a fetch
    /// read twice.
    func register(_ object: ManagedObject, key: Int64) -> ManagedObject {
        registerUnlessHeld(object, key: key) ?? object
    }

    /// ``register(_:key:)``, returning the object registered before for that row, or `nil` when it
    /// registered `object` (which it then does not hand back: a fetch registers each object it made
    /// this way, without a retain and a release of each).
    func registerUnlessHeld(_ object: ManagedObject, key: Int64) -> ManagedObject? {
        if let existing = existing(key) { return existing }
        set(object, key: key)
        return nil
    }

    /// The registered object for `key`, or the one `make` creates, registered; `isNew` tells which.
    func object(_ key: Int64, orMake make: () -> ManagedObject) -> (object: ManagedObject, isNew: Bool) {
        if let existing = existing(key) { return (existing, false) }
        let object = make()
        set(object, key: key)
        return (object, true)
    }

    /// Removes the object registered for `key`, if any.
    func remove(_ key: Int64) {
        if slots != nil {
            removeHashed(key)
        } else if let offset = denseOffset(key), dense![offset] != nil {
            dense![offset] = nil
            count -= 1
        }
    }

    /// Makes room for `more` objects beyond those registered, whose keys lie in `lowest ... highest`,
    /// so registering them does not grow the table again (call before registering many).
    func reserve(more: Int, lowest: Int64, highest: Int64) {
        guard more > 0, lowest <= highest else { return }
        let wanted = count + more
        if slots == nil {
            if let union = spanWithDense(lowest, highest), union.span <= allowedSpan(for: wanted) {
                resizeDense(from: union.lowest, through: union.highest)
            } else {
                convertToHashed(forAtLeast: wanted)
            }
            return
        }
        var size = capacity
        while wanted * 2 > size { size *= 2 }
        if size > capacity { rehash(into: size) }
    }

    /// Calls `body` with every registered object.
    func forEach(_ body: (ManagedObject) -> Void) {
        if let slots {
            for position in 0..<capacity { if let object = slots[position].object { body(object) } }
        } else if let dense {
            for position in 0..<denseCapacity { if let object = dense[position] { body(object) } }
        }
    }

    // MARK: Dense

    /// Where `key` is in the dense table, if it is within it.
    @inline(__always)
    private func denseOffset(_ key: Int64) -> Int? {
        let (offset, overflow) = key.subtractingReportingOverflow(base)
        guard !overflow, offset >= 0, offset < Int64(denseCapacity) else { return nil }
        return Int(offset)
    }

    /// The number of keys `lowest ... highest` spans, or `nil` past `Int`.
    private func span(from lowest: Int64, through highest: Int64) -> Int? {
        let (difference, overflow) = highest.subtractingReportingOverflow(lowest)
        guard !overflow, difference < Int64(Int.max) else { return nil }
        return Int(difference) + 1
    }

    /// `lowest ... highest` together with the keys the dense table spans, and how many keys that is;
    /// `nil` past `Int`.
    private func spanWithDense(_ lowest: Int64, _ highest: Int64) -> (lowest: Int64, highest: Int64, span: Int)? {
        var low = lowest
        var high = highest
        if denseCapacity > 0 {
            low = min(low, base)
            high = max(high, base + Int64(denseCapacity - 1))
        }
        guard let span = span(from: low, through: high) else { return nil }
        return (low, high, span)
    }

    private func allowedSpan(for objects: Int) -> Int {
        max(Self.minimumSpan, objects.multipliedReportingOverflow(by: Self.sparseFactor).partialValue)
    }

    /// Grows the dense table to take `key` and returns its offset; `nil` (after turning the table into
    /// a hashed one) when the keys would be too sparse.
    private func makeDenseRoom(for key: Int64) -> Int? {
        let allowed = allowedSpan(for: count + 1)
        guard let union = spanWithDense(key, key), union.span <= allowed else {
            convertToHashed(forAtLeast: count + 1)
            return nil
        }
        // Grown by doubling, toward the new key, so keys arriving one by one in order move the table a
        // logarithmic number of times.
        let grown = Int64(max(union.span, min(denseCapacity * 2, allowed), 16))
        if denseCapacity > 0 && key < base {
            let (from, overflow) = union.highest.subtractingReportingOverflow(grown - 1)
            resizeDense(from: overflow ? union.lowest : from, through: union.highest)
        } else {
            let (through, overflow) = union.lowest.addingReportingOverflow(grown - 1)
            resizeDense(from: union.lowest, through: overflow ? union.highest : through)
        }
        return denseOffset(key)
    }

    /// Makes the dense table span `lowest ... highest` (which holds what it spans now), moving its
    /// objects without retaining them.
    private func resizeDense(from lowest: Int64, through highest: Int64) {
        let newCapacity = Int(highest - lowest) + 1
        guard lowest != base || newCapacity != denseCapacity else { return }
        let table = Self.zeroed(newCapacity, of: ManagedObject?.self)
        if let dense {
            (table + Int(base - lowest)).moveInitialize(from: dense, count: denseCapacity)
            free(dense)
        }
        dense = table
        base = lowest
        denseCapacity = newCapacity
    }

    /// Moves every object into a hashed table with room for `objects`; the table stays hashed.
    private func convertToHashed(forAtLeast objects: Int) {
        var size = 16
        while objects * 2 > size { size *= 2 }
        slots = Self.zeroed(size, of: Slot.self)
        capacity = size
        guard let dense else { return }
        let mask = size - 1
        for position in 0..<denseCapacity where dense[position] != nil {
            let key = base + Int64(position)
            var index = Self.hash(key) & mask
            while slots![index].object != nil { index = (index + 1) & mask }
            (slots! + index).pointee.key = key
            swap(&slots![index].object, &dense[position])
        }
        free(dense)
        self.dense = nil
        denseCapacity = 0
    }

    // MARK: Hashed

    private static func hash(_ key: Int64) -> Int {
        var value = UInt64(bitPattern: key) &* 0x9E37_79B9_7F4A_7C15
        value ^= value >> 29
        return Int(truncatingIfNeeded: value)
    }

    /// The slot holding the object for `key`, or the empty slot where it would go.
    private func find(_ key: Int64) -> (index: Int, found: Bool) {
        let slots = slots!
        let mask = capacity - 1
        var index = Self.hash(key) & mask
        while slots[index].object != nil {
            if slots[index].key == key { return (index, true) }
            index = (index + 1) & mask
        }
        return (index, false)
    }

    private func didInsertHashed() {
        count += 1
        if count * 2 > capacity { rehash(into: capacity * (capacity < 1 << 16 ? 4 : 2)) }
    }

    private func removeHashed(_ key: Int64) {
        var (hole, found) = find(key)
        guard found, let slots else { return }
        slots[hole] = Slot()
        count -= 1
        let mask = capacity - 1
        var next = hole
        while true {
            next = (next + 1) & mask
            guard slots[next].object != nil else { return }
            let home = Self.hash(slots[next].key) & mask
            let staysPut = hole <= next ? (hole < home && home <= next) : (hole < home || home <= next)
            if staysPut { continue }
            swap(&slots[hole], &slots[next])
            hole = next
        }
    }

    /// Moves every object into a hashed table of `size` slots (a power of two).
    private func rehash(into size: Int) {
        guard let old = slots else { return }
        let oldCapacity = capacity
        let table = Self.zeroed(size, of: Slot.self)
        let mask = size - 1
        for position in 0..<oldCapacity where old[position].object != nil {
            var index = Self.hash(old[position].key) & mask
            while table[index].object != nil { index = (index + 1) & mask }
            swap(&table[index], &old[position])
        }
        // Every old slot now holds an empty slot swapped in (no object): nothing to destroy.
        free(old)
        slots = table
        capacity = size
    }
}
