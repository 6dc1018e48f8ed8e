import Foundation

/// Which saves and merges can change what a fetch of one entity returns, so that a view's fetch
/// (PlumeStoreUI's `@FetchRequest`, SwiftData's `@Query`) runs again only for those.
///
/// A save or merge concerns the fetch when it is of the same store (a context of the same container,
/// or of another container over the same file) and inserts, updates or deletes an object of an entity
/// the fetch can reach: the fetched entity or any entity reachable from it through relationships, to
/// any depth. That set holds every entity a predicate or sort descriptor can name through a key path
/// (`$0.company?.name`), and every entity a row's view may show through a relationship, so it errs on
/// the side of fetching again: it never needs to know which key paths a predicate reads.
///
/// Contract: made on the main thread by the view property when it subscribes; ``concerns(_:)`` is
/// called on the thread that posts the notification (a background context's save posts on its queue)
/// and reads only the scope's own immutable values and the notification. A notification without the
/// object-ID sets PlumeStore puts in `userInfo`, or whose object is not a context, concerns every fetch
/// of any store: when in doubt, fetch again.
public struct FetchChangeScope: Sendable {
    /// The store the fetching context reads.
    private let store: ObjectIdentifier
    /// The store's file (`nil`: in memory, where only the same store object is the same store).
    private let storeFile: URL?
    /// The fetched entity and every entity reachable from it (`nil`: the entity is not in the model,
    /// so any save of the store concerns the fetch).
    private let reachable: Set<ObjectIdentifier>?

    /// The scope of fetching `entity` (nil when it is not in the context's model) through `context`.
    public init(fetching entity: EntityDescription?, through context: ManagedObjectContext) {
        store = ObjectIdentifier(context.store)
        storeFile = context.store.url?.standardizedFileURL
        reachable = entity.map(Self.entitiesReachable(from:))
    }

    /// The scope of fetching objects of `type` through `context`.
    public init(fetching type: ManagedObject.Type, through context: ManagedObjectContext) {
        self.init(fetching: context.model.entity(for: type), through: context)
    }

    /// Whether a did-save (`.NSManagedObjectContextDidSave`) or did-merge
    /// (`.NSManagedObjectContextDidMergeChangesObjectIDs`) notification can change the fetch's results.
    public func concerns(_ notification: Notification) -> Bool {
        guard let context = notification.object as? ManagedObjectContext else { return true }
        guard isSameStore(context.store) else { return false }
        guard let reachable else { return true }
        let keys: [ManagedObjectContext.NotificationKey] = [.insertedObjectIDs, .updatedObjectIDs, .deletedObjectIDs]
        for key in keys {
            guard let ids = notification.userInfo?[key.rawValue] as? Set<ObjectID> else { return true }
            if ids.contains(where: { reachable.contains(ObjectIdentifier($0.entity)) }) { return true }
        }
        return false
    }

    private func isSameStore(_ other: SQLiteStore) -> Bool {
        if ObjectIdentifier(other) == store { return true }
        guard let storeFile, let otherFile = other.url?.standardizedFileURL else { return false }
        return storeFile == otherFile
    }

    /// `entity` and every entity its relationships lead to, followed to any depth.
    private static func entitiesReachable(from entity: EntityDescription) -> Set<ObjectIdentifier> {
        var found: Set<ObjectIdentifier> = [ObjectIdentifier(entity)]
        var pending = [entity]
        while let next = pending.popLast() {
            for relationship in next.relationships {
                guard let destination = relationship.destination else { continue }
                if found.insert(ObjectIdentifier(destination)).inserted { pending.append(destination) }
            }
        }
        return found
    }
}
