@_implementationOnly import CPlumeThreadLocal
import Foundation

/// Numbers the property wrappers of an object in initialisation order while PlumeStore creates it.
///
/// Swift initialises a class's stored properties in declaration order, so the n-th wrapper initialised
/// is the same property in every instance of a class. The entity maps that number to its property index
/// (read once from the prototype), so wrappers know their property without a per-object lookup. The
/// counter is per thread (contexts on different queues create objects concurrently), kept in C11
/// thread-local words (`CPlumeThreadLocal`: a load, where `pthread_getspecific` was a call for every
/// wrapper of every fetched object); outside `begin()`/`end()` wrappers get -1 and resolve their index
/// on first access instead.
@usableFromInline
enum SlotCounter {
    /// This thread's numbering state in one word, read and written once per wrapper: 0 when not
    /// numbering, else `(next wrapper number + 1) << 1`, plus 1 while a prototype is being made.
    private static var state: Int {
        get { Int(bitPattern: plume_thread_slot(Int32(PLUME_SLOT_WRAPPER_NUMBER))) }
        set { plume_set_thread_slot(Int32(PLUME_SLOT_WRAPPER_NUMBER), UnsafeRawPointer(bitPattern: newValue)) }
    }

    /// The ``PrototypeWrapperOptions`` collecting the declarations of the prototype this thread makes
    /// (unretained; `nil` when none).
    private static var collector: UnsafeRawPointer? {
        get { plume_thread_slot(Int32(PLUME_SLOT_WRAPPER_OPTIONS)) }
        set { plume_set_thread_slot(Int32(PLUME_SLOT_WRAPPER_OPTIONS), newValue) }
    }

    /// Starts numbering wrappers created on this thread from 0.
    static func begin() { state = 1 << 1 }

    /// Stops numbering.
    static func end() { state = 0 }

    /// The next wrapper's number (-1 when not numbering) and whether a prototype is being made.
    @usableFromInline
    static func nextWrapper() -> (slot: Int16, isPrototype: Bool) {
        let raw = state
        if raw == 0 { return (-1, false) }
        let number = (raw >> 1) - 1
        precondition(number <= Int(Int16.max), "PlumeStore: a class declares more than 32,767 stored properties")
        state = raw + (1 << 1)
        return (Int16(number), raw & 1 != 0)
    }

    /// Records the options of the prototype's wrapper numbered `slot` (called by a wrapper's initialiser
    /// when ``nextWrapper()`` says a prototype is being made): objects keep only their slot numbers,
    /// the entity reads the options once from here.
    @usableFromInline
    static func recordOptions(_ options: WrapperOptions, slot: Int16) {
        guard let pointer = collector else { return }
        Unmanaged<PrototypeWrapperOptions>.fromOpaque(pointer).takeUnretainedValue().bySlot[slot] = options
    }

    /// Creates an instance of `type` with its wrappers numbered.
    static func make(_ type: ManagedObject.Type, _ creation: ObjectCreation) -> ManagedObject {
        state = 1 << 1 | (creation.mode == .prototype ? 1 : 0)
        defer { state = 0 }
        return type.init(_creation: creation)
    }

    /// Creates the prototype of `type` with its wrappers numbered, and the options its wrappers
    /// declared, by slot.
    static func makePrototype(_ type: ManagedObject.Type) -> (
        prototype: ManagedObject, options: [Int16: WrapperOptions]
    ) {
        let collected = PrototypeWrapperOptions()
        let previous = collector
        collector = UnsafeRawPointer(Unmanaged.passUnretained(collected).toOpaque())
        defer { collector = previous }
        let prototype = withExtendedLifetime(collected) {
            make(type, ObjectCreation(entity: nil, mode: .prototype))
        }
        return (prototype, collected.bySlot)
    }
}

/// The options (``AttributeOptions``, ``RelationshipOptions``) the wrappers of a prototype being made
/// declared, by slot (see ``SlotCounter/makePrototype(_:)``).
final class PrototypeWrapperOptions {
    var bySlot: [Int16: WrapperOptions] = [:]
}

/// What one wrapper of a prototype declared besides its type.
@usableFromInline
enum WrapperOptions {
    case attribute(AttributeOptions)
    case relationship(RelationshipOptions)
}
