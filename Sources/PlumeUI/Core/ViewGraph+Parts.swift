import Foundation
import PlumeAnimation
import PlumeGraphics

/// What nodes and behaviours ask of the graph's parts, by the names they use (each forwards to the
/// part that owns it).
extension ViewGraph {
    /// The transaction of the changes being applied right now (during `update()`).
    var transaction: Transaction {
        get { scheduler.transaction }
        set { scheduler.transaction = newValue }
    }

    /// Queues `work` to run after layout (appear/disappear handlers, preference callbacks, onChange).
    func afterFrame(_ work: @escaping () -> Void) { scheduler.afterFrame(work) }

    /// Whether any attribute is animating (the host keeps producing frames while so).
    public var isAnimating: Bool { animations.isAnimating }

    /// Registers `node` to be sampled every frame until its animations end.
    func startAnimating(_ node: ViewNode) { animations.start(node) }

    /// The view holding keyboard focus.
    var focusedNode: ViewNode? {
        get { focus.focusedNode }
        set { focus.focusedNode = newValue }
    }

    /// Gives keyboard focus to `node` (or takes it away with nil), telling `@FocusState`s.
    func setFocus(_ node: ViewNode?) { focus.setFocus(node) }

    /// The on-screen keyboard in touch mode (see `softwareKeyboardMode`).
    var softwareKeyboard: SoftwareKeyboard? { focus.softwareKeyboard }

    /// The handlers tracking the current press, innermost first (see `PointerArena`).
    var pointerArena: [PointerHandler] {
        get { pointer.members }
        set { pointer.members = newValue }
    }

    /// `handler` recognised its gesture (see `PointerArena.claim(_:)`).
    func claimPointer(_ handler: PointerHandler) { pointer.claim(handler) }

    /// Whether `handler` is tracking the current press.
    func isTrackingPointer(_ handler: PointerHandler) -> Bool { pointer.isTracking(handler) }
}
