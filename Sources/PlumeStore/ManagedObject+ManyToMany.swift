import Foundation

/// One pending change to a many-to-many join table: the row (`owner`, `other`) is to be added or removed.
struct JoinChange: Hashable {
    let table: String
    let owner: Int64
    let other: Int64
}

extension ManagedObject {
    /// Links or unlinks `other` through a many-to-many relationship, updating both sides' loaded
    /// members, recording the join-table change for the next save, with undo.
    func setManyToManyLink(_ other: ManagedObject, relationship: RelationshipDescription, linked: Bool) {
        guard let context = managedObjectContext, let inverse = relationship.inverse,
            let table = relationship.joinTable
        else { return }
        if other.managedObjectContext !== context {
            preconditionFailure("PlumeStore: cannot relate \(self) to \(other): they belong to different contexts")
        }
        let members = toManyCache(relationship)
        guard members.memberSet.contains(other) != linked else { return }
        if linked {
            members.append(other)
            other.loadedToManyCache(inverse)?.append(self)
        } else {
            members.remove(other)
            other.loadedToManyCache(inverse)?.remove(self)
        }
        let change =
            relationship.isJoinOwner
            ? JoinChange(table: table, owner: primaryKey, other: other.primaryKey)
            : JoinChange(table: table, owner: other.primaryKey, other: primaryKey)
        context.recordJoinChange(change, linked: linked, objects: [self, other])
        context.undoManager?.registerUndo(withTarget: self) { object in
            object.setManyToManyLink(other, relationship: relationship, linked: !linked)
        }
    }
}

extension ManagedObjectContext {
    /// Remembers a join-table change; a change that undoes a pending one cancels it.
    func recordJoinChange(_ change: JoinChange, linked: Bool, objects: [ManagedObject]) {
        if let pending = joinChanges[change], pending != linked {
            joinChanges[change] = nil
        } else {
            joinChanges[change] = linked
        }
        joinTouched.append(contentsOf: objects)
    }

    /// The members of a many-to-many relationship: the join table's rows plus this context's pending
    /// links, minus its pending unlinks and deleted objects.
    func loadManyToMany(_ owner: ManagedObject, relationship: RelationshipDescription) -> [ManagedObject] {
        guard let table = relationship.joinTable else { return [] }
        let destination = relationship.destination!
        let (mine, theirs) = relationship.joinColumns
        var members: [ManagedObject] = []
        if owner.changeState != .inserted {
            let sql =
                "SELECT \(store.selectList(destination, alias: "t0")) FROM \(quoted(destination.name)) t0 "
                + "JOIN \(quoted(table)) j ON j.\(theirs) = t0.Z_PK WHERE j.\(mine) = ?"
            members = (try? materializeAll(destination, sql, [.integer(owner.primaryKey)])) ?? []
        }
        var present = Set(members.map(ObjectIdentifier.init))
        for (change, linked) in joinChanges where change.table == table {
            let (me, them) = relationship.isJoinOwner ? (change.owner, change.other) : (change.other, change.owner)
            guard me == owner.primaryKey else { continue }
            let object = registeredOrFault(ObjectID(entity: destination, primaryKey: them))
            if linked {
                if present.insert(ObjectIdentifier(object)).inserted { members.append(object) }
            } else if present.remove(ObjectIdentifier(object)) != nil {
                members.removeAll { $0 === object }
            }
        }
        return members.filter { $0.changeState != .deleted }
    }

    /// Writes pending join-table changes and removes the join rows of deleted objects (inside the save
    /// transaction).
    func writeJoinChanges(deleted: [ManagedObject]) throws {
        let connection = store.connection
        for (change, linked) in joinChanges {
            if linked {
                try connection.run(
                    "INSERT OR IGNORE INTO \(quoted(change.table)) (owner, other) VALUES (?, ?)",
                    [.integer(change.owner), .integer(change.other)])
            } else {
                try connection.run(
                    "DELETE FROM \(quoted(change.table)) WHERE owner = ? AND other = ?",
                    [.integer(change.owner), .integer(change.other)])
            }
        }
        for object in deleted {
            for relationship in object.entity.relationships {
                guard let table = relationship.joinTable else { continue }
                try connection.run(
                    "DELETE FROM \(quoted(table)) WHERE \(relationship.joinColumns.mine) = ?",
                    [.integer(object.primaryKey)])
            }
        }
    }
}
