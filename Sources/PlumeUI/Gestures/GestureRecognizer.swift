import Foundation
import PlumeGraphics

/// One pointer position of a press, in window coordinates, at host-clock time.
struct PointerSample {
    var location: CGPoint
    var time: TimeInterval
}

/// What a recognizer reports upwards.
enum GestureEvent<Value> {
    /// The gesture is recognised and has a new value.
    case changed(Value)
    /// The gesture finished with this value.
    case ended(Value)
    /// The gesture will not be recognised for this press.
    case failed
}

/// What the view holding a gesture provides to its recognizers.
@MainActor
protocol GestureRecognizerContext: AnyObject {
    /// The host clock's time now.
    var time: TimeInterval { get }
    /// The gesture recognised: its view takes the press from the other handlers.
    func claimPointer()
    /// The origin of `space` in window coordinates, as seen from the gesture's view (its bounds'
    /// origin for `.local`).
    func origin(of space: CoordinateSpace) -> CGPoint
    /// The tap history kept for the next tap recognizer built, stable across presses for the same
    /// gesture structure (so `TapGesture(count: 2)` counts taps over several presses).
    func nextTapHistory() -> TapHistory
    /// `point` (window coordinates) as a unit point of the gesture's view (0…1 across its bounds).
    func unitPoint(of point: CGPoint) -> UnitPoint
}

extension GestureRecognizerContext {
    /// `point` (window coordinates) in `space`, as seen from the gesture's view.
    func convert(_ point: CGPoint, to space: CoordinateSpace) -> CGPoint {
        let origin = origin(of: space)
        return CGPoint(x: point.x - origin.x, y: point.y - origin.y)
    }
}

/// Taps counted across presses by one tap recognizer position.
@MainActor
final class TapHistory {
    var count = 0
    var lastTime: TimeInterval = -.infinity
}

/// Recognises one gesture during one press: fed pointer samples and clock ticks, it reports its
/// changes, its end or its failure to the three callbacks its owner sets and, once ended or failed,
/// ignores further input.
///
/// The callbacks take the value itself rather than a `GestureEvent<Value>`: the wrappers between a
/// drag and its view (`updating`, `onChanged`…) are generic code, where every `GestureEvent<Value>`
/// built or switched on costs the runtime a metadata look-up, several per pointer move.
@MainActor
class GestureRecognizer<Value> {
    unowned let context: GestureRecognizerContext
    /// Receives each new value (set by the owner).
    var reportChanged: (Value) -> Void = { _ in }
    /// Receives the final value (set by the owner).
    var reportEnded: (Value) -> Void = { _ in }
    /// Told that the gesture will not be recognised for this press (set by the owner).
    var reportFailed: () -> Void = {}
    /// Whether the recognizer ended, failed or was cancelled.
    private(set) var isDone = false
    /// Whether the pointer went down for this recognizer (false in a pinch without a press).
    private(set) var sawPointerDown = false

    init(context: GestureRecognizerContext) { self.context = context }

    /// Sends every event to `receive` as one `GestureEvent`: for owners that hold or combine events
    /// (composed gestures), in place of the three callbacks.
    final func report(to receive: @escaping (GestureEvent<Value>) -> Void) {
        reportChanged = { receive(.changed($0)) }
        reportEnded = { receive(.ended($0)) }
        reportFailed = { receive(.failed) }
    }

    /// The pointer went down.
    final func begin(_ sample: PointerSample) {
        sawPointerDown = true
        if !isDone { began(sample) }
    }
    /// The pointer moved.
    final func move(_ sample: PointerSample) { if !isDone { moved(sample) } }
    /// The pointer went up.
    final func end(_ sample: PointerSample) { if !isDone { ended(sample) } }
    /// A frame ran at `time` while the pointer is down.
    final func tick(_ time: TimeInterval) { if !isDone { ticked(time) } }
    /// The press was taken by another handler or lost: stop without reporting.
    final func cancel() {
        guard !isDone else { return }
        isDone = true
        cancelled()
    }
    /// Whether the recognizer waits for time to pass (a long press).
    var wantsTicks: Bool { false }
    /// A pinch began over the gesture's view (see `PinchSample`).
    final func pinchBegin(_ sample: PinchSample) { if !isDone { pinchBegan(sample) } }
    /// The pinch scaled, turned or moved.
    final func pinchChange(_ sample: PinchSample) { if !isDone { pinchChanged(sample) } }
    /// The pinch ended (the fingers lifted, or its input paused for `ViewGraph.pinchQuietInterval`).
    final func pinchEnd(_ sample: PinchSample) { if !isDone { pinchEnded(sample) } }

    func began(_ sample: PointerSample) {}
    func moved(_ sample: PointerSample) {}
    func ended(_ sample: PointerSample) {}
    func ticked(_ time: TimeInterval) {}
    func cancelled() {}
    func pinchBegan(_ sample: PinchSample) {}
    func pinchChanged(_ sample: PinchSample) {}
    /// A pointer gesture whose pointer never went down cannot be recognised by a pinch: it fails
    /// (so a `DragGesture` simultaneous with a `MagnifyGesture` lets the pair end). Pinch gestures
    /// and compositions override this.
    func pinchEnded(_ sample: PinchSample) { if !sawPointerDown { fail() } }

    /// Reports a new value.
    final func emitChanged(_ value: Value) { if !isDone { reportChanged(value) } }
    /// Reports the final value.
    final func finish(_ value: Value) {
        guard !isDone else { return }
        isDone = true
        reportEnded(value)
    }
    /// Reports failure.
    final func fail() {
        guard !isDone else { return }
        isDone = true
        reportFailed()
    }
}

/// Wraps one recognizer, passing input through and turning its reports into this one's
/// (`onChanged`, `onEnded`, `map`, `updating`, custom gesture bodies): `changed` and `ended` get
/// each inner value and this recognizer, to run their action and report (`emitChanged`,
/// `finish`) in the order the wrapper needs; `failed` runs before this recognizer fails.
final class TransformRecognizer<Input, Value>: GestureRecognizer<Value> {
    let inner: GestureRecognizer<Input>
    private let onCancel: () -> Void

    init(
        inner: GestureRecognizer<Input>, context: GestureRecognizerContext, onCancel: @escaping () -> Void = {},
        changed: @escaping (Input, TransformRecognizer) -> Void, ended: @escaping (Input, TransformRecognizer) -> Void,
        failed: @escaping () -> Void = {}
    ) {
        self.inner = inner
        self.onCancel = onCancel
        super.init(context: context)
        inner.reportChanged = { [unowned self] value in changed(value, self) }
        inner.reportEnded = { [unowned self] value in ended(value, self) }
        inner.reportFailed = { [unowned self] in
            failed()
            fail()
        }
    }

    override var wantsTicks: Bool { inner.wantsTicks }
    override func began(_ sample: PointerSample) { inner.begin(sample) }
    override func moved(_ sample: PointerSample) { inner.move(sample) }
    override func ended(_ sample: PointerSample) { inner.end(sample) }
    override func ticked(_ time: TimeInterval) { inner.tick(time) }
    override func pinchBegan(_ sample: PinchSample) { inner.pinchBegin(sample) }
    override func pinchChanged(_ sample: PinchSample) { inner.pinchChange(sample) }
    override func pinchEnded(_ sample: PinchSample) { inner.pinchEnd(sample) }
    override func cancelled() {
        inner.cancel()
        onCancel()
    }
}
