import Foundation

/// The mounted views reading each key of a store (`@AppStorage`'s `UserDefaults`, a window's
/// `@SceneStorage` values), so that a write re-evaluates exactly them.
///
/// A property's link registers its view when installed and leaves when the view's state goes;
/// `write(_:_:)` stores through its closure and re-evaluates the live readers of the key, in every
/// graph showing one, in the current transaction. Main thread only, as views are.
@MainActor
final class KeyReaders {
    private var readers: [String: [ObjectIdentifier: WeakNode]] = [:]

    private struct WeakNode {
        weak var node: ViewNode?
    }

    func register(_ node: ViewNode, for key: String) {
        readers[key, default: [:]][ObjectIdentifier(node)] = WeakNode(node: node)
    }

    func unregister(_ id: ObjectIdentifier, for key: String) {
        readers[key]?[id] = nil
        if readers[key]?.isEmpty == true { readers[key] = nil }
    }

    /// Runs `store` (which writes the value) and re-evaluates every live view reading `key`.
    func write(_ key: String, _ store: () -> Void) {
        let nodes = (readers[key] ?? [:]).values.compactMap(\.node).filter { !$0.isDestroyed }
        let transaction = Transaction.current
        var graphs = Set<ObjectIdentifier>()
        for node in nodes where graphs.insert(ObjectIdentifier(node.graph)).inserted {
            node.graph.willChangeState(in: transaction)
        }
        store()
        for node in nodes { node.invalidateBody(transaction: transaction) }
    }
}
