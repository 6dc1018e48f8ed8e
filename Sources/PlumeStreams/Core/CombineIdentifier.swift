/// A unique identifier for subscribers and subscriptions, as in Combine.
///
/// `CombineIdentifier()` draws a fresh number from a process-wide counter;
/// `CombineIdentifier(object)` is the object's address, as Combine documents, so two live objects
/// never share one and the `description` shows the address.
public struct CombineIdentifier: Hashable, CustomStringConvertible, Sendable {
    private let value: UInt64

    /// Creates a new, unique identifier.
    public init() {
        value = IdentifierCounter.next()
    }

    /// Creates an identifier from the given object's address (equal for the same instance).
    public init(_ object: AnyObject) {
        value = UInt64(UInt(bitPattern: ObjectIdentifier(object)))
    }

    /// A textual form of the identifier, e.g. `0x2a`.
    public var description: String { "0x" + String(value, radix: 16) }
}

/// The counter behind `CombineIdentifier()`; touched once per subscription, never per value.
private enum IdentifierCounter {
    nonisolated(unsafe) static var counter: UInt64 = 0
    static let lock = Lock()

    static func next() -> UInt64 {
        lock.lock()
        counter &+= 1
        let value = counter
        lock.unlock()
        return value
    }
}

/// A type that exposes a `combineIdentifier` (every subscriber and subscription).
public protocol CustomCombineIdentifierConvertible {
    /// The identifier of this instance.
    var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
    /// Classes are identified by their object identity.
    public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}
