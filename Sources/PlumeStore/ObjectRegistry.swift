import Foundation

/// The objects a context holds, keyed by entity and primary key (uniquing: one object per row).
///
/// Contract: owned by one ``ManagedObjectContext`` and used on its queue only; fetches, faults,
/// inserts and merges register objects, deletes and resets remove them. It holds strong references and
/// touches nothing of the objects it holds.
///
/// An open-addressing table with linear probing and a cheap integer hash: lookups and inserts are on the
/// path of every fetched row, where a `Dictionary` keyed by ``ObjectID`` spent most of its time hashing.
/// Each slot keeps its key beside the object, so probing and growing never read an object (whose
/// entity is an `unowned` reference, costly to load), and growing moves references without retaining.
/// Not copyable: it owns its slots.
struct ObjectRegistry: ~Copyable {
    private struct Slot {
        var entity: UInt = 0
        var key: Int64 = 0
        var object: ManagedObject?
    }

    /// `capacity` slots (a power of two), allocated here so that growing and freeing them run this
    /// module's specialised loops (an `Array` of slots is destroyed slot by slot through the runtime).
    private var slots: UnsafeMutablePointer<Slot>
    private var capacity: Int
    private(set) var count = 0

    init() {
        capacity = 64
        slots = Self.allocate(capacity)
    }

    deinit {
        slots.deinitialize(count: capacity)
        free(slots)
    }

    /// `capacity` empty slots. An empty slot is all zero bits (no entity, key 0, no object), so the
    /// table comes from `calloc`, which hands a large one over as fresh zeroed pages instead of
    /// writing every slot (the registry grows to four times the objects of a large fetch).
    private static func allocate(_ capacity: Int) -> UnsafeMutablePointer<Slot> {
        guard let memory = calloc(capacity, MemoryLayout<Slot>.stride) else {
            preconditionFailure("PlumeStore: cannot allocate \(capacity) registry slots")
        }
        return memory.bindMemory(to: Slot.self, capacity: capacity)
    }

    private static func identity(_ entity: EntityDescription) -> UInt { UInt(bitPattern: ObjectIdentifier(entity)) }

    private static func hash(_ entity: UInt, _ key: Int64) -> Int {
        var value = UInt64(bitPattern: key) &* 0x9E37_79B9_7F4A_7C15
        value ^= UInt64(entity) &* 0xC2B2_AE3D_27D4_EB4F
        value ^= value >> 29
        return Int(truncatingIfNeeded: value)
    }

    /// The slot holding the object for (`entity`, `key`), or the empty slot where it would go.
    private func find(_ entity: UInt, _ key: Int64) -> (index: Int, found: Bool) {
        let mask = capacity - 1
        var index = Self.hash(entity, key) & mask
        while slots[index].object != nil {
            if slots[index].key == key && slots[index].entity == entity { return (index, true) }
            index = (index + 1) & mask
        }
        return (index, false)
    }

    /// The registered object for `id`; assigning `nil` removes it.
    subscript(id: ObjectID) -> ManagedObject? {
        get {
            let (index, found) = find(Self.identity(id.entity), id.primaryKey)
            return found ? slots[index].object : nil
        }
        set {
            if let newValue {
                let entity = Self.identity(id.entity)
                let (index, found) = find(entity, id.primaryKey)
                slots[index] = Slot(entity: entity, key: id.primaryKey, object: newValue)
                if !found { didInsert() }
            } else {
                remove(Self.identity(id.entity), id.primaryKey)
            }
        }
    }

    /// The registered object for (`entity`, `key`), if any; registers nothing (a fetch looks rows up
    /// while its statement steps and registers the objects it made afterwards, ``register(_:entity:key:)``).
    func existing(_ entity: EntityDescription, key: Int64) -> ManagedObject? {
        let (index, found) = find(Self.identity(entity), key)
        return found ? slots[index].object : nil
    }

    /// Registers `object` for (`entity`, `key`) unless an object is registered for that row already;
    /// returns the registered one, which is `object` itself unless it was a second object made for a
    /// row a fetch read twice.
    mutating func register(_ object: ManagedObject, entity: EntityDescription, key: Int64) -> ManagedObject {
        let identity = Self.identity(entity)
        let (index, found) = find(identity, key)
        if found, let existing = slots[index].object { return existing }
        slots[index] = Slot(entity: identity, key: key, object: object)
        didInsert()
        return object
    }

    /// The registered object for (`entity`, `key`), or the one `make` creates, registered; `isNew` tells
    /// which. One probe for both (the path of every fetched row).
    mutating func object(
        _ entity: EntityDescription, key: Int64, orMake make: () -> ManagedObject
    ) -> (object: ManagedObject, isNew: Bool) {
        let identity = Self.identity(entity)
        let (index, found) = find(identity, key)
        if found, let existing = slots[index].object { return (existing, false) }
        let object = make()
        slots[index] = Slot(entity: identity, key: key, object: object)
        didInsert()
        return (object, true)
    }

    private mutating func didInsert() {
        count += 1
        if count * 2 > capacity { rehash(into: capacity * (capacity < 1 << 16 ? 4 : 2)) }
    }

    private mutating func remove(_ entity: UInt, _ key: Int64) {
        var (hole, found) = find(entity, key)
        guard found else { return }
        slots[hole] = Slot()
        count -= 1
        let mask = capacity - 1
        var next = hole
        while true {
            next = (next + 1) & mask
            guard slots[next].object != nil else { return }
            let home = Self.hash(slots[next].entity, slots[next].key) & mask
            let staysPut = hole <= next ? (hole < home && home <= next) : (hole < home || home <= next)
            if staysPut { continue }
            swap(&slots[hole], &slots[next])
            hole = next
        }
    }

    /// Makes room for `capacity` objects without further growth (call before registering many).
    mutating func reserveCapacity(_ wanted: Int) {
        var size = capacity
        while wanted * 2 > size { size *= 2 }
        if size > capacity { rehash(into: size) }
    }

    /// Moves every object into a table of `size` slots (a power of two).
    private mutating func rehash(into size: Int) {
        let old = slots
        let oldCapacity = capacity
        slots = Self.allocate(size)
        capacity = size
        let mask = size - 1
        for position in 0..<oldCapacity where old[position].object != nil {
            var index = Self.hash(old[position].entity, old[position].key) & mask
            while slots[index].object != nil { index = (index + 1) & mask }
            swap(&slots[index], &old[position])
        }
        // Every old slot now holds an empty slot swapped in (no object): nothing to destroy.
        free(old)
    }

    /// Every registered object (in no particular order).
    var values: [ManagedObject] {
        var result: [ManagedObject] = []
        result.reserveCapacity(count)
        forEach { result.append($0) }
        return result
    }

    var isEmpty: Bool { count == 0 }

    /// Calls `body` with every registered object.
    func forEach(_ body: (ManagedObject) -> Void) {
        for position in 0..<capacity { if let object = slots[position].object { body(object) } }
    }

    /// Forgets every object.
    mutating func removeAll() {
        slots.deinitialize(count: capacity)
        free(slots)
        capacity = 64
        slots = Self.allocate(capacity)
        count = 0
    }
}
