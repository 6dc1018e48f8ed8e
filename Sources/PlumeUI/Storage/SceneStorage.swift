import Foundation

/// A value kept for the window (the scene) a view is in, read and written like `@State`, as
/// SwiftUI's `@SceneStorage`: it outlives the view — a tab, a page or a sheet that goes and comes
/// back finds it again — and every view of the window reading the key shows a write at once.
///
/// ```swift
/// @SceneStorage("selectedTab") private var selectedTab = 0
/// @SceneStorage("draft") private var draft: String?
/// ```
/// Values are the types SwiftUI allows (Bool, Int, Double, String, URL, Data, their optionals and
/// `RawRepresentable` values with an Int or String raw value). Each window has its own values
/// (`SceneStorageValues`, one per graph). Differences from Apple's: nothing is restored when the app
/// starts again — Linux has no state restoration, and Plume writes no file for it — so the values
/// last as long as the window.
@propertyWrapper
public struct SceneStorage<Value>: InstallableProperty {
    let key: String
    let defaultValue: Value
    var link: SceneStorageLink?

    init(key: String, defaultValue: Value) {
        self.key = key
        self.defaultValue = defaultValue
    }

    /// The window's value for the key, or the default.
    public var wrappedValue: Value {
        get {
            guard let link else { return defaultValue }
            let key = self.key
            return GraphIsolation.assumed { link.values.value(for: key) } as? Value ?? defaultValue
        }
        nonmutating set {
            guard let link else { return }
            let key = self.key
            // The main queue takes the value over; this thread does not touch it again.
            nonisolated(unsafe) let newValue = newValue
            MainQueue.run { link.values.set(newValue, for: key) }
        }
    }

    /// A binding to the window's value.
    public var projectedValue: Binding<Value> {
        let storage = self
        return Binding(get: { storage.wrappedValue }, set: { storage.wrappedValue = $0 })
    }

    @MainActor static func install(at pointer: UnsafeMutableRawPointer, context: InstallContext) {
        let storage = pointer.assumingMemoryBound(to: SceneStorage<Value>.self)
        let node = context.node
        let key = storage.pointee.key
        storage.pointee.link = context.nextStorage { SceneStorageLink(node: node, key: key) }
    }
}

extension SceneStorage {
    public init(wrappedValue: Value, _ key: String) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue)
    }
    public init(wrappedValue: Value, _ key: String) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue)
    }
    public init(wrappedValue: Value, _ key: String) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue)
    }
    public init(wrappedValue: Value, _ key: String) where Value == String {
        self.init(key: key, defaultValue: wrappedValue)
    }
    public init(wrappedValue: Value, _ key: String) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue)
    }
    public init(wrappedValue: Value, _ key: String) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue)
    }
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue)
    }
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue)
    }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
    public init(_ key: String) where Value == Bool? { self.init(key: key, defaultValue: nil) }
    public init(_ key: String) where Value == Int? { self.init(key: key, defaultValue: nil) }
    public init(_ key: String) where Value == Double? { self.init(key: key, defaultValue: nil) }
    public init(_ key: String) where Value == String? { self.init(key: key, defaultValue: nil) }
    public init(_ key: String) where Value == URL? { self.init(key: key, defaultValue: nil) }
    public init(_ key: String) where Value == Data? { self.init(key: key, defaultValue: nil) }
}

/// The `@SceneStorage` values of one window, and the views reading each key (re-evaluated when it
/// is written). Owned by the window's `ViewGraph`; main thread only, as views are.
@MainActor
final class SceneStorageValues {
    private var values: [String: Any] = [:]
    /// The views of the window reading each key.
    let readers = KeyReaders()

    func value(for key: String) -> Any? { values[key] }

    /// Stores `value` (an empty optional removes the key) and re-evaluates the views reading `key`.
    func set(_ value: Any, for key: String) { readers.write(key) { values[key] = Self.unwrapped(value) } }

    /// `value` without an optional's wrapping, or nil for an empty optional.
    private static func unwrapped(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first?.value
    }
}

/// One mounted `@SceneStorage` property's registration with its window's values; kept in the view's
/// state, so it lives as long as the view's identity does.
@MainActor
final class SceneStorageLink {
    private let nodeID: ObjectIdentifier
    private let key: String
    let values: SceneStorageValues

    init(node: ViewNode, key: String) {
        nodeID = ObjectIdentifier(node)
        self.key = key
        values = node.graph.sceneStorage
        values.readers.register(node, for: key)
    }

    isolated deinit { values.readers.unregister(nodeID, for: key) }
}
