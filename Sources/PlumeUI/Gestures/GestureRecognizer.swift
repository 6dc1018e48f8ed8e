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
    /// `point` (window coordinates) in `space`, as seen from the gesture's view.
    func convert(_ point: CGPoint, to space: CoordinateSpace) -> CGPoint
    /// The tap history kept for the next tap recognizer built, stable across presses for the same
    /// gesture structure (so `TapGesture(count: 2)` counts taps over several presses).
    func nextTapHistory() -> TapHistory
}

/// Taps counted across presses by one tap recognizer position.
@MainActor
final class TapHistory {
    var count = 0
    var lastTime: TimeInterval = -.infinity
}

/// Recognises one gesture during one press: fed pointer samples and clock ticks, it reports
/// `GestureEvent`s to `report` and, once ended or failed, ignores further input.
@MainActor
class GestureRecognizer<Value> {
    unowned let context: GestureRecognizerContext
    /// Receives the recognizer's events (set by the owner).
    var report: (GestureEvent<Value>) -> Void = { _ in }
    /// Whether the recognizer ended, failed or was cancelled.
    private(set) var isDone = false

    init(context: GestureRecognizerContext) { self.context = context }

    /// The pointer went down.
    final func begin(_ sample: PointerSample) { if !isDone { began(sample) } }
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

    func began(_ sample: PointerSample) {}
    func moved(_ sample: PointerSample) {}
    func ended(_ sample: PointerSample) {}
    func ticked(_ time: TimeInterval) {}
    func cancelled() {}

    /// Reports a new value.
    final func emitChanged(_ value: Value) { if !isDone { report(.changed(value)) } }
    /// Reports the final value.
    final func finish(_ value: Value) {
        guard !isDone else { return }
        isDone = true
        report(.ended(value))
    }
    /// Reports failure.
    final func fail() {
        guard !isDone else { return }
        isDone = true
        report(.failed)
    }
    /// Passes an inner event on as this recognizer's own.
    final func emit(_ event: GestureEvent<Value>) {
        switch event {
        case .changed(let value): emitChanged(value)
        case .ended(let value): finish(value)
        case .failed: fail()
        }
    }
}

/// Wraps one recognizer, passing input through and turning its events into this one's
/// (`onChanged`, `onEnded`, `map`, `updating`, custom gesture bodies).
final class TransformRecognizer<Input, Value>: GestureRecognizer<Value> {
    let inner: GestureRecognizer<Input>
    private let transform: (GestureEvent<Input>, (GestureEvent<Value>) -> Void) -> Void
    private let onCancel: () -> Void

    init(
        inner: GestureRecognizer<Input>, context: GestureRecognizerContext, onCancel: @escaping () -> Void = {},
        transform: @escaping (GestureEvent<Input>, (GestureEvent<Value>) -> Void) -> Void
    ) {
        self.inner = inner
        self.transform = transform
        self.onCancel = onCancel
        super.init(context: context)
        inner.report = { [unowned self] event in self.transform(event) { self.emit($0) } }
    }

    override var wantsTicks: Bool { inner.wantsTicks }
    override func began(_ sample: PointerSample) { inner.begin(sample) }
    override func moved(_ sample: PointerSample) { inner.move(sample) }
    override func ended(_ sample: PointerSample) { inner.end(sample) }
    override func ticked(_ time: TimeInterval) { inner.tick(time) }
    override func cancelled() {
        inner.cancel()
        onCancel()
    }
}
