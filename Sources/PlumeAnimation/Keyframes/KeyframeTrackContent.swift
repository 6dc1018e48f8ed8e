import Foundation

/// A group of keyframes on one track, as SwiftUI's `KeyframeTrackContent`: the keyframe types
/// (`LinearKeyframe`, `SpringKeyframe`, `CubicKeyframe`, `MoveKeyframe`) and what
/// `KeyframeTrackContentBuilder` makes of several.
///
/// Conform your own type by giving a `body` made of other keyframes:
/// ```swift
/// struct Wobble: KeyframeTrackContent {
///     var body: some KeyframeTrackContent<Double> {
///         CubicKeyframe(10, duration: 0.1)
///         CubicKeyframe(-10, duration: 0.1)
///         CubicKeyframe(0, duration: 0.1)
///     }
/// }
/// ```
/// `_appendSegments(to:)` has a default that reads `body`; the built-in keyframes provide their own.
public protocol KeyframeTrackContent<Value> {
    /// The type the keyframes animate.
    associatedtype Value: Animatable = Body.Value
    /// The keyframes this content is made of.
    associatedtype Body: KeyframeTrackContent

    /// The keyframes this content is made of.
    @KeyframeTrackContentBuilder<Value> var body: Body { get }

    /// Adds this content's keyframes, in order, to `segments` (the timeline calls it; the default
    /// reads `body`).
    func _appendSegments(to segments: inout _KeyframeSegments<Value>)
}

extension KeyframeTrackContent where Body.Value == Value {
    public func _appendSegments(to segments: inout _KeyframeSegments<Value>) {
        body._appendSegments(to: &segments)
    }
}

/// Builds a track's keyframes from the statements of a closure, as SwiftUI's
/// `KeyframeTrackContentBuilder` (several keyframes, `if`/`else`, `for` loops).
@resultBuilder
public struct KeyframeTrackContentBuilder<Value: Animatable> {
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where K.Value == Value {
        expression
    }
    public static func buildBlock() -> KeyframeTrackContentBuilder<Value>.Sequence {
        Sequence(parts: [])
    }
    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K where K.Value == Value { first }
    public static func buildPartialBlock(
        accumulated: some KeyframeTrackContent<Value>, next: some KeyframeTrackContent<Value>
    ) -> KeyframeTrackContentBuilder<Value>.Sequence {
        Sequence(parts: [accumulated.segmentsOnly, next.segmentsOnly])
    }
    public static func buildArray(_ components: [some KeyframeTrackContent<Value>])
        -> KeyframeTrackContentBuilder<Value>.Sequence
    {
        Sequence(parts: components.map(\.segmentsOnly))
    }
    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(first: First)
        -> Conditional<Value, First, Second> where First.Value == Value, Second.Value == Value
    {
        Conditional(storage: .first(first))
    }
    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(second: Second)
        -> Conditional<Value, First, Second> where First.Value == Value, Second.Value == Value
    {
        Conditional(storage: .second(second))
    }
    public static func buildOptional(_ component: (some KeyframeTrackContent<Value>)?)
        -> KeyframeTrackContentBuilder<Value>.Sequence
    {
        Sequence(parts: component.map { [$0.segmentsOnly] } ?? [])
    }

    /// Keyframes one after another (several statements, a loop, an `if` without `else`).
    public struct Sequence: KeyframeTrackContent {
        let parts: [_KeyframeSegments<Value>]
        public var body: Self { self }
        public func _appendSegments(to segments: inout _KeyframeSegments<Value>) {
            for part in parts { segments.segments += part.segments }
        }
    }

    /// One of two branches of an `if`/`else`.
    public struct Conditional<ConditionalValue: Animatable, First: KeyframeTrackContent, Second: KeyframeTrackContent>:
        KeyframeTrackContent
    where First.Value == ConditionalValue, Second.Value == ConditionalValue {
        public typealias Value = ConditionalValue
        enum Storage {
            case first(First)
            case second(Second)
        }
        let storage: Storage
        public var body: Self { self }
        public func _appendSegments(to segments: inout _KeyframeSegments<ConditionalValue>) {
            switch storage {
            case .first(let content): content._appendSegments(to: &segments)
            case .second(let content): content._appendSegments(to: &segments)
            }
        }
    }
}

extension KeyframeTrackContent {
    /// This content's keyframes, collected.
    var segmentsOnly: _KeyframeSegments<Value> {
        var segments = _KeyframeSegments<Value>()
        _appendSegments(to: &segments)
        return segments
    }
}
