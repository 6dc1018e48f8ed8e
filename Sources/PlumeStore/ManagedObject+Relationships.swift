import Foundation
import PlumeFoundation

/// The loaded members of one to-many relationship of one object.
final class ToManyCache {
    var members: [ManagedObject]
    private var memberSetStorage: Set<ManagedObject>?
    var typedValue: Any?

    init(_ members: [ManagedObject]) {
        self.members = members
    }

    /// The members as a set, built on first use (most caches are only read).
    var memberSet: Set<ManagedObject> {
        if let memberSetStorage { return memberSetStorage }
        let built = Set(members)
        memberSetStorage = built
        return built
    }

    func append(_ object: ManagedObject) {
        _ = memberSet
        guard memberSetStorage!.insert(object).inserted else { return }
        members.append(object)
        typedValue = nil
    }

    func remove(_ object: ManagedObject) {
        _ = memberSet
        guard memberSetStorage!.remove(object) != nil else { return }
        if let index = members.firstIndex(where: { $0 === object }) { members.remove(at: index) }
        typedValue = nil
    }

    func replace(with objects: [ManagedObject]) {
        members = objects
        memberSetStorage = nil
        typedValue = nil
    }
}

extension ManagedObject {
    /// The object a to-one relationship points at (a fault if not yet loaded), or `nil`.
    @usableFromInline
    func toOneTarget(_ relationship: RelationshipDescription) -> ManagedObject? {
        fireFaultIfNeeded()
        guard case .integer(let key) = row[relationship.foreignKeyColumn], let contextReference else { return nil }
        let id = ObjectID(entity: relationship.destination, primaryKey: key)
        return contextReference._withUnsafeGuaranteedRef { $0.registeredOrFault(id) }
    }

    /// The loaded cache of a to-many relationship, loading it on first access (a property read, which
    /// cannot throw: a failed read stops the process with ``StoreError/readFailed(object:reading:reason:)``).
    func toManyCache(_ relationship: RelationshipDescription) -> ToManyCache {
        stopOnReadError { try loadToManyCache(relationship) }
    }

    /// The loaded cache of a to-many relationship, loading it on first access; throws
    /// ``StoreError/readFailed(object:reading:reason:)`` naming this object when the store cannot be read.
    func loadToManyCache(_ relationship: RelationshipDescription) throws -> ToManyCache {
        if toManyCaches.isEmpty { toManyCaches = Array(repeating: nil, count: entity.properties.count) }
        if let cache = toManyCaches[relationship.propertyIndex] { return cache }
        let members: [ManagedObject]
        if relationship.isManyToMany {
            members = try managedObjectContext?.loadManyToMany(self, relationship: relationship) ?? []
        } else {
            members = try managedObjectContext?.loadToMany(self, relationship: relationship) ?? []
        }
        let cache = ToManyCache(members)
        toManyCaches[relationship.propertyIndex] = cache
        return cache
    }

    /// The to-many cache if loaded, without loading.
    func loadedToManyCache(_ relationship: RelationshipDescription) -> ToManyCache? {
        toManyCaches.isEmpty ? nil : toManyCaches[relationship.propertyIndex]
    }

    /// Forgets every loaded to-many cache (they reload on next access).
    func discardToManyCaches() {
        if !toManyCaches.isEmpty { toManyCaches = [] }
    }

    /// The typed value of a to-many relationship (cached until it changes).
    @usableFromInline
    func toManyValue<Value: RelationshipValue>(_ relationship: RelationshipDescription, as type: Value.Type) -> Value {
        let cache = toManyCache(relationship)
        if let typed = cache.typedValue as? Value { return typed }
        let value = Value.make(cache.members)
        cache.typedValue = value
        return value
    }

    /// Points a to-one relationship at `target` (or nil), keeping the inverse in sync, with undo.
    @usableFromInline
    func setToOne(_ target: ManagedObject?, relationship: RelationshipDescription) {
        let old = toOneTarget(relationship)
        if old === target { return }
        if let target, target.contextReference?.toOpaque() != contextReference?.toOpaque() {
            preconditionFailure(
                "PlumeStore: cannot relate \(self) to \(target): they belong to different contexts")
        }
        if let inverse = relationship.inverse {
            if inverse.kind == .toOne {
                if let old, old.toOneTarget(inverse) === self { old.writeForeignKey(nil, relationship: inverse) }
                if let target {
                    if let previous = target.toOneTarget(inverse), previous !== self {
                        previous.writeForeignKey(nil, relationship: relationship)
                    }
                    target.writeForeignKey(self, relationship: inverse)
                }
            } else {
                old?.loadedToManyCache(inverse)?.remove(self)
                if let target {
                    if inverse.kind == .orderedToMany {
                        let cache = target.toManyCache(inverse)
                        cache.append(self)
                        writeForeignKey(target, relationship: relationship)
                        setColumn(
                            relationship.orderColumn, to: .integer(Int64(cache.members.count - 1)), registerUndo: false)
                        registerRelationshipUndo(old, relationship: relationship)
                        return
                    }
                    target.loadedToManyCache(inverse)?.append(self)
                }
            }
        }
        writeForeignKey(target, relationship: relationship)
        registerRelationshipUndo(old, relationship: relationship)
    }

    private func registerRelationshipUndo(_ old: ManagedObject?, relationship: RelationshipDescription) {
        guard contextHasUndoManager, let undoManager = managedObjectContext?.undoManager else { return }
        undoManager.registerUndo(withTarget: self) { object in
            object.setToOne(old, relationship: relationship)
        }
    }

    /// Writes the foreign-key column of a to-one relationship (no inverse maintenance, no undo).
    func writeForeignKey(_ target: ManagedObject?, relationship: RelationshipDescription) {
        let value: SQLValue = target.map { .integer($0.primaryKey) } ?? .null
        setColumn(relationship.foreignKeyColumn, to: value, registerUndo: false)
    }

    /// Replaces the members of a to-many relationship, updating each member's inverse.
    @usableFromInline
    func setToMany(_ objects: [ManagedObject], relationship: RelationshipDescription) {
        guard let inverse = relationship.inverse else { return }
        let cache = toManyCache(relationship)
        if relationship.isManyToMany {
            let newSet = Set(objects)
            for member in cache.members where !newSet.contains(member) {
                setManyToManyLink(member, relationship: relationship, linked: false)
            }
            for object in objects { setManyToManyLink(object, relationship: relationship, linked: true) }
            return
        }
        let newSet = Set(objects)
        for member in cache.members where !newSet.contains(member) {
            if member.toOneTarget(inverse) === self { member.setToOne(nil, relationship: inverse) }
        }
        for object in objects where !cache.memberSet.contains(object) {
            object.setToOne(self, relationship: inverse)
        }
        if relationship.kind == .orderedToMany {
            var seen = Set<ManagedObject>()
            let ordered = objects.filter { seen.insert($0).inserted }
            cache.replace(with: ordered)
            renumber(cache, inverse: inverse)
        }
    }

    /// Rewrites the order column of every member of an ordered relationship.
    func renumber(_ cache: ToManyCache, inverse: RelationshipDescription) {
        for (position, member) in cache.members.enumerated() {
            let value = SQLValue.integer(Int64(position))
            if member.row.isEmpty || member.row[inverse.orderColumn] != value {
                member.setColumn(inverse.orderColumn, to: value, registerUndo: false)
            }
        }
    }

    /// Adds one object to a to-many relationship.
    func addToMany(_ object: ManagedObject, relationship: RelationshipDescription) {
        if relationship.isManyToMany {
            setManyToManyLink(object, relationship: relationship, linked: true)
            return
        }
        guard let inverse = relationship.inverse else { return }
        object.setToOne(self, relationship: inverse)
    }

    /// Removes one object from a to-many relationship.
    func removeFromMany(_ object: ManagedObject, relationship: RelationshipDescription) {
        if relationship.isManyToMany {
            setManyToManyLink(object, relationship: relationship, linked: false)
            return
        }
        guard let inverse = relationship.inverse, object.toOneTarget(inverse) === self else { return }
        object.setToOne(nil, relationship: inverse)
        if relationship.kind == .orderedToMany, let cache = loadedToManyCache(relationship) {
            renumber(cache, inverse: inverse)
        }
    }
}
