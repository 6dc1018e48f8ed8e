import Foundation

/// A node the frame scheduler can re-evaluate: `ViewNode` (tests use stand-ins).
@MainActor
protocol ScheduledNode: AnyObject {
    /// How deep the node is in the tree (the root is 0); shallower nodes run first.
    var depth: Int { get }
    /// Whether the node still waits for its body (a node re-evaluated by an ancestor is skipped).
    var needsBody: Bool { get }
    /// Whether the node left the tree (it is skipped).
    var isDestroyed: Bool { get }
    /// Runs the node's body again.
    func reevaluate()
}

/// The frame scheduling of one graph: the queue of dirty bodies with the transactions they changed
/// in, the queue of after-frame work, the queue of `@Observable` changes (the only part other
/// threads may touch, under its lock) and the "a frame is needed" flag.
///
/// The graph owns one and runs it in `ViewGraph.update()` and `runFrame()`; nodes and behaviours
/// reach it through the graph (`invalidateBody`, `afterFrame`, `needsFrame`). It touches nothing but
/// its queues: it calls `reevaluate()` on the nodes it was given and runs the work it was given.
/// Main-actor isolated, except `observedChange(_:)`, which any thread may call.
@MainActor
final class FrameScheduler {
    /// Whether something changed since the last rendered frame (`ViewGraph.render()` clears it);
    /// kept in `frameState`, which nodes write directly.
    var needsFrame: Bool {
        get { frameState.needsFrame }
        set { frameState.needsFrame = newValue }
    }
    /// The graph's values that its nodes share (see `GraphFrameState`).
    let frameState: GraphFrameState
    /// The transaction of the changes being applied right now (during `update()`); behaviours that
    /// scope a transaction to their subtree set it and put it back.
    var transaction = Transaction()
    /// No dynamic exclusivity check on `dirty` and `isUpdating`: every access is an instant read or
    /// write (`update()` works on a sorted copy of the queue).
    @exclusivity(unchecked) private var dirty: [(node: any ScheduledNode, transaction: Transaction)] = []
    /// The `@Observable` changes waiting for `update()`: the one part of scheduling other threads
    /// reach (closures that may outlive the graph hold it, not the scheduler).
    let observedChanges: ObservedChangeInbox
    private var afterFrameWork: [() -> Void] = []
    /// Whether `update()` is running (a nested call returns at once).
    @exclusivity(unchecked) private(set) var isUpdating = false
    /// The most rounds `update()` runs when bodies keep dirtying others (a cycle stops there).
    static let maxUpdateRounds = 100

    init(frameState: GraphFrameState = GraphFrameState()) {
        self.frameState = frameState
        observedChanges = ObservedChangeInbox(frameState: frameState)
    }

    deinit { observedChanges.close() }

    /// Whether some body waits for `update()`.
    var hasDirtyNodes: Bool { !dirty.isEmpty }

    /// Whether anything is queued or a frame was asked for.
    var hasQueuedWork: Bool {
        needsFrame || !dirty.isEmpty || !observedChanges.isEmpty || !afterFrameWork.isEmpty
    }

    /// Asks for a frame.
    func requestFrame() { needsFrame = true }

    /// Queues `node`'s body, changed in `transaction`, for the next `update()`.
    ///
    /// A node queued again right after itself in a transaction with the same animation is not queued
    /// twice: its body runs once per round with the transaction of its first entry either way (the
    /// second entry finds it re-evaluated), and `mustCommit(before:)` sees the same animation last.
    /// A drag's moves write the same view's state thousands of times before a frame.
    func schedule(_ node: any ScheduledNode, transaction: Transaction) {
        needsFrame = true
        if let last = dirty.last, last.node === node, last.transaction.animation == transaction.animation { return }
        dirty.append((node, transaction))
    }

    /// Whether changes queued in another transaction must be applied before a change in
    /// `transaction` is recorded (each transaction commits on its own; see
    /// `ViewGraph.willChangeState(in:)`).
    func mustCommit(before transaction: Transaction) -> Bool {
        guard !isUpdating, let last = dirty.last else { return false }
        return last.transaction.animation != transaction.animation
    }

    /// An `@Observable` property read by some body changed (possibly on another thread): `work`
    /// runs at the start of the next `update()`.
    nonisolated func observedChange(_ work: @escaping @MainActor () -> Void) { observedChanges.post(work) }

    /// Runs the observed changes, then re-evaluates the dirty bodies, shallowest first (in queue
    /// order among equals), each once per round; bodies dirtied meanwhile run in the next round,
    /// at most `maxUpdateRounds` rounds. Each body runs with `transaction` set to the one it
    /// changed in; afterwards `transaction` is empty again.
    func update() {
        guard !isUpdating else { return }
        isUpdating = true
        defer { isUpdating = false }
        // `update()` runs on the main queue (the graph's), where the main-actor work may run.
        observedChanges.take().forEach { GraphIsolation.assumed($0) }
        var rounds = 0
        while !dirty.isEmpty && rounds < Self.maxUpdateRounds {
            rounds += 1
            let batch = dirty.enumerated().sorted {
                ($0.element.node.depth, $0.offset) < ($1.element.node.depth, $1.offset)
            }.map(\.element)
            dirty.removeAll()
            for (node, transaction) in batch where node.needsBody && !node.isDestroyed {
                self.transaction = transaction
                node.reevaluate()
            }
        }
        transaction = Transaction()
    }

    /// Queues `work` to run after layout (appear/disappear handlers, preference callbacks, onChange).
    func afterFrame(_ work: @escaping () -> Void) {
        afterFrameWork.append(work)
        needsFrame = true
    }

    /// Runs the after-frame work queued so far; work queued while it runs waits for the next call.
    /// Returns whether there was any.
    @discardableResult
    func runAfterFrameWork() -> Bool {
        guard !afterFrameWork.isEmpty else { return false }
        let work = afterFrameWork
        afterFrameWork.removeAll()
        work.forEach { $0() }
        return true
    }
}
