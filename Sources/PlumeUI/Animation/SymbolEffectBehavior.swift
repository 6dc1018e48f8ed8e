import Foundation
import PlumeAnimation
import PlumeGraphics

/// Runs a symbol effect on the graph's clock and draws its content in the effect's pose.
///
/// `update(changed:)` starts plays (a changed value, an activation) or moves a hold; while anything
/// moves, `animationFrame(at:completions:)` redraws the node each frame and stops when it rests.
/// It touches only its own node's drawing and the animation driver.
final class SymbolEffectBehavior: ModifierBehavior<SymbolEffectModifier>, AnimationTicking {
    override var animationTarget: AnimationTicking? { self }
    override var displayName: String? { "symbolEffect" }

    /// The plays under way: when they started and how many there are (`Int.max`: endless).
    private var plays: (start: TimeInterval, count: Int)?
    /// A hold's position (0 rest, 1 active) while it eases, and where it rests otherwise.
    private var hold: AnimatedValue<Double>?
    private var holdTarget = 0.0
    private var lastValue: AnyEquatable?
    private var wasActive = false
    private var appeared = false

    /// Seconds for one play or one ease at the options' speed.
    private var period: TimeInterval {
        let duration = modifier.motion.duration
        guard duration.isFinite, duration > 0 else { return 0 }
        return duration / modifier.options.usableSpeed.speed
    }

    override func update(changed: Bool) {
        super.update(changed: changed)
        if let problem = modifier.options.usableSpeed.problem { node.graph.report(problem) }
        let now = node.graph.time
        switch modifier.trigger {
        case .value(let value):
            if appeared, lastValue != value { startPlays(count: modifier.options.repeatCount ?? 1, at: now) }
            lastValue = value
        case .active(let active):
            switch modifier.motion.kind {
            case .play:
                if active, !wasActive {
                    startPlays(count: modifier.options.repeatCount ?? .max, at: now)
                } else if !active, wasActive, let running = plays {
                    finishCurrentPlay(of: running, at: now)
                }
            case .hold:
                moveHold(to: active ? 1 : 0, at: now, animated: appeared)
            }
            wasActive = active
        }
        appeared = true
    }

    private func startPlays(count: Int, at now: TimeInterval) {
        guard period > 0 else { return }
        plays = (now, count)
        node.invalidateRender()
        node.graph.startAnimating(node)
    }

    /// Ends endless or remaining plays after the one under way.
    private func finishCurrentPlay(of running: (start: TimeInterval, count: Int), at now: TimeInterval) {
        let done = Int(((now - running.start) / period).rounded(.down)) + 1
        plays = (running.start, min(running.count, max(1, done)))
    }

    private func moveHold(to target: Double, at now: TimeInterval, animated: Bool) {
        guard target != holdTarget else { return }
        let from = hold?.value(at: now) ?? holdTarget
        holdTarget = target
        guard animated, period > 0 else {
            hold = nil
            return node.invalidateRender()
        }
        hold = AnimatedValue(from: from, to: target, animation: .easeInOut(duration: period), startTime: now)
        node.invalidateRender()
        node.graph.startAnimating(node)
    }

    /// The pose of the content at `time`.
    func pose(at time: TimeInterval) -> SymbolEffectPose {
        switch modifier.motion.kind {
        case .play(let pose):
            guard let plays, period > 0 else { return .identity }
            let elapsed = time - plays.start
            guard elapsed >= 0, elapsed < period * Double(plays.count) else { return .identity }
            return pose(elapsed.truncatingRemainder(dividingBy: period) / period)
        case .hold(let rest, let active):
            let position = hold?.value(at: time) ?? holdTarget
            return rest.interpolated(to: active, fraction: position)
        }
    }

    func animationFrame(at time: TimeInterval, completions: inout [() -> Void]) -> Bool {
        node.invalidateRender()
        if let running = plays, time - running.start >= period * Double(running.count) { plays = nil }
        if let moving = hold, moving.isComplete(at: time) { hold = nil }
        return plays != nil || hold != nil
    }

    override func draw(into list: inout DisplayList) {
        var inner = DisplayList()
        node.renderChildren(into: &inner)
        guard !inner.isEmpty else { return }
        pose(at: node.graph.time).draw(inner, in: node.drawFrame, into: &list)
    }
}
