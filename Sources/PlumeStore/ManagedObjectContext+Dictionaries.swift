import Foundation

extension ManagedObjectContext {
    /// The matching rows as dictionaries of property name to value (Core Data's `.dictionaryResultType`).
    ///
    /// Only `request.propertiesToFetch` are included (all attributes and to-one relationships when nil).
    /// Values are Swift values of the attribute's type (`Date`, `UUID`, …); to-one relationships give the
    /// related object's ``ObjectID``; `nil` values are left out, like Core Data. Reads the store only:
    /// unsaved changes are not included.
    /// ```swift
    /// var request = FetchRequest<Plant>(sortDescriptors: [SortDescriptor(\.nextWatering)], fetchLimit: 3)
    /// request.propertiesToFetch = ["name", "nextWatering"]
    /// let rows = try context.fetchDictionaries(request)   // [["name": "Fern", "nextWatering": Date(…)]]
    /// ```
    public func fetchDictionaries<Result: ManagedObject>(_ request: FetchRequest<Result>) throws -> [[String: Any]] {
        drainPendingMerges()
        let entity = try requireEntity(Result.self)
        var selected: [(name: String, column: Int, decode: (SQLValue) -> Any?)] = []
        let names = request.propertiesToFetch ?? entity.columns.filter { $0.kind != .order }.map(\.name)
        for name in names {
            if let attribute = entity.attribute(named: name) {
                let type = attribute.valueType as? AttributeValue.Type
                selected.append((name, attribute.column, { value in Self.decode(value, as: type) }))
            } else if let relationship = entity.relationship(named: name), relationship.kind == .toOne {
                let destination = relationship.destination!
                selected.append(
                    (
                        name, relationship.foreignKeyColumn,
                        { value in
                            guard case .integer(let key) = value else { return nil }
                            return ObjectID(entity: destination, primaryKey: key)
                        }
                    ))
            } else {
                throw StoreError.unknownProperty(entity: entity.name, property: name)
            }
        }
        var query = try SelectQuery(request: request, entity: entity, applyLimits: true)
        query.columns = selected.map { "t0.\(quoted(entity.columns[$0.column].name))" }.joined(separator: ", ")
        var rows: [[String: Any]] = []
        try store.forEachRow(query.sql, query.bindings) { statement in
            var row: [String: Any] = [:]
            for (index, property) in selected.enumerated() {
                if let value = property.decode(statement.value(at: index)) { row[property.name] = value }
            }
            rows.append(row)
        }
        return rows
    }

    private static func decode(_ value: SQLValue, as type: AttributeValue.Type?) -> Any? {
        if value.isNull { return nil }
        guard let type, let decoded = type.init(storedValue: value) else { return nil }
        let mirror = Mirror(reflecting: decoded)
        if mirror.displayStyle == .optional { return mirror.children.first?.value }
        return decoded
    }

    /// Loads the relationships named in `names` for all `objects` with one query per relationship.
    func prefetch(_ names: [String], for objects: [ManagedObject], entity: EntityDescription) throws {
        guard !objects.isEmpty else { return }
        for name in names {
            guard let relationship = entity.relationship(named: name) else {
                throw StoreError.unknownProperty(entity: entity.name, property: name)
            }
            let destination = relationship.destination!
            if relationship.kind == .toOne {
                var keys = Set<Int64>()
                for object in objects {
                    if case .integer(let key) = object.row[relationship.foreignKeyColumn],
                        registered[ObjectID(entity: destination, primaryKey: key)]?.isFault ?? true
                    {
                        keys.insert(key)
                    }
                }
                try loadRows(destination, column: "Z_PK", keys: Array(keys)) { _ in }
                continue
            }
            guard let inverse = relationship.inverse, !relationship.isManyToMany else { continue }
            let pending =
                changes.inserted.contains { $0.entity === destination }
                || changes.updated.contains { $0.entity === destination }
            if pending { continue }  // lazy loading merges unsaved changes; skip prefetching then
            let owners = objects.filter { $0.loadedToManyCache(relationship) == nil && $0.changeState != .inserted }
            var grouped: [Int64: [ManagedObject]] = [:]
            try loadRows(destination, column: inverse.name, keys: owners.map(\.primaryKey)) { member in
                if case .integer(let key) = member.row[inverse.foreignKeyColumn] {
                    grouped[key, default: []].append(member)
                }
            }
            for owner in owners {
                if owner.toManyCaches.isEmpty {
                    owner.toManyCaches = Array(repeating: nil, count: owner.entity.properties.count)
                }
                var members = grouped[owner.primaryKey] ?? []
                if relationship.kind == .orderedToMany {
                    let column = inverse.orderColumn
                    members.sort {
                        (Int64(storedValue: $0.row[column]) ?? 0) < (Int64(storedValue: $1.row[column]) ?? 0)
                    }
                }
                owner.toManyCaches[relationship.propertyIndex] = ToManyCache(members)
            }
        }
    }

    /// Materialises the rows of `entity` whose `column` is one of `keys` (in chunks of 500 parameters).
    private func loadRows(
        _ entity: EntityDescription, column: String, keys: [Int64], _ each: (ManagedObject) -> Void
    ) throws {
        var start = 0
        while start < keys.count {
            let chunk = keys[start..<min(start + 500, keys.count)]
            start += 500
            try store.forEachRow(
                StoreSQL.rows(entity, whereColumn: column, in: chunk.count), chunk.map { .integer($0) }
            ) { statement in
                each(materialize(entity, statement: statement))
            }
        }
    }
}
