import Foundation

/// The unsaved changes of one context: objects inserted, updated and deleted since the last save, and
/// pending many-to-many link changes.
///
/// Contract: owned by one ``ManagedObjectContext`` and used on its queue only. The context appends to it
/// when an object is inserted, first changed or deleted, and ``ManagedObjectContext/save()`` collects it
/// (``collect(mark:)``) and clears it. Lists may hold an object more than once or in a state it has since
/// left (deleted, then undone); readers filter by ``ManagedObject/changeState``, which is the truth. It
/// touches nothing but its own lists and the objects' `saveMark`.
struct ChangeSet {
    /// Objects inserted (filter: `changeState == .inserted`).
    var inserted: [ManagedObject] = []
    /// Saved objects changed (filter: `changeState == .updated`).
    var updated: [ManagedObject] = []
    /// Objects deleted (filter: `changeState == .deleted`).
    var deleted: [ManagedObject] = []
    /// Pending many-to-many link (true) and unlink (false) changes.
    var joins: [JoinChange: Bool] = [:]
    /// The objects whose many-to-many links changed (reported as updated by the save).
    var joinTouched: [ManagedObject] = []

    /// What one save writes, each object once.
    struct Collected {
        var inserted: [ManagedObject]
        var updated: [ManagedObject]
        var deleted: [ManagedObject]
        var isEmpty: Bool { inserted.isEmpty && updated.isEmpty && deleted.isEmpty }
    }

    /// Whether anything would be saved.
    var hasChanges: Bool {
        !joins.isEmpty || inserted.contains { $0.changeState == .inserted }
            || updated.contains { $0.changeState == .updated }
            || deleted.contains { $0.changeState == .deleted && $0.committedRow != nil }
    }

    var insertedObjects: Set<ManagedObject> { Set(inserted.filter { $0.changeState == .inserted }) }
    var updatedObjects: Set<ManagedObject> { Set(updated.filter { $0.changeState == .updated }) }
    var deletedObjects: Set<ManagedObject> {
        Set(deleted.filter { $0.changeState == .deleted && $0.committedRow != nil })
    }

    /// Whether an object of `entity` is inserted, updated or deleted (a fetch must then correct the
    /// store's answer in memory).
    func hasChanges(of entity: EntityDescription) -> Bool {
        inserted.contains { $0.entity === entity && $0.changeState == .inserted }
            || updated.contains { $0.entity === entity && $0.changeState == .updated }
            || deleted.contains { $0.entity === entity && $0.changeState == .deleted }
    }

    /// The objects a save writes, each once (`mark`, unique per save, is stamped on each object seen):
    /// inserted ones, updated ones whose row differs from the saved one, and deleted ones that exist in
    /// the store.
    func collect(mark: Int) -> Collected {
        func firstSighting(_ object: ManagedObject) -> Bool {
            guard object.saveMark != mark else { return false }
            object.saveMark = mark
            return true
        }
        return Collected(
            inserted: Self.kept(inserted) { $0.changeState == .inserted && firstSighting($0) },
            updated: Self.kept(updated) {
                $0.changeState == .updated && firstSighting($0) && $0.row != $0.committedRow
            },
            deleted: Self.kept(deleted) { $0.changeState == .deleted && $0.committedRow != nil && firstSighting($0) })
    }

    /// The objects of `list` that `keep` keeps, in order, asked once each: `list` itself (shared, not
    /// copied) while every object is kept, as in a save of only new objects.
    private static func kept(_ list: [ManagedObject], _ keep: (ManagedObject) -> Bool) -> [ManagedObject] {
        var index = 0
        while index < list.count, keep(list[index]) { index += 1 }
        guard index < list.count else { return list }
        var result = Array(list[..<index])
        for object in list[(index + 1)...] where keep(object) { result.append(object) }
        return result
    }

    /// Remembers a join-table change; a change that undoes a pending one cancels it.
    mutating func recordJoin(_ change: JoinChange, linked: Bool, objects: [ManagedObject]) {
        if let pending = joins[change], pending != linked {
            joins[change] = nil
        } else {
            joins[change] = linked
        }
        joinTouched.append(contentsOf: objects)
    }

    /// Forgets every change (after a save, rollback or reset).
    mutating func removeAll() {
        joins.removeAll()
        joinTouched.removeAll()
        inserted.removeAll()
        updated.removeAll()
        deleted.removeAll()
    }
}
