import Foundation
import PlumeStore
import PlumeUI

/// A view's objects fetched from the environment's `managedObjectContext` and grouped into sections, as
/// SwiftUI's `SectionedFetchRequest`:
/// ```swift
/// @SectionedFetchRequest(sectionIdentifier: \Quake.day, sortDescriptors: [SortDescriptor(\.time, order: .reverse)])
/// private var quakes: SectionedFetchResults<String, Quake>
///
/// List(quakes) { day in
///     Section(day.id) { ForEach(day) { QuakeRow(quake: $0) } }
/// }
/// ```
/// Fetches when the view first appears, when its parent gives it a new request (a view that sets
/// `_quakes = SectionedFetchRequest(…)` in its `init`), and after a save of the same store that touches
/// `Result` or an entity related to it (see `FetchChangeScope`), as `@FetchRequest` does; the body then
/// runs again in the request's animation or transaction (none: the save's own). Sections come in the
/// order of their first object in the fetched order, so sort by the section identifier first; objects
/// of one identifier that the sort separates share one section, at the place of the first. A fetch that
/// fails leaves no sections and is reported on standard error.
///
/// As in Plume's `FetchRequest`, the predicate is a `#Predicate` and the sort descriptors are
/// `SortDescriptor`s (Plume has no `NSPredicate` or `NSSortDescriptor`).
@MainActor @preconcurrency
@propertyWrapper
public struct SectionedFetchRequest<SectionIdentifier: Hashable, Result: ManagedObject>: _ViewGraphProperty {
    private let request: FetchRequest<Result>
    private let sectionIdentifier: KeyPath<Result, SectionIdentifier>
    /// The transaction the view updates in after a save (nil: the save's own).
    private let transaction: Transaction?
    private let box = SectionedFetchBox<SectionIdentifier, Result>()

    /// The fetched objects, in sections.
    public var wrappedValue: SectionedFetchResults<SectionIdentifier, Result> { box.results }

    /// A request for every `Result` matching `predicate` (all when nil), in `sortDescriptors` order, in
    /// sections by `sectionIdentifier`, updating with `animation` after a save.
    public init(
        sectionIdentifier: KeyPath<Result, SectionIdentifier>, sortDescriptors: [SortDescriptor<Result>],
        predicate: Predicate<Result>? = nil, animation: Animation? = nil
    ) {
        self.init(
            fetchRequest: FetchRequest(predicate: predicate, sortDescriptors: sortDescriptors),
            sectionIdentifier: sectionIdentifier, animation: animation)
    }

    /// `fetchRequest`'s objects in sections by `sectionIdentifier`, updating with `animation` after a save.
    public init(
        fetchRequest: FetchRequest<Result>, sectionIdentifier: KeyPath<Result, SectionIdentifier>,
        animation: Animation? = nil
    ) {
        request = fetchRequest
        self.sectionIdentifier = sectionIdentifier
        transaction = animation.map { Transaction(animation: $0) }
    }

    /// `fetchRequest`'s objects in sections by `sectionIdentifier`, updating in `transaction` after a save.
    public init(
        fetchRequest: FetchRequest<Result>, sectionIdentifier: KeyPath<Result, SectionIdentifier>,
        transaction: Transaction
    ) {
        request = fetchRequest
        self.sectionIdentifier = sectionIdentifier
        self.transaction = transaction
    }

    /// Core Data's `NSFetchRequest` (``ManagedFetchRequest``) in sections by `sectionIdentifier`: its
    /// settings as they are when the view is made.
    public init(
        fetchRequest: ManagedFetchRequest<Result>, sectionIdentifier: KeyPath<Result, SectionIdentifier>,
        animation: Animation? = nil
    ) {
        self.init(fetchRequest: fetchRequest.configuration, sectionIdentifier: sectionIdentifier, animation: animation)
    }

    /// Core Data's `NSFetchRequest` in sections by `sectionIdentifier`, updating in `transaction`.
    public init(
        fetchRequest: ManagedFetchRequest<Result>, sectionIdentifier: KeyPath<Result, SectionIdentifier>,
        transaction: Transaction
    ) {
        self.init(
            fetchRequest: fetchRequest.configuration, sectionIdentifier: sectionIdentifier, transaction: transaction)
    }

    public mutating func _attach(to context: _PropertyContext) {
        let state = context.storage { SectionedFetchState<SectionIdentifier, Result>() }
        if state.fetch.update(request, requestValue: box, in: context, transaction: transaction) {
            let identifier = sectionIdentifier
            state.results = SectionedFetchResults(
                SectionGrouping(state.fetch.objects, titledBy: { $0[keyPath: identifier] }))
        }
        box.results = state.results
    }
}

/// What a `@SectionedFetchRequest` keeps for its view's identity: the fetch and its sections.
final class SectionedFetchState<SectionIdentifier: Hashable, Result: ManagedObject> {
    let fetch = FetchRequestState<Result>()
    var results = SectionedFetchResults<SectionIdentifier, Result>(SectionGrouping())
}

/// Where a `@SectionedFetchRequest` value finds the sections its view's state holds (filled before each `body`).
final class SectionedFetchBox<SectionIdentifier: Hashable, Result: ManagedObject> {
    var results = SectionedFetchResults<SectionIdentifier, Result>(SectionGrouping())
}

/// The objects of a `@SectionedFetchRequest`, in sections, as SwiftUI's `SectionedFetchResults`.
public struct SectionedFetchResults<SectionIdentifier: Hashable, Result: ManagedObject>: RandomAccessCollection {
    private let sections: [Section]

    init(_ grouping: SectionGrouping<SectionIdentifier, Result>) {
        sections = zip(grouping.titles, grouping.members).map { Section(id: $0, objects: $1) }
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { sections.count }
    public subscript(position: Int) -> Section { sections[position] }

    /// The objects that share one section identifier, in the fetched order, as SwiftUI's
    /// `SectionedFetchResults.Section`.
    public struct Section: RandomAccessCollection, Identifiable {
        /// The section identifier every object of the section has.
        public let id: SectionIdentifier
        private let objects: [Result]

        init(id: SectionIdentifier, objects: [Result]) {
            self.id = id
            self.objects = objects
        }

        public var startIndex: Int { 0 }
        public var endIndex: Int { objects.count }
        public subscript(position: Int) -> Result { objects[position] }
    }
}
