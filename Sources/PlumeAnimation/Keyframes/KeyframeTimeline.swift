import Foundation

/// Keyframes evaluated at any time, outside any view, as SwiftUI's `KeyframeTimeline`.
///
/// ```swift
/// let timeline = KeyframeTimeline(initialValue: CGPoint.zero) {
///     KeyframeTrack(\.x) { LinearKeyframe(100, duration: 1) }
///     KeyframeTrack(\.y) { CubicKeyframe(-40, duration: 0.5); CubicKeyframe(0, duration: 0.5) }
/// }
/// timeline.duration             // 1
/// timeline.value(time: 0.5)     // (50, -40)
/// timeline.value(progress: 1)   // (100, 0)
/// ```
/// Each track starts at time 0 from the initial value's property and holds its last value once its
/// keyframes end; the timeline lasts as long as its longest track. Times before 0 give the initial
/// value and after `duration` the end value; a NaN time or progress counts as 0, and a NaN,
/// infinite or negative keyframe duration counts as 0 (so a timeline always ends).
public struct KeyframeTimeline<Value> {
    private let initialValue: Value
    private let tracks: [KeyframePlayback<Value>]

    /// A timeline of the tracks `content` builds, starting from `initialValue`.
    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.initialValue = initialValue
        var gathered = _KeyframeTracks<Value>()
        content()._appendTracks(to: &gathered)
        tracks = gathered.tracks.map { $0(initialValue) }
    }

    /// How long the timeline lasts: the longest track's duration.
    public var duration: TimeInterval { tracks.map(\.duration).max() ?? 0 }

    /// The value `time` seconds into the timeline.
    public func value(time: Double) -> Value {
        let time = time.isNaN ? 0 : time
        var value = initialValue
        for track in tracks { track.apply(&value, time) }
        return value
    }

    /// The value at `progress` (0 is the start, 1 the end) of the timeline.
    public func value(progress: Double) -> Value {
        value(time: (progress.isNaN ? 0 : progress) * duration)
    }
}
