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

    /// This thread's counter: the next number + 1, or 0 when not numbering.
    @inline(__always)
    private static var counter: UnsafeMutablePointer<Int> {
        if let existing = pthread_getspecific(key) { return existing.assumingMemoryBound(to: Int.self) }
        let created = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        created.initialize(to: 0)
        pthread_setspecific(key, created)
        return created
    }

    /// Starts numbering wrappers created on this thread from 0.
    static func begin() { counter.pointee = 1 }

    /// Stops numbering.
    static func end() { counter.pointee = 0 }

    /// The next number, or -1 when not numbering.
    @usableFromInline
    static func next() -> Int32 {
        let pointer = counter
        let raw = pointer.pointee
        if raw == 0 { return -1 }
        pointer.pointee = raw + 1
        return Int32(raw - 1)
    }

    /// Creates an instance of `type` with its wrappers numbered.
    static func make(_ type: ManagedObject.Type, _ creation: ObjectCreation) -> ManagedObject {
        let pointer = counter
        pointer.pointee = 1
        defer { pointer.pointee = 0 }
        return type.init(_creation: creation)
    }
}
