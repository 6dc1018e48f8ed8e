import Foundation
import PlumeAnimation

/// Plays a `KeyframeAnimator`'s keyframes on the graph's clock: shows `content(value)` as its only
/// child and, while a play lasts, rebuilds it every frame with the timeline's value at that time.
///
/// The graph calls `update(changed:)` (a new view value, or this behaviour's own frame) and, while
/// playing, `animationFrame(at:completions:)`; it touches only its own node and the animation driver.
final class KeyframeAnimatorBehavior<Value, KeyframePath: Keyframes, Content: View>:
    SingleContentViewBehavior<KeyframeAnimator<Value, KeyframePath, Content>>, AnimationTicking
where KeyframePath.Value == Value {
    override var animationTarget: AnimationTicking? { self }
    override var displayName: String? { "KeyframeAnimator" }

    /// The value shown when no play runs (the initial value, then the end of the last triggered play).
    private var resting: Value?
    private var play: (timeline: KeyframeTimeline<Value>, start: TimeInterval, loops: Bool)?
    private var lastTrigger: AnyEquatable?
    private var reportedEmpty = false

    override func update(changed: Bool) {
        let view = self.view!
        let graph = node.graph
        let appearing = resting == nil
        if appearing { resting = view.initialValue }
        switch view.playback {
        case .repeating(let repeating):
            if repeating, play == nil || !(play?.loops ?? false) {
                start(view.timeline(from: view.initialValue), loops: true)
            } else if !repeating, play != nil {
                play = nil
            }
            if !repeating { resting = view.timeline(from: view.initialValue).value(time: 0) }
        case .trigger(let trigger):
            if !appearing, let lastTrigger, lastTrigger != trigger {
                start(view.timeline(from: value(at: graph.time)), loops: false)
            }
            lastTrigger = trigger
        }
        node.reconcileChildren([(AnyHashable(0), view.content(value(at: graph.time)))], environment: node.environment)
    }

    private func start(_ timeline: KeyframeTimeline<Value>, loops: Bool) {
        if loops, !(timeline.duration > 0) {
            if !reportedEmpty {
                reportedEmpty = true
                node.graph.report("KeyframeAnimator: the keyframes last no time, so they cannot repeat")
            }
            resting = timeline.value(progress: 1)
            play = nil
            return
        }
        play = (timeline, node.frameState.time, loops)
        node.graph.startAnimating(node)
    }

    /// The value to show at `time`.
    private func value(at time: TimeInterval) -> Value {
        guard let play else { return resting ?? view.initialValue }
        var elapsed = time - play.start
        if play.loops, play.timeline.duration > 0 {
            elapsed = elapsed.truncatingRemainder(dividingBy: play.timeline.duration)
        }
        return play.timeline.value(time: elapsed)
    }

    func animationFrame(at time: TimeInterval, completions: inout [() -> Void]) -> Bool {
        guard let play, !node.isDestroyed else { return false }
        if !play.loops, time - play.start >= play.timeline.duration {
            resting = play.timeline.value(progress: 1)
            self.play = nil
            node.invalidateBody(transaction: Transaction())
            return false
        }
        node.invalidateBody(transaction: Transaction())
        return true
    }
}
