import Foundation
import PlumeAnimation
import PlumeGraphics

/// The node of a `symbolEffect` modifier: hands its `SymbolEffectPlayer` to the content through the
/// environment, gives the player each new modifier, and ticks it while anything moves.
///
/// Transparent to layout and drawing (the symbol images inside draw themselves in the player's pose).
final class SymbolEffectBehavior: EnvironmentModifierBehavior<SymbolEffectModifier>, AnimationTicking {
    override var animationTarget: AnimationTicking? { self }
    private let player = SymbolEffectPlayer()

    override func transform(_ environment: EnvironmentValues) -> EnvironmentValues {
        var env = environment
        env.symbolEffectPlayers.append(player)
        return env
    }

    /// The player's pose now (for tests and dumps).
    var pose: SymbolEffectPose { player.pose(at: node.frameState.time) }

    override func update(changed: Bool) {
        super.update(changed: changed)
        if let problem = modifier.options.usableSpeed.problem { node.graph.report(problem) }
        if player.apply(modifier, at: node.frameState.time) { node.graph.startAnimating(node) }
    }

    func animationFrame(at time: TimeInterval, completions: inout [() -> Void]) -> Bool {
        player.tick(at: time)
    }
}
