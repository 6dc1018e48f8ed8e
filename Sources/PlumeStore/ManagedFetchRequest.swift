import Foundation

/// Core Data's `NSFetchRequest`: a fetch request that is a class, as Apple's is, so an app configures a
/// request held in a `let` by assigning its properties (the `CoreData` module names it `NSFetchRequest`).
///
/// ```swift
/// let request: NSFetchRequest<Item> = Item.fetchRequest()
/// request.sortDescriptors = [SortDescriptor(\.timestamp, order: .reverse)]
/// request.fetchLimit = 1
/// let latest = try context.fetch(request)
/// ```
/// It holds the same settings as the ``FetchRequest`` value (``configuration``); `fetch`, `count(for:)`
/// and `fetchDictionaries` take either, as do `@FetchRequest(fetchRequest:)` and
/// `@SectionedFetchRequest(fetchRequest:…)`, which copy its settings when the view is made. Assigning a
/// property of a request that two places hold changes it for both, as on Apple's platforms.
///
/// Differs from Core Data: the entity is `ResultType`'s class (an ``ManagedObject`` subclass), so
/// `init(entityName:)` must name that class; another name makes `fetch` throw
/// ``StoreError/unknownEntity(_:)`` naming it. `predicate` is a Foundation `#Predicate` and
/// `sortDescriptors` are `SortDescriptor`s (`NSPredicate` and `NSSortDescriptor` need Objective-C).
open class ManagedFetchRequest<ResultType: ManagedObject> {
    /// Every setting, as the ``FetchRequest`` value that the fetch runs.
    public var configuration: FetchRequest<ResultType>
    /// The entity name given to ``init(entityName:)``, or `ResultType`'s.
    public let entityName: String?

    /// A request for every object of the entity `entityName`, which must be `ResultType`'s class name.
    public init(entityName: String) {
        self.entityName = entityName
        configuration = FetchRequest()
    }

    /// A request for every `ResultType`.
    public convenience init() { self.init(entityName: String(describing: ResultType.self)) }

    /// A request for every `ResultType` matching `predicate`, sorted and limited.
    public convenience init(
        predicate: Predicate<ResultType>? = nil, sortDescriptors: [SortDescriptor<ResultType>] = [],
        fetchLimit: Int = 0, fetchOffset: Int = 0
    ) {
        self.init()
        configuration = FetchRequest(
            predicate: predicate, sortDescriptors: sortDescriptors, fetchLimit: fetchLimit, fetchOffset: fetchOffset)
    }

    /// Which objects to return; `nil` returns all.
    public var predicate: Predicate<ResultType>? {
        get { configuration.predicate }
        set { configuration.predicate = newValue }
    }
    /// The order of the results; first descriptor first.
    public var sortDescriptors: [SortDescriptor<ResultType>] {
        get { configuration.sortDescriptors }
        set { configuration.sortDescriptors = newValue }
    }
    /// The maximum number of results; 0 means no limit.
    public var fetchLimit: Int {
        get { configuration.fetchLimit }
        set { configuration.fetchLimit = newValue }
    }
    /// How many matching results to skip.
    public var fetchOffset: Int {
        get { configuration.fetchOffset }
        set { configuration.fetchOffset = newValue }
    }
    /// For dictionary results: the attribute and to-one relationship names to return (`nil`: all).
    public var propertiesToFetch: [String]? {
        get { configuration.propertiesToFetch }
        set { configuration.propertiesToFetch = newValue }
    }
    /// Relationship names loaded together with the results.
    public var relationshipKeyPathsForPrefetching: [String] {
        get { configuration.relationshipKeyPathsForPrefetching }
        set { configuration.relationshipKeyPathsForPrefetching = newValue }
    }
    /// Whether unsaved changes of the context are taken into account (default true).
    public var includesPendingChanges: Bool {
        get { configuration.includesPendingChanges }
        set { configuration.includesPendingChanges = newValue }
    }

    /// The settings to run: ``configuration`` once the entity name is checked against `ResultType`.
    func checkedConfiguration() throws -> FetchRequest<ResultType> {
        let expected = String(describing: ResultType.self)
        if let entityName, entityName != expected {
            throw StoreError.unknownEntity("\(entityName) (this request fetches \(expected))")
        }
        return configuration
    }
}

extension ManagedObjectContext {
    /// The objects matching `request` (Core Data's `fetch(_:)` with an `NSFetchRequest`).
    public func fetch<Result: ManagedObject>(_ request: ManagedFetchRequest<Result>) throws -> [Result] {
        try fetch(request.checkedConfiguration())
    }

    /// The number of objects `request` would return (Core Data's `count(for:)`).
    public func count<Result: ManagedObject>(for request: ManagedFetchRequest<Result>) throws -> Int {
        try count(for: request.checkedConfiguration())
    }

    /// The matching rows as dictionaries (see ``fetchDictionaries(_:)-(FetchRequest<Result>)``).
    public func fetchDictionaries<Result: ManagedObject>(
        _ request: ManagedFetchRequest<Result>
    ) throws -> [[String: Any]] {
        try fetchDictionaries(request.checkedConfiguration())
    }
}

extension ManagedObjectRelationships {
    /// A fetch request for every object of this class (Core Data's generated `fetchRequest()`).
    public static func fetchRequest() -> ManagedFetchRequest<Self> { ManagedFetchRequest<Self>() }
}
