import Foundation
import PlumeStore
import PlumeStreams
import PlumeUI

/// What a view's `@FetchRequest` or `@SectionedFetchRequest` keeps for as long as the view's identity
/// lives: the context it fetched from, the objects, whether they are stale, and the subscription to saves.
///
/// Contract: made and updated by the property's `_attach` on the main actor, before each `body`; the
/// did-save subscription marks it stale from the thread that saved and has the view's body run again.
final class FetchRequestState<Result: ManagedObject> {
    weak var context: ManagedObjectContext?
    /// The request value (by its results box) the objects were fetched for (nil: any).
    weak var fetchedFor: AnyObject?
    var objects: [Result] = []
    var error: Error?
    var isStale = true
    var subscription: AnyCancellable?

    /// Connects to the environment's `managedObjectContext` (subscribing to the saves that concern
    /// `request`, see `FetchChangeScope`) and fetches when the objects are stale, or were fetched for
    /// another request value than `requestValue` (nil: the first request's objects serve every later
    /// value). The body runs again after such a save, in `transaction` (nil: the save's own).
    /// Returns whether it fetched.
    @MainActor func update(
        _ request: FetchRequest<Result>, requestValue: AnyObject?, in context: _PropertyContext,
        transaction: Transaction?
    ) -> Bool {
        let managedContext = context.environment.managedObjectContext
        if self.context !== managedContext {
            self.context = managedContext
            isStale = true
            let invalidate = context.invalidator
            let scope = FetchChangeScope(fetching: Result.self, through: managedContext)
            subscription = subscribeToSaves(in: scope, invalidate: invalidate, transaction: transaction)
        }
        if let requestValue, fetchedFor !== requestValue {
            fetchedFor = requestValue
            isStale = true
        }
        guard isStale else { return false }
        isStale = false
        do {
            objects = try managedContext.fetch(request)
            error = nil
        } catch {
            objects = []
            self.error = error
            FileHandle.standardError.write(Data("plume: @FetchRequest<\(Result.self)> failed: \(error)\n".utf8))
        }
        return true
    }

    /// The did-save subscription: it runs on the thread that saved, so it is made here, outside the
    /// main actor (a closure made in `update` would be main-actor isolated, and Swift 6 stops the
    /// process when such a closure runs on another thread).
    private func subscribeToSaves(
        in scope: FetchChangeScope, invalidate: @escaping @Sendable () -> Void, transaction: Transaction?
    ) -> AnyCancellable {
        NotificationCenter.default.publisher(for: .NSManagedObjectContextDidSave)
            .sink { [weak self] notification in
                guard scope.concerns(notification), let self else { return }
                self.isStale = true
                if let transaction { withTransaction(transaction) { invalidate() } } else { invalidate() }
            }
    }
}

extension FetchRequest: _ViewGraphProperty {
    /// Fetches from the environment's `managedObjectContext` the first time, and again after a save of
    /// the same store (any of its container's contexts, or another container over the same file) that
    /// touches `Result` or an entity related to it (see `FetchChangeScope`); the view's body is then
    /// evaluated again. Saves of other stores and of unrelated entities leave it alone.
    @MainActor public mutating func _attach(to context: _PropertyContext) {
        let state = context.storage { FetchRequestState<Result>() }
        _ = state.update(self, requestValue: nil, in: context, transaction: nil)
        _results.objects = state.objects
        _results.error = state.error
    }
}

private struct ManagedObjectContextKey: EnvironmentKey {
    /// Without `.environment(\.managedObjectContext, …)`, views get a context with no entities: any
    /// fetch through it is a clear "unknown entity" error, as an unconnected context is in Core Data.
    static let defaultValue: ManagedObjectContext = {
        let container = PersistentContainer(name: "UnconnectedContext", entities: [], inMemory: true)
        try? container.loadPersistentStores()
        return container.newBackgroundContext()
    }()
}

extension EnvironmentValues {
    /// The context `@FetchRequest` fetches from and views create objects in, as SwiftUI's.
    public var managedObjectContext: ManagedObjectContext {
        get { self[ManagedObjectContextKey.self] }
        set { self[ManagedObjectContextKey.self] = newValue }
    }
}
