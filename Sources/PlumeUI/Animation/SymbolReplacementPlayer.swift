import Foundation
import PlumeAnimation
import PlumeGraphics

/// Plays `contentTransition(.symbolEffect(_:))` for one `Image(systemName:)`: when the symbol
/// changes under an animated transaction, the symbol drawn before leaves and the new one arrives in
/// the poses of the `SymbolReplacement`, over the transaction's animation.
///
/// Used only by `ImageBehavior`: `start` on its first update, `replace` when its symbol changed,
/// `draw` while drawing, `tick` from its animation frame. It keeps the leaving symbol's drawing and
/// nothing of the graph.
@MainActor
final class SymbolReplacementPlayer {
    /// Counts replacements; the animated copy trails it, and the gap is how much is left to play.
    private var generation: Double = 0
    private let progress = AnimatedSlot<Double>()
    private var leaving: (symbol: DisplayList, frame: CGRect, replacement: SymbolReplacement)?
    /// What `draw` drew last (the symbol that leaves at the next replacement).
    private var drawn: (symbol: DisplayList, frame: CGRect)?

    func start(node: ViewNode) { progress.update(generation, node: node) }

    /// The symbol changed: the one drawn last leaves with `replacement` under the node's transaction.
    func replace(with replacement: SymbolReplacement, node: ViewNode) {
        guard let drawn else { return }
        generation += 1
        leaving = (drawn.symbol, drawn.frame, replacement)
        progress.update(generation, node: node)
    }

    /// How far the replacement has played (1 when none plays).
    private func played(at time: TimeInterval) -> Double {
        guard leaving != nil else { return 1 }
        let gap = generation - progress.value(generation, at: time)
        return gap.isFinite ? 1 - min(1, max(0, gap)) : 1
    }

    /// Draws the leaving symbol (if any) and `symbol` in `frame`, each in its pose at `time`.
    func draw(_ symbol: DisplayList, in frame: CGRect, at time: TimeInterval, into list: inout DisplayList) {
        drawn = (symbol, frame)
        let p = played(at: time)
        guard let leaving, p < 1 else { return list.append(contentsOf: symbol) }
        leaving.replacement.leaving(p).draw(leaving.symbol, in: leaving.frame, into: &list)
        leaving.replacement.arriving(p).draw(symbol, in: frame, into: &list)
    }

    /// Ends a finished replacement; returns whether one still plays.
    func tick(at time: TimeInterval, completions: inout [() -> Void]) -> Bool {
        let running = progress.tick(at: time, completions: &completions)
        if !running { leaving = nil }
        return running
    }
}
