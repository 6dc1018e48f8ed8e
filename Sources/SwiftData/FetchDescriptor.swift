import Foundation

/// What to fetch, as SwiftData's `FetchDescriptor`: a `#Predicate`, sort order, limit and offset.
///
/// ```swift
/// var descriptor = FetchDescriptor<Item>(predicate: #Predicate { $0.title.contains("milk") },
///                                        sortBy: [SortDescriptor(\.timestamp, order: .reverse)])
/// descriptor.fetchLimit = 20
/// let items = try context.fetch(descriptor)
/// ```
/// The predicate and sort descriptors are compiled to parameterised SQL by PlumeStore; a part that
/// cannot be compiled makes the fetch throw ``StoreError/unsupportedPredicate(_:)`` naming it.
public struct FetchDescriptor<T: PersistentModel> {
    /// Which models to return (`nil`: all).
    public var predicate: Predicate<T>?
    /// The order of the results, first descriptor first.
    public var sortBy: [SortDescriptor<T>]
    /// The maximum number of results (`nil`: no limit).
    public var fetchLimit: Int?
    /// How many matching results to skip.
    public var fetchOffset: Int?
    /// Whether unsaved inserts, deletes and changes of the context count (default true).
    public var includePendingChanges: Bool = true
    /// Relationships loaded together with the results, in a few queries.
    public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []
    /// Properties to load up front (accepted; Plume loads every attribute of a row together).
    public var propertiesToFetch: [PartialKeyPath<T>] = []

    /// A descriptor for the models matching `predicate`, in `sortBy` order.
    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
        self.predicate = predicate
        self.sortBy = sortBy
    }
}
