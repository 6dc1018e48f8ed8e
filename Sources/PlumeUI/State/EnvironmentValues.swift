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
    /// When set, reads through this copy are recorded (see `EnvironmentReadRecorder`).
    var readRecorder: EnvironmentReadRecorder?

    /// The default environment.
    public init() {}

    /// The value for `key`, or its default.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            let id = ObjectIdentifier(key)
            let found = entry(for: id)
            readRecorder?.record(key: id, entry: found)
            if let found { return found.value as! K.Value }
            return K.defaultValue
        }
        set { head = Entry(key: ObjectIdentifier(key), value: newValue, next: head) }
    }

    /// The newest entry for the key, if any.
    func entry(for id: ObjectIdentifier) -> Entry? {
        var entry = head
        while let e = entry {
            if e.key == id { return e }
            entry = e.next
        }
        return nil
    }

    /// Whether `other` is the very same environment (no change in between).
    func isIdentical(to other: EnvironmentValues) -> Bool { head === other.head }

    public var description: String { "EnvironmentValues" }
}

/// Records which environment keys a view's dynamic properties read (and which entry each saw), so
/// that the view is evaluated again on an environment change only when something it read changed.
final class EnvironmentReadRecorder {
    /// One read: the key and the identity of the entry it found (nil: the default value).
    struct Read: Hashable {
        let key: ObjectIdentifier
        let entry: ObjectIdentifier?
    }

    private(set) var reads: Set<Read> = []

    func record(key id: ObjectIdentifier, entry: EnvironmentValues.Entry?) {
        reads.insert(Read(key: id, entry: entry.map(ObjectIdentifier.init)))
    }

    /// Whether every read still finds the same entry in `environment`.
    func isUnchanged(in environment: EnvironmentValues) -> Bool {
        reads.allSatisfy { read in environment.entry(for: read.key).map(ObjectIdentifier.init) == read.entry }
    }
}
