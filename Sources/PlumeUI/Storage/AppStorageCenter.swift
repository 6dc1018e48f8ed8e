import Foundation

/// Tells the views reading a key of a `UserDefaults` store when an `@AppStorage` writes it.
///
/// One center per store. `AppStorageLink`s (one per `@AppStorage` property of a mounted view)
/// register their node for their key when installed and leave when their view's state goes;
/// `write` stores the value and re-evaluates those nodes in the current transaction. Main thread
/// only, as views are.
@MainActor
final class AppStorageCenter {
    /// The views reading each key of the store.
    let readers = KeyReaders()
    nonisolated(unsafe) private static var centers: [ObjectIdentifier: AppStorageCenter] = [:]

    /// The center of `store` (made on first use; stores live as long as the process in practice).
    static func center(for store: UserDefaults) -> AppStorageCenter {
        let id = ObjectIdentifier(store)
        if let center = centers[id] { return center }
        let center = AppStorageCenter()
        centers[id] = center
        return center
    }

    /// `UserDefaults.standard`, after its settings file was checked (once) by `SettingsFileCheck`.
    nonisolated static var standardStore: UserDefaults {
        SettingsFileCheck.checkStandardOnce()
        return .standard
    }

    /// Runs `store` (which writes the value) and re-evaluates every live view reading `key`, in
    /// every graph (window or test host) that shows one.
    func write(_ key: String, _ store: () -> Void) { readers.write(key, store) }
}

/// One mounted `@AppStorage` property's registration with its store's center; kept in the view's
/// state, so it lives as long as the view's identity does.
@MainActor
final class AppStorageLink {
    private let nodeID: ObjectIdentifier
    private let key: String
    private let center: AppStorageCenter

    init(node: ViewNode, key: String, store: UserDefaults) {
        nodeID = ObjectIdentifier(node)
        self.key = key
        center = AppStorageCenter.center(for: store)
        center.readers.register(node, for: key)
    }

    isolated deinit { center.readers.unregister(nodeID, for: key) }
}
