import Foundation
import PlumeGraphics

/// A gesture that follows a pinch's turn, as SwiftUI's `RotateGesture` (iOS 17 / macOS 14).
///
/// On Linux the turn comes from two fingers on a touch device where SDL reports them, or from
/// Control + Shift + scroll wheel over the view (each notch turns 15°, down is clockwise); tests
/// drive it with `ViewHost.rotate(at:by:steps:)`. It starts once the turn passed
/// `minimumAngleDelta`, then takes the pinch from the other gestures and ends when the pinch ends.
public struct RotateGesture: Gesture, PrimitiveGesture {
    /// The state of a rotation, as SwiftUI's `RotateGesture.Value`.
    public struct Value: Equatable, Sendable {
        /// The host clock's time of the reading.
        public var time: Date
        /// The turn since the gesture started (positive is clockwise on screen).
        public var rotation: Angle
        /// Turn per second over the last readings.
        public var velocity: Angle
        /// Where the pinch began, as a unit point of the view's bounds.
        public var startAnchor: UnitPoint
        /// Where the pinch began, in the view's coordinate space.
        public var startLocation: CGPoint
    }
    public typealias Body = Never

    /// How far the turn goes before the gesture starts. NaN and negative angles are 1°.
    public var minimumAngleDelta: Angle

    /// A rotate gesture starting once the turn passed `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = .radians(PinchThresholds.angle(minimumAngleDelta))
    }

    func makeRecognizer(in context: GestureRecognizerContext) -> AnyObject {
        PinchRecognizer(threshold: .angle(PinchThresholds.angle(minimumAngleDelta)), context: context) {
            Value(
                time: $0.time, rotation: $0.rotation, velocity: $0.rotationVelocity, startAnchor: $0.startAnchor,
                startLocation: $0.startLocation)
        }
    }
}

/// The rotate gesture before iOS 17, as SwiftUI's deprecated `RotationGesture`: its value is the
/// turn alone.
public struct RotationGesture: Gesture, PrimitiveGesture {
    public typealias Value = Angle
    public typealias Body = Never

    /// How far the turn goes before the gesture starts. NaN and negative angles are 1°.
    public var minimumAngleDelta: Angle

    /// A rotation gesture starting once the turn passed `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = .radians(PinchThresholds.angle(minimumAngleDelta))
    }

    func makeRecognizer(in context: GestureRecognizerContext) -> AnyObject {
        PinchRecognizer(threshold: .angle(PinchThresholds.angle(minimumAngleDelta)), context: context) { $0.rotation }
    }
}
