import Foundation
import PlumeFoundation

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
        context.changes.recordJoin(change, linked: linked, objects: [self, other])
        context.undoManager?.registerUndo(withTarget: self) { object in
            object.setManyToManyLink(other, relationship: relationship, linked: !linked)
        }
    }
}

extension ManagedObjectContext {
    /// The members of a many-to-many relationship: the join table's rows plus this context's pending
    /// links, minus its pending unlinks and deleted objects.
    ///
    /// Throws ``StoreError/readFailed(object:reading:reason:)`` naming `owner` when the store cannot be read.
    func loadManyToMany(_ owner: ManagedObject, relationship: RelationshipDescription) throws -> [ManagedObject] {
        guard let table = relationship.joinTable else { return [] }
        let destination = relationship.destination!
        var members: [ManagedObject] = []
        if owner.changeState != .inserted {
            members = try reading(relationship.name, of: owner) {
                try materializeAll(
                    destination, StoreSQL.manyToManyMembers(destination, relationship: relationship),
                    [.integer(owner.primaryKey)])
            }
        }
        var present = Set(members.map(ObjectIdentifier.init))
        for (change, linked) in changes.joins where change.table == table {
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

    /// Writes pending join-table changes (with the keys of objects `plan` merged redirected to their
    /// survivors') and removes the join rows of deleted objects (inside the save transaction).
    func writeJoinChanges(deleted: [ManagedObject], plan: UpsertPlan, on connection: SQLiteConnection) throws {
        for (pending, linked) in changes.joins {
            let change = plan.isEmpty ? pending : plan.redirectedJoin(pending, entities: model.entities)
            let sql = linked ? StoreSQL.link(joinTable: change.table) : StoreSQL.unlink(joinTable: change.table)
            try connection.run(sql, [.integer(change.owner), .integer(change.other)])
        }
        for object in deleted {
            for relationship in object.entity.relationships where relationship.joinTable != nil {
                try connection.run(StoreSQL.unlinkAll(relationship), [.integer(object.primaryKey)])
            }
        }
    }
}
