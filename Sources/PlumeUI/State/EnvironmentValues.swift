import Foundation
import PlumeAnimation
import PlumeGraphics

/// A key for a value in the environment, as SwiftUI's `EnvironmentKey`.
///
/// ```swift
/// private struct AccentKey: EnvironmentKey { static let defaultValue = Color.blue }
/// extension EnvironmentValues {
///     var accent: Color { get { self[AccentKey.self] } set { self[AccentKey.self] = newValue } }
/// }
/// ```
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// Values that flow down the view tree, as SwiftUI's `EnvironmentValues`.
///
/// Stored as a persistent list so that copying is free and each change makes a new identity that the
/// graph uses to tell whether a subtree's environment changed (a view that only reads it is then
/// compared by the values it read: see `EnvironmentReadRecorder`).
public struct EnvironmentValues: CustomStringConvertible {
    final class Entry {
        let key: ObjectIdentifier
        let value: Any
        let next: Entry?
        /// The keys of this entry and of every entry after it (see `EnvironmentKeyFilter`).
        let keys: EnvironmentKeyFilter
        init(key: ObjectIdentifier, value: Any, next: Entry?) {
            self.key = key
            self.value = value
            self.next = next
            keys = (next?.keys ?? EnvironmentKeyFilter()).adding(key)
        }
    }

    var head: Entry?
    /// When set, reads through this copy are recorded (see `EnvironmentReadRecorder`).
    var readRecorder: EnvironmentReadRecorder?

    /// The default environment.
    public init() {}

    /// The value for `key`, or its default.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            let found = entry(for: ObjectIdentifier(key))
            readRecorder?.record(key, entry: found)
            if let found { return found.value as! K.Value }
            return K.defaultValue
        }
        set { head = Entry(key: ObjectIdentifier(key), value: newValue, next: head) }
    }

    /// The newest entry for the key, if any.
    ///
    /// The walk holds no reference of its own to the entries it passes (a plain `while let` loop
    /// retained each next entry and released the one before: two runtime calls per entry, most of
    /// the cost of a read that walks the whole list). It may not: `head` is kept alive for the whole
    /// walk, each entry owns the next (`next` is a `let`), so every entry passed outlives the walk;
    /// only the entry found is returned as a strong reference.
    /// A key no entry can hold (its bit is clear in the head's filter) is answered without a walk.
    func entry(for id: ObjectIdentifier) -> Entry? {
        guard let head, head.keys.mayContain(id) else { return nil }
        return withExtendedLifetime(head) {
            var entry = Unmanaged.passUnretained(head)
            while true {
                let (key, next) = entry._withUnsafeGuaranteedRef { ($0.key, $0.next.map(Unmanaged.passUnretained)) }
                if key == id { return entry.takeUnretainedValue() }
                guard let next else { return nil }
                entry = next
            }
        }
    }

    /// Whether `other` is the very same environment (no change in between).
    func isIdentical(to other: EnvironmentValues) -> Bool { head === other.head }

    public var description: String { "EnvironmentValues" }
}
