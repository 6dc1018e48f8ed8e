import Foundation
import PlumeGraphics
import PlumeUI

/// Pinching and turning like a person with two fingers, or with Control + scroll wheel, through
/// the graph's pinch input (the same entry points the window's touch and wheel events use).
extension ViewHost {
    /// Pinches at `point` (window coordinates) until the content is `scale` times its size, in
    /// `steps` equal factors spread over `duration` seconds of the clock (so gestures see a
    /// velocity), then lifts the fingers: the pinch's gestures end with their last value.
    public func pinch(at point: CGPoint, scale: CGFloat, steps: Int = 10, duration: TimeInterval = 0.2) {
        let n = max(1, steps)
        let factor = pow(scale, 1 / CGFloat(n))
        twoFingerMotion(at: point, steps: n, duration: duration) { graph.pinch(at: $0, scaleBy: factor) }
    }

    /// Turns two fingers at `point` by `angle` (positive is clockwise) in `steps` equal turns over
    /// `duration` seconds of the clock, then lifts them.
    public func rotate(at point: CGPoint, by angle: Angle, steps: Int = 10, duration: TimeInterval = 0.2) {
        let n = max(1, steps)
        let step = Angle.radians(angle.radians / Double(n))
        twoFingerMotion(at: point, steps: n, duration: duration) { graph.pinch(at: $0, rotateBy: step) }
    }

    /// Turns the scroll wheel over `point` by `delta` points with `modifiers` held, as the window
    /// does, and runs a frame. With `.control` it is pinch input (magnify; with `.shift` too,
    /// rotate) that ends after `ViewGraph.pinchQuietInterval` of the clock without more of it —
    /// `advance(by:)` past that to end it. Returns whether a scroll view moved (true for pinch input).
    @discardableResult
    public func scroll(at point: CGPoint, by delta: CGSize, modifiers: EventModifiers) -> Bool {
        let taken = onMain { graph.scrollWheel(at: point, delta: delta, modifiers: modifiers) }
        runFrame()
        return taken
    }

    /// Whether a pinch is in progress (Control + wheel input not yet quiet for long enough).
    public var isPinching: Bool { onMain { graph.isPinching } }

    private func twoFingerMotion(
        at point: CGPoint, steps: Int, duration: TimeInterval, increment: @MainActor (CGPoint) -> Void
    ) {
        for _ in 0..<steps {
            advance(by: duration / Double(steps))
            onMain { increment(point) }
            runFrame()
        }
        onMain { graph.endPinch() }
        runFrame()
        settle()
    }
}
