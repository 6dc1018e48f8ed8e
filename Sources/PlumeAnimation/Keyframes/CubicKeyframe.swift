import Foundation

/// A keyframe that moves to `to` along a cubic curve, as SwiftUI's `CubicKeyframe`.
///
/// Plume draws a cubic Hermite curve in the value's `animatableData`. A velocity left nil is chosen
/// for smooth motion: where two cubic keyframes meet, the slope between their outer values
/// (Catmull-Rom: `(next − previous) / (sum of both durations)`); where a cubic keyframe follows
/// another kind, the velocity that keyframe ends with; at the start or end of the track, the
/// segment's own slope `(to − from) / duration` (so a lone cubic keyframe moves at constant speed).
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
    let to: Value
    let duration: TimeInterval
    let startVelocity: Value?
    let endVelocity: Value?

    /// Moves to `to` over `duration` seconds (a NaN, infinite or negative duration counts as 0).
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        self.to = to
        self.duration = duration
        self.startVelocity = startVelocity
        self.endVelocity = endVelocity
    }

    public var body: Self { self }
    public func _appendSegments(to segments: inout _KeyframeSegments<Value>) {
        segments.segments.append(
            _KeyframeSegment(
                .cubic(startVelocity: startVelocity?.animatableData, endVelocity: endVelocity?.animatableData),
                to: to, duration: duration))
    }
}
