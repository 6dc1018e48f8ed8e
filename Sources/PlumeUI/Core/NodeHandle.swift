/// The way back to a node for the objects it owns that may outlive it: a `@State`'s box (which a
/// binding kept by the user's code can hold after the view is gone) and an `@ObservedObject`'s
/// subscription. It holds the node strongly until the node is destroyed or torn down, then holds
/// nothing: a write that reaches a gone node finds nil and is ignored.
///
/// Who uses it: `StateBox` and `ObjectSubscription` (through `ViewNode.handle`); `ViewNode.destroy()`
/// and `teardown()` let go of the node (`release()`), which breaks the cycle node → storage →
/// handle → node.
///
/// Why not `weak`: a weak reference gives the node a side table, and every retain and release of a
/// node with one takes the runtime's slow path (about 100 instructions instead of a few). A node with
/// `@State` is retained and released several times per state write and per layout question.
@MainActor
final class NodeHandle {
    /// The node until it is destroyed or torn down.
    private(set) var node: ViewNode?

    init(_ node: ViewNode) { self.node = node }

    /// Lets go of the node (it is destroyed or torn down).
    func release() { node = nil }
}
