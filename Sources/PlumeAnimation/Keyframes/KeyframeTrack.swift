import Foundation

/// The keyframes of one property of an animated value, as SwiftUI's `KeyframeTrack`: each track
/// runs on its own from time 0, so the tracks of a `KeyframeTimeline` or `KeyframeAnimator` play
/// side by side.
///
/// ```swift
/// KeyframeTrack(\.scale) {
///     SpringKeyframe(1.4, duration: 0.3, spring: .bouncy)
///     LinearKeyframe(1, duration: 0.5)
/// }
/// ```
/// Written inside a `KeyframesBuilder` closure (the `keyframes:` of an animator, the content of a
/// timeline), which gathers the tracks.
public struct KeyframeTrack<Root, Value: Animatable, Content: KeyframeTrackContent> where Content.Value == Value {
    let keyPath: WritableKeyPath<Root, Value>
    let segments: [_KeyframeSegment<Value>]

    /// Animates the property of the root value at `keyPath`.
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {
        self.keyPath = keyPath
        segments = content().segmentsOnly.segments
    }

    /// Animates the whole value.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {
        keyPath = \Root.self
        segments = content().segmentsOnly.segments
    }

    /// The track's motion, starting from `root`'s property.
    func playback(from root: Root) -> KeyframePlayback<Root> {
        KeyframePlayback(keyPath: keyPath, segments: segments, from: root)
    }
}

/// One track's motion over a root value: how long it lasts and how it writes its property at a time.
struct KeyframePlayback<Root> {
    let duration: TimeInterval
    let apply: (inout Root, TimeInterval) -> Void

    /// The motion of the property at `keyPath` through `segments`, starting from `root`'s value.
    init<Value: Animatable>(keyPath: WritableKeyPath<Root, Value>, segments: [_KeyframeSegment<Value>], from root: Root)
    {
        let curve = KeyframeTrackCurve(initial: root[keyPath: keyPath], segments: segments)
        let sample = KeyframeTrackCurve.sampler(of: curve)
        duration = curve.duration
        apply = { root, time in root[keyPath: keyPath] = sample(time) }
    }
}
