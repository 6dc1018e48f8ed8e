import Foundation
import PlumeGraphics

/// A gesture that runs an action on each change of another, as SwiftUI's `_ChangedGesture`.
public struct _ChangedGesture<Content: Gesture>: Gesture, PrimitiveGesture {
    public typealias Value = Content.Value
    public typealias Body = Never
    let content: Content
    let action: (Content.Value) -> Void

    func makeRecognizer(in context: GestureRecognizerContext) -> AnyObject {
        let action = action
        return TransformRecognizer<Value, Value>(
            inner: makeGestureRecognizer(content, in: context), context: context,
            changed: { value, outer in
                action(value)
                outer.emitChanged(value)
            },
            ended: { value, outer in outer.finish(value) })
    }
}

/// A gesture that runs an action when another ends, as SwiftUI's `_EndedGesture`.
nonisolated public struct _EndedGesture<Content: Gesture>: Gesture, PrimitiveGesture {
    public typealias Value = Content.Value
    public typealias Body = Never
    let content: Content
    let action: (Content.Value) -> Void

    @MainActor func makeRecognizer(in context: GestureRecognizerContext) -> AnyObject {
        let action = action
        return TransformRecognizer<Value, Value>(
            inner: makeGestureRecognizer(content, in: context), context: context,
            changed: { value, outer in outer.emitChanged(value) },
            ended: { value, outer in
                outer.finish(value)
                action(value)
            })
    }
}

/// A gesture whose values are another's, transformed, as SwiftUI's `_MapGesture`.
public struct _MapGesture<Content: Gesture, Value>: Gesture, PrimitiveGesture {
    public typealias Body = Never
    let content: Content
    let transform: (Content.Value) -> Value

    func makeRecognizer(in context: GestureRecognizerContext) -> AnyObject {
        let transform = transform
        return TransformRecognizer<Content.Value, Value>(
            inner: makeGestureRecognizer(content, in: context), context: context,
            changed: { value, outer in outer.emitChanged(transform(value)) },
            ended: { value, outer in outer.finish(transform(value)) })
    }
}

/// A gesture that updates a `@GestureState` while another changes, as SwiftUI's
/// `GestureStateGesture`. The state goes back to its initial value, with its reset transaction,
/// when the gesture ends, fails or is cancelled.
public struct GestureStateGesture<Content: Gesture, State>: Gesture, PrimitiveGesture {
    public typealias Value = Content.Value
    public typealias Body = Never
    let content: Content
    let state: GestureState<State>
    let update: (Content.Value, inout State, inout Transaction) -> Void

    func makeRecognizer(in context: GestureRecognizerContext) -> AnyObject {
        let writer = GestureStateWriter(state)
        let update = update
        return TransformRecognizer<Value, Value>(
            inner: makeGestureRecognizer(content, in: context), context: context, onCancel: { writer.reset() },
            changed: { value, outer in
                writer.update { state, transaction in update(value, &state, &transaction) }
                outer.emitChanged(value)
            },
            ended: { value, outer in
                writer.reset()
                outer.finish(value)
            },
            failed: { writer.reset() })
    }
}

/// Reports the pressing state of a long press (`onLongPressGesture(onPressingChanged:)`): true on
/// the first change, false when it ends, fails or is cancelled.
nonisolated struct HookedGesture<Content: Gesture>: Gesture, PrimitiveGesture {
    typealias Value = Content.Value
    typealias Body = Never
    let content: Content
    let pressing: ((Bool) -> Void)?

    @MainActor func makeRecognizer(in context: GestureRecognizerContext) -> AnyObject {
        let pressing = pressing
        var isPressing = false
        let stop = {
            if isPressing {
                isPressing = false
                pressing?(false)
            }
        }
        return TransformRecognizer<Value, Value>(
            inner: makeGestureRecognizer(content, in: context), context: context, onCancel: stop,
            changed: { value, outer in
                if !isPressing {
                    isPressing = true
                    pressing?(true)
                }
                outer.emitChanged(value)
            },
            ended: { value, outer in
                stop()
                outer.finish(value)
            }, failed: stop)
    }
}

extension Gesture {
    /// Runs `action` with each new value while the gesture is recognised.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> where Value: Equatable {
        _ChangedGesture(content: self, action: action)
    }
    /// Runs `action` with the final value when the gesture ends (not when it fails or is cancelled).
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }
    /// Turns the gesture's values into other values.
    public func map<T>(_ transform: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self, transform: transform)
    }
    /// Updates `state` with each new value through `body`; the state resets when the gesture ends,
    /// fails or is cancelled.
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> {
        GestureStateGesture(content: self, state: state, update: body)
    }
    /// This gesture and `other` at the same time.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }
    /// This gesture, then `other` once this one ended.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }
    /// This gesture, or `other` only if this one fails.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}
