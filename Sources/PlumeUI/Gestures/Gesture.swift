import Foundation
import PlumeGraphics

/// A way of reading pointer input, as SwiftUI's `Gesture`: a value that describes what to recognise
/// (a tap, a long press, a drag, or a composition of them) and what to do with each new value.
///
/// ```swift
/// DragGesture(minimumDistance: 0)
///     .updating($dragOffset) { value, state, _ in state = value.translation }
///     .onEnded { value in position.x += value.translation.width }
/// ```
/// Attach one with `.gesture(_:)`, `.simultaneousGesture(_:)` or `.highPriorityGesture(_:)`. A custom
/// gesture is a struct whose `body` is another gesture (its `Value` is the body's).
@MainActor @preconcurrency
public protocol Gesture<Value> {
    /// What the gesture reports as it changes and when it ends.
    associatedtype Value = Body.Value
    /// The gesture this one is made of (`Never` for the built-in ones).
    associatedtype Body: Gesture
    /// The gesture this one is made of.
    var body: Body { get }
}

extension Never: Gesture {
    public typealias Value = Never
}

extension Gesture where Body == Never {
    /// Built-in gestures have no body; the graph recognises them directly.
    public var body: Never { fatalError("\(Self.self) is a primitive gesture") }
}

/// Built-in gestures make a recognizer instead of having a body.
@MainActor
protocol PrimitiveGesture {
    /// A `GestureRecognizer<Value>` for one press, reporting to `context`.
    func makeRecognizer(in context: GestureRecognizerContext) -> AnyObject
}

/// The recognizer of `gesture` for one press: a built-in gesture's own, or its body's.
@MainActor
func makeGestureRecognizer<G: Gesture>(_ gesture: G, in context: GestureRecognizerContext)
    -> GestureRecognizer<G.Value>
{
    if let primitive = gesture as? PrimitiveGesture {
        return primitive.makeRecognizer(in: context) as! GestureRecognizer<G.Value>
    }
    let inner = makeGestureRecognizer(gesture.body, in: context)
    return TransformRecognizer(
        inner: inner, context: context, changed: { value, outer in outer.emitChanged(value as! G.Value) },
        ended: { value, outer in outer.finish(value as! G.Value) })
}

/// Which gestures of a view and its subviews take part, as SwiftUI's `GestureMask`.
public struct GestureMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Neither the gesture nor the subviews' gestures.
    public static let none: GestureMask = []
    /// The gesture being attached.
    public static let gesture = GestureMask(rawValue: 1)
    /// The gestures of the subviews.
    public static let subviews = GestureMask(rawValue: 2)
    /// Both.
    public static let all: GestureMask = [.gesture, .subviews]
}
