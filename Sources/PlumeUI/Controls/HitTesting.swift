import Foundation
import PlumeAnimation
import PlumeGraphics

/// A behaviour that takes part in pointer input (buttons, tap gestures, scroll views, text fields).
///
/// Every handler on the path from the hit view up to the root is offered a press; those that
/// return true from `pointerBegan` form the press's *arena* (see `ViewGraph.pointerDown(at:)`) and
/// all see its moves. A handler that recognises its gesture (a drag past its minimum distance)
/// calls `ViewGraph.claimPointer(_:)`, which cancels the others of the same or lower
/// `pointerPriority`; one whose gesture failed calls `PointerArena.resign(_:)` and
/// leaves. When the pointer goes up, the highest-priority member left — the claimant among equals,
/// else the innermost — gets `pointerEnded`, as do `.simultaneous` members; the rest are cancelled.
/// All points are window coordinates.
@MainActor
protocol PointerHandler: AnyObject {
    /// The pointer went down at `point` over this handler's view; return true to join the arena.
    func pointerBegan(at point: CGPoint) -> Bool
    func pointerMoved(to point: CGPoint)
    func pointerEnded(at point: CGPoint)
    /// Another handler claimed the press, the view went away, or the host cancelled the press.
    func pointerCancelled()
    /// Whether the handler takes the press as soon as it begins (a slider's thumb, a text field's
    /// selection), so outer handlers such as a scroll view never see it. False by default.
    var claimsPressImmediately: Bool { get }
    /// How the handler ranks against the others (`.normal` by default; gestures attached with
    /// `highPriorityGesture` and `simultaneousGesture` differ).
    var pointerPriority: PointerPriority { get }
    /// Whether the handlers inside this one's view must not see the press (a gesture attached with
    /// a mask without `.subviews`). False by default.
    var blocksInnerHandlers: Bool { get }
    /// Whether the handler waits for time to pass while the pointer is down (a long press): the
    /// graph then ticks it every frame and reports pending work. False by default.
    var wantsTicks: Bool { get }
    /// A frame ran at host time `time` while the pointer is down and `wantsTicks` is true.
    func pointerTick(at time: TimeInterval)
    /// Whether the handler may take the press when the pointer moves (a gesture, a scroll view): a
    /// scroll view pulled past an edge it rests at leaves the press to such handlers around it
    /// (see `ScrollView+Handoff.swift`). False by default (buttons, text fields).
    var recognizesMovement: Bool { get }
}

extension PointerHandler {
    var claimsPressImmediately: Bool { false }
    var pointerPriority: PointerPriority { .normal }
    var blocksInnerHandlers: Bool { false }
    var wantsTicks: Bool { false }
    func pointerTick(at time: TimeInterval) {}
    var recognizesMovement: Bool { false }
}

/// Turns hit testing off for a subtree, as SwiftUI's `allowsHitTesting`.
nonisolated struct AllowsHitTestingModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let enabled: Bool
    @MainActor func makeBehavior() -> NodeBehavior { AllowsHitTestingBehavior() }
}

final class AllowsHitTestingBehavior: TransparentModifierBehavior<AllowsHitTestingModifier> {
    override func modifierChanged(from old: AllowsHitTestingModifier) {}
    override func hitTest(_ point: CGPoint) -> ViewNode? { modifier.enabled ? super.hitTest(point) : nil }
}

/// Makes a shape the hit area of the view, as SwiftUI's `contentShape`.
nonisolated struct ContentShapeModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let shape: AnyShape
    let eoFill: Bool
    @MainActor func makeBehavior() -> NodeBehavior { ContentShapeBehavior() }
}

final class ContentShapeBehavior: ModifierBehavior<ContentShapeModifier> {
    override var displayName: String? { "contentShape" }
    override func modifierChanged(from old: ContentShapeModifier) {}
    override func hitTest(_ point: CGPoint) -> ViewNode? {
        guard node.shape(modifier.shape, contains: point, eoFill: modifier.eoFill) else { return nil }
        return super.hitTest(point) ?? node
    }
}

extension ViewNode {
    /// Whether `shape`, laid in this node's frame, contains `point` (window coordinates): the hit
    /// area of `contentShape` and `containerShape`.
    func shape(_ shape: AnyShape, contains point: CGPoint, eoFill: Bool) -> Bool {
        let path = shape.path(in: CGRect(origin: .zero, size: frame.size)).offsetBy(dx: frame.minX, dy: frame.minY)
        return path.contains(point, eoFill: eoFill)
    }
}

nonisolated extension View {
    /// Whether this view and its descendants receive pointer input.
    public func allowsHitTesting(_ enabled: Bool) -> some View { modifier(AllowsHitTestingModifier(enabled: enabled)) }
    /// Uses `shape` (in the view's frame) as the area that receives pointer input.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        modifier(ContentShapeModifier(shape: AnyShape(shape), eoFill: eoFill))
    }
}

extension ViewGraph {
    /// The topmost hit-testable view at `point`.
    func hitTest(_ point: CGPoint) -> ViewNode? { root.behavior.hitTest(point) }
}
