import Foundation

extension ManagedObjectContext {
    /// The objects matching `request`, in its sort order (Core Data's `fetch(_:)`).
    ///
    /// Runs one SQL query compiled from the request. With `includesPendingChanges` (the default) and
    /// unsaved changes to the entity, the context's inserted objects that match are added, deleted ones
    /// removed and updated ones re-checked in memory, then the results are sorted and limited in memory.
    public func fetch<Result: ManagedObject>(_ request: FetchRequest<Result>) throws -> [Result] {
        drainPendingMerges()
        let entity = try requireEntity(Result.self)
        let pending = request.includesPendingChanges && hasPendingChanges(of: entity)
        var query = try SelectQuery(request: request, entity: entity, applyLimits: !pending)
        query.columns = store.selectList(entity, alias: "t0")
        var results: [Result] = []
        for object in try materializeAll(entity, query.sql, query.bindings) where object.changeState != .deleted {
            results.append(unsafeDowncast(object, to: Result.self))
        }
        if pending { results = try applyPendingChanges(to: results, request: request, entity: entity) }
        if !request.relationshipKeyPathsForPrefetching.isEmpty {
            try prefetch(request.relationshipKeyPathsForPrefetching, for: results, entity: entity)
        }
        return results
    }

    /// The number of objects `request` would return (Core Data's `count(for:)`), without loading them.
    public func count<Result: ManagedObject>(for request: FetchRequest<Result>) throws -> Int {
        drainPendingMerges()
        let entity = try requireEntity(Result.self)
        if request.includesPendingChanges && hasPendingChanges(of: entity) { return try fetch(request).count }
        var query = try SelectQuery(request: request, entity: entity, applyLimits: true)
        query.columns = "t0.Z_PK"
        let sql = "SELECT COUNT(*) FROM (\(query.sql))"
        var count = 0
        try store.forEachRow(sql, query.bindings) { statement in count = Int(statement.int64(at: 0)) }
        return count
    }

    func requireEntity(_ type: ManagedObject.Type) throws -> EntityDescription {
        guard let entity = model.entity(for: type) else { throw StoreError.unknownEntity(String(describing: type)) }
        return entity
    }

    private func hasPendingChanges(of entity: EntityDescription) -> Bool {
        insertedList.contains { $0.entity === entity && $0.changeState == .inserted }
            || updatedList.contains { $0.entity === entity && $0.changeState == .updated }
            || deletedList.contains { $0.entity === entity && $0.changeState == .deleted }
    }

    private func applyPendingChanges<Result: ManagedObject>(
        to fetched: [Result], request: FetchRequest<Result>, entity: EntityDescription
    ) throws -> [Result] {
        var results: [Result] = []
        var included = Set<ObjectIdentifier>()
        func consider(_ object: ManagedObject) throws {
            guard object.entity === entity, object.changeState != .deleted,
                included.insert(ObjectIdentifier(object)).inserted
            else { return }
            let typed = unsafeDowncast(object, to: Result.self)
            if let predicate = request.predicate, try !predicate.evaluate(typed) { return }
            results.append(typed)
        }
        for object in fetched where object.changeState == .unchanged {
            included.insert(ObjectIdentifier(object))
            results.append(object)
        }
        for object in fetched where object.changeState != .unchanged { try consider(object) }
        for object in updatedList where object.changeState == .updated { try consider(object) }
        for object in insertedList where object.changeState == .inserted { try consider(object) }
        if !request.sortDescriptors.isEmpty {
            let descriptors = request.sortDescriptors
            results.sort { lhs, rhs in
                for descriptor in descriptors {
                    switch descriptor.compare(lhs, rhs) {
                    case .orderedAscending: return true
                    case .orderedDescending: return false
                    case .orderedSame: continue
                    }
                }
                return lhs.primaryKey < rhs.primaryKey
            }
        }
        let start = min(request.fetchOffset, results.count)
        var slice = Array(results[start...])
        if request.fetchLimit > 0, slice.count > request.fetchLimit { slice = Array(slice.prefix(request.fetchLimit)) }
        return slice
    }

    /// The registered object for the row at the statement (columns `Z_PK, Z_OPT, row…` from `offset`),
    /// filling it if it is a fault, or a new registered object.
    func materialize(_ entity: EntityDescription, statement: SQLiteStatement, offset: Int = 0) -> ManagedObject {
        let key = statement.int64(at: offset)
        let version = statement.int64(at: offset + 1)
        return materialize(entity, key: key, version: version, row: Self.readRow(entity, statement, offset))
    }

    /// Runs a query returning `Z_PK, Z_OPT, row…` and materialises every row, sizing the registry once.
    func materializeAll(_ entity: EntityDescription, _ sql: String, _ bindings: [SQLValue]) throws -> [ManagedObject] {
        var rows: [(key: Int64, version: Int64, row: [SQLValue])] = []
        try store.forEachRow(sql, bindings) { statement in
            rows.append((statement.int64(at: 0), statement.int64(at: 1), Self.readRow(entity, statement, 0)))
        }
        registered.reserveCapacity(registered.count + rows.count)
        return rows.map { materialize(entity, key: $0.key, version: $0.version, row: $0.row) }
    }

    private static func readRow(_ entity: EntityDescription, _ statement: SQLiteStatement, _ offset: Int) -> [SQLValue]
    {
        let count = entity.columns.count
        var row: [SQLValue] = []
        row.reserveCapacity(count)
        for column in 0..<count { row.append(statement.value(at: offset + 2 + column)) }
        return row
    }

    private func materialize(_ entity: EntityDescription, key: Int64, version: Int64, row: [SQLValue]) -> ManagedObject
    {
        let id = ObjectID(entity: entity, primaryKey: key)
        if let existing = registered[id] {
            if existing.row.isEmpty {
                existing.version = version
                existing.row = row
                existing.committedRow = row
            }
            return existing
        }
        let object = SlotCounter.make(entity.managedObjectClass, ObjectCreation(entity: entity, mode: .fault))
        object.primaryKey = key
        object.managedObjectContext = self
        object.version = version
        object.row = row
        object.committedRow = row
        registered[id] = object
        return object
    }

    /// Loads the members of a to-many relationship: the rows whose inverse foreign key points at `owner`,
    /// corrected by this context's unsaved changes, ordered by the order column for ordered ones.
    func loadToMany(_ owner: ManagedObject, relationship: RelationshipDescription) -> [ManagedObject] {
        guard let inverse = relationship.inverse else { return [] }
        let destination = relationship.destination!
        var members: [ManagedObject] = []
        let key = SQLValue.integer(owner.primaryKey)
        let column = inverse.foreignKeyColumn
        if owner.changeState != .inserted {
            let sql =
                "SELECT \(store.selectList(destination, alias: "t0")) FROM \(quoted(destination.name)) t0 "
                + "WHERE t0.\(quoted(inverse.name)) = ?"
            for member in (try? materializeAll(destination, sql, [key])) ?? []
            where member.changeState != .deleted && member.row[column] == key {
                members.append(member)
            }
        }
        var candidates: [ManagedObject] = []
        for candidate in insertedList where candidate.entity === destination { candidates.append(candidate) }
        for candidate in updatedList where candidate.entity === destination { candidates.append(candidate) }
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
                let left = Int64(storedValue: lhs.row[column]) ?? Int64.max
                let right = Int64(storedValue: rhs.row[column]) ?? Int64.max
                return left != right ? left < right : lhs.primaryKey < rhs.primaryKey
            }
        }
        return members
    }
}
