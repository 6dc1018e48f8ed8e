import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Numbers the property wrappers of an object in initialisation order while PlumeStore creates it.
///
/// Swift initialises a class's stored properties in declaration order, so the n-th wrapper initialised
/// is the same property in every instance of a class. The entity maps that number to its property index
/// (read once from the prototype), so wrappers know their property without a per-object lookup. The
/// counter is per thread (contexts on different queues create objects concurrently); outside
/// `begin()`/`end()` wrappers get -1 and resolve their index on first access instead.
@usableFromInline
enum SlotCounter {
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, { $0?.deallocate() })
        return key
    }()

    /// This thread's state: [0] the next number + 1 (0 when not numbering), [1] 1 while making a prototype,
    /// [2] the ``PrototypeWrapperOptions`` collecting a prototype's declarations (unretained; 0 when none).
    @inline(__always)
    private static var state: UnsafeMutablePointer<Int> {
        if let existing = pthread_getspecific(key) { return existing.assumingMemoryBound(to: Int.self) }
        let created = UnsafeMutablePointer<Int>.allocate(capacity: 3)
        created.initialize(repeating: 0, count: 3)
        pthread_setspecific(key, created)
        return created
    }

    /// Starts numbering wrappers created on this thread from 0.
    static func begin() {
        let pointer = state
        pointer[0] = 1
        pointer[1] = 0
    }

    /// Stops numbering.
    static func end() { state[0] = 0 }

    /// The next wrapper's number (-1 when not numbering) and whether a prototype is being made.
    @usableFromInline
    static func nextWrapper() -> (slot: Int16, isPrototype: Bool) {
        let pointer = state
        let raw = pointer[0]
        if raw == 0 { return (-1, false) }
        pointer[0] = raw + 1
        precondition(raw - 1 <= Int(Int16.max), "PlumeStore: a class declares more than 32,767 stored properties")
        return (Int16(raw - 1), pointer[1] != 0)
    }

    /// Records the options of the prototype's wrapper numbered `slot` (called by a wrapper's initialiser
    /// when ``nextWrapper()`` says a prototype is being made): objects keep only their slot numbers,
    /// the entity reads the options once from here.
    @usableFromInline
    static func recordOptions(_ options: WrapperOptions, slot: Int16) {
        let raw = state[2]
        guard raw != 0, let pointer = UnsafeRawPointer(bitPattern: raw) else { return }
        Unmanaged<PrototypeWrapperOptions>.fromOpaque(pointer).takeUnretainedValue().bySlot[slot] = options
    }

    /// Creates an instance of `type` with its wrappers numbered.
    static func make(_ type: ManagedObject.Type, _ creation: ObjectCreation) -> ManagedObject {
        let pointer = state
        pointer[0] = 1
        pointer[1] = creation.mode == .prototype ? 1 : 0
        defer {
            pointer[0] = 0
            pointer[1] = 0
        }
        return type.init(_creation: creation)
    }

    /// Creates the prototype of `type` with its wrappers numbered, and the options its wrappers
    /// declared, by slot.
    static func makePrototype(_ type: ManagedObject.Type) -> (
        prototype: ManagedObject, options: [Int16: WrapperOptions]
    ) {
        let collected = PrototypeWrapperOptions()
        let pointer = state
        let previous = pointer[2]
        pointer[2] = Int(bitPattern: Unmanaged.passUnretained(collected).toOpaque())
        defer { pointer[2] = previous }
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
