import Foundation

/// A set of keyframe tracks that animate a value together, as SwiftUI's `Keyframes`: what a
/// `KeyframesBuilder` closure (the `keyframes:` of `KeyframeAnimator`, the content of
/// `KeyframeTimeline`) makes of its `KeyframeTrack`s.
///
/// Conform your own type by giving a `body` of tracks:
/// ```swift
/// struct Jump: Keyframes {
///     var body: some Keyframes<CGPoint> {
///         KeyframeTrack(\.y) { SpringKeyframe(-30, duration: 0.3); SpringKeyframe(0) }
///     }
/// }
/// ```
/// `_appendTracks(to:)` has a default that reads `body`.
public protocol Keyframes<Value> {
    /// The type of value the tracks animate.
    associatedtype Value = Body.Value
    /// The tracks this set is made of.
    associatedtype Body: Keyframes

    /// The tracks this set is made of.
    @KeyframesBuilder<Value> var body: Body { get }

    /// Adds this set's tracks to `tracks` (timelines call it; the default reads `body`).
    func _appendTracks(to tracks: inout _KeyframeTracks<Value>)
}

extension Keyframes where Body.Value == Value {
    public func _appendTracks(to tracks: inout _KeyframeTracks<Value>) { body._appendTracks(to: &tracks) }
}

/// Tracks gathered by a `KeyframesBuilder`: played side by side over a value of type `Value`.
public struct _KeyframeTracks<Value>: Keyframes {
    var tracks: [(Value) -> KeyframePlayback<Value>] = []

    init() {}
    init<V, C>(_ track: KeyframeTrack<Value, V, C>) { tracks = [track.playback(from:)] }

    public var body: Self { self }
    public func _appendTracks(to tracks: inout _KeyframeTracks<Value>) { tracks.tracks += self.tracks }
}

/// Gathers the keyframe tracks written in a closure, as SwiftUI's `KeyframesBuilder`: several
/// `KeyframeTrack`s (played side by side), `if`/`else`, loops, other `Keyframes`; or, when the
/// value itself is `Animatable`, keyframes written directly (one track over the whole value).
@resultBuilder
public struct KeyframesBuilder<Value> {
    public static func buildExpression<V, C>(_ track: KeyframeTrack<Value, V, C>) -> _KeyframeTracks<Value> {
        _KeyframeTracks(track)
    }
    public static func buildExpression<K: Keyframes>(_ keyframes: K) -> _KeyframeTracks<Value> where K.Value == Value {
        var tracks = _KeyframeTracks<Value>()
        keyframes._appendTracks(to: &tracks)
        return tracks
    }
    public static func buildBlock() -> _KeyframeTracks<Value> { _KeyframeTracks() }
    public static func buildPartialBlock(first: _KeyframeTracks<Value>) -> _KeyframeTracks<Value> { first }
    public static func buildPartialBlock(accumulated: _KeyframeTracks<Value>, next: _KeyframeTracks<Value>)
        -> _KeyframeTracks<Value>
    {
        var tracks = accumulated
        tracks.tracks += next.tracks
        return tracks
    }
    public static func buildArray(_ components: [_KeyframeTracks<Value>]) -> _KeyframeTracks<Value> {
        var tracks = _KeyframeTracks<Value>()
        for component in components { tracks.tracks += component.tracks }
        return tracks
    }
    public static func buildEither(first: _KeyframeTracks<Value>) -> _KeyframeTracks<Value> { first }
    public static func buildEither(second: _KeyframeTracks<Value>) -> _KeyframeTracks<Value> { second }
    public static func buildOptional(_ component: _KeyframeTracks<Value>?) -> _KeyframeTracks<Value> {
        component ?? _KeyframeTracks()
    }
    public static func buildFinalResult(_ tracks: _KeyframeTracks<Value>) -> _KeyframeTracks<Value> { tracks }
}

extension KeyframesBuilder where Value: Animatable {
    /// A keyframe written directly: part of one track over the whole value.
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> K where K.Value == Value {
        keyframe
    }
    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K where K.Value == Value { first }
    public static func buildPartialBlock(
        accumulated: some KeyframeTrackContent<Value>, next: some KeyframeTrackContent<Value>
    ) -> KeyframeTrackContentBuilder<Value>.Sequence {
        KeyframeTrackContentBuilder<Value>.buildPartialBlock(accumulated: accumulated, next: next)
    }
    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(first: First)
        -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
    where First.Value == Value, Second.Value == Value {
        KeyframeTrackContentBuilder<Value>.buildEither(first: first)
    }
    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(second: Second)
        -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
    where First.Value == Value, Second.Value == Value {
        KeyframeTrackContentBuilder<Value>.buildEither(second: second)
    }
    public static func buildOptional(_ component: (some KeyframeTrackContent<Value>)?)
        -> KeyframeTrackContentBuilder<Value>.Sequence
    {
        KeyframeTrackContentBuilder<Value>.buildOptional(component)
    }
    public static func buildArray(_ components: [some KeyframeTrackContent<Value>])
        -> KeyframeTrackContentBuilder<Value>.Sequence
    {
        KeyframeTrackContentBuilder<Value>.buildArray(components)
    }
    public static func buildFinalResult<K: KeyframeTrackContent>(_ keyframes: K) -> _KeyframeTracks<Value>
    where K.Value == Value {
        _KeyframeTracks(KeyframeTrack { keyframes })
    }
}
