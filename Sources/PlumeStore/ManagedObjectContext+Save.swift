import CSQLite
import Foundation

extension ManagedObjectContext {
    /// Writes every unsaved change to the store in one transaction, then posts
    /// `NSManagedObjectContextDidSave`.
    ///
    /// Validation first: non-optional attributes need a value and `.deny` relationships of deleted
    /// objects must be empty. Objects another context saved since this one read them are resolved by
    /// ``mergePolicy``; with `.error` the save throws ``StoreError/mergeConflicts(_:)``. A read-only store
    /// (``SQLiteStore/isReadOnly``) throws ``StoreError/readOnlyStore(path:)``. On any error the store and
    /// this context are left exactly as before the call.
    public func save() throws {
        drainPendingMerges()
        saveGeneration += 1
        let mark = saveGeneration
        func firstSighting(_ object: ManagedObject) -> Bool {
            guard object.saveMark != mark else { return false }
            object.saveMark = mark
            return true
        }
        let inserted = insertedList.filter { $0.changeState == .inserted && firstSighting($0) }
        let updated = updatedList.filter {
            $0.changeState == .updated && firstSighting($0) && $0.row != $0.committedRow
        }
        let deleted = deletedList.filter {
            $0.changeState == .deleted && $0.committedRow != nil && firstSighting($0)
        }
        guard !(inserted.isEmpty && updated.isEmpty && deleted.isEmpty && joinChanges.isEmpty) else {
            for object in updatedList where object.changeState == .updated { object.changeState = .unchanged }
            for object in deletedList where object.changeState == .deleted { forget(object) }
            clearChangeLists()
            return
        }
        guard !store.isReadOnly else { throw StoreError.readOnlyStore(path: store.displayPath) }
        try validate(inserted: inserted, updated: updated, deleted: deleted)
        let outcome = try store.withLock { try write(inserted: inserted, updated: updated, deleted: deleted) }
        for object in inserted {
            object.committedRow = object.row
            object.version = 1
            object.changeState = .unchanged
        }
        var savedUpdates: [ManagedObject] = []
        var vanished: [ManagedObject] = []
        for object in updated {
            switch outcome[ObjectIdentifier(object)] {
            case .some(.written(let row, let version)), .some(.adopted(let row, let version)):
                object.row = row
                object.committedRow = row
                object.version = version
                object.changeState = .unchanged
                savedUpdates.append(object)
            case .some(.vanished):
                vanished.append(object)
            case nil:
                object.committedRow = object.row
                object.version += 1
                object.changeState = .unchanged
                savedUpdates.append(object)
            }
        }
        for object in joinTouched where object.saveMark != mark && object.changeState == .unchanged {
            object.saveMark = mark
            savedUpdates.append(object)
        }
        for object in deleted + vanished { forget(object) }
        for object in deletedList where object.changeState == .deleted { forget(object) }
        for object in updatedList where object.changeState == .updated { object.changeState = .unchanged }
        clearChangeLists()
        postDidSave(inserted: inserted, updated: savedUpdates, deleted: deleted + vanished)
    }

    /// Removes a deleted object from the context after its deletion was saved.
    private func forget(_ object: ManagedObject) {
        registered[object.objectID] = nil
        object.changeState = .unchanged
        object.managedObjectContext = nil
    }

    private func validate(inserted: [ManagedObject], updated: [ManagedObject], deleted: [ManagedObject]) throws {
        for list in [inserted, updated] {
            for object in list {
                let entity = object.entity
                for column in entity.requiredColumns where object.row[column].isNull {
                    throw StoreError.missingValue(entity: entity.name, attribute: entity.attributes[column].name)
                }
            }
        }
        for object in deleted {
            for relationship in object.entity.relationships where relationship.deleteRule == .deny {
                let related: [ManagedObject]
                if relationship.kind == .toOne {
                    related = object.toOneTarget(relationship).map { [$0] } ?? []
                } else {
                    related = object.toManyCache(relationship).members
                }
                if related.contains(where: { $0.changeState != .deleted }) {
                    throw StoreError.deleteDenied(entity: object.entity.name, relationship: relationship.name)
                }
            }
        }
    }

    enum SaveOutcome {
        /// The row was written (after conflict resolution) with this content and version.
        case written([SQLValue], Int64)
        /// The store's row was kept (the rollback policies); the object takes it.
        case adopted([SQLValue], Int64)
        /// The row was deleted elsewhere and the policy lets that deletion stand.
        case vanished
    }

    /// Runs the save transaction (caller holds the store lock). Returns outcomes for conflicting objects.
    private func write(
        inserted: [ManagedObject], updated: [ManagedObject], deleted: [ManagedObject]
    ) throws -> [ObjectIdentifier: SaveOutcome] {
        let connection = store.connection
        try connection.execute("BEGIN IMMEDIATE")
        var outcome: [ObjectIdentifier: SaveOutcome] = [:]
        do {
            var insertStatements: [ObjectIdentifier: SQLiteStatement] = [:]
            for object in inserted {
                let entityKey = ObjectIdentifier(object.entity)
                let statement: SQLiteStatement
                if let cached = insertStatements[entityKey] {
                    statement = cached
                } else {
                    statement = try connection.cachedStatement(store.insertSQL(object.entity))
                    insertStatements[entityKey] = statement
                }
                try statement.bind(.integer(object.primaryKey), at: 1)
                try statement.bind(.integer(1), at: 2)
                for (offset, value) in object.row.enumerated() { try statement.bind(value, at: Int32(offset + 3)) }
                _ = try statement.step()
                sqlite3_reset(statement.handle)
            }
            var conflicts: [MergeConflict] = []
            for object in updated {
                let statement = try connection.cachedStatement(store.updateSQL(object.entity))
                try bindRow(object.row, to: statement)
                let count = Int32(object.row.count)
                try statement.bind(.integer(object.version + 1), at: count + 1)
                try statement.bind(.integer(object.primaryKey), at: count + 2)
                try statement.bind(.integer(object.version), at: count + 3)
                _ = try statement.step()
                if connection.changes == 1 { continue }
                if let resolution = try resolveConflict(object, conflicts: &conflicts) {
                    outcome[ObjectIdentifier(object)] = resolution
                }
            }
            for object in deleted {
                try connection.run(
                    "DELETE FROM \(quoted(object.entity.name)) WHERE Z_PK = ? AND Z_OPT = ?",
                    [.integer(object.primaryKey), .integer(object.version)])
                if connection.changes == 1 { continue }
                guard let (storeVersion, _) = try store.fetchRow(object.entity, primaryKey: object.primaryKey) else {
                    continue
                }
                if mergePolicy == .error {
                    conflicts.append(
                        MergeConflict(
                            objectID: object.objectID, objectVersion: object.version, storeVersion: storeVersion))
                } else {
                    try connection.run(
                        "DELETE FROM \(quoted(object.entity.name)) WHERE Z_PK = ?", [.integer(object.primaryKey)])
                }
            }
            if !conflicts.isEmpty { throw StoreError.mergeConflicts(conflicts) }
            try writeJoinChanges(deleted: deleted)
            try connection.execute("COMMIT")
        } catch {
            try? connection.execute("ROLLBACK")
            throw error
        }
        return outcome
    }

    private func insertRow(_ entity: EntityDescription, key: Int64, version: Int64, row: [SQLValue]) throws {
        let statement = try store.connection.cachedStatement(store.insertSQL(entity))
        try statement.bind(.integer(key), at: 1)
        try statement.bind(.integer(version), at: 2)
        for (offset, value) in row.enumerated() { try statement.bind(value, at: Int32(offset + 3)) }
        _ = try statement.step()
    }

    private func bindRow(_ row: [SQLValue], to statement: SQLiteStatement) throws {
        for (offset, value) in row.enumerated() { try statement.bind(value, at: Int32(offset + 1)) }
    }

    /// Resolves one update whose version no longer matches, following the merge policy.
    private func resolveConflict(_ object: ManagedObject, conflicts: inout [MergeConflict]) throws -> SaveOutcome? {
        let stored = try store.fetchRow(object.entity, primaryKey: object.primaryKey)
        let committed = object.committedRow ?? object.row
        switch mergePolicy.kind {
        case .error:
            conflicts.append(
                MergeConflict(objectID: object.objectID, objectVersion: object.version, storeVersion: stored?.0))
            return nil
        case .rollback:
            guard let (version, row) = stored else { return .vanished }
            return .adopted(row, version)
        case .mergeByPropertyStoreTrump, .mergeByPropertyObjectTrump, .overwrite:
            guard let (storeVersion, storeRow) = stored else {
                if mergePolicy.kind == .mergeByPropertyStoreTrump { return .vanished }
                let version = object.version + 1
                try insertRow(object.entity, key: object.primaryKey, version: version, row: object.row)
                return .written(object.row, version)
            }
            var merged = object.row
            for column in merged.indices {
                let changedHere = object.row[column] != committed[column]
                let changedThere = storeRow[column] != committed[column]
                switch mergePolicy.kind {
                case .mergeByPropertyObjectTrump: if !changedHere { merged[column] = storeRow[column] }
                case .mergeByPropertyStoreTrump: if changedThere { merged[column] = storeRow[column] }
                default: break
                }
            }
            let version = storeVersion + 1
            let statement = try store.connection.cachedStatement(store.forcedUpdateSQL(object.entity))
            try bindRow(merged, to: statement)
            try statement.bind(.integer(version), at: Int32(merged.count + 1))
            try statement.bind(.integer(object.primaryKey), at: Int32(merged.count + 2))
            _ = try statement.step()
            return .written(merged, version)
        }
    }
}

extension SQLiteStore {
    /// `INSERT INTO t (Z_PK, Z_OPT, columns…) VALUES (?, ?, ?…)`.
    func insertSQL(_ entity: EntityDescription) -> String {
        let names = (["Z_PK", "Z_OPT"] + entity.columns.map(\.name)).map(quoted)
        let marks = Array(repeating: "?", count: names.count).joined(separator: ", ")
        return "INSERT INTO \(quoted(entity.name)) (\(names.joined(separator: ", "))) VALUES (\(marks))"
    }

    /// `UPDATE t SET columns… = ?, Z_OPT = ? WHERE Z_PK = ? AND Z_OPT = ?` (optimistic locking).
    func updateSQL(_ entity: EntityDescription) -> String {
        forcedUpdateSQL(entity) + " AND Z_OPT = ?"
    }

    /// `UPDATE t SET columns… = ?, Z_OPT = ? WHERE Z_PK = ?` (after a resolved conflict).
    func forcedUpdateSQL(_ entity: EntityDescription) -> String {
        let assignments = (entity.columns.map(\.name) + ["Z_OPT"]).map { "\(quoted($0)) = ?" }
        return "UPDATE \(quoted(entity.name)) SET \(assignments.joined(separator: ", ")) WHERE Z_PK = ?"
    }
}
