import Foundation

/// How many view nodes of one graph are alive: each node counts itself while it exists, and the
/// count outlives the graph, so a test can prove that dropping a host freed every node (not only
/// the graph object) and that a view that went away took its nodes with it.
///
/// Not meant for app code (SwiftUI has no such thing); `ViewGraph._liveNodes` gives a graph's.
/// ```swift
/// let count = host.graph._liveNodes
/// // … drop the host …
/// #expect(count.value == 0)
/// ```
public final class _ViewNodeCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    init() {}

    /// The nodes alive now.
    public var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }

    func add(_ delta: Int) {
        lock.lock()
        count += delta
        lock.unlock()
    }
}
