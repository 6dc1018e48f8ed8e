import Foundation

/// What a view that turns with the mouse wheel offers the graph (`NodeBehavior.wheelTarget`):
/// `ViewGraph.scrollWheel(at:delta:)` asks the views under the pointer, innermost first, and stops
/// at the first scroll view that moves or turning view that takes the wheel.
@MainActor
protocol WheelTurning: AnyObject {
    /// The wheel moved by `delta` points (positive height: towards the user, as a scroll view's
    /// content moving up); returns whether the view took it.
    func turn(by delta: CGSize) -> Bool
}

/// Turns its content a step per wheel notch: calls `turn` with whole notches
/// (`ViewGraph.wheelNotchLength` points of vertical wheel travel each, positive downwards; a
/// trackpad's small deltas add up; at most 100 at once), on the main actor during event handling. `turn` says whether
/// the view took the wheel; when it did not (at an end) the wheel goes on to the views around.
nonisolated struct WheelTurnModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let turn: (Int) -> KeyPress.Result
    @MainActor func makeBehavior() -> NodeBehavior { WheelTurnBehavior() }
}

/// The behaviour of `WheelTurnModifier`: transparent to layout and drawing, it keeps the wheel
/// travel not yet turned (less than a notch).
final class WheelTurnBehavior: TransparentModifierBehavior<WheelTurnModifier>, WheelTurning {
    private var pending: CGFloat = 0

    override var wheelTarget: WheelTurning? { self }
    override func modifierChanged(from old: WheelTurnModifier) {}

    func turn(by delta: CGSize) -> Bool {
        guard delta.height.isFinite, delta.height != 0 else { return false }
        // At most 100 notches at once (a delta of 1e300 turns to an end, it does not overflow).
        let limit = 100 * ViewGraph.wheelNotchLength
        pending = min(max(pending + delta.height, -limit), limit)
        let notches = Int(pending / ViewGraph.wheelNotchLength)
        guard notches != 0 else { return true }
        pending -= CGFloat(notches) * ViewGraph.wheelNotchLength
        if modifier.turn(notches) == .handled { return true }
        pending = 0
        return false
    }
}
