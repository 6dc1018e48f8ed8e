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
enum SlotCounter {
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// Starts numbering wrappers created on this thread from 0.
    static func begin() { pthread_setspecific(key, UnsafeRawPointer(bitPattern: 1)) }

    /// Stops numbering.
    static func end() { pthread_setspecific(key, nil) }

    /// The next number, or -1 when not numbering.
    static func next() -> Int32 {
        let raw = Int(bitPattern: pthread_getspecific(key))
        if raw == 0 { return -1 }
        pthread_setspecific(key, UnsafeRawPointer(bitPattern: raw + 1))
        return Int32(raw - 1)
    }

    /// Creates an instance of `type` with its wrappers numbered.
    static func make(_ type: ManagedObject.Type, _ creation: ObjectCreation) -> ManagedObject {
        begin()
        defer { end() }
        return type.init(_creation: creation)
    }
}
