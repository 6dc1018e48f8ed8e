import Foundation

/// The objects a context holds, keyed by entity and primary key (uniquing: one object per row).
///
/// An open-addressing table with linear probing and a cheap integer hash: lookups and inserts are on the
/// path of every fetched row, where a `Dictionary` keyed by ``ObjectID`` spent most of its time hashing.
struct ObjectRegistry {
    private var slots: [ManagedObject?] = Array(repeating: nil, count: 64)
    private(set) var count = 0

    private static func hash(_ entity: EntityDescription, _ key: Int64) -> Int {
        var value = UInt64(bitPattern: key) &* 0x9E37_79B9_7F4A_7C15
        value ^= UInt64(UInt(bitPattern: ObjectIdentifier(entity))) &* 0xC2B2_AE3D_27D4_EB4F
        value ^= value >> 29
        return Int(truncatingIfNeeded: value)
    }

    /// The slot holding the object for (`entity`, `key`), or the empty slot where it would go.
    private func find(_ entity: EntityDescription, _ key: Int64) -> (index: Int, found: Bool) {
        let mask = slots.count - 1
        var index = Self.hash(entity, key) & mask
        while let object = slots[index] {
            if object.primaryKey == key && object.entityStorage === entity { return (index, true) }
            index = (index + 1) & mask
        }
        return (index, false)
    }

    /// The registered object for `id`; assigning `nil` removes it.
    subscript(id: ObjectID) -> ManagedObject? {
        get {
            let (index, found) = find(id.entity, id.primaryKey)
            return found ? slots[index] : nil
        }
        set {
            if let newValue {
                insert(newValue, entity: id.entity, key: id.primaryKey)
            } else {
                remove(id.entity, id.primaryKey)
            }
        }
    }

    private mutating func insert(_ object: ManagedObject, entity: EntityDescription, key: Int64) {
        let (index, found) = find(entity, key)
        slots[index] = object
        if found { return }
        count += 1
        if count * 2 > slots.count { grow() }
    }

    private mutating func remove(_ entity: EntityDescription, _ key: Int64) {
        var (hole, found) = find(entity, key)
        guard found else { return }
        slots[hole] = nil
        count -= 1
        let mask = slots.count - 1
        var next = hole
        while true {
            next = (next + 1) & mask
            guard let object = slots[next] else { return }
            let home = Self.hash(object.entityStorage, object.primaryKey) & mask
            let staysPut = hole <= next ? (hole < home && home <= next) : (hole < home || home <= next)
            if staysPut { continue }
            slots[hole] = object
            slots[next] = nil
            hole = next
        }
    }

    /// Makes room for `capacity` objects without further growth (call before registering many).
    mutating func reserveCapacity(_ capacity: Int) {
        var size = slots.count
        while capacity * 2 > size { size *= 2 }
        if size > slots.count { rehash(into: size) }
    }

    private mutating func grow() {
        rehash(into: slots.count * (slots.count < 1 << 16 ? 4 : 2))
    }

    private mutating func rehash(into size: Int) {
        let old = slots
        slots = Array(repeating: nil, count: size)
        let mask = slots.count - 1
        for case let object? in old {
            var index = Self.hash(object.entityStorage, object.primaryKey) & mask
            while slots[index] != nil { index = (index + 1) & mask }
            slots[index] = object
        }
    }

    /// Every registered object (in no particular order).
    var values: [ManagedObject] { slots.compactMap { $0 } }

    var isEmpty: Bool { count == 0 }

    /// Calls `body` with every registered object.
    func forEach(_ body: (ManagedObject) -> Void) {
        for case let object? in slots { body(object) }
    }

    /// Forgets every object.
    mutating func removeAll() {
        slots = Array(repeating: nil, count: 64)
        count = 0
    }
}
