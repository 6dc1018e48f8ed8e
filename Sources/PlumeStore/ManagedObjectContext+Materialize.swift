import Foundation

/// Turning rows read from the store into the context's objects, with uniquing: one object per row per
/// context, kept in ``ObjectRegistry``.
///
/// Contract: called on the context's queue by fetches, relationship loads and prefetching, with a
/// statement whose columns are `Z_PK, Z_OPT, row…` (``StoreSQL/rowColumns(_:alias:)``), while the
/// store's lock is held. It creates objects, fills faults that have no row yet and registers objects;
/// an object that already has a row keeps it (its unsaved changes win). It never runs SQL itself, so
/// it cannot fire a fault while a statement is stepping.
extension ManagedObjectContext {
    /// The registered object for the row at the statement (columns `Z_PK, Z_OPT, row…` from `offset`),
    /// filling it if it is a fault, or a new registered object.
    func materialize(_ entity: EntityDescription, statement: SQLiteStatement, offset: Int = 0) -> ManagedObject {
        let key = statement.int64(at: offset)
        let version = statement.int64(at: offset + 1)
        return materialize(entity, key: key, version: version, row: Self.readRow(entity, statement, offset))
    }

    /// Runs a query returning `Z_PK, Z_OPT, row…` and materialises every row as it is stepped.
    ///
    /// The rows' values go into one ``FetchedRows`` the new objects share until each is first touched
    /// (Core Data's row cache): one growing array for the whole fetch instead of an array per object.
    /// While the statement steps, rows are only looked up in the registry; the objects made for rows it
    /// did not hold are registered after the last row, in the entity's table grown once for all of them
    /// (growing it row by row moved every object again at each doubling; see ``EntityObjects``). A
    /// row the query returned twice still gets one object: the second one made is replaced by the first.
    func materializeAll(_ entity: EntityDescription, _ sql: String, _ bindings: [SQLValue]) throws -> [ManagedObject] {
        try materializeRows(entity, sql, bindings).objects
    }

    /// ``materializeAll(_:_:_:)``, also saying whether every object returned holds the row this query
    /// read (see ``materializeRows(_:_:_:checkingASCII:)``).
    func materializeRows(
        _ entity: EntityDescription, _ sql: String, _ bindings: [SQLValue]
    ) throws -> (objects: [ManagedObject], everyRowRead: Bool) {
        guard let rows = try materializeRows(entity, sql, bindings, checkingASCII: []) else {
            preconditionFailure("PlumeStore: a fetch checking no column failed its check")
        }
        return rows
    }

    /// ``materializeAll(_:_:_:)``, checking that every value the query returns in the row columns
    /// `checkingASCII` is ASCII text or not text (``TextSortOrder``): `nil` when one is not, before any
    /// object it made is registered (objects that were registered already may have taken their row
    /// from this fetch: the same values a second run reads).
    func materializeAll(
        _ entity: EntityDescription, _ sql: String, _ bindings: [SQLValue], checkingASCII: [Int]
    ) throws -> [ManagedObject]? {
        try materializeRows(entity, sql, bindings, checkingASCII: checkingASCII)?.objects
    }

    /// ``materializeAll(_:_:_:checkingASCII:)``, also saying whether every object returned holds the
    /// row this query read (`everyRowRead`): each was made for it, or was a fault without a row
    /// until now. An object that kept a row it had (its unsaved changes, or an earlier read) makes
    /// it `false`.
    func materializeRows(
        _ entity: EntityDescription, _ sql: String, _ bindings: [SQLValue], checkingASCII: [Int]
    ) throws -> (objects: [ManagedObject], everyRowRead: Bool)? {
        var objects = ObjectListBuilder()
        var everyRowRead = true
        var made = 0
        var lowest = Int64.max
        var highest = Int64.min
        let batch = FetchedRows(columns: entity.columns.map(\.storageType), checkingASCII: checkingASCII)
        let table = registered.tableMade(entity)
        /// Gives `object` (a fault without a row) the row at the statement.
        @inline(__always)
        func read(_ statement: SQLiteStatement, into object: ManagedObject) {
            object.version = statement.int64(at: 1)
            object.fetchedRowIndex = batch.append(statement, from: 2)
            object.fetchedRows = batch
        }
        try store.forEachRow(sql, bindings) { statement in
            let key = statement.int64(at: 0)
            if let existing = table.existing(key) {
                if existing.isFault && existing.fetchedRows == nil {
                    read(statement, into: existing)
                } else {
                    everyRowRead = false
                }
                objects.append(consume existing)
            } else {
                // A new fault has no row: no need to ask.
                let object = makeFault(entity, key: key)
                made += 1
                lowest = min(lowest, key)
                highest = max(highest, key)
                read(statement, into: object)
                objects.append(consume object)
            }
        }
        if batch.sawNonASCIIText { return nil }
        var results = objects.finish()
        guard made > 0 else { return (results, everyRowRead) }
        table.reserve(more: made, lowest: lowest, highest: highest)
        results.withUnsafeMutableBufferPointer { objects in
            for index in objects.indices {
                // Read unretained: the array holds the object throughout.
                let held = Unmanaged.passUnretained(objects[index])._withUnsafeGuaranteedRef { object in
                    table.registerUnlessHeld(object, key: object.primaryKey)
                }
                if let held { objects[index] = held }
            }
        }
        return (results, everyRowRead)
    }

    /// A new fault of `entity` for the row `key`, belonging to this context.
    private func makeFault(_ entity: EntityDescription, key: Int64) -> ManagedObject {
        let creation = ObjectCreation(entity: entity, mode: .fault)
        // A declared entity has no wrappers to number: no per-thread counter to set and clear.
        let object =
            entity.hasPropertyWrappers
            ? SlotCounter.make(entity.managedObjectClass, creation)
            : entity.managedObjectClass.init(_creation: creation)
        object.primaryKey = key
        // The context's unretained reference, set directly: the `managedObjectContext` setter's check for
        // an object leaving its context has nothing to do for a new one.
        object.contextReference = Unmanaged.passUnretained(self)
        return object
    }

    private static func readRow(_ entity: EntityDescription, _ statement: SQLiteStatement, _ offset: Int) -> [SQLValue]
    {
        RowAllocation.make(entity.columns.count) { column in statement.value(at: offset + 2 + column) }
    }

    private func materialize(_ entity: EntityDescription, key: Int64, version: Int64, row: [SQLValue]) -> ManagedObject
    {
        let (object, isNew) = registered.object(entity, key: key) { makeFault(entity, key: key) }
        if isNew || object.isFault && object.fetchedRows == nil {
            object.version = version
            object.row = row
            object.committedRow = row
        }
        return object
    }
}
