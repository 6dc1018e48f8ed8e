import Foundation

/// Where `@Observable` changes wait for a graph's next update: the one part of frame scheduling that
/// any thread may reach.
///
/// Who uses it: the closures that Observation and subscriptions keep (a body's `onChange`,
/// `_PropertyContext.invalidator`) post work here (`post`), from any thread; `FrameScheduler.update()`
/// takes it (`take`) on the main actor and runs it. The scheduler closes the inbox when it goes, and
/// work posted after that is dropped (its graph is gone).
///
/// Why a separate object: those closures can outlive the graph (a SwiftData model the store still
/// holds keeps its observation), so they must not hold the scheduler strongly; holding it weakly
/// gave the scheduler a side table, which sends each of its retains and releases — one pair per
/// `@State` write — down the runtime's slow path. They hold this object instead: it keeps neither
/// the graph nor any node alive.
final class ObservedChangeInbox: @unchecked Sendable {
    private let lock = NSLock()
    /// Guarded by `lock`.
    private var pending: [@MainActor () -> Void] = []
    /// Guarded by `lock`: whether the scheduler is gone.
    private var isClosed = false
    /// Marked when work arrives on the main queue (read and written only there).
    nonisolated(unsafe) private let frameState: GraphFrameState

    init(frameState: GraphFrameState) { self.frameState = frameState }

    /// Queues `work` for the start of the next update (dropped once the scheduler is gone); on the
    /// main queue, also asks for a frame.
    func post(_ work: @escaping @MainActor () -> Void) {
        lock.lock()
        guard !isClosed else { return lock.unlock() }
        pending.append(work)
        lock.unlock()
        if MainQueue.isCurrent { GraphIsolation.assumed { frameState.needsFrame = true } }
    }

    /// The work posted so far, oldest first; the inbox is empty afterwards.
    func take() -> [@MainActor () -> Void] {
        lock.lock()
        defer { lock.unlock() }
        let work = pending
        pending.removeAll()
        return work
    }

    /// Whether no work waits.
    var isEmpty: Bool {
        lock.lock()
        defer { lock.unlock() }
        return pending.isEmpty
    }

    /// Drops the waiting work and refuses more (the scheduler is going).
    func close() {
        lock.lock()
        isClosed = true
        pending.removeAll()
        lock.unlock()
    }
}
