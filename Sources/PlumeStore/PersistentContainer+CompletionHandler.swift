import Foundation

extension PersistentContainer {
    /// Opens the store as ``loadPersistentStores()`` does and reports the outcome to `block`, as Core
    /// Data's `loadPersistentStores(completionHandler:)`: called once, before this returns, with the
    /// store's description and `nil`, or with the ``StoreError`` that kept it from opening (the file
    /// is then left as it was). Calling it again after a successful load reports success again.
    public func loadPersistentStores(
        completionHandler block: (PersistentStoreDescription, Error?) -> Void
    ) {
        let description = persistentStoreDescriptions.first ?? PersistentStoreDescription()
        do {
            try loadPersistentStores()
            block(description, nil)
        } catch {
            block(description, error)
        }
    }
}
