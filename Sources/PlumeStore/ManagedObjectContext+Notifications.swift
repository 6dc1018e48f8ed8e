import Foundation

extension Notification.Name {
    /// Posted by a context after a successful save (Core Data's `NSManagedObjectContextDidSave`).
    ///
    /// `object` is the context; `userInfo` holds ``ManagedObjectContext/NotificationKey`` entries: the
    /// saved objects (`Set<ManagedObject>`, for the saving context's thread only) and their IDs
    /// (`Set<ObjectID>`, safe to pass to other contexts).
    public static let NSManagedObjectContextDidSave = Notification.Name("NSManagedObjectContextDidSave")
    /// Posted by a context after a successful save, carrying object IDs only
    /// (Core Data's `NSManagedObjectContextDidSaveObjectIDs`).
    public static let NSManagedObjectContextDidSaveObjectIDs = Notification.Name(
        "NSManagedObjectContextDidSaveObjectIDs")
    /// Posted after a context merged another context's save (`userInfo` as for did-save).
    public static let NSManagedObjectContextDidMergeChangesObjectIDs = Notification.Name(
        "NSManagedObjectContextDidMergeChangesObjectIDs")
}

extension ManagedObjectContext {
    /// Core Data's Swift name for the did-save notification.
    public static let didSaveObjectsNotification = Notification.Name.NSManagedObjectContextDidSave
    /// Core Data's Swift name for the did-save-IDs notification.
    public static let didSaveObjectIDsNotification = Notification.Name.NSManagedObjectContextDidSaveObjectIDs

    /// Keys of the did-save notification's `userInfo`.
    public enum NotificationKey: String {
        /// `Set<ManagedObject>` inserted by the save.
        case insertedObjects = "inserted"
        /// `Set<ManagedObject>` updated by the save.
        case updatedObjects = "updated"
        /// `Set<ManagedObject>` deleted by the save.
        case deletedObjects = "deleted"
        /// `Set<ObjectID>` inserted by the save.
        case insertedObjectIDs = "inserted_objectIDs"
        /// `Set<ObjectID>` updated by the save.
        case updatedObjectIDs = "updated_objectIDs"
        /// `Set<ObjectID>` deleted by the save.
        case deletedObjectIDs = "deleted_objectIDs"
    }

    func postDidSave(inserted: [ManagedObject], updated: [ManagedObject], deleted: [ManagedObject]) {
        func ids(_ objects: [ManagedObject]) -> Set<ObjectID> {
            var result = Set<ObjectID>(minimumCapacity: objects.count)
            for object in objects { result.insert(object.objectID) }
            return result
        }
        func set(_ objects: [ManagedObject]) -> Set<ManagedObject> {
            var result = Set<ManagedObject>(minimumCapacity: objects.count)
            for object in objects { result.insert(object) }
            return result
        }
        let insertedIDs = ids(inserted)
        let updatedIDs = ids(updated)
        let deletedIDs = ids(deleted)
        let idInfo: [AnyHashable: Any] = [
            NotificationKey.insertedObjectIDs.rawValue: insertedIDs,
            NotificationKey.updatedObjectIDs.rawValue: updatedIDs,
            NotificationKey.deletedObjectIDs.rawValue: deletedIDs,
        ]
        var info = idInfo
        info[NotificationKey.insertedObjects.rawValue] = set(inserted)
        info[NotificationKey.updatedObjects.rawValue] = set(updated)
        info[NotificationKey.deletedObjects.rawValue] = set(deleted)
        let notification = Notification(name: .NSManagedObjectContextDidSave, object: self, userInfo: info)
        NotificationCenter.default.post(notification)
        NotificationCenter.default.post(name: .NSManagedObjectContextDidSaveObjectIDs, object: self, userInfo: idInfo)
        container?.contextDidSave(self, notification: notification)
    }

    /// Applies another context's did-save notification to this context: deleted objects leave it,
    /// updated objects are refreshed (keeping this context's unsaved changes), relationship caches reload.
    public func mergeChanges(fromContextDidSave notification: Notification) {
        let info = notification.userInfo ?? [:]
        let updated = info[NotificationKey.updatedObjectIDs.rawValue] as? Set<ObjectID> ?? []
        let deleted = info[NotificationKey.deletedObjectIDs.rawValue] as? Set<ObjectID> ?? []
        let inserted = info[NotificationKey.insertedObjectIDs.rawValue] as? Set<ObjectID> ?? []
        for id in deleted {
            guard let object = registered[id] else { continue }
            registered[id] = nil
            object.managedObjectContext = nil
            object.changeState = .unchanged
        }
        if !deleted.isEmpty {
            changes.inserted.removeAll { $0.managedObjectContext == nil }
            changes.updated.removeAll { $0.managedObjectContext == nil }
            changes.deleted.removeAll { $0.managedObjectContext == nil }
        }
        for id in updated {
            guard let object = registered[id], !object.row.isEmpty else { continue }
            refresh(object, mergeChanges: true)
        }
        if !(updated.isEmpty && deleted.isEmpty && inserted.isEmpty) {
            registered.forEach { $0.discardToManyCaches() }
        }
        NotificationCenter.default.post(
            name: .NSManagedObjectContextDidMergeChangesObjectIDs, object: self,
            userInfo: [
                NotificationKey.insertedObjectIDs.rawValue: inserted,
                NotificationKey.updatedObjectIDs.rawValue: updated,
                NotificationKey.deletedObjectIDs.rawValue: deleted,
            ])
    }

    /// Queues another context's save for merging on this context's queue (automatic merging).
    func enqueueMerge(_ notification: Notification) {
        pendingMergesLock.lock()
        pendingMerges.append(notification)
        pendingMergesLock.unlock()
        if concurrencyType == .mainQueueConcurrencyType {
            DispatchQueue.main.async { [weak self] in self?.performAndWait { self?.drainPendingMerges() } }
        } else {
            queue.async { [weak self] in self?.drainPendingMerges() }
        }
    }

    /// Merges every queued save now. Fetches, counts and saves call it first, so a context sees sibling
    /// saves before reading, even when its queue has not turned yet (Core Data's `processPendingChanges`).
    public func processPendingChanges() { drainPendingMerges() }

    func drainPendingMerges() {
        inlineLock.lock()
        defer { inlineLock.unlock() }
        pendingMergesLock.lock()
        let merges = pendingMerges
        pendingMerges.removeAll()
        pendingMergesLock.unlock()
        for notification in merges { mergeChanges(fromContextDidSave: notification) }
    }
}
