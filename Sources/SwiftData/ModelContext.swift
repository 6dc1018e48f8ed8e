import Foundation
import PlumeStore
import PlumeStreams
import Synchronization

/// Where models are inserted, changed, fetched and saved, as SwiftData's `ModelContext`.
///
/// ```swift
/// let context = container.mainContext
/// let item = Item(title: "Milk", timestamp: .now)
/// context.insert(item)
/// try context.save()
/// let items = try context.fetch(FetchDescriptor<Item>(sortBy: [SortDescriptor(\.timestamp)]))
/// ```
/// Over a PlumeStore context: one model object per row (uniquing), lazy faulting, atomic saves.
/// The main context saves by itself after changes (``autosaveEnabled``), on the main queue.
/// An inserted model whose `.unique` attribute, or whose values of a `#Unique` constraint, equal a
/// stored model's (or one inserted earlier) is merged into it when the context saves, as SwiftData
/// does (an "upsert"): one row, with the inserted model's values, and what points at the inserted
/// model points at that row. If the context had no model for the row, the inserted model becomes its
/// model (its `persistentModelID` changes to the row's); if it had one (fetched), that model stays the
/// context's and the inserted model becomes a second reference to the same data (`==` to it).
public final class ModelContext: Hashable, @unchecked Sendable {
    /// The container the context belongs to.
    public let container: ModelContainer
    let context: ManagedObjectContext
    /// Whether the context saves by itself shortly after changes (on the main queue); `true` for the
    /// main context, `false` for contexts you make.
    @exclusivity(unchecked) public var autosaveEnabled: Bool
    /// Posted before a context saves (`object` is the context).
    public static let willSave = Notification.Name("SwiftData.ModelContext.willSave")
    /// Posted after a context saved (`object` is the context).
    public static let didSave = Notification.Name("SwiftData.ModelContext.didSave")
    /// Sends after each insert, delete, change, save and rollback (what `@Query` listens to). Made
    /// when first asked for: until then nobody can be subscribed, and a change sends nothing (an
    /// import would otherwise send once per model and per property it sets).
    var changes: PassthroughSubject<Void, Never> {
        changesLock.lock()
        defer { changesLock.unlock() }
        if let changesStorage { return changesStorage }
        let made = PassthroughSubject<Void, Never>()
        changesStorage = made
        hasChangesSubject.store(true, ordering: .releasing)
        return made
    }
    private var changesStorage: PassthroughSubject<Void, Never>?
    private let changesLock = NSLock()
    /// Whether ``changes`` was made (set once, under the lock): a change before then sends nothing
    /// and skips the lock, a load where taking and releasing the lock cost two calls on every insert
    /// and relationship write.
    private let hasChangesSubject = Atomic<Bool>(false)
    // Read on every model write (``modelDidChange()``) and insert, on the context's queue: no
    // run-time exclusivity tracking.
    @exclusivity(unchecked) private var autosaveScheduled = false
    /// The backing class ``attach(_:)`` last found in the container's schema, so that a run of inserts
    /// of one model type looks the schema up once.
    @exclusivity(unchecked) private var lastAttachedType: ObjectIdentifier?
    /// What the context's backings hold to find it (see ``ModelBackingState/modelContext``).
    let link = ModelContextLink()

    /// A new context over `container`'s store (it does not autosave).
    public convenience init(_ container: ModelContainer) {
        self.init(
            container, managedObjectContext: container.persistentContainer.newBackgroundContext(), autosaves: false)
    }

    init(_ container: ModelContainer, managedObjectContext: ManagedObjectContext, autosaves: Bool) {
        self.container = container
        context = managedObjectContext
        // SwiftData upserts: an inserted model whose unique values match a stored one updates it.
        context.constraintMergePolicy = .mergeByPropertyObjectTrump
        autosaveEnabled = autosaves
        link.context = Unmanaged.passUnretained(self)
    }

    deinit {
        link.context = nil
    }

    public static func == (lhs: ModelContext, rhs: ModelContext) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The undo manager that records the context's changes (`nil`: none are recorded).
    public var undoManager: UndoManager? {
        get { context.undoManager }
        set { context.undoManager = newValue }
    }

    /// Whether there are unsaved inserts, deletes or changes.
    public var hasChanges: Bool { context.hasChanges }

    // MARK: Insert and delete

    /// Inserts `model` (and the models it is related to); it is stored at the next save.
    ///
    /// The model's type must be in the container's schema, and the model must not belong to another
    /// context (fetch it here by its `persistentModelID` instead); either mistake stops the program
    /// with a message saying so, as relating objects of two contexts does in PlumeStore.
    public func insert<T: PersistentModel>(_ model: T) {
        model._attach(to: self)
    }

    /// Marks `model` deleted (removed from the store at the next save), applying its delete rules.
    ///
    /// A model that was never inserted is not in any store, so there is nothing to delete; a model of
    /// another context stops the program with a message saying so.
    public func delete<T: PersistentModel>(_ model: T) {
        let backing = model.persistentBackingData
        backing.adopt(model)
        guard let owner = backing.managedObjectContext else { return }
        precondition(
            owner === context, "SwiftData: cannot delete \(T.self) from a context it does not belong to")
        context.delete(backing)
        modelDidChange()
    }

    /// Deletes every `model` matching `predicate` (all of them without one).
    public func delete<T: PersistentModel>(
        model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true
    ) throws {
        for found in try fetch(FetchDescriptor<T>(predicate: predicate)) { delete(found) }
    }

    /// Inserts a backing into the store's context and connects its pending relationships.
    ///
    /// Not generic (the model type only names the model in messages): relating two models calls it
    /// from ``ModelBackingState``, whose code is compiled once for every model type.
    func attach(_ backing: ModelBackingState) {
        guard backing.contextLink !== link || !backing.belongs(to: context) else { return }
        if backing.isInContext, !backing.belongs(to: context) {
            preconditionFailure(
                "SwiftData: this \(type(of: backing).modelTypeName) belongs to another ModelContext; fetch it in this one by its persistentModelID"
            )
        }
        let backingType = ObjectIdentifier(type(of: backing))
        if backingType != lastAttachedType {
            guard context.model.entity(for: type(of: backing)) != nil else {
                preconditionFailure(
                    "SwiftData: \(type(of: backing).modelTypeName) is not part of this container's schema; add it to ModelContainer(for:)"
                )
            }
            lastAttachedType = backingType
        }
        context.insert(backing)
        backing.contextLink = link
        backing.connectPending()
        modelDidChange()
    }

    // MARK: Save and rollback

    /// Writes every unsaved change to the store in one transaction.
    ///
    /// Inserted models whose unique values match a stored model are merged into it (see the class
    /// comment). Throws a ``StoreError`` (a non-optional attribute without a value, a `.deny` delete
    /// rule, a read-only store, a changed model taking a unique value another model holds); the store is
    /// then unchanged and the context keeps its changes, so they can be fixed and saved again or rolled
    /// back.
    public func save() throws {
        NotificationCenter.default.post(name: Self.willSave, object: self)
        try context.save()
        NotificationCenter.default.post(name: Self.didSave, object: self)
        signalChange()
    }

    /// Discards every unsaved change.
    public func rollback() {
        context.rollback()
        signalChange()
    }

    /// Runs `block`, then saves its changes.
    public func transaction(block: () throws -> Void) throws {
        try block()
        try save()
    }

    /// Tells `@Query`s (``changes``) that the context changed, if any ever subscribed.
    private func signalChange() {
        guard hasChangesSubject.load(ordering: .acquiring) else { return }
        changesLock.lock()
        let subject = changesStorage
        changesLock.unlock()
        subject?.send(())
    }

    /// Called after every change made through the context's models.
    func modelDidChange() {
        signalChange()
        guard autosaveEnabled, !autosaveScheduled else { return }
        autosaveScheduled = true
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            self.autosaveScheduled = false
            guard self.autosaveEnabled, self.hasChanges else { return }
            do {
                try self.save()
            } catch {
                FileHandle.standardError.write(Data("SwiftData: autosave failed (changes kept): \(error)\n".utf8))
            }
        }
    }
}

/// How a model's backing finds its ``ModelContext`` without a weak reference to it (see
/// ``ModelBackingState/modelContext``).
///
/// Contract: made and owned by one context, which sets ``context`` when it is made and clears it in
/// its `deinit`; backings hold the link strongly and read it on the context's queue, so a backing that
/// outlives its context finds `nil`, as a weak reference would give. Nothing else writes it.
final class ModelContextLink {
    /// The context, unretained; `nil` once it was freed.
    @exclusivity(unchecked) var context: Unmanaged<ModelContext>?
}
