/// What a graph's nodes keep of their graph that is safe to ask after it is gone: whether it is still
/// there, and the count of its live nodes (which outlives it, see `_ViewNodeCount`).
///
/// Every node of a graph holds the graph's one `GraphLifetime`. Work that reaches a node from outside
/// a frame (a `@State` written from a main-queue block, a `Task` or a timer, an `@Observable` or
/// `ObservableObject` change, a removal transition ending) asks `ViewNode.isDestroyed`, which is true
/// as soon as `graph` is nil. That is the moment the graph's last strong reference goes, not when its
/// `isolated deinit` runs: a graph released off the main actor (a test dropping its host on a worker
/// thread) runs its deinit as a later block of the main queue, and blocks queued before it still run
/// first. Whatever path reached the node (the root's subtree, a presentation card, a node playing its
/// removal transition, a node captured by a closure), its `unowned` `graph` is never read then.
///
/// One weak reference per graph, not per node: nodes hold this object strongly, so making and
/// freeing a node costs no weak-reference bookkeeping, and only the liveness check pays a weak load.
@MainActor
final class GraphLifetime {
    /// The graph while it is alive; nil from the moment its last strong reference is released.
    weak var graph: ViewGraph?
    /// The graph's count of live nodes (each node adds itself while it exists).
    let liveNodes: _ViewNodeCount

    init(liveNodes: _ViewNodeCount) { self.liveNodes = liveNodes }
}
