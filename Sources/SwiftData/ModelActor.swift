import Foundation

/// Runs a model context's work, as SwiftData's `ModelExecutor`.
public protocol ModelExecutor: AnyObject, Sendable {
    /// The context the executor's jobs use.
    var modelContext: ModelContext { get }
}

/// A serial executor that owns one model context, as SwiftData's `DefaultSerialModelExecutor`: the
/// jobs of a `@ModelActor` run one at a time on a private dispatch queue.
public final class DefaultSerialModelExecutor: ModelExecutor, SerialExecutor, @unchecked Sendable {
    public let modelContext: ModelContext
    private let queue = DispatchQueue(label: "SwiftData.DefaultSerialModelExecutor")

    /// An executor for `modelContext` (use the context only from the actor's code afterwards).
    public init(modelContext: ModelContext) {
        self.modelContext = modelContext
    }

    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedSerialExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }

    public func asUnownedSerialExecutor() -> UnownedSerialExecutor { UnownedSerialExecutor(ordinary: self) }
}

/// An actor that works with models off the main actor, as SwiftData's `ModelActor`; write it with
/// `@ModelActor actor Importer { func importItems() throws { … modelContext … } }`.
public protocol ModelActor: Actor {
    /// The container the actor's context belongs to.
    nonisolated var modelContainer: ModelContainer { get }
    /// The executor that runs the actor's jobs and owns its context.
    nonisolated var modelExecutor: any ModelExecutor { get }
}

extension ModelActor {
    /// The actor's own context (not the main context; it does not autosave).
    public var modelContext: ModelContext { modelExecutor.modelContext }

    /// The model with `id` in the actor's context, if it holds one.
    public subscript<T: PersistentModel>(id: PersistentIdentifier, as type: T.Type) -> T? {
        modelContext.registeredModel(for: id)
    }
}

/// Makes an actor a ``ModelActor`` with its own context on a serial executor, as SwiftData's
/// `@ModelActor`: it adds `modelContainer`, `modelExecutor`, the actor's executor and
/// `init(modelContainer:)`.
@attached(
    member, names: named(modelExecutor), named(modelContainer), named(_$serialExecutor), named(unownedExecutor),
    named(init))
@attached(extension, conformances: ModelActor)
public macro ModelActor() = #externalMacro(module: "PlumeMacrosPlugin", type: "ModelActorMacro")
