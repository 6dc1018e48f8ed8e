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
final class ExclusiveRecognizer<First: Gesture, Second: Gesture>: PairRecognizer<
    First.Value, Second.Value, ExclusiveGesture<First, Second>.Value
>
{
    private var held: [GestureEvent<Second.Value>] = []
    private var firstFailed = false

    override init(
        first: GestureRecognizer<First.Value>, second: GestureRecognizer<Second.Value>,
        context: GestureRecognizerContext
    ) {
        super.init(first: first, second: second, context: context)
        first.report { [unowned self] event in
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
        second.report { [unowned self] event in
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

}
