import Foundation
import PlumeFoundation

/// A scratch pad of managed objects over the store (Core Data's `NSManagedObjectContext`).
///
/// Every context has its own serial queue: ``PersistentContainer/viewContext`` uses the main queue, the
/// others a private queue; run work with ``perform(_:)`` or ``performAndWait(_:)``. Objects are uniqued
/// per context (one object per row), rows load on first access, and changes stay in the context until
/// ``save()`` writes them in one transaction.
/// ```swift
/// let company = Company(context: context)
/// company.title = "Acme"
/// try context.save()
/// ```
/// Like Core Data, a context is not thread-safe: use it (and its objects) on its queue only.
open class ManagedObjectContext: @unchecked Sendable {
    /// Core Data's concurrency types.
    public enum ConcurrencyType: Sendable {
        /// Work runs on the main queue (the view context).
        case mainQueueConcurrencyType
        /// Work runs on the context's own serial queue.
        case privateQueueConcurrencyType
    }

    /// The store the context reads and saves.
    let store: SQLiteStore
    package let model: ManagedObjectModel
    weak var container: PersistentContainer?
    /// The context's concurrency type.
    public let concurrencyType: ConcurrencyType
    /// The serial queue this context's work runs on.
    public let queue: DispatchQueue
    private let queueKey = DispatchSpecificKey<ObjectIdentifier>()
    let inlineLock = NSRecursiveLock()

    /// A name shown in descriptions and notifications (optional).
    public var name: String?
    /// Records changes for undo; `nil` (the default) records nothing.
    @exclusivity(unchecked) public var undoManager: UndoManager?
    /// How save conflicts are resolved, as Core Data's `mergePolicy`: changes saved elsewhere since
    /// this context read an object, and inserted objects whose unique values match a row that exists
    /// (see ``MergePolicy``); `.error` by default.
    public var mergePolicy: MergePolicy = .error
    /// The policy for unique-constraint conflicts of inserted objects when it differs from
    /// ``mergePolicy``: SwiftData's contexts set `.mergeByPropertyObjectTrump` (SwiftData upserts) and
    /// keep `.error` for changes saved elsewhere. `nil` (Core Data-style contexts): ``mergePolicy``.
    package var constraintMergePolicy: MergePolicy?
    /// Whether saves of other contexts of the same container are merged into this one automatically.
    public var automaticallyMergesChangesFromParent = false

    // Used on the context's queue only (see the class comment): no run-time exclusivity tracking.
    @exclusivity(unchecked) var registered = ObjectRegistry()
    /// The unsaved changes (see ``ChangeSet``).
    @exclusivity(unchecked) var changes = ChangeSet()
    var pendingMerges: [Notification] = []
    /// Primary keys for new objects (see ``PrimaryKeyBlocks``).
    @exclusivity(unchecked) private var keys = PrimaryKeyBlocks()
    @exclusivity(unchecked) private var lastInsertType: ObjectIdentifier?
    @exclusivity(unchecked) private var lastInsertEntity: EntityDescription?
    var saveGeneration = 0
    let pendingMergesLock = NSLock()

    init(store: SQLiteStore, model: ManagedObjectModel, concurrencyType: ConcurrencyType) {
        self.store = store
        self.model = model
        self.concurrencyType = concurrencyType
        switch concurrencyType {
        case .mainQueueConcurrencyType: queue = .main
        case .privateQueueConcurrencyType: queue = DispatchQueue(label: "PlumeStore.context")
        }
        if concurrencyType == .privateQueueConcurrencyType {
            queue.setSpecific(key: queueKey, value: ObjectIdentifier(self))
        }
    }

    deinit {
        registered.forEach { object in
            if object.managedObjectContext === self { object.managedObjectContext = nil }
        }
        for object in changes.inserted + changes.updated + changes.deleted where object.managedObjectContext === self {
            object.managedObjectContext = nil
        }
    }

    // MARK: Queues

    /// Runs `block` asynchronously on the context's queue.
    public func perform(_ block: @escaping () -> Void) {
        queue.async { [self] in
            drainPendingMerges()
            block()
        }
    }

    /// Runs `block` on the context's queue and waits for it; reentrant.
    ///
    /// Differs from Core Data for the main-queue context: called off the main thread, the block runs
    /// on the calling thread while holding the context's lock (instead of waiting for the main queue,
    /// which a test or command-line process may never run).
    public func performAndWait<T>(_ block: () throws -> T) rethrows -> T {
        switch concurrencyType {
        case .mainQueueConcurrencyType:
            inlineLock.lock()
            defer { inlineLock.unlock() }
            return try block()
        case .privateQueueConcurrencyType:
            if DispatchQueue.getSpecific(key: queueKey) == ObjectIdentifier(self) { return try block() }
            return try queue.sync { try block() }
        }
    }

    /// Runs `block` on the context's queue and returns its result to an async caller.
    public func perform<T>(_ block: @escaping () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            let work = { [self] in
                drainPendingMerges()
                continuation.resume(with: Result { try block() })
            }
            if concurrencyType == .mainQueueConcurrencyType {
                DispatchQueue.global().async { self.performAndWait(work) }
            } else {
                queue.async(execute: work)
            }
        }
    }

    // MARK: Change sets

    /// Whether the context has unsaved inserts, updates or deletes.
    public var hasChanges: Bool { changes.hasChanges }

    /// Objects inserted since the last save.
    public var insertedObjects: Set<ManagedObject> { changes.insertedObjects }
    /// Saved objects changed since the last save.
    public var updatedObjects: Set<ManagedObject> { changes.updatedObjects }
    /// Saved objects deleted since the last save.
    public var deletedObjects: Set<ManagedObject> { changes.deletedObjects }
    /// Every object the context currently holds.
    public var registeredObjects: Set<ManagedObject> { Set(registered.values) }

    /// The description of `type` for inserting, checking it belongs to this context's model.
    func entityForInsert(_ type: ManagedObject.Type) -> EntityDescription {
        if lastInsertType == ObjectIdentifier(type), let lastInsertEntity { return lastInsertEntity }
        guard let entity = model.entity(for: type) else {
            preconditionFailure("PlumeStore: \(StoreError.unknownEntity(String(describing: type)))")
        }
        lastInsertType = ObjectIdentifier(type)
        lastInsertEntity = entity
        return entity
    }

    /// Inserts a new object (called by `ManagedObject.init(context:)`).
    public func insert(_ object: ManagedObject) {
        // The context compared and set as unretained references (an insert per new object: a retain and
        // a release each otherwise); setting a context never leaves one, so the setter has nothing to tell.
        let reference = Unmanaged.passUnretained(self)
        if object.contextReference?.toOpaque() == reference.toOpaque(), object.changeState != .deleted { return }
        if object.primaryKey == 0 {
            object.primaryKey = keys.next(for: object.entity, from: store)
            // An object made without a context (a SwiftData model before `insert`) keeps the values set so far.
            // A fresh array rather than the shared `defaultRow`, so the first property set does not copy it.
            if object.row.isEmpty {
                let defaults = object.entity.defaultRow
                object.row = RowAllocation.make(defaults.count) { defaults[$0] }
            }
        }
        object.contextReference = reference
        let wasDeleted = object.changeState == .deleted
        object.changeState = object.committedRow == nil ? .inserted : .updated
        registered[object.objectID] = object
        if object.changeState == .inserted {
            if !wasDeleted || !changes.inserted.contains(where: { $0 === object }) { changes.inserted.append(object) }
        } else {
            changes.updated.append(object)
        }
        undoManager?.registerUndo(withTarget: self) { context in context.delete(object) }
    }

    /// Marks an existing object changed (called on its first change).
    func objectDidChange(_ object: ManagedObject) {
        guard object.changeState == .unchanged else { return }
        object.changeState = .updated
        changes.updated.append(object)
    }

    /// The object for `objectID` in this context: the registered one, or a new fault.
    ///
    /// Like Core Data, the row is not checked until a property is read.
    public func object(with objectID: ObjectID) -> ManagedObject { registeredOrFault(objectID) }

    /// The object for `objectID`, loaded from the store; throws when the row does not exist.
    public func existingObject(with objectID: ObjectID) throws -> ManagedObject {
        let object = registeredOrFault(objectID)
        if object.isFault {
            guard try loadRow(of: object) else {
                registered[objectID] = nil
                throw StoreError.objectNotFound(objectID.description)
            }
        }
        return object
    }

    /// The registered object for `objectID`, or `nil` (Core Data's `registeredObject(for:)`).
    public func registeredObject(for objectID: ObjectID) -> ManagedObject? { registered[objectID] }

    func registeredOrFault(_ objectID: ObjectID) -> ManagedObject {
        if let object = registered[objectID] { return object }
        let object = SlotCounter.make(
            objectID.entity.managedObjectClass, ObjectCreation(entity: objectID.entity, mode: .fault))
        object.primaryKey = objectID.primaryKey
        object.managedObjectContext = self
        registered[objectID] = object
        return object
    }

    // MARK: Delete

    /// Marks `object` deleted (removed from the store at the next save) and applies its delete rules:
    /// nullify clears the inverse, cascade deletes related objects, deny is checked when saving.
    public func delete(_ object: ManagedObject) {
        guard object.managedObjectContext === self, object.changeState != .deleted else { return }
        object.fireFaultIfNeeded()
        let previous = object.changeState
        object.changeState = .deleted
        changes.deleted.append(object)
        undoManager?.registerUndo(withTarget: self) { context in context.undelete(object, previous: previous) }
        for relationship in object.entity.relationships {
            switch relationship.deleteRule {
            case .noAction, .deny: continue
            case .nullify, .cascade:
                let related: [ManagedObject]
                if relationship.kind == .toOne {
                    related = object.toOneTarget(relationship).map { [$0] } ?? []
                } else {
                    related = object.toManyCache(relationship).members
                }
                for target in related {
                    if relationship.kind == .toOne {
                        object.setToOne(nil, relationship: relationship)
                    } else if relationship.isManyToMany {
                        object.setManyToManyLink(target, relationship: relationship, linked: false)
                    } else if let inverse = relationship.inverse {
                        target.setToOne(nil, relationship: inverse)
                    }
                    if relationship.deleteRule == .cascade { delete(target) }
                }
            }
        }
    }

    private func undelete(_ object: ManagedObject, previous: ManagedObject.ChangeState) {
        guard object.changeState == .deleted else { return }
        object.changeState = previous
        switch previous {
        case .inserted: if !changes.inserted.contains(where: { $0 === object }) { changes.inserted.append(object) }
        case .updated: if !changes.updated.contains(where: { $0 === object }) { changes.updated.append(object) }
        default: break
        }
        registered[object.objectID] = object
        object.managedObjectContext = self
        undoManager?.registerUndo(withTarget: self) { context in context.delete(object) }
    }

    // MARK: Undo

    /// Undoes the last group of changes (Core Data's `undo()`); nothing without an undo manager.
    public func undo() { undoManager?.undo() }
    /// Redoes the last undone group.
    public func redo() { undoManager?.redo() }

    // MARK: Rollback, reset, refresh

    /// Discards every unsaved change: updated and deleted objects get their saved values back,
    /// inserted objects leave the context. Clears the undo stack.
    public func rollback() {
        for object in changes.inserted where object.changeState == .inserted {
            registered[object.objectID] = nil
            object.changeState = .unchanged
            object.managedObjectContext = nil
        }
        for object in changes.updated + changes.deleted {
            if let committed = object.committedRow {
                object.row = committed
                object.changeState = .unchanged
            } else if object.changeState == .deleted {
                registered[object.objectID] = nil
                object.changeState = .unchanged
                object.managedObjectContext = nil
            }
        }
        changes.removeAll()
        registered.forEach { $0.discardToManyCaches() }
        undoManager?.removeAllActions()
    }

    /// Forgets every object (they leave the context) and every unsaved change.
    public func reset() {
        registered.forEach { object in
            object.managedObjectContext = nil
            object.discardToManyCaches()
        }
        for object in changes.inserted { object.managedObjectContext = nil }
        registered.removeAll()
        changes.removeAll()
        undoManager?.removeAllActions()
    }

    /// Refreshes `object` from the store. With `mergeChanges` false it turns back into a fault and its
    /// unsaved changes are dropped; with `true` unsaved changes are kept over the store's new values.
    public func refresh(_ object: ManagedObject, mergeChanges: Bool) {
        guard object.managedObjectContext === self, object.changeState != .inserted else { return }
        object.discardToManyCaches()
        if !mergeChanges {
            if object.changeState != .unchanged {
                object.changeState = .unchanged
                changes.updated.removeAll { $0 === object }
                changes.deleted.removeAll { $0 === object }
            }
            object.row = []
            object.committedRow = nil
            return
        }
        // Deleted in the store meanwhile: the object keeps what it has (a save then reports the conflict).
        guard let (version, storeRow) = stopOnReadError({ try storedRow(of: object) }) else { return }
        if object.changeState == .unchanged || object.row.isEmpty {
            object.row = storeRow
        } else if let committed = object.committedRow {
            var merged = storeRow
            for column in merged.indices where object.row[column] != committed[column] {
                merged[column] = object.row[column]
            }
            object.row = merged
        }
        object.committedRow = storeRow
        object.version = version
    }

    /// Refreshes every registered object (merging unsaved changes).
    public func refreshAllObjects() {
        for object in Array(registered.values) where !object.row.isEmpty { refresh(object, mergeChanges: true) }
    }
}
