import Foundation

/// A keyframe that moves to `to` along a straight line in the value's `animatableData`, timed by
/// `timingCurve`, as SwiftUI's `LinearKeyframe`. Used inside a `KeyframeTrack`.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    let to: Value
    let duration: TimeInterval
    let timingCurve: UnitCurve

    /// Moves to `to` over `duration` seconds (a NaN, infinite or negative duration counts as 0).
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        self.to = to
        self.duration = duration
        self.timingCurve = timingCurve
    }

    public var body: Self { self }
    public func _appendSegments(to segments: inout _KeyframeSegments<Value>) {
        segments.segments.append(_KeyframeSegment(.linear(timingCurve), to: to, duration: duration))
    }
}
