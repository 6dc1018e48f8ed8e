import Foundation

extension ManagedObjectContext {
    /// Writes every unsaved change to the store in one transaction, then posts
    /// `NSManagedObjectContextDidSave`.
    ///
    /// Validation first: non-optional attributes need a value and `.deny` relationships of deleted
    /// objects must be empty. Objects another context saved since this one read them are resolved by
    /// ``mergePolicy``; with `.error` the save throws ``StoreError/mergeConflicts(_:)``. Inserted objects
    /// whose unique values match a row that exists are merged into it, or with `.error` make the save throw
    /// ``StoreError/constraintViolation(path:message:)`` (see `ManagedObjectContext+Upsert`). A read-only store
    /// (``SQLiteStore/isReadOnly``) throws ``StoreError/readOnlyStore(path:)``. On any error the store and
    /// this context are left exactly as before the call.
    public func save() throws {
        drainPendingMerges()
        saveGeneration += 1
        let mark = saveGeneration
        let collected = changes.collect(mark: mark)
        let (inserted, updated, deleted) = (collected.inserted, collected.updated, collected.deleted)
        guard !(collected.isEmpty && changes.joins.isEmpty) else {
            for object in changes.updated where object.changeState == .updated { object.changeState = .unchanged }
            for object in changes.deleted where object.changeState == .deleted { forget(object) }
            changes.removeAll()
            return
        }
        guard !store.isReadOnly else { throw StoreError.readOnlyStore(path: store.displayPath) }
        try validate(inserted: inserted, updated: updated, deleted: deleted)
        var plan = UpsertPlan()
        var outcome: [ObjectIdentifier: SaveOutcome]
        do {
            outcome = try store.write { connection in
                try write(inserted: inserted, updated: updated, deleted: deleted, plan: plan, on: connection)
            }
        } catch StoreError.constraintViolation where mayUpsert(inserted) {
            // Saves without conflicts never pay for the look-ups: plan only after one failed.
            let policy = uniqueConflictPolicy
            (outcome, plan) = try store.write { connection in
                let planned = try planUpserts(inserted: inserted, updated: updated, policy: policy, on: connection)
                return (
                    try write(inserted: inserted, updated: updated, deleted: deleted, plan: planned, on: connection),
                    planned
                )
            }
        }
        var savedUpdates = applyUpserts(plan, inserted: inserted, updated: updated)
        let savedInserts =
            plan.isEmpty ? inserted : inserted.filter { !plan.isDuplicate($0) && !plan.writesStoredRow(of: $0) }
        for object in savedInserts {
            object.committedRow = object.row
            object.version = 1
            object.changeState = .unchanged
        }
        var vanished: [ManagedObject] = []
        for object in updated where plan.isEmpty || !plan.writesStoredRow(of: object) {
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
        for object in changes.joinTouched
        where object.saveMark != mark && object.changeState == .unchanged && !plan.isDuplicate(object) {
            object.saveMark = mark
            savedUpdates.append(object)
        }
        for object in deleted + vanished { forget(object) }
        for object in changes.deleted where object.changeState == .deleted { forget(object) }
        for object in changes.updated where object.changeState == .updated { object.changeState = .unchanged }
        changes.removeAll()
        postDidSave(inserted: savedInserts, updated: savedUpdates, deleted: deleted + vanished)
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
                if let column = object.firstNullColumn(among: object.entityStorage.requiredColumns) {
                    throw StoreError.missingValue(
                        entity: object.entity.name, attribute: object.entity.attributes[column].name)
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

    /// Writes the collected changes inside the transaction of ``SQLiteStore/write(_:)``, following
    /// `plan` for inserted objects merged into existing rows (an empty plan: none). Deletes run first,
    /// then updates, then inserts, so a unique value a deleted or changed row gives up can be taken by
    /// an inserted object in the same save. Returns outcomes for conflicting objects; throws (rolling
    /// everything back) on a conflict with policy `.error`.
    private func write(
        inserted: [ManagedObject], updated: [ManagedObject], deleted: [ManagedObject], plan: UpsertPlan,
        on connection: SQLiteConnection
    ) throws -> [ObjectIdentifier: SaveOutcome] {
        var outcome: [ObjectIdentifier: SaveOutcome] = [:]
        var conflicts: [MergeConflict] = []
        for object in deleted {
            try connection.run(StoreSQL.delete(object.entity), [.integer(object.primaryKey), .integer(object.version)])
            if connection.changes == 1 { continue }
            guard let (storeVersion, _) = try store.fetchRow(object.entity, primaryKey: object.primaryKey) else {
                continue
            }
            if mergePolicy == .error {
                conflicts.append(
                    MergeConflict(objectID: object.objectID, objectVersion: object.version, storeVersion: storeVersion))
            } else {
                try connection.run(StoreSQL.forcedDelete(object.entity), [.integer(object.primaryKey)])
            }
        }
        for object in updated where plan.isEmpty || !plan.writesStoredRow(of: object) {
            let row = plan.row(for: object)
            let statement = try connection.cachedStatement(StoreSQL.update(object.entity))
            try statement.bind(row, from: 1)
            let count = Int32(row.count)
            try statement.bind(.integer(object.version + 1), at: count + 1)
            try statement.bind(.integer(object.primaryKey), at: count + 2)
            try statement.bind(.integer(object.version), at: count + 3)
            try statement.stepToCompletion()
            if connection.changes == 1 { continue }
            if let resolution = try resolveConflict(object, conflicts: &conflicts) {
                outcome[ObjectIdentifier(object)] = resolution
            }
        }
        if !conflicts.isEmpty { throw StoreError.mergeConflicts(conflicts) }
        try writeUpsertSurvivors(plan, on: connection)
        var insertEntity: EntityDescription?
        var insertStatement: SQLiteStatement?
        for object in inserted where plan.isEmpty || (!plan.isDuplicate(object) && !plan.writesStoredRow(of: object)) {
            if object.entity !== insertEntity {
                insertEntity = object.entity
                insertStatement = try connection.cachedStatement(StoreSQL.insert(object.entity, firstVersion: true))
            }
            let statement = insertStatement!
            try statement.bind(.integer(object.primaryKey), at: 1)
            try statement.bind(plan.row(for: object), from: 2)
            try statement.stepToCompletion()
        }
        try writeJoinChanges(deleted: deleted, plan: plan, on: connection)
        return outcome
    }

    private func insertRow(_ entity: EntityDescription, key: Int64, version: Int64, row: [SQLValue]) throws {
        let statement = try store.connection.cachedStatement(StoreSQL.insert(entity))
        try statement.bind(.integer(key), at: 1)
        try statement.bind(.integer(version), at: 2)
        try statement.bind(row, from: 3)
        try statement.stepToCompletion()
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
            let statement = try store.connection.cachedStatement(StoreSQL.forcedUpdate(object.entity))
            try statement.bind(merged, from: 1)
            try statement.bind(.integer(version), at: Int32(merged.count + 1))
            try statement.bind(.integer(object.primaryKey), at: Int32(merged.count + 2))
            try statement.stepToCompletion()
            return .written(merged, version)
        }
    }
}
