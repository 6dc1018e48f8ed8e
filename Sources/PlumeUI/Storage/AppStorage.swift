import Foundation

/// A value kept in `UserDefaults` that views read and write like `@State`, as SwiftUI's
/// `@AppStorage`.
///
/// ```swift
/// @AppStorage("username") var username = "Anonymous"
/// @AppStorage("fontSize", store: .shared) var fontSize = 14.0
/// TextField("Name", text: $username)
/// ```
/// Every view reading the same key of the same store shows a write at once, whichever view made it
/// (through `AppStorageCenter`). Values are Bool, Int, Double, String, URL, Data, Date, their
/// optionals, and `RawRepresentable` values whose raw value is an Int or a String. A stored value of
/// another type reads as the default, as in SwiftUI.
///
/// On Linux, `UserDefaults.standard` keeps its values in `$XDG_CONFIG_HOME/<process name>.plist`
/// (`~/.config` when the variable is unset), written when Foundation synchronises. Differences from
/// Apple's: Linux's Foundation posts no change notification, so a write made straight through
/// `UserDefaults.set` (not through an `@AppStorage`) shows only when the views next re-evaluate;
/// a settings file that cannot be read is moved aside to `<name>.plist.bad` (with a message on
/// standard error) before the first value is read, so nothing in it is overwritten.
@propertyWrapper
public struct AppStorage<Value>: InstallableProperty {
    let key: String
    let defaultValue: Value
    let store: UserDefaults
    let coding: AppStorageCoding<Value>
    var link: AppStorageLink?

    init(key: String, defaultValue: Value, store: UserDefaults?, coding: AppStorageCoding<Value>) {
        self.key = key
        self.defaultValue = defaultValue
        self.store = store ?? AppStorageCenter.standardStore
        self.coding = coding
    }

    /// The stored value, or the default when nothing (or a value of another type) is stored.
    /// Setting it stores the value and updates every view reading the key.
    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> {
        let storage = self
        return Binding(get: { storage.read() }, set: { storage.write($0) })
    }

    private func read() -> Value { coding.read(store, key) ?? defaultValue }

    /// Stores `value` and updates the views reading the key. On the main queue both happen now; from
    /// another thread (SwiftUI lets a stored value be set from any thread) the value is stored at once,
    /// so the thread reads back what it wrote, and the views are updated as the main queue's next block.
    private func write(_ value: Value) {
        // Handed to the main queue as they are: `store` is a `UserDefaults` (safe from any thread), and
        // `coding` and `value` are only read there after this thread's write below.
        nonisolated(unsafe) let store = self.store
        nonisolated(unsafe) let coding = self.coding
        nonisolated(unsafe) let value = value
        let key = self.key
        guard !MainQueue.isCurrent else {
            return GraphIsolation.assumed {
                AppStorageCenter.center(for: store).write(key) { coding.write(store, key, value) }
            }
        }
        coding.write(store, key, value)
        DispatchQueue.main.async { GraphIsolation.assumed { AppStorageCenter.center(for: store).write(key) {} } }
    }

    @MainActor static func install(at pointer: UnsafeMutableRawPointer, context: InstallContext) {
        let storage = pointer.assumingMemoryBound(to: AppStorage<Value>.self)
        let node = context.node
        let (key, store) = (storage.pointee.key, storage.pointee.store)
        storage.pointee.link = context.nextStorage { AppStorageLink(node: node, key: key, store: store) }
    }
}

extension AppStorage {
    /// A stored Bool.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue, store: store, coding: .plain)
    }
    /// A stored Int.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue, store: store, coding: .integer)
    }
    /// A stored Double.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue, store: store, coding: .double)
    }
    /// A stored String.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key: key, defaultValue: wrappedValue, store: store, coding: .plain)
    }
    /// A stored URL.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, store: store, coding: .url)
    }
    /// A stored Data.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue, store: store, coding: .plain)
    }
    /// A stored Date.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
        self.init(key: key, defaultValue: wrappedValue, store: store, coding: .plain)
    }
    /// A stored value kept as its Int raw value.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, store: store, coding: .raw(.integer))
    }
    /// A stored value kept as its String raw value.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, store: store, coding: .raw(.plain))
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// A stored optional Bool (nil when absent; storing nil removes the key).
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key: key, defaultValue: nil, store: store, coding: .optional(.plain))
    }
    /// A stored optional Int.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key: key, defaultValue: nil, store: store, coding: .optional(.integer))
    }
    /// A stored optional Double.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key: key, defaultValue: nil, store: store, coding: .optional(.double))
    }
    /// A stored optional String.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key: key, defaultValue: nil, store: store, coding: .optional(.plain))
    }
    /// A stored optional URL.
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(key: key, defaultValue: nil, store: store, coding: .optional(.url))
    }
    /// A stored optional Data.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(key: key, defaultValue: nil, store: store, coding: .optional(.plain))
    }
    /// A stored optional Date.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Date? {
        self.init(key: key, defaultValue: nil, store: store, coding: .optional(.plain))
    }
}
