import Foundation
import PlumeGraphics

/// A recognizer built from two others that both see every pointer event (simultaneous and exclusive
/// gestures): it forwards begin, moves, end, ticks, pinches and cancellation to both, first then second.
/// Subclasses decide what the pair reports from the two `report` callbacks.
class PairRecognizer<A, B, Value>: GestureRecognizer<Value> {
    let first: GestureRecognizer<A>
    let second: GestureRecognizer<B>

    init(first: GestureRecognizer<A>, second: GestureRecognizer<B>, context: GestureRecognizerContext) {
        self.first = first
        self.second = second
        super.init(context: context)
    }

    override var wantsTicks: Bool { first.wantsTicks || second.wantsTicks }
    override func began(_ sample: PointerSample) {
        first.begin(sample)
        second.begin(sample)
    }
    override func moved(_ sample: PointerSample) {
        first.move(sample)
        second.move(sample)
    }
    override func ended(_ sample: PointerSample) {
        first.end(sample)
        second.end(sample)
    }
    override func ticked(_ time: TimeInterval) {
        first.tick(time)
        second.tick(time)
    }
    override func pinchBegan(_ sample: PinchSample) {
        first.pinchBegin(sample)
        second.pinchBegin(sample)
    }
    override func pinchChanged(_ sample: PinchSample) {
        first.pinchChange(sample)
        second.pinchChange(sample)
    }
    override func pinchEnded(_ sample: PinchSample) {
        first.pinchEnd(sample)
        second.pinchEnd(sample)
    }
    override func cancelled() {
        first.cancel()
        second.cancel()
    }
}
