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
/// graph uses to tell whether a subtree's environment changed.
public struct EnvironmentValues: CustomStringConvertible {
    final class Entry {
        let key: ObjectIdentifier
        let value: Any
        let next: Entry?
        init(key: ObjectIdentifier, value: Any, next: Entry?) {
            self.key = key
            self.value = value
            self.next = next
        }
    }

    var head: Entry?

    /// The default environment.
    public init() {}

    /// The value for `key`, or its default.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            let id = ObjectIdentifier(key)
            var entry = head
            while let e = entry {
                if e.key == id { return e.value as! K.Value }
                entry = e.next
            }
            return K.defaultValue
        }
        set { head = Entry(key: ObjectIdentifier(key), value: newValue, next: head) }
    }

    /// Whether `other` is the very same environment (no change in between).
    func isIdentical(to other: EnvironmentValues) -> Bool { head === other.head }

    public var description: String { "EnvironmentValues" }
}
