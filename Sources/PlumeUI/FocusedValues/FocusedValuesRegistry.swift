import Foundation

/// The focused values of one graph (one window): which views publish what, which of them hold the
/// focus, and which views read the values.
///
/// The graph owns one (`ViewGraph.focusedValues`). The `.focusedValue` / `.focusedSceneValue`
/// modifiers' behaviour publishes, updates and withdraws its entry; the focus controller tells it,
/// through a `FocusBindingRecord`, whether the focus is inside its view. `@FocusedValue`,
/// `@FocusedBinding`, `@FocusedObject` and the menu bar read `values` and are registered as
/// readers. After a frame in which something changed, the values are built again (scene values,
/// then focused ones from the outermost to the focused view, so the nearest wins) and every reader
/// is evaluated again. It touches no node but the readers' `invalidateBody`.
@MainActor
final class FocusedValuesRegistry {
    /// One publishing modifier.
    private struct Entry {
        weak var node: ViewNode?
        var isScene: Bool
        var isFocused: Bool
        var depth: Int
        var write: (inout FocusedValues) -> Void
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    private var readers: [ObjectIdentifier: FocusedValueReader] = [:]
    private var rebuildQueued = false
    /// The values as of the end of the last frame that changed them.
    private(set) var values = FocusedValues()

    /// Publishes (or updates) the entry of the modifier at `node`: `write` adds its value.
    func publish(
        from node: ViewNode, isScene: Bool, write: @escaping (inout FocusedValues) -> Void, changed: Bool
    ) {
        let id = ObjectIdentifier(node)
        let isFocused = entries[id]?.isFocused ?? false
        let isNew = entries[id] == nil
        entries[id] = Entry(node: node, isScene: isScene, isFocused: isFocused, depth: node.depth, write: write)
        if isNew || changed { queueRebuild(in: node.graph) }
    }

    /// Whether the focus is inside the publishing view at `node` now.
    func setFocused(_ focused: Bool, at node: ViewNode) {
        let id = ObjectIdentifier(node)
        guard var entry = entries[id], entry.isFocused != focused else { return }
        entry.isFocused = focused
        entries[id] = entry
        if !entry.isScene { queueRebuild(in: node.graph) }
    }

    /// Withdraws the entry `id` (its modifier's node's identity): its view is gone.
    func withdraw(_ id: ObjectIdentifier, graph: ViewGraph) {
        guard entries.removeValue(forKey: id) != nil else { return }
        queueRebuild(in: graph)
    }

    /// Registers `node` as reading the values: it is evaluated again when they change.
    func addReader(_ node: ViewNode) { readers[ObjectIdentifier(node)] = FocusedValueReader(node) }

    private func queueRebuild(in graph: ViewGraph) {
        guard !rebuildQueued else { return }
        rebuildQueued = true
        graph.afterFrame { [weak self, weak graph] in
            guard let self, let graph else { return }
            rebuildQueued = false
            rebuild(in: graph)
        }
    }

    private func rebuild(in graph: ViewGraph) {
        entries = entries.filter { $0.value.node.map { !$0.isDestroyed } ?? false }
        var built = FocusedValues()
        let published = entries.values.filter { $0.isScene || $0.isFocused }
        for entry in published.filter(\.isScene).sorted(by: { $0.depth < $1.depth }) { entry.write(&built) }
        for entry in published.filter({ !$0.isScene }).sorted(by: { $0.depth < $1.depth }) { entry.write(&built) }
        values = built
        let transaction = Transaction()
        for (id, reader) in readers {
            guard let node = reader.node, !node.isDestroyed else {
                readers[id] = nil
                continue
            }
            graph.willChangeState(in: transaction)
            node.invalidateBody(transaction: transaction)
        }
    }
}

/// A view reading the focused values, held weakly (it may go away before it is pruned).
struct FocusedValueReader {
    weak var node: ViewNode?
    init(_ node: ViewNode) { self.node = node }
}
