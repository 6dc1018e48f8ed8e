import Foundation

/// The future frame times views asked to be woken at (a `TimelineView`'s next entry): one per
/// owner, the earliest of which hosts read as `ViewGraph.nextWakeUpTime` to sleep until then.
///
/// Behaviours call `schedule(_:at:action:)` (replacing their earlier request) and `cancel(_:)` when
/// they go; the graph calls `fire(upTo:)` at the start of each frame, which runs and forgets every
/// request due by then. A graph with no requests needs no frames for them: idle stays idle.
final class WakeUps {
    private var requests: [ObjectIdentifier: (time: TimeInterval, action: () -> Void)] = [:]

    /// The earliest requested time, or nil when there is none.
    private(set) var next: TimeInterval?

    /// Asks for `action` to run in the first frame at or after `time`, replacing `owner`'s request.
    func schedule(_ owner: AnyObject, at time: TimeInterval, action: @escaping () -> Void) {
        requests[ObjectIdentifier(owner)] = (time, action)
        next = min(next ?? time, time)
    }

    /// Forgets `owner`'s request.
    func cancel(_ owner: AnyObject) {
        guard requests.removeValue(forKey: ObjectIdentifier(owner)) != nil else { return }
        next = requests.values.map(\.time).min()
    }

    /// Runs (and forgets) the requests due at `time`, earliest first.
    func fire(upTo time: TimeInterval) {
        guard let next, next <= time else { return }
        let due = requests.filter { $0.value.time <= time }.sorted { $0.value.time < $1.value.time }
        for (key, _) in due { requests[key] = nil }
        self.next = requests.values.map(\.time).min()
        for (_, request) in due { request.action() }
    }
}
