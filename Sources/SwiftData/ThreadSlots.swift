// Implementation-only: a client of SwiftData (an app's models) then needs no module map for the C
// target. Safe without library evolution because no type of CPlumeThreadLocal appears in any
// SwiftData declaration or stored property; only these enums' bodies call its inline functions.
@_implementationOnly import CPlumeThreadLocal
import PlumeStore

/// Marks, per thread, that a model's prototype is being made: the placeholder backing its initialiser
/// makes (replaced at once by the prototype's) neither resolves the entity nor stores anything.
///
/// Asked on every model initialisation, so it is a C11 thread-local word (CPlumeThreadLocal: a load),
/// not an entry of `Thread.current.threadDictionary` (which boxed the key and looked it up in a
/// dictionary: 8% of the SwiftData insert and fetch figures) nor a `pthread_getspecific` call.
enum PrototypeConstruction {
    static var isActive: Bool { plume_thread_slot(Int32(PLUME_SLOT_PROTOTYPE)) != nil }

    static func run<T>(_ body: () -> T) -> T {
        let slot = Int32(PLUME_SLOT_PROTOTYPE)
        let previous = plume_thread_slot(slot)
        plume_set_thread_slot(slot, UnsafeRawPointer(bitPattern: 1))
        defer { plume_set_thread_slot(slot, previous) }
        return body()
    }
}

/// Hands the backing ``ModelBacking/modelObject()`` is making a model over to that model's
/// `_$backingData` initial value (``ModelBacking/_initialBacking()``), on the same thread, through a
/// thread-local word (CPlumeThreadLocal).
///
/// Contract: `offer` and `clear` bracket one `init(backingData:)` call; `take` is called by the initial
/// value and gives the backing once, only to a model of the backing's own type (another model made by
/// a property's initial value meanwhile gets a backing of its own). The word holds the backing
/// unretained: the caller of `offer` keeps it alive until `clear`.
enum BackingHandOff {
    private static var slot: Int32 { Int32(PLUME_SLOT_HANDOFF) }

    static func offer(_ backing: ManagedObject) {
        plume_set_thread_slot(slot, Unmanaged.passUnretained(backing).toOpaque())
    }

    static func clear() { plume_set_thread_slot(slot, nil) }

    /// The offered backing when it is an instance of exactly `type` (taken: asked again, `nil`).
    /// Not generic: called from `ModelBacking`'s unspecialised code (a model's `_$backingData` initial
    /// value, once for every model made), where a generic form looked its type parameter's metadata up.
    static func take(_ type: ManagedObject.Type) -> ManagedObject? {
        guard let raw = plume_thread_slot(slot) else { return nil }
        let offered = Unmanaged<ManagedObject>.fromOpaque(raw).takeUnretainedValue()
        guard ObjectIdentifier(Swift.type(of: offered)) == ObjectIdentifier(type) else { return nil }
        plume_set_thread_slot(slot, nil)
        return offered
    }
}

/// The entity of the model type this thread last made a new model of, so that a run of new models
/// (an import, a bulk insert) resolves it once instead of asking the entity registry, behind its
/// lock, for each model. Two thread-local words (CPlumeThreadLocal): the backing class and its entity.
///
/// Contract: called by ``ModelBacking`` when a model's own initialiser makes its backing; entities are
/// never freed (the registry keeps them), so the entity is held unretained.
enum LastNewModelEntity {
    static func entity(for type: ManagedObject.Type) -> EntityDescription? {
        let typeSlot = Int32(PLUME_SLOT_LAST_TYPE)
        guard let last = plume_thread_slot(typeSlot),
            last == Self.word(type),
            let entity = plume_thread_slot(Int32(PLUME_SLOT_LAST_ENTITY))
        else { return nil }
        return Unmanaged<EntityDescription>.fromOpaque(entity).takeUnretainedValue()
    }

    /// The class as a word (its metadata's address).
    private static func word(_ type: ManagedObject.Type) -> UnsafeRawPointer? {
        UnsafeRawPointer(bitPattern: UInt(bitPattern: ObjectIdentifier(type)))
    }

    static func remember(_ entity: EntityDescription, for type: ManagedObject.Type) {
        plume_set_thread_slot(
            Int32(PLUME_SLOT_LAST_TYPE), word(type))
        plume_set_thread_slot(Int32(PLUME_SLOT_LAST_ENTITY), Unmanaged.passUnretained(entity).toOpaque())
    }
}
