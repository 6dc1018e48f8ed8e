import Foundation
import PlumeAnimation
import PlumeGraphics

/// How a view's gesture ranks against the other handlers of a press (see `ViewGraph.pointerDown`).
enum PointerPriority: Int, Comparable {
    /// Recognises alongside the others: never cancelled by their claims, never cancels them, and
    /// always told when the pointer goes up (`simultaneousGesture`).
    case simultaneous = -1
    /// The usual rule: innermost wins unless another claims (`gesture`).
    case normal = 0
    /// Wins over the handlers inside its view (`highPriorityGesture`).
    case high = 1
    static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}

/// Attaches a gesture to a view (`.gesture`, `.simultaneousGesture`, `.highPriorityGesture`).
nonisolated struct GestureModifier<G: Gesture>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let gesture: G
    let priority: PointerPriority
    let mask: GestureMask
    @MainActor func makeBehavior() -> NodeBehavior { GestureBehavior<G>() }
}

/// Runs one recognizer per press (or per pinch without a press) for its view's gesture, as a member
/// of the pointer arena and of the pinch arena.
final class GestureBehavior<G: Gesture>: TransparentModifierBehavior<GestureModifier<G>>, PointerHandler,
    PinchHandler, GestureRecognizerContext
{
    override var pointerHandler: PointerHandler? { self }
    override var pinchHandler: PinchHandler? { self }
    private var recognizer: GestureRecognizer<G.Value>?
    /// Whether `recognizer` was made for a pinch with no press (it goes when the pinch ends).
    private var isPinchOnly = false
    private var tapHistories: [TapHistory] = []
    private var tapHistoryIndex = 0

    override func modifierChanged(from old: GestureModifier<G>) {}

    // MARK: PointerHandler

    var pointerPriority: PointerPriority { modifier.priority }
    var blocksInnerHandlers: Bool { !modifier.mask.contains(.subviews) }
    var wantsTicks: Bool { recognizer?.wantsTicks ?? false }
    var recognizesMovement: Bool { true }

    func pointerBegan(at point: CGPoint) -> Bool {
        recognizer?.cancel()
        recognizer = nil
        guard modifier.mask.contains(.gesture) else { return false }
        let made = startRecognizer(forPinch: false)
        made.begin(sample(point))
        return !made.isDone || isClaimant
    }

    /// A new recognizer of the gesture (for a press, or for a pinch without a press).
    private func startRecognizer(forPinch: Bool) -> GestureRecognizer<G.Value> {
        tapHistoryIndex = 0
        let made = makeGestureRecognizer(modifier.gesture, in: self)
        made.reportFailed = { [unowned self] in finishedFailing() }
        recognizer = made
        isPinchOnly = forPinch
        return made
    }

    func pointerMoved(to point: CGPoint) { recognizer?.move(sample(point)) }

    func pointerEnded(at point: CGPoint) {
        recognizer?.end(sample(point))
        recognizer = nil
    }

    func pointerCancelled() {
        recognizer?.cancel()
        recognizer = nil
    }

    func pointerTick(at time: TimeInterval) { recognizer?.tick(time) }

    // MARK: PinchHandler

    func pinchBegan(_ sample: PinchSample) -> Bool {
        guard modifier.mask.contains(.gesture) else { return false }
        let target = recognizer.flatMap { $0.isDone ? nil : $0 } ?? startRecognizer(forPinch: true)
        target.pinchBegin(sample)
        return !target.isDone
    }

    func pinchChanged(_ sample: PinchSample) { recognizer?.pinchChange(sample) }

    func pinchEnded(_ sample: PinchSample) {
        recognizer?.pinchEnd(sample)
        if isPinchOnly { recognizer = nil }
    }

    func pinchCancelled() {
        guard isPinchOnly else { return }
        recognizer?.cancel()
        recognizer = nil
    }

    /// A failed gesture leaves the arenas so it cannot win the press or the pinch from a handler
    /// that still can.
    private func finishedFailing() {
        guard node != nil, !node.isDestroyed else { return }
        node.graph.pointer.resign(self)
        node.graph.pinches.resign(self)
    }

    private var isClaimant: Bool { node.graph.pointer.claimant === self }

    override func destroyed() {
        recognizer?.cancel()
        recognizer = nil
        super.destroyed()
    }

    // MARK: GestureRecognizerContext

    var time: TimeInterval { node.frameState.time }

    func claimPointer() {
        node.graph.claimPointer(self)
        node.graph.pinches.claim(self)
    }

    /// The union of the frames of the view's layout items (window coordinates; null without items).
    private var itemsBounds: CGRect {
        var area = CGRect.null
        for item in node.layoutItems { area = area.union(item.frame) }
        return area
    }

    func unitPoint(of point: CGPoint) -> UnitPoint {
        let area = itemsBounds
        guard !area.isNull, area.width > 0, area.height > 0 else { return .center }
        return UnitPoint(x: (point.x - area.minX) / area.width, y: (point.y - area.minY) / area.height)
    }

    func origin(of space: CoordinateSpace) -> CGPoint {
        switch space {
        case .global: return .zero
        case .local:
            let area = itemsBounds
            return area.isNull ? .zero : area.origin
        case .named: return node.origin(of: space)
        }
    }

    func nextTapHistory() -> TapHistory {
        defer { tapHistoryIndex += 1 }
        if tapHistoryIndex < tapHistories.count { return tapHistories[tapHistoryIndex] }
        let history = TapHistory()
        tapHistories.append(history)
        return history
    }

    private func sample(_ point: CGPoint) -> PointerSample {
        PointerSample(location: point, time: node.frameState.time)
    }
}

nonisolated extension View {
    /// Attaches `gesture`; the gestures of the views inside take precedence (the innermost handler
    /// wins a press unless another recognises first). `mask` turns off this gesture (`.subviews`),
    /// the subviews' (`.gesture`), or both (`.none`). A press is recognised with the gesture value
    /// the view had when the press began (its closures included; state they read is current).
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(gesture: gesture, priority: .normal, mask: mask))
    }
    /// Attaches `gesture` with precedence over the gestures and controls inside the view: it wins
    /// the press when it recognises, even after an inner handler claimed it.
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(gesture: gesture, priority: .high, mask: mask))
    }
    /// Attaches `gesture` to recognise at the same time as the view's other gestures and controls.
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(gesture: gesture, priority: .simultaneous, mask: mask))
    }
}
