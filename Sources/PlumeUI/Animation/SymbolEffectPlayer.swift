import Foundation
import PlumeAnimation
import PlumeGraphics

/// The state of one `symbolEffect` modifier on the graph's clock: which plays run or which way a
/// hold moves, and the symbol images inside the modifier that draw in its pose.
///
/// Owned by its `SymbolEffectBehavior`, which hands it each new modifier (`apply`) and ticks it;
/// handed down the environment (`\.symbolEffectPlayers`) to the `Image(systemName:)`s inside, which
/// `register` when they update and ask for the `pose(at:)` when they draw. It invalidates only the
/// drawing of the images that registered (held weakly).
@MainActor
final class SymbolEffectPlayer {
    private var motion = SymbolEffectMotion.holding(.identity)
    private var speed = 1.0
    /// The plays under way: when they started and how many there are (`Int.max`: endless).
    private var plays: (start: TimeInterval, count: Int)?
    /// A hold's position (0 rest, 1 active) while it eases; `holdTarget` when it rests.
    private var hold: AnimatedValue<Double>?
    private var holdTarget = 0.0
    private var lastValue: AnyEquatable?
    private var wasActive = false
    private var appeared = false
    private var symbols: [WeakNode] = []

    /// Seconds for one play or one ease at the options' speed (0: the motion cannot play).
    private var period: TimeInterval {
        let duration = motion.duration
        guard duration.isFinite, duration > 0 else { return 0 }
        return duration / speed
    }

    /// Takes the modifier's motion, options and trigger at `now`; returns whether something started
    /// to move (the owner then asks the graph for frames).
    func apply(_ modifier: SymbolEffectModifier, at now: TimeInterval) -> Bool {
        motion = modifier.motion
        speed = modifier.options.usableSpeed.speed
        defer { appeared = true }
        switch modifier.trigger {
        case .value(let value):
            defer { lastValue = value }
            guard appeared, lastValue != value else { return false }
            return startPlays(count: modifier.options.repeatCount ?? 1, at: now)
        case .active(let active):
            defer { wasActive = active }
            switch motion.kind {
            case .play:
                if active, !wasActive || !appeared {
                    return startPlays(count: modifier.options.repeatCount ?? .max, at: now)
                }
                if !active, wasActive, let running = plays {
                    let done = Int(((now - running.start) / period).rounded(.down)) + 1
                    plays = (running.start, min(running.count, max(1, done)))
                }
                return false
            case .hold:
                return moveHold(to: active ? 1 : 0, at: now, animated: appeared)
            }
        }
    }

    private func startPlays(count: Int, at now: TimeInterval) -> Bool {
        guard period > 0 else { return false }
        plays = (now, count)
        redrawSymbols()
        return true
    }

    private func moveHold(to target: Double, at now: TimeInterval, animated: Bool) -> Bool {
        guard target != holdTarget else { return false }
        let from = hold?.value(at: now) ?? holdTarget
        holdTarget = target
        redrawSymbols()
        guard animated, period > 0 else {
            hold = nil
            return false
        }
        hold = AnimatedValue(from: from, to: target, animation: .easeInOut(duration: period), startTime: now)
        return true
    }

    /// The symbols' pose at `time`.
    func pose(at time: TimeInterval) -> SymbolEffectPose {
        switch motion.kind {
        case .play(let pose):
            guard let plays, period > 0 else { return .identity }
            let elapsed = time - plays.start
            guard elapsed >= 0, elapsed < period * Double(plays.count) else { return .identity }
            return pose(elapsed.truncatingRemainder(dividingBy: period) / period)
        case .hold(let rest, let active):
            return rest.interpolated(to: active, fraction: hold?.value(at: time) ?? holdTarget)
        }
    }

    /// Redraws the symbols; returns whether anything still moves after `time`.
    func tick(at time: TimeInterval) -> Bool {
        redrawSymbols()
        if let running = plays, time - running.start >= period * Double(running.count) { plays = nil }
        if let moving = hold, moving.isComplete(at: time) { hold = nil }
        return plays != nil || hold != nil
    }

    /// Adds a symbol image that draws in this effect's pose.
    func register(_ node: ViewNode) {
        symbols.removeAll { $0.node == nil }
        if !symbols.contains(where: { $0.node === node }) { symbols.append(WeakNode(node: node)) }
    }

    private func redrawSymbols() {
        for symbol in symbols { symbol.node?.invalidateRender() }
    }

    private struct WeakNode {
        weak var node: ViewNode?
    }
}

struct SymbolEffectPlayersKey: EnvironmentKey { static let defaultValue: [SymbolEffectPlayer] = [] }

@MainActor
extension EnvironmentValues {
    /// The symbol effects applied around a view, outermost first (read by `Image(systemName:)`).
    var symbolEffectPlayers: [SymbolEffectPlayer] {
        get { self[SymbolEffectPlayersKey.self] }
        set { self[SymbolEffectPlayersKey.self] = newValue }
    }

    /// The pose the symbol effects around a view give a symbol at `time`.
    func symbolEffectPose(at time: TimeInterval) -> SymbolEffectPose {
        symbolEffectPlayers.reduce(.identity) { $0.combined(with: $1.pose(at: time)) }
    }
}
