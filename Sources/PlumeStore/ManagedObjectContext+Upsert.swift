import Foundation

/// Unique-constraint conflicts of inserted objects, resolved by a merge policy (SwiftData's "upsert",
/// Core Data's constraint merging).
///
/// Contract: called by ``ManagedObjectContext/save()`` on the context's queue, and only after a first
/// attempt at the save failed on a constraint (so saves without conflicts run no extra query) and the
/// policy is not `.error`. ``planUpserts(inserted:updated:policy:on:)`` runs inside the retried save's
/// transaction: it reads the store (one indexed `SELECT` per uniqueness constraint of each inserted
/// object of a constrained entity) and returns an ``UpsertPlan``; it changes no object. The save writes
/// by the plan, and after the commit ``applyUpserts(_:inserted:updated:)`` changes the objects:
///
/// - An inserted object whose `.unique` attribute, or whose values of one `#Unique` constraint, equal
///   those of a row that exists is merged into that row instead of inserted. The row exists if it is
///   stored (and not deleted, or changed away from those values, by this save) or was inserted
///   earlier in this save.
/// - If the context holds no object for that row, the inserted object takes the row over: it gets the
///   row's key (its `objectID` changes to the stored row's) and stays the object of the row.
/// - If the context holds one (fetched, or inserted earlier), that object survives with the merged
///   values, and the inserted one leaves the context with the row's `objectID` and the saved values
///   (a SwiftData model over it is pointed at the survivor's data, see
///   ``DeclaredEntitySchema/objectMerged``).
/// - Values: with `.mergeByPropertyObjectTrump` and `.overwrite` the inserted object's values win
///   (every attribute and to-one relationship: the last insert wins); with `.mergeByPropertyStoreTrump`
///   and `.rollback` the existing row keeps its values.
/// - Under every policy, whatever pointed at the inserted object (to-one foreign keys of other objects,
///   so its to-many members, and many-to-many links) points at the surviving row afterwards.
///
/// An inserted object that matches two different rows (one per constraint) cannot be merged into
/// both: the save throws ``StoreError/constraintViolation(path:message:)`` and changes nothing. So does
/// an updated object that takes a unique value another row holds (only inserts are merged, as in
/// SwiftData).
extension ManagedObjectContext {
    /// The policy for unique-constraint conflicts of inserted objects: ``constraintMergePolicy`` when
    /// set (SwiftData's contexts), else ``mergePolicy``.
    var uniqueConflictPolicy: MergePolicy { constraintMergePolicy ?? mergePolicy }

    /// Whether a save that failed on a constraint may be retried with an upsert plan.
    func mayUpsert(_ inserted: [ManagedObject]) -> Bool {
        uniqueConflictPolicy != .error && inserted.contains { !$0.entity.uniqueColumnSets.isEmpty }
    }

    /// Values one object holds for one uniqueness constraint, compared as SQLite's unique index
    /// compares them (text byte for byte).
    private struct UniqueClaim: Hashable {
        let entity: ObjectIdentifier
        let constraint: Int
        let values: [SQLValue]

        init?(_ entity: EntityDescription, constraint: Int, row: [SQLValue]) {
            var values: [SQLValue] = []
            for column in entity.uniqueColumnSets[constraint] {
                switch row[column] {
                case .null: return nil  // NULL never conflicts in a unique index
                case .text(let text): values.append(.blob(Data(text.utf8)))
                case let value: values.append(value)
                }
            }
            self.entity = ObjectIdentifier(entity)
            self.constraint = constraint
            self.values = values
        }
    }

    /// Plans the merges of this save's inserted objects into rows their unique values match (see the
    /// extension's comment). Reads the store on `connection`; changes nothing.
    func planUpserts(
        inserted: [ManagedObject], updated: [ManagedObject], policy: MergePolicy, on connection: SQLiteConnection
    ) throws -> UpsertPlan {
        var plan = UpsertPlan()
        var claims: [UniqueClaim: ManagedObject] = [:]
        func claim(_ object: ManagedObject, _ row: [SQLValue]) {
            for constraint in object.entity.uniqueColumnSets.indices {
                if let key = UniqueClaim(object.entity, constraint: constraint, row: row) { claims[key] = object }
            }
        }
        for object in updated where !object.entity.uniqueColumnSets.isEmpty { claim(object, object.row) }
        let insertedWins = policy.kind == .mergeByPropertyObjectTrump || policy.kind == .overwrite
        for object in inserted where !object.entity.uniqueColumnSets.isEmpty {
            let entity = object.entity
            let row = plan.redirected(object.row, of: entity)
            guard let match = try uniqueMatch(row, of: entity, claims: claims, on: connection) else {
                claim(object, row)
                continue
            }
            let survivor = match.object ?? object
            let kept: [SQLValue]
            if let state = plan.survivorState(of: survivor) {
                kept = state.row
            } else if let existing = match.object, !existing.isFault {
                kept = plan.redirected(existing.row, of: entity)
            } else {
                kept = plan.redirected(match.storedRow ?? row, of: entity)
            }
            let stored = plan.survivorState(of: survivor)?.stored ?? match.stored
            plan.merge(object, into: survivor, row: insertedWins ? row : kept, stored: stored)
            if let state = plan.survivorState(of: survivor) { claim(survivor, state.row) }
        }
        return plan
    }

    /// A row `row`'s unique values match: an object claimed earlier in this save (inserted or
    /// updated), or a stored row (with the object the context holds for it, if any). A stored row
    /// this save deletes, or changes away from those values, does not match.
    private func uniqueMatch(
        _ row: [SQLValue], of entity: EntityDescription, claims: [UniqueClaim: ManagedObject],
        on connection: SQLiteConnection
    ) throws -> (object: ManagedObject?, stored: (key: Int64, version: Int64)?, storedRow: [SQLValue]?)? {
        for (constraint, columns) in entity.uniqueColumnSets.enumerated() {
            guard let key = UniqueClaim(entity, constraint: constraint, row: row) else { continue }
            if let owner = claims[key] {
                let stored = owner.changeState == .inserted ? nil : (key: owner.primaryKey, version: owner.version)
                return (owner, stored, nil)
            }
            let statement = try connection.cachedStatement(StoreSQL.rowByValues(entity, columns: columns))
            defer { statement.reset() }
            try statement.bind(columns.map { row[$0] })
            guard try statement.step() else { continue }
            let storedKey = statement.int64(at: 0)
            let version = statement.int64(at: 1)
            let storedRow = (0..<entity.columns.count).map { statement.value(at: $0 + 2) }
            guard let existing = registered[ObjectID(entity: entity, primaryKey: storedKey)] else {
                return (nil, (storedKey, version), storedRow)
            }
            if existing.changeState == .deleted { continue }
            // Changed by this context away from those values: the update frees them first.
            if !existing.isFault, columns.contains(where: { existing.columnValue($0) != storedRow[$0] }) { continue }
            return (existing, (storedKey, version), storedRow)
        }
        return nil
    }

    /// Applies a committed plan to the objects: survivors take their rows, inserted objects that took
    /// a stored row over take its key, merged objects leave the context, every saved row's foreign keys
    /// point at survivors, and loaded to-many relationships reload. Returns the survivors of stored rows
    /// (reported as updated by the did-save notification).
    func applyUpserts(_ plan: UpsertPlan, inserted: [ManagedObject], updated: [ManagedObject]) -> [ManagedObject] {
        guard !plan.isEmpty else { return [] }
        for object in inserted + updated where plan.survivorState(of: object) == nil && !plan.isDuplicate(object) {
            let redirected = plan.redirected(object.row, of: object.entity)
            if redirected != object.row { object.row = redirected }
        }
        var storedSurvivors: [ManagedObject] = []
        for survivor in plan.survivorOrder {
            guard let state = plan.survivorState(of: survivor) else { continue }
            if let stored = state.stored, survivor.primaryKey != stored.key {
                registered[survivor.objectID] = nil
                survivor.primaryKey = stored.key
                registered[survivor.objectID] = survivor
            }
            let row = plan.finalRow(of: state)
            survivor.row = row
            survivor.committedRow = row
            survivor.version = state.stored.map { $0.version + 1 } ?? 1
            survivor.changeState = .unchanged
            if state.stored != nil { storedSurvivors.append(survivor) }
        }
        // After the survivors: a survivor that took a stored row over has its key now.
        for merge in plan.merges where merge.duplicate !== merge.survivor {
            let duplicate = merge.duplicate
            registered[ObjectID(entity: duplicate.entity, primaryKey: merge.formerKey)] = nil
            duplicate.entity.objectMerged?(duplicate, merge.survivor)
            duplicate.primaryKey = merge.survivor.primaryKey
            duplicate.row = merge.survivor.row
            duplicate.committedRow = merge.survivor.row
            duplicate.version = merge.survivor.version
            duplicate.changeState = .unchanged
            duplicate.discardToManyCaches()
            duplicate.managedObjectContext = nil
        }
        registered.forEach { $0.discardToManyCaches() }
        return storedSurvivors
    }

    /// Writes the rows the plan's survivors of stored rows end with (inside the save's transaction).
    func writeUpsertSurvivors(_ plan: UpsertPlan, on connection: SQLiteConnection) throws {
        for survivor in plan.survivorOrder {
            guard let state = plan.survivorState(of: survivor), let stored = state.stored else { continue }
            let statement = try connection.cachedStatement(StoreSQL.forcedUpdate(survivor.entity))
            let row = plan.finalRow(of: state)
            try statement.bind(row, from: 1)
            try statement.bind(.integer(stored.version + 1), at: Int32(row.count + 1))
            try statement.bind(.integer(stored.key), at: Int32(row.count + 2))
            try statement.stepToCompletion()
        }
    }
}
