import Foundation

/// Every error PlumeStore throws: typed, with a message naming the file, entity or expression involved.
///
/// Core Data reports these as `NSError`s in `NSCocoaErrorDomain`; PlumeStore uses one Swift enum instead.
public enum StoreError: Error, CustomStringConvertible, Equatable {
    /// The store file could not be opened.
    case cannotOpen(path: String, reason: String)
    /// The file is not a PlumeStore database (or is damaged). The file is left untouched.
    case corruptStore(path: String, reason: String)
    /// The file was written by a newer schema version than this model knows. The file is left untouched.
    case newerStoreVersion(path: String, storeVersion: Int, supportedVersion: Int)
    /// A save to a store that is open read-only (asked for, or its file or directory is not writable by
    /// this user). The store is unchanged and the context keeps its unsaved changes.
    case readOnlyStore(path: String)
    /// The store's model changed in a way lightweight migration cannot handle.
    case migrationFailed(path: String, reason: String)
    /// `loadPersistentStores()` was not called (or failed) before the context was used.
    case storeNotLoaded(container: String)
    /// An error reported by SQLite.
    case sqlite(path: String, code: Int32, message: String, sql: String)
    /// A uniqueness or other constraint declared in the model was violated; the save changed nothing.
    case constraintViolation(path: String, message: String)
    /// A non-optional attribute has no value at save time.
    case missingValue(entity: String, attribute: String)
    /// A `.deny` delete rule refused deleting an object whose relationship is not empty.
    case deleteDenied(entity: String, relationship: String)
    /// The save conflicted with changes another context saved first (merge policy `.error`).
    case mergeConflicts([MergeConflict])
    /// A fetch request's predicate or sort uses something that cannot be compiled to SQL.
    case unsupportedPredicate(String)
    /// A key path or property name that is not a stored attribute or relationship of the entity.
    case unknownProperty(entity: String, property: String)
    /// An entity class used with a container whose model does not include it.
    case unknownEntity(String)
    /// `existingObject(with:)` found no row for the ID (deleted, or never saved).
    case objectNotFound(String)
    /// An object was used with a context it does not belong to.
    case wrongContext(String)
    /// Reading an object's row or one of its relationships from the store failed (the file was damaged,
    /// changed under the store, or could not be read). `object` names it (`Entity/p1`), `reading` says what
    /// was read (`row`, or the relationship's name). Thrown by ``ManagedObjectContext/load(_:)``,
    /// ``ManagedObjectContext/existingObject(with:)`` and fetches that prefetch; a property read that
    /// cannot throw stops the process with this error instead (as Core Data does for a fault it cannot
    /// fulfil).
    case readFailed(object: String, reading: String, reason: String)
    /// A stored value could not be converted to the attribute's type.
    case invalidStoredValue(entity: String, attribute: String, reason: String)

    /// A human-readable explanation naming what failed.
    public var description: String {
        switch self {
        case .cannotOpen(let path, let reason): return "cannot open store '\(path)': \(reason)"
        case .corruptStore(let path, let reason):
            return "store file '\(path)' is not a valid PlumeStore database (\(reason)); it was left untouched"
        case .newerStoreVersion(let path, let storeVersion, let supportedVersion):
            return
                "store file '\(path)' has schema version \(storeVersion), newer than \(supportedVersion) supported "
                + "by this app; it was left untouched"
        case .readOnlyStore(let path):
            return "store '\(path)' is open read-only; the save changed nothing and the context keeps its changes"
        case .migrationFailed(let path, let reason): return "cannot migrate store '\(path)': \(reason)"
        case .storeNotLoaded(let container):
            return "container '\(container)' has no loaded store; call loadPersistentStores() first"
        case .sqlite(let path, let code, let message, let sql):
            return "SQLite error \(code) in '\(path)': \(message) (while running: \(sql))"
        case .constraintViolation(let path, let message):
            return "constraint violated in '\(path)': \(message); the save changed nothing"
        case .missingValue(let entity, let attribute):
            return "\(entity).\(attribute) is not optional but has no value"
        case .deleteDenied(let entity, let relationship):
            return "cannot delete \(entity): its '\(relationship)' relationship has the deny rule and is not empty"
        case .mergeConflicts(let conflicts):
            return "save conflicts with changes saved elsewhere: "
                + conflicts.map(\.description).joined(separator: "; ")
        case .unsupportedPredicate(let message): return "cannot compile predicate to SQL: \(message)"
        case .unknownProperty(let entity, let property): return "\(entity) has no stored property '\(property)'"
        case .unknownEntity(let name): return "entity '\(name)' is not part of this container's model"
        case .objectNotFound(let id): return "no object \(id) in the store"
        case .wrongContext(let message): return message
        case .readFailed(let object, let reading, let reason):
            return "cannot read \(reading) of \(object) from the store: \(reason)"
        case .invalidStoredValue(let entity, let attribute, let reason):
            return "stored value of \(entity).\(attribute) is invalid: \(reason)"
        }
    }
}

/// One optimistic-locking conflict found while saving: the object changed or vanished in the store since
/// this context last read it.
public struct MergeConflict: Equatable, CustomStringConvertible, Sendable {
    /// The object whose save conflicted.
    public let objectID: ObjectID
    /// The version this context last read.
    public let objectVersion: Int64
    /// The version now in the store, or `nil` when the object was deleted there.
    public let storeVersion: Int64?

    /// Describes the conflict, naming the object.
    public var description: String {
        if let storeVersion {
            return "\(objectID) was saved elsewhere (version \(objectVersion) → \(storeVersion))"
        }
        return "\(objectID) was deleted elsewhere"
    }
}
