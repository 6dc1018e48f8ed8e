import Foundation

/// Loading rows and relationships of objects the context already holds (faults), and what happens when
/// the store cannot be read.
///
/// Contract: called on the context's queue by property reads (``ManagedObject/fireFault()``, to-many
/// caches), ``ManagedObjectContext/existingObject(with:)``, ``ManagedObjectContext/refresh(_:mergeChanges:)``
/// and ``ManagedObjectContext/load(_:)``. It reads the store and fills the object's row, committed row
/// and version; it changes no change list. A failed read is never turned into empty data: throwing
/// paths throw ``StoreError/readFailed(object:reading:reason:)`` naming the object, and paths that
/// cannot throw (a property getter) stop the process with that error, as Core Data raises an exception
/// for a fault it cannot fulfil.
extension ManagedObjectContext {
    /// Loads `object`'s row now if it is a fault, and every to-many relationship not loaded yet, throwing
    /// instead of stopping the process at the first property read when the store cannot be read.
    ///
    /// An object whose row no longer exists (deleted elsewhere) gets its default values, as on a
    /// property read.
    public func load(_ object: ManagedObject) throws {
        guard object.managedObjectContext === self else {
            throw StoreError.wrongContext("\(object) does not belong to this context")
        }
        if object.fetchedRows != nil {
            object.takeFetchedRow()
        } else if object.isFault, try !loadRow(of: object) {
            object.fillEmptyRow()
        }
        for relationship in object.entity.relationships where relationship.isToMany {
            _ = try object.loadToManyCache(relationship)
        }
    }

    /// The stored version and row of `object`, or `nil` when the row does not exist; a failed read
    /// throws ``StoreError/readFailed(object:reading:reason:)`` naming it.
    func storedRow(of object: ManagedObject) throws -> (Int64, [SQLValue])? {
        try reading("row", of: object) { try store.fetchRow(object.entity, primaryKey: object.primaryKey) }
    }

    /// Fills a fault's row from the store; `false` when the row does not exist.
    func loadRow(of object: ManagedObject) throws -> Bool {
        guard let (version, row) = try storedRow(of: object) else { return false }
        object.row = row
        object.committedRow = row
        object.version = version
        return true
    }

    /// Loads the row of a fault (called on the first property read, which cannot throw): a missing row
    /// gives default values; a failed read stops the process with the error naming the object.
    func fulfillFault(_ object: ManagedObject) {
        guard object.row.isEmpty else { return }
        if !stopOnReadError({ try loadRow(of: object) }) { object.fillEmptyRow() }
    }

    /// Runs a read of `what` (a relationship name, or `row`) of `object`, turning any error into
    /// ``StoreError/readFailed(object:reading:reason:)`` naming them.
    func reading<T>(_ what: String, of object: ManagedObject, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as StoreError {
            if case .readFailed = error { throw error }
            throw StoreError.readFailed(object: object.objectID.description, reading: what, reason: error.description)
        } catch {
            throw StoreError.readFailed(object: object.objectID.description, reading: what, reason: "\(error)")
        }
    }
}

/// Runs a read for a caller that cannot throw (a property getter, ``ManagedObjectContext/refresh(_:mergeChanges:)``):
/// a failure stops the process with the typed error's message rather than hand back empty data.
func stopOnReadError<T>(_ body: () throws -> T) -> T {
    do {
        return try body()
    } catch {
        preconditionFailure("PlumeStore: \(error)")
    }
}
