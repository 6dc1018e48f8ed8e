import Foundation

extension ManagedObjectContext {
    /// The objects matching `request`, in its sort order (Core Data's `fetch(_:)`).
    ///
    /// Runs one SQL query compiled from the request. With `includesPendingChanges` (the default) and
    /// unsaved changes to the entity, the context's inserted objects that match are added, deleted ones
    /// removed and updated ones re-checked in memory, then the results are sorted and limited in memory.
    public func fetch<Result: ManagedObject>(_ request: FetchRequest<Result>) throws -> [Result] {
        let entity = try requireEntity(Result.self)
        let objects = try fetchObjects(
            ObjectQuery(request), entity: entity, includesPendingChanges: request.includesPendingChanges,
            prefetching: request.relationshipKeyPathsForPrefetching
        ) { unsafeDowncast($0, to: Result.self) }
        // Every object of `entity` is an instance of its class, `Result`: the array of references can be
        // reinterpreted instead of copied element by element.
        return unsafeBitCast(objects, to: [Result].self)
    }

    /// The number of objects `request` would return (Core Data's `count(for:)`), without loading them.
    public func count<Result: ManagedObject>(for request: FetchRequest<Result>) throws -> Int {
        let entity = try requireEntity(Result.self)
        return try countObjects(
            ObjectQuery(request), entity: entity, includesPendingChanges: request.includesPendingChanges
        ) { unsafeDowncast($0, to: Result.self) }
    }

    /// The objects of `entity` matching `query`, whose key paths are rooted at `Root`: the entity's class,
    /// or a declared entity's model class (`root` gives the value a predicate or sort descriptor is
    /// evaluated on in memory, for unsaved changes). See ``fetch(_:)``.
    package func fetchObjects<Root>(
        _ query: ObjectQuery<Root>, entity: EntityDescription, includesPendingChanges: Bool,
        prefetching: [String] = [], root: (ManagedObject) -> Root
    ) throws -> [ManagedObject] {
        drainPendingMerges()
        let pending = includesPendingChanges && hasPendingChanges(of: entity)
        let store = store
        /// The query for the entity's row columns; `ordersByBytes` as `SelectQuery` takes it.
        func rowSelect(ordersByBytes: ((Int) -> Bool)?) throws -> SelectQuery {
            var select = try SelectQuery(query, entity: entity, applyLimits: !pending, ordersByBytes: ordersByBytes)
            select.columns = StoreSQL.rowColumns(entity)
            return select
        }
        var select = try rowSelect { column in store.ordersTextByBytes(entity, column: column) }
        var results: [ManagedObject]
        if let inByteOrder = try materializeAll(
            entity, select.sql, select.bindings, checkingASCII: select.byteOrderedTextColumns)
        {
            results = inByteOrder
        } else {
            // A byte-ordered sort column held non-ASCII text: by its sort key, now and from now on.
            store.recordNonASCIISortText(entity, columns: select.byteOrderedTextColumns)
            select = try rowSelect(ordersByBytes: nil)
            results = try materializeAll(entity, select.sql, select.bindings)
        }
        if !changes.deleted.isEmpty { results.removeAll { $0.changeState == .deleted } }
        if pending { results = try applyPendingChanges(to: results, query: query, entity: entity, root: root) }
        if !prefetching.isEmpty { try prefetch(prefetching, for: results, entity: entity) }
        return results
    }

    /// The number of objects ``fetchObjects(_:entity:includesPendingChanges:prefetching:root:)`` would return.
    package func countObjects<Root>(
        _ query: ObjectQuery<Root>, entity: EntityDescription, includesPendingChanges: Bool,
        root: (ManagedObject) -> Root
    ) throws -> Int {
        drainPendingMerges()
        if includesPendingChanges && hasPendingChanges(of: entity) {
            return try fetchObjects(query, entity: entity, includesPendingChanges: true, root: root).count
        }
        let select = try SelectQuery(query, entity: entity, applyLimits: true)
        var count = 0
        try store.forEachRow(StoreSQL.count(select), select.bindings) { statement in count = Int(statement.int64(at: 0))
        }
        return count
    }

    func requireEntity(_ type: ManagedObject.Type) throws -> EntityDescription {
        guard let entity = model.entity(for: type) else { throw StoreError.unknownEntity(String(describing: type)) }
        return entity
    }

    private func hasPendingChanges(of entity: EntityDescription) -> Bool { changes.hasChanges(of: entity) }

    private func applyPendingChanges<Root>(
        to fetched: [ManagedObject], query: ObjectQuery<Root>, entity: EntityDescription,
        root: (ManagedObject) -> Root
    ) throws -> [ManagedObject] {
        var results: [ManagedObject] = []
        var included = Set<ObjectIdentifier>()
        func consider(_ object: ManagedObject) throws {
            guard object.entity === entity, object.changeState != .deleted,
                included.insert(ObjectIdentifier(object)).inserted
            else { return }
            if let predicate = query.predicate, try !predicate.evaluate(root(object)) { return }
            results.append(object)
        }
        for object in fetched where object.changeState == .unchanged {
            included.insert(ObjectIdentifier(object))
            results.append(object)
        }
        for object in fetched where object.changeState != .unchanged { try consider(object) }
        for object in changes.updated where object.changeState == .updated { try consider(object) }
        for object in changes.inserted where object.changeState == .inserted { try consider(object) }
        if !query.sortDescriptors.isEmpty {
            let descriptors = query.sortDescriptors
            let keyed = results.map { (object: $0, root: root($0)) }
            results = keyed.sorted { lhs, rhs in
                for descriptor in descriptors {
                    switch descriptor.compare(lhs.root, rhs.root) {
                    case .orderedAscending: return true
                    case .orderedDescending: return false
                    case .orderedSame: continue
                    }
                }
                return lhs.object.primaryKey < rhs.object.primaryKey
            }.map(\.object)
        }
        let start = min(query.fetchOffset, results.count)
        var slice = Array(results[start...])
        if query.fetchLimit > 0, slice.count > query.fetchLimit { slice = Array(slice.prefix(query.fetchLimit)) }
        return slice
    }

    /// Loads the members of a to-many relationship: the rows whose inverse foreign key points at `owner`,
    /// corrected by this context's unsaved changes, ordered by the order column for ordered ones.
    ///
    /// Throws ``StoreError/readFailed(object:reading:reason:)`` naming `owner` when the store cannot be read.
    func loadToMany(_ owner: ManagedObject, relationship: RelationshipDescription) throws -> [ManagedObject] {
        guard let inverse = relationship.inverse else { return [] }
        let destination = relationship.destination!
        var members: [ManagedObject] = []
        let key = SQLValue.integer(owner.primaryKey)
        let column = inverse.foreignKeyColumn
        if owner.changeState != .inserted {
            let sql = StoreSQL.toManyMembers(destination, inverse: inverse)
            let stored = try reading(relationship.name, of: owner) { try materializeRows(destination, sql, [key]) }
            if stored.everyRowRead && changes.deleted.isEmpty {
                // Every member holds the row the query matched (foreign key `key`, an integer column) and
                // none is deleted: the check below would keep them all.
                members = stored.objects
            } else {
                for member in stored.objects
                where member.changeState != .deleted && member.columnValue(column) == key {
                    members.append(member)
                }
            }
        }
        var candidates: [ManagedObject] = []
        for candidate in changes.inserted where candidate.entity === destination { candidates.append(candidate) }
        for candidate in changes.updated where candidate.entity === destination { candidates.append(candidate) }
        if !candidates.isEmpty {
            var seen = Set(members.map(ObjectIdentifier.init))
            for candidate in candidates
            where candidate.changeState != .deleted && !candidate.row.isEmpty && candidate.row[column] == key
                && seen.insert(ObjectIdentifier(candidate)).inserted
            {
                members.append(candidate)
            }
        }
        if relationship.kind == .orderedToMany {
            let column = inverse.orderColumn
            members.sort { lhs, rhs in
                let left = Int64(storedValue: lhs.columnValue(column)) ?? Int64.max
                let right = Int64(storedValue: rhs.columnValue(column)) ?? Int64.max
                return left != right ? left < right : lhs.primaryKey < rhs.primaryKey
            }
        }
        return members
    }
}
