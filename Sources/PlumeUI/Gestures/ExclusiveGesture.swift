import Foundation
import PlumeGraphics

/// One of two gestures, the first preferred, as SwiftUI's `ExclusiveGesture`
/// (`first.exclusively(before: second)`).
///
/// Both watch the press. The first's changes win at once (the second is then cancelled); the
/// second's events are held back until the first fails, then delivered.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
    /// Which gesture was recognised.
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }
    public typealias Body = Never
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    func makeRecognizer(in context: GestureRecognizerContext) -> AnyObject {
        ExclusiveRecognizer<First, Second>(
            first: makeGestureRecognizer(first, in: context), second: makeGestureRecognizer(second, in: context),
            context: context)
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// Gives `first` precedence over `second`.
final class ExclusiveRecognizer<First: Gesture, Second: Gesture>: GestureRecognizer<
    ExclusiveGesture<First, Second>.Value
>
{
    private let first: GestureRecognizer<First.Value>
    private let second: GestureRecognizer<Second.Value>
    private var held: [GestureEvent<Second.Value>] = []
    private var firstFailed = false

    init(
        first: GestureRecognizer<First.Value>, second: GestureRecognizer<Second.Value>,
        context: GestureRecognizerContext
    ) {
        self.first = first
        self.second = second
        super.init(context: context)
        first.report = { [unowned self] event in
            switch event {
            case .changed(let v):
                second.cancel()
                emitChanged(.first(v))
            case .ended(let v):
                second.cancel()
                finish(.first(v))
            case .failed:
                firstFailed = true
                let pending = held
                held = []
                pending.forEach(deliver)
                if second.isDone && pending.isEmpty { fail() }
            }
        }
        second.report = { [unowned self] event in
            if firstFailed { deliver(event) } else { held.append(event) }
        }
    }

    private func deliver(_ event: GestureEvent<Second.Value>) {
        switch event {
        case .changed(let v): emitChanged(.second(v))
        case .ended(let v): finish(.second(v))
        case .failed: fail()
        }
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
    override func cancelled() {
        first.cancel()
        second.cancel()
    }
}
