import Foundation
import PlumeAnimation
import PlumeStore
import PlumeStreams
import PlumeUI

/// The models a view shows, fetched from the environment's ``ModelContext`` and kept up to date, as
/// SwiftData's `Query`.
///
/// Views declare it with the `@Query` macro (QueryMacros.swift), which makes a `Query` from its
/// arguments and the property's type; a view whose query depends on its arguments makes one in `init`:
/// ```swift
/// struct ContentView: View {
///     @Query private var items: [Item]                      // every Item
///     @Query(sort: \Item.timestamp, order: .reverse) private var recent: [Item]
///     var body: some View { List(items) { Text($0.title) } }
/// }
///
/// struct SearchResults: View {
///     @Query private var items: [Item]
///     init(searchString: String) {
///         _items = Query(filter: #Predicate { $0.title.contains(searchString) }, sort: \Item.title)
///     }
///     var body: some View { List(items) { Text($0.title) } }
/// }
/// ```
/// Fetches when the view first appears, when its parent gives it a new `Query` (a view that sets
/// `_items = Query(filter:…)` in its `init` from its arguments), after its context changes (an insert,
/// delete, model edit, save or rollback), and after a save of another context of the same
/// store that touches a model the query can reach (its model, or one related to it, see
/// `FetchChangeScope`): saves of other containers, or of unrelated models, leave it alone. The view's
/// body then runs again, in the query's transaction (made from `animation:` or given as `transaction:`)
/// or, without one, in the transaction of the change (so `withAnimation { context.insert(item) }`
/// animates). A fetch that fails (a predicate that cannot be compiled, a model not in the container)
/// leaves the results empty, sets ``fetchError`` and is reported on standard error.
///
/// As SwiftData's, `Query` is `@MainActor @preconcurrency`: views (main-actor isolated) make and read it;
/// code in the Swift 5 language mode may still make one elsewhere.
@MainActor @preconcurrency
@propertyWrapper
public struct Query<Element: PersistentModel, Result>: _ViewGraphProperty {
    let descriptor: FetchDescriptor<Element>
    /// The transaction the view updates in after a change (nil: the change's own).
    let transaction: Transaction?
    /// The title of each model's section, for a query made with `sectionBy:` (nil: not sectioned).
    let sectionTitle: ((Element) -> String)?
    private let makeResult: (QueryBox<Element>) -> Result
    private let box = QueryBox<Element>()

    /// The fetched models.
    public var wrappedValue: Result { makeResult(box) }
    /// The fetched models grouped by the `sectionBy:` key path; empty when the query has none.
    public var sections: SectionedResults<Element, String> { box.sections }
    /// The error of the last fetch, if it failed.
    public var fetchError: (any Error)? { box.error }
    /// The context the query fetches from (the view's `\.modelContext`).
    public var modelContext: ModelContext { box.context ?? ModelContext.unconnected }

    init(
        descriptor: FetchDescriptor<Element>, transaction: Transaction?, sectionTitle: ((Element) -> String)? = nil,
        makeResult: @escaping (QueryBox<Element>) -> Result
    ) {
        self.descriptor = descriptor
        self.transaction = transaction
        self.sectionTitle = sectionTitle
        self.makeResult = makeResult
    }

    public mutating func _attach(to context: _PropertyContext) {
        let state = context.storage { QueryState<Element>() }
        let modelContext = context.environment.modelContext
        if state.context !== modelContext {
            state.context = modelContext
            state.isStale = true
            state.subscriptions = subscribe(to: modelContext, state: state, invalidate: context.invalidator)
        }
        // A new `Query` value (a parent made the view again, as views that build `_items = Query(…)`
        // in `init` from their arguments do) may describe other models: fetch again for it.
        if state.fetchedFor !== box {
            state.fetchedFor = box
            state.isStale = true
        }
        if state.isStale {
            state.isStale = false
            fetch(into: state, from: modelContext)
        }
        box.models = state.models
        box.sections = state.sections
        box.error = state.error
        box.context = modelContext
    }

    /// Marks `state` stale and has the view's body run again after what can change the results: any
    /// change of `modelContext`, and the saves of its store that `FetchChangeScope` lets through. (A model
    /// context does not merge other contexts' saves by itself; the fetch after such a save reads the store.)
    private func subscribe(
        to modelContext: ModelContext, state: QueryState<Element>, invalidate: @escaping @Sendable () -> Void
    ) -> [AnyCancellable] {
        let transaction = transaction
        let refresh: () -> Void = { [weak state] in
            guard let state, !state.isStale else { return }
            state.isStale = true
            if let transaction { withTransaction(transaction) { invalidate() } } else { invalidate() }
        }
        let scope = modelContext.changeScope(fetching: Element.self)
        return [
            modelContext.changes.sink { refresh() },
            NotificationCenter.default.publisher(for: .NSManagedObjectContextDidSave)
                .sink { if scope.concerns($0) { refresh() } },
        ]
    }

    private func fetch(into state: QueryState<Element>, from modelContext: ModelContext) {
        do {
            state.models = try modelContext.fetch(descriptor)
            state.error = nil
        } catch {
            state.models = []
            state.error = error
            FileHandle.standardError.write(Data("SwiftData: @Query<\(Element.self)> failed: \(error)\n".utf8))
        }
        state.sections = sectionTitle.map { SectionedResults(state.models, titledBy: $0) } ?? SectionedResults()
    }
}

/// SwiftData's initialisers, each in two forms: with the `animation` the view updates with after a
/// change, or with a `transaction` (nil, the default: the change's own transaction).
extension Query where Result == [Element] {
    /// A query for the models `descriptor` describes (its predicate, order, limit and offset).
    public init(_ descriptor: FetchDescriptor<Element>, transaction: Transaction? = nil) {
        self.init(descriptor: descriptor, transaction: transaction) { $0.models }
    }

    /// A query for the models `descriptor` describes, updating with `animation`.
    public init(_ descriptor: FetchDescriptor<Element>, animation: Animation) {
        self.init(descriptor, transaction: Transaction(animation: animation))
    }

    /// A query for the models matching `filter` (all when nil), in `sort` order.
    public init(
        filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [],
        transaction: Transaction? = nil
    ) {
        self.init(FetchDescriptor(predicate: filter, sortBy: descriptors), transaction: transaction)
    }

    /// A query for the models matching `filter` (all when nil), in `sort` order, updating with `animation`.
    public init(
        filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], animation: Animation
    ) {
        self.init(filter: filter, sort: descriptors, transaction: Transaction(animation: animation))
    }

    /// A query for the models matching `filter`, sorted by the property at `keyPath`.
    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>, order: SortOrder = .forward,
        transaction: Transaction? = nil
    ) {
        self.init(filter: filter, sort: [SortDescriptor(keyPath, order: order)], transaction: transaction)
    }

    /// A query for the models matching `filter`, sorted by the optional property at `keyPath`.
    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>, order: SortOrder = .forward,
        transaction: Transaction? = nil
    ) {
        self.init(filter: filter, sort: [SortDescriptor(keyPath, order: order)], transaction: transaction)
    }

    /// A query for the models matching `filter`, sorted by the property at `keyPath`, updating with
    /// `animation`.
    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>, order: SortOrder = .forward,
        animation: Animation
    ) {
        self.init(filter: filter, sort: keyPath, order: order, transaction: Transaction(animation: animation))
    }

    /// A query for the models matching `filter`, sorted by the optional property at `keyPath`, updating
    /// with `animation`.
    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>, order: SortOrder = .forward,
        animation: Animation
    ) {
        self.init(filter: filter, sort: keyPath, order: order, transaction: Transaction(animation: animation))
    }
}

/// What a view's `@Query` keeps for as long as the view's identity lives.
final class QueryState<Element: PersistentModel> {
    weak var context: ModelContext?
    /// The `Query` value (by its box) the models were fetched for.
    weak var fetchedFor: QueryBox<Element>?
    var models: [Element] = []
    var sections = SectionedResults<Element, String>()
    var error: (any Error)?
    var isStale = true
    var subscriptions: [AnyCancellable] = []
}

/// Where a `@Query` value finds the models its view's state holds (filled before each `body`).
final class QueryBox<Element: PersistentModel> {
    var models: [Element] = []
    var sections = SectionedResults<Element, String>()
    var error: (any Error)?
    weak var context: ModelContext?
}
