import Foundation

/// A keyframe that jumps to `to` at once, without interpolating, as SwiftUI's `MoveKeyframe`.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    let to: Value

    /// Jumps to `to`.
    public init(_ to: Value) { self.to = to }

    public var body: Self { self }
    public func _appendSegments(to segments: inout _KeyframeSegments<Value>) {
        segments.segments.append(_KeyframeSegment(.move, to: to, duration: 0))
    }
}
