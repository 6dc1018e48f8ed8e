import Foundation

/// One keyframe as the timeline evaluates it: how the value moves from where the previous segment
/// left it to `target`, and for how long. Made by the keyframe types (`LinearKeyframe`,
/// `SpringKeyframe`, `CubicKeyframe`, `MoveKeyframe`) when a track collects its content; read only
/// by `KeyframeTrackCurve`.
///
/// Public only because `KeyframeTrackContent`'s `_appendSegments(to:)` names it; its contents are
/// Plume's own.
public struct _KeyframeSegment<Value: Animatable> {
    enum Interpolation {
        case move
        case linear(UnitCurve)
        case spring(Spring, startVelocity: Value.AnimatableData?)
        case cubic(startVelocity: Value.AnimatableData?, endVelocity: Value.AnimatableData?)
    }
    let interpolation: Interpolation
    let target: Value
    /// Seconds, finite and not negative (`KeyframeSegment.clampedDuration`).
    let duration: TimeInterval

    init(_ interpolation: Interpolation, to target: Value, duration: TimeInterval) {
        self.interpolation = interpolation
        self.target = target
        self.duration = Self.clampedDuration(duration)
    }

    /// A duration a timeline can use: NaN, infinite and negative durations count as 0 (documented
    /// on `KeyframeTimeline`).
    static func clampedDuration(_ duration: TimeInterval) -> TimeInterval {
        duration.isFinite ? max(0, duration) : 0
    }

    var isCubic: Bool {
        if case .cubic = interpolation { return true }
        return false
    }
}

/// The segments a track's content collects, in order (what `KeyframeTrackContent` builds into).
public struct _KeyframeSegments<Value: Animatable> {
    var segments: [_KeyframeSegment<Value>] = []
    init() {}
}
