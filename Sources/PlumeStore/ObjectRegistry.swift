import Foundation

/// The objects a context holds, keyed by entity and primary key (uniquing: one object per row).
///
/// Contract: owned by one ``ManagedObjectContext`` and used on its queue only; fetches, faults,
/// inserts and merges register objects, deletes and resets remove them. It holds strong references and
/// touches nothing of the objects it holds.
///
/// One ``EntityObjects`` table per entity (a context holds a few entities), so a table's keys are one
/// entity's primary keys, dense as SQLite numbers them, and a fetch finds its entity's table once, not
/// per row. Not copyable: it owns its tables.
struct ObjectRegistry: ~Copyable {
    /// The tables, in the order their entities were first registered (few: searched linearly).
    private var tables: [EntityObjects] = []

    init() {}

    /// How many objects are registered.
    var count: Int { tables.reduce(0) { $0 + $1.count } }

    var isEmpty: Bool { count == 0 }

    /// The table of `entity`, if an object of it was ever registered.
    func table(_ entity: EntityDescription) -> EntityObjects? {
        for table in tables where table.entity === entity { return table }
        return nil
    }

    /// The table of `entity`, made on first use.
    mutating func tableMade(_ entity: EntityDescription) -> EntityObjects {
        if let existing = table(entity) { return existing }
        let made = EntityObjects(entity)
        tables.append(made)
        return made
    }

    /// The registered object for `id`; assigning `nil` removes it.
    subscript(id: ObjectID) -> ManagedObject? {
        get { table(id.entity)?.existing(id.primaryKey) }
        set {
            if let newValue {
                tableMade(id.entity).set(newValue, key: id.primaryKey)
            } else {
                table(id.entity)?.remove(id.primaryKey)
            }
        }
    }

    /// The registered object for (`entity`, `key`), if any; registers nothing.
    func existing(_ entity: EntityDescription, key: Int64) -> ManagedObject? {
        table(entity)?.existing(key)
    }

    /// The registered object for (`entity`, `key`), or the one `make` creates, registered; `isNew` tells
    /// which. One probe for both.
    mutating func object(
        _ entity: EntityDescription, key: Int64, orMake make: () -> ManagedObject
    ) -> (object: ManagedObject, isNew: Bool) {
        tableMade(entity).object(key, orMake: make)
    }

    /// Every registered object (in no particular order).
    var values: [ManagedObject] {
        var result: [ManagedObject] = []
        result.reserveCapacity(count)
        forEach { result.append($0) }
        return result
    }

    /// Calls `body` with every registered object.
    func forEach(_ body: (ManagedObject) -> Void) {
        for table in tables { table.forEach(body) }
    }

    /// Forgets every object.
    mutating func removeAll() {
        tables.removeAll()
    }
}
