import Foundation

/// What to fetch: an entity, an optional `#Predicate`, sort order, limit and offset
/// (Core Data's `NSFetchRequest`).
///
/// ```swift
/// let request = FetchRequest<Company>(predicate: #Predicate { $0.title.contains("Ac") },
///                                     sortDescriptors: [SortDescriptor(\.title)], fetchLimit: 20)
/// let companies = try context.fetch(request)
/// ```
/// The predicate and sort descriptors are compiled to parameterised SQL; anything that cannot be
/// compiled makes `fetch` throw ``StoreError/unsupportedPredicate(_:)`` naming the part.
@propertyWrapper
public struct FetchRequest<Result: ManagedObject> {
    /// Which objects to return; `nil` returns all.
    public var predicate: Predicate<Result>?
    /// The order of the results; first descriptor first. Strings compare with the descriptor's
    /// comparator (`.localizedStandard` by default, `.lexical` as binary).
    public var sortDescriptors: [SortDescriptor<Result>]
    /// The maximum number of results; 0 means no limit.
    public var fetchLimit: Int
    /// How many matching results to skip.
    public var fetchOffset: Int
    /// For dictionary results: the attribute and to-one relationship names to return (`nil`: all).
    public var propertiesToFetch: [String]?
    /// To-many and to-one relationship names loaded together with the results in a few queries.
    public var relationshipKeyPathsForPrefetching: [String]
    /// Whether unsaved inserts, updates and deletes of the context are taken into account (default true).
    public var includesPendingChanges: Bool

    /// A request for every `Result` matching `predicate`, sorted and limited.
    public init(
        predicate: Predicate<Result>? = nil, sortDescriptors: [SortDescriptor<Result>] = [], fetchLimit: Int = 0,
        fetchOffset: Int = 0
    ) {
        self.predicate = predicate
        self.sortDescriptors = sortDescriptors
        self.fetchLimit = fetchLimit
        self.fetchOffset = fetchOffset
        propertiesToFetch = nil
        relationshipKeyPathsForPrefetching = []
        includesPendingChanges = true
    }

    /// The entity name (the class name).
    public var entityName: String { String(describing: Result.self) }

    /// Results for `@FetchRequest` in a view (filled by PlumeStoreUI before each `body`).
    public private(set) var _results = FetchResultsBox<Result>()

    /// The fetched objects, when used as `@FetchRequest var companies: FetchedResults<Company>` in a
    /// view (empty outside a view, or when the view's environment has no context).
    public var wrappedValue: FetchedResults<Result> { FetchedResults(_results.objects) }

    /// SwiftUI's argument order for `@FetchRequest(sortDescriptors:predicate:animation:)` (the
    /// animation is accepted for source compatibility; Plume re-fetches without animating).
    public init(sortDescriptors: [SortDescriptor<Result>], predicate: Predicate<Result>? = nil, animation: Any? = nil) {
        self.init(predicate: predicate, sortDescriptors: sortDescriptors)
    }

    /// `@FetchRequest(fetchRequest:)` with a request built elsewhere.
    public init(fetchRequest: FetchRequest<Result>, animation: Any? = nil) {
        self = fetchRequest
        _results = FetchResultsBox()
    }

    /// `@FetchRequest(fetchRequest:)` with Core Data's `NSFetchRequest` (``ManagedFetchRequest``): its
    /// settings as they are when the view is made.
    public init(fetchRequest: ManagedFetchRequest<Result>, animation: Any? = nil) {
        self.init(fetchRequest: fetchRequest.configuration, animation: animation)
    }
}

/// Where a `@FetchRequest` keeps the objects it fetched.
public final class FetchResultsBox<Result: ManagedObject> {
    public var objects: [Result] = []
    /// The last fetch's error, if it failed (the results are then empty).
    public var error: Error?
    public init() {}
}

/// The objects a `@FetchRequest` fetched, as SwiftUI's `FetchedResults`.
public struct FetchedResults<Result: ManagedObject>: RandomAccessCollection {
    let objects: [Result]
    init(_ objects: [Result]) { self.objects = objects }
    public var startIndex: Int { 0 }
    public var endIndex: Int { objects.count }
    public subscript(position: Int) -> Result { objects[position] }
}
