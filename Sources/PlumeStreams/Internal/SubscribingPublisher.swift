import Foundation

/// Which publisher's `receive(subscriber:)` is running on this thread, so that the subscription it
/// creates can name itself after that publisher as Combine's do (`"Drop"`, `"Zip"`, `"Future"`).
///
/// `subscribe(_:)` sets it around `receive(subscriber:)` (restoring the outer value afterwards);
/// `DeliveryQueue` reads it once, when created. It only affects descriptions: a subscription made
/// outside `subscribe(_:)` names itself after its own class.
@usableFromInline
enum SubscribingPublisher {
    /// The per-thread slot (one small object per thread, released with the thread).
    @usableFromInline final class Slot {
        @usableFromInline var type: Any.Type?
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { raw in
            if let raw { Unmanaged<AnyObject>.fromOpaque(raw).release() }
        }
        return key
    }()

    @usableFromInline static var slot: Slot {
        if let raw = pthread_getspecific(key) { return Unmanaged<Slot>.fromOpaque(raw).takeUnretainedValue() }
        let slot = Slot()
        pthread_setspecific(key, Unmanaged.passRetained(slot as AnyObject).toOpaque())
        return slot
    }

    /// Runs `body` (a publisher's `receive(subscriber:)`) with `publisher` as the current one.
    @inlinable
    static func during(_ publisher: Any.Type, _ body: () -> Void) {
        let slot = self.slot
        let previous = slot.type
        slot.type = publisher
        defer { slot.type = previous }
        body()
    }

    /// The publisher whose `receive(subscriber:)` is running on this thread, if any.
    static var current: Any.Type? { slot.type }

    /// Combine's display name of a publisher or subscription type: the type's own name without
    /// generic arguments or a trailing arity (`Publishers.Merge3<…>` and `MergeMany` are `"Merge"`); a type named
    /// `Publisher` is named after its enclosing type (`NotificationCenter.Publisher` is
    /// `"NotificationCenter"`).
    static func displayName(of type: Any.Type, dropping suffixes: [String] = []) -> String {
        let full = String(reflecting: type)
        let plain = full.prefix { $0 != "<" }
        var components = plain.split(separator: ".")
        if components.count > 1, components.last == "Publisher" { components.removeLast() }
        var name = String(components.last ?? Substring(plain))
        for suffix in suffixes where name.hasSuffix(suffix) && name.count > suffix.count {
            name.removeLast(suffix.count)
        }
        while let last = name.last, last.isNumber, name.count > 1 { name.removeLast() }
        return name == "MergeMany" ? "Merge" : name
    }
}
