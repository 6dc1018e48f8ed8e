import Foundation

/// Where the graph runs: the main queue, and how code that SwiftUI lets run anywhere reaches it.
///
/// The graph and its nodes are `@MainActor`. In an app the main queue is drained by the main thread;
/// under `dispatchMain()` (Swift Testing's `@MainActor` tests on Linux) a worker thread drains it,
/// so "on the main actor" is told by the queue as well as by the thread.
///
/// Who calls it: the property wrappers whose SwiftUI shape is nonisolated (`@State` and its
/// siblings may be set from any thread, as Apple documents) to reach their main-actor storage, and
/// `GraphIsolation`'s debug check.
enum MainQueue {
    /// Marks the main queue, so a block running on it is recognised on any thread.
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the caller runs on the main thread or inside a block of the main queue.
    static var isCurrent: Bool { MainThreadCheck.isMainThread || DispatchQueue.getSpecific(key: key) == true }

    /// Runs `body` on the main actor: now when the caller is on the main queue, otherwise as the main
    /// queue's next block (a write from a background thread lands before the next frame).
    static func run(_ body: @escaping @MainActor () -> Void) {
        if isCurrent {
            GraphIsolation.assumed(body)
        } else {
            DispatchQueue.main.async { GraphIsolation.assumed(body) }
        }
    }
}
