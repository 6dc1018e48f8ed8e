import Foundation
import PlumeAnimation

/// Something with animated attributes, sampled once per frame while registered with the animation
/// driver: a node (its frame, its behaviour's attributes).
@MainActor
protocol AnimationTicking: AnyObject {
    /// Shows the attributes' values at `time` (invalidating drawing or the body as needed); returns
    /// whether an animation still runs, appending the completions of those that ended. A target
    /// that left the graph returns false and does nothing.
    func animationFrame(at time: TimeInterval, completions: inout [() -> Void]) -> Bool
}

/// The running animations of one graph: the nodes to sample every frame and the completion groups
/// of transactions (`withAnimation(_:_:completion:)`) that must complete even if they start nothing.
///
/// The graph owns one and calls `tick(at:)` at the start of each frame and
/// `finishIdleCompletionGroups()` after its first layout; nodes register with `start(_:)` (through
/// `ViewGraph.startAnimating(_:)`) when an attribute starts to move. It samples only the targets it
/// was given, and hands completions to the scheduler's after-frame queue (never runs them itself).
@MainActor
final class AnimationDriver {
    private let scheduler: FrameScheduler
    private var targets: [ObjectIdentifier: any AnimationTicking] = [:]
    private var completionGroups: [AnimationCompletionGroup] = []

    init(scheduler: FrameScheduler) { self.scheduler = scheduler }

    /// Whether any target is registered (the host keeps producing frames while so).
    var isAnimating: Bool { !targets.isEmpty }

    /// Keeps the nodes' copy of `isAnimating` (see `GraphFrameState`) after `targets` changed.
    private func targetsChanged() { scheduler.frameState.isAnimating = !targets.isEmpty }

    /// Registers `target` to be sampled every frame until it reports that its animations ended
    /// (registering it again changes nothing).
    func start(_ target: any AnimationTicking) {
        targets[ObjectIdentifier(target)] = target
        targetsChanged()
        scheduler.requestFrame()
    }

    /// Samples every target at `time`, drops those whose animations ended, and queues the
    /// completions of animations that ended as after-frame work.
    func tick(at time: TimeInterval) {
        guard !targets.isEmpty else { return }
        var completions: [() -> Void] = []
        for (id, target) in targets where !target.animationFrame(at: time, completions: &completions) {
            targets[id] = nil
        }
        targetsChanged()
        for action in completions { scheduler.afterFrame(action) }
        scheduler.requestFrame()
    }

    /// Makes sure `group` completes even when its transaction starts no animation.
    func track(_ group: AnimationCompletionGroup) {
        if !completionGroups.contains(where: { $0 === group }) { completionGroups.append(group) }
    }

    /// Completion groups whose transaction started no animation complete after their first frame
    /// (their completion is queued as after-frame work); every tracked group is then forgotten.
    func finishIdleCompletionGroups() {
        guard !completionGroups.isEmpty else { return }
        for group in completionGroups {
            if let action = group.finishIfIdle() { scheduler.afterFrame(action) }
        }
        completionGroups.removeAll()
    }
}
