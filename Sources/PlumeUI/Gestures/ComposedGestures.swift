import Foundation
import PlumeGraphics

/// Two gestures recognised at the same time, as SwiftUI's `SimultaneousGesture`.
///
/// It changes whenever either changes and ends when both are over and at least one ended.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
    /// The latest values of both (nil for one not recognised yet or failed).
    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?
    }
    public typealias Body = Never
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    func makeRecognizer(in context: GestureRecognizerContext) -> AnyObject {
        SimultaneousRecognizer<First.Value, Second.Value, Value>(
            first: makeGestureRecognizer(first, in: context), second: makeGestureRecognizer(second, in: context),
            context: context
        ) { Value(first: $0, second: $1) }
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// Recognises two gestures side by side.
final class SimultaneousRecognizer<A, B, Value>: PairRecognizer<A, B, Value> {
    private let combine: (A?, B?) -> Value
    private var a: A?
    private var b: B?
    private var firstEnded = false
    private var secondEnded = false

    init(
        first: GestureRecognizer<A>, second: GestureRecognizer<B>, context: GestureRecognizerContext,
        combine: @escaping (A?, B?) -> Value
    ) {
        self.combine = combine
        super.init(first: first, second: second, context: context)
        first.report { [unowned self] event in
            switch event {
            case .changed(let v): a = v
            case .ended(let v):
                a = v
                firstEnded = true
            case .failed: a = nil
            }
            progress()
        }
        second.report { [unowned self] event in
            switch event {
            case .changed(let v): b = v
            case .ended(let v):
                b = v
                secondEnded = true
            case .failed: b = nil
            }
            progress()
        }
    }

    private func progress() {
        if first.isDone && second.isDone {
            if firstEnded || secondEnded { finish(combine(a, b)) } else { fail() }
        } else if a != nil || b != nil {
            emitChanged(combine(a, b))
        }
    }

}

/// One gesture, then another once the first ended, as SwiftUI's `SequenceGesture` (a long press
/// before a drag). The second begins where the pointer went down and is then moved to where it is.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
    /// Which part is running.
    public enum Value {
        /// The first gesture, still running.
        case first(First.Value)
        /// The first ended with its value; the second's value once it started.
        case second(First.Value, Second.Value?)
    }
    public typealias Body = Never
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    func makeRecognizer(in context: GestureRecognizerContext) -> AnyObject {
        SequenceRecognizer<First, Second>(
            first: makeGestureRecognizer(first, in: context), second: makeGestureRecognizer(second, in: context),
            context: context)
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// Recognises `first`, then feeds the press to `second`.
final class SequenceRecognizer<First: Gesture, Second: Gesture>:
    GestureRecognizer<SequenceGesture<First, Second>.Value>
{
    private let first: GestureRecognizer<First.Value>
    private let second: GestureRecognizer<Second.Value>
    private var firstValue: First.Value?
    private var down = PointerSample(location: .zero, time: 0)
    private var current = PointerSample(location: .zero, time: 0)

    init(
        first: GestureRecognizer<First.Value>, second: GestureRecognizer<Second.Value>,
        context: GestureRecognizerContext
    ) {
        self.first = first
        self.second = second
        super.init(context: context)
        first.report { [unowned self] event in
            switch event {
            case .changed(let v): emitChanged(.first(v))
            case .ended(let v):
                firstValue = v
                emitChanged(.second(v, nil))
                second.begin(down)
                if current.location != down.location || current.time != down.time { second.move(current) }
            case .failed: fail()
            }
        }
        second.report { [unowned self] event in
            guard let a = firstValue else { return }
            switch event {
            case .changed(let v): emitChanged(.second(a, v))
            case .ended(let v): finish(.second(a, v))
            case .failed: fail()
            }
        }
    }

    override var wantsTicks: Bool { firstValue == nil ? first.wantsTicks : second.wantsTicks }
    override func began(_ sample: PointerSample) {
        down = sample
        current = sample
        first.begin(sample)
    }
    override func moved(_ sample: PointerSample) {
        current = sample
        if firstValue == nil { first.move(sample) } else { second.move(sample) }
    }
    override func ended(_ sample: PointerSample) {
        current = sample
        if firstValue == nil { first.end(sample) }
        if firstValue != nil { second.end(sample) }
    }
    override func ticked(_ time: TimeInterval) {
        if firstValue == nil { first.tick(time) } else { second.tick(time) }
    }
    override func pinchBegan(_ sample: PinchSample) {
        if firstValue == nil { first.pinchBegin(sample) } else { second.pinchBegin(sample) }
    }
    override func pinchChanged(_ sample: PinchSample) {
        if firstValue == nil { first.pinchChange(sample) } else { second.pinchChange(sample) }
    }
    override func pinchEnded(_ sample: PinchSample) {
        if firstValue == nil { first.pinchEnd(sample) } else { second.pinchEnd(sample) }
    }
    override func cancelled() {
        first.cancel()
        second.cancel()
    }
}
