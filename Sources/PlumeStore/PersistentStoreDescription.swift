import Foundation

/// Where and how a container opens its store (Core Data's `NSPersistentStoreDescription`).
///
/// ```swift
/// let description = PersistentStoreDescription(url: url)
/// description.isReadOnly = true
/// container.persistentStoreDescriptions = [description]
/// try container.loadPersistentStores()
/// ```
/// Set it before `loadPersistentStores()`; the container reads it once, there. Differs from Core Data:
/// only the URL and `isReadOnly` exist (the store is always SQLite; a `nil` URL or `/dev/null` is an
/// in-memory store), and a container loads exactly one description.
public final class PersistentStoreDescription: @unchecked Sendable {
    /// The store file; `nil` or `/dev/null` for an in-memory store.
    public var url: URL?
    /// Opens the store read-only: fetches work, a save throws ``StoreError/readOnlyStore(path:)``.
    ///
    /// A store whose file or directory this user cannot write opens read-only even when this is false
    /// (``SQLiteStore/isReadOnly`` tells); Core Data fails to load such a store instead. An in-memory
    /// store cannot be read-only (loading throws).
    public var isReadOnly: Bool = false

    /// A description of the store at `url`.
    public init(url: URL) {
        self.url = url
    }

    /// A description of an in-memory store (set ``url`` to use a file).
    public init() {
        url = nil
    }

    /// The file to open, or `nil` for an in-memory store.
    var fileURL: URL? {
        guard let url, url.path != "/dev/null" else { return nil }
        return url
    }
}
