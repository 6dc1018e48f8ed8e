import Foundation
import PlumeStore

/// Where and how a ``ModelContainer`` keeps its models, as SwiftData's `ModelConfiguration`.
///
/// ```swift
/// let configuration = ModelConfiguration(isStoredInMemoryOnly: true)
/// let container = try ModelContainer(for: Item.self, configurations: configuration)
/// ```
/// Differs from SwiftData: the default file is `$XDG_DATA_HOME/<name>/<name>.sqlite` (or
/// `~/.local/share/…`), with `name` "default"; CloudKit and group containers do not exist.
public struct ModelConfiguration: Hashable, @unchecked Sendable {
    /// The configuration's name (the default store file's name).
    public let name: String
    /// The store file (`/dev/null` for in-memory stores, as SwiftData reports them).
    public let url: URL
    /// Whether the store lives in memory only (gone when the container is).
    public let isStoredInMemoryOnly: Bool
    /// Whether contexts may save; `false` opens the store read-only (a save throws ``StoreError/readOnlyStore(path:)``).
    public let allowsSave: Bool
    /// The models this configuration stores (`nil`: the container's schema).
    public let schema: Schema?

    /// A configuration for the default store file, or an in-memory store.
    public init(
        _ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true
    ) {
        let name = name ?? "default"
        self.name = name
        self.schema = schema
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
        self.allowsSave = allowsSave
        url = isStoredInMemoryOnly ? URL(fileURLWithPath: "/dev/null") : PersistentContainer.defaultStoreURL(name: name)
    }

    /// A configuration for the store file at `url`.
    public init(_ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true) {
        self.name = name ?? "default"
        self.schema = schema
        self.url = url
        isStoredInMemoryOnly = false
        self.allowsSave = allowsSave
    }

    /// A configuration for `forTypes` (and the models they relate to).
    @_disfavoredOverload
    public init(for forTypes: any PersistentModel.Type..., isStoredInMemoryOnly: Bool = false) {
        self.init(schema: Schema(forTypes), isStoredInMemoryOnly: isStoredInMemoryOnly)
    }

    public static func == (lhs: ModelConfiguration, rhs: ModelConfiguration) -> Bool {
        lhs.name == rhs.name && lhs.url == rhs.url && lhs.isStoredInMemoryOnly == rhs.isStoredInMemoryOnly
            && lhs.allowsSave == rhs.allowsSave
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(url)
        hasher.combine(isStoredInMemoryOnly)
    }
}
