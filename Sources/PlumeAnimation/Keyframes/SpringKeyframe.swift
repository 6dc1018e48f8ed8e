import Foundation

/// A keyframe that moves to `to` as `spring` would, as SwiftUI's `SpringKeyframe`.
///
/// The spring starts with `startVelocity`, or with the velocity the previous keyframe ends with.
/// A `duration` shorter than the spring's settling time cuts the motion short: the next keyframe
/// starts wherever the spring is then.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
    let to: Value
    let duration: TimeInterval?
    let spring: Spring
    let startVelocity: Value?

    /// Springs to `to`; `duration` nil lasts the spring's settling duration.
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        self.to = to
        self.duration = duration
        self.spring = spring
        self.startVelocity = startVelocity
    }

    public var body: Self { self }
    public func _appendSegments(to segments: inout _KeyframeSegments<Value>) {
        segments.segments.append(
            _KeyframeSegment(
                .spring(spring, startVelocity: startVelocity?.animatableData), to: to,
                duration: duration ?? spring.settlingDuration))
    }
}
