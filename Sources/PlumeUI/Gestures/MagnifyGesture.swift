import Foundation
import PlumeGraphics

/// A gesture that follows a pinch's scale, as SwiftUI's `MagnifyGesture` (iOS 17 / macOS 14).
///
/// On Linux the pinch comes from two fingers on a touch device where SDL reports them, or from
/// Control + scroll wheel over the view (each notch scales by 1.1, about the pointer); tests drive
/// it with `ViewHost.pinch(at:scale:steps:)`. It starts once the scale moved `minimumScaleDelta`
/// from 1, then takes the pinch from the other gestures, changes on every reading and ends when the
/// pinch ends.
///
/// ```swift
/// @GestureState private var zoom = 1.0
/// Image("photo")
///     .scaleEffect(zoom)
///     .gesture(MagnifyGesture().updating($zoom) { value, state, _ in state = value.magnification })
/// ```
public struct MagnifyGesture: Gesture, PrimitiveGesture {
    /// The state of a magnification, as SwiftUI's `MagnifyGesture.Value`.
    public struct Value: Equatable, Sendable {
        /// The host clock's time of the reading.
        public var time: Date
        /// The scale since the gesture started: 2 is twice as large.
        public var magnification: CGFloat
        /// Scale per second over the last readings.
        public var velocity: CGFloat
        /// Where the pinch began, as a unit point of the view's bounds.
        public var startAnchor: UnitPoint
        /// Where the pinch began, in the view's coordinate space.
        public var startLocation: CGPoint
    }
    public typealias Body = Never

    /// How far the scale moves from 1 before the gesture starts. NaN and negative values are 0.01.
    public var minimumScaleDelta: CGFloat

    /// A magnify gesture starting once the scale moved `minimumScaleDelta` from 1.
    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = PinchThresholds.scale(minimumScaleDelta)
    }

    func makeRecognizer(in context: GestureRecognizerContext) -> AnyObject {
        PinchRecognizer(threshold: .scale(PinchThresholds.scale(minimumScaleDelta)), context: context) {
            Value(
                time: $0.time, magnification: $0.magnification, velocity: $0.magnificationVelocity,
                startAnchor: $0.startAnchor, startLocation: $0.startLocation)
        }
    }
}

/// The magnify gesture before iOS 17, as SwiftUI's deprecated `MagnificationGesture`: its value is
/// the magnification alone.
public struct MagnificationGesture: Gesture, PrimitiveGesture {
    public typealias Value = CGFloat
    public typealias Body = Never

    /// How far the scale moves from 1 before the gesture starts. NaN and negative values are 0.01.
    public var minimumScaleDelta: CGFloat

    /// A magnification gesture starting once the scale moved `minimumScaleDelta` from 1.
    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = PinchThresholds.scale(minimumScaleDelta)
    }

    func makeRecognizer(in context: GestureRecognizerContext) -> AnyObject {
        PinchRecognizer(threshold: .scale(PinchThresholds.scale(minimumScaleDelta)), context: context) {
            $0.magnification
        }
    }
}

/// The documented clamps of the pinch gestures' thresholds.
enum PinchThresholds {
    /// A scale threshold: NaN, infinite and negative ones become the default 0.01.
    static func scale(_ delta: CGFloat) -> CGFloat { delta.isFinite && delta >= 0 ? delta : 0.01 }
    /// An angle threshold in radians: NaN, infinite and negative ones become the default 1°.
    static func angle(_ angle: Angle) -> Double {
        angle.radians.isFinite && angle.radians >= 0 ? angle.radians : Angle.degrees(1).radians
    }
}
