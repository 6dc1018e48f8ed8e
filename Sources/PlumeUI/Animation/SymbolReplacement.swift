import Foundation

/// How one symbol replaces another under `contentTransition(.symbolEffect(_:))`: the poses of the
/// leaving and the arriving symbol at each point (0…1) of the replacement. Made by `ContentTransition`;
/// read by `ImageBehavior` while it draws a replacement.
struct SymbolReplacement: Equatable, Sendable {
    private let effect: any Hashable & Sendable
    let leaving: @Sendable (Double) -> SymbolEffectPose
    let arriving: @Sendable (Double) -> SymbolEffectPose

    init<T: ContentTransitionSymbolEffect>(_ effect: T) {
        self.effect = effect
        leaving = { effect.leavingPose(at: $0) }
        if case .play(let pose) = effect.motion.kind {
            arriving = pose
        } else {
            arriving = { SymbolEffectPose(opacity: $0) }
        }
    }

    /// The automatic replacement (`.replace`, shrinking away and growing in).
    static let automatic = SymbolReplacement(ReplaceSymbolEffect())

    static func == (a: SymbolReplacement, b: SymbolReplacement) -> Bool {
        AnyHashable(a.effect) == AnyHashable(b.effect)
    }
}
