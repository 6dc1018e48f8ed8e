import Foundation
import PlumeAnimation
import PlumeGraphics

/// A `Text`'s default content transition (SwiftUI's `.opacity`): when its characters change inside
/// an animated transaction, the text drawn before fades out while the new text fades in, both where
/// the (possibly animating) frame is now. Without an animation the new text simply replaces the old.
///
/// Used only by `TextBehavior`: `start` on its first update, `replace` from later updates whose runs
/// differ, `outgoing(at:)` and `incomingOpacity(at:)` while drawing, `tick` from its animation frame.
/// It keeps the outgoing layout request and size and nothing of the graph.
@MainActor
final class TextCrossfade {
    /// Counts replacements; the animated copy trails it, and the gap is the outgoing text's opacity.
    private var generation: Double = 0
    private let progress = AnimatedSlot<Double>()
    private var outgoingText: (request: TextLayoutRequest, size: CGSize, color: Color.Resolved)?

    /// Gives the animation its starting value (the first update of the text).
    func start(node: ViewNode) { progress.update(generation, node: node) }

    /// The text's runs changed: `request`, drawn at `size` in `color`, fades out under the node's
    /// transaction (and is dropped at once when the transaction does not animate).
    func replace(request: TextLayoutRequest, size: CGSize, color: Color.Resolved, node: ViewNode) {
        generation += 1
        outgoingText = (request, size, color)
        progress.update(generation, node: node)
    }

    /// How far the old text is from gone: 1 right after a replacement, 0 once the fade ends.
    private func outgoingOpacity(at time: TimeInterval) -> Double {
        guard outgoingText != nil else { return 0 }
        let gap = generation - progress.value(generation, at: time)
        return gap.isFinite ? min(1, max(0, gap)) : 0
    }

    /// The old text to draw now with its opacity, or nil when none fades.
    func outgoing(at time: TimeInterval) -> (request: TextLayoutRequest, size: CGSize, color: Color.Resolved)? {
        let opacity = outgoingOpacity(at: time)
        guard opacity > 0, var text = outgoingText else { return nil }
        text.color.opacity *= opacity
        return text
    }

    /// The opacity of the current text now (the complement of the outgoing one).
    func incomingOpacity(at time: TimeInterval) -> Double { 1 - outgoingOpacity(at: time) }

    /// Ends a finished fade; returns whether one still runs.
    func tick(at time: TimeInterval, completions: inout [() -> Void]) -> Bool {
        let running = progress.tick(at: time, completions: &completions)
        if !running { outgoingText = nil }
        return running
    }
}

extension CGRect {
    /// Where a drawing of `size` stands while this frame animates towards `final`: at the point of
    /// the frame that does not move (the leading edge of a frame that grows or shrinks from its
    /// leading edge, the middle of one that changes around its centre), on each axis. `fallback` is
    /// the fraction of the frame used on an axis where the frame keeps its length.
    func anchoredPlacement(of size: CGSize, towards final: CGRect, fallback: CGFloat = 0.5) -> CGRect {
        func start(_ shown: CGFloat, _ shownLength: CGFloat, _ end: CGFloat, _ endLength: CGFloat, _ length: CGFloat)
            -> CGFloat
        {
            let growth = endLength - shownLength
            var fraction = abs(growth) > 0.001 ? (shown - end) / growth : fallback
            fraction = fraction.isFinite ? min(1, max(0, fraction)) : fallback
            return shown + fraction * (shownLength - length)
        }
        return CGRect(
            x: start(minX, width, final.minX, final.width, size.width),
            y: start(minY, height, final.minY, final.height, size.height),
            width: size.width, height: size.height)
    }
}
