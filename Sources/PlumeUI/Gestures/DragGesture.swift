import Foundation
import PlumeGraphics

/// A gesture that follows the pointer once it has moved `minimumDistance` points, as SwiftUI's
/// `DragGesture`.
///
/// It changes on every move after that (with `minimumDistance: 0`, as soon as the pointer goes
/// down) and ends when the pointer goes up. When it starts it takes the press from the other
/// handlers (buttons, taps, scroll views) — with `minimumDistance: 0` only once the pointer has
/// moved 10 points, so a tap on a button inside still works.
public struct DragGesture: Gesture, PrimitiveGesture {
    /// The state of a drag, as SwiftUI's `DragGesture.Value`. Locations are in the gesture's
    /// coordinate space.
    public struct Value: Equatable, Sendable {
        /// The host clock's time of the event (seconds since the reference date).
        public var time: Date
        /// Where the pointer is.
        public var location: CGPoint
        /// Where the pointer went down.
        public var startLocation: CGPoint
        /// `location - startLocation`.
        public var translation: CGSize
        /// Points per second, from the moves of the last 0.1 s.
        public var velocity: CGSize
        /// Where the drag would stop if the pointer were let go now and decelerated like a scroll
        /// view: `location + velocity × 0.499` (UIKit's projection `v · r / (1 − r) / 1000` with
        /// the normal deceleration rate r = 0.998).
        public var predictedEndLocation: CGPoint
        /// `predictedEndLocation - startLocation`.
        public var predictedEndTranslation: CGSize
    }
    public typealias Body = Never

    /// How far the pointer moves before the drag starts, in points.
    public var minimumDistance: CGFloat
    /// The coordinate space of the value's locations.
    public var coordinateSpace: CoordinateSpace

    /// A drag starting after `minimumDistance` points, reporting in `coordinateSpace`.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance.isFinite ? max(0, minimumDistance) : 10
        self.coordinateSpace = coordinateSpace
    }

    /// The projection factor of `predictedEndLocation` (seconds).
    static let projection: CGFloat = 0.998 / (1 - 0.998) / 1000

    func makeRecognizer(in context: GestureRecognizerContext) -> AnyObject {
        DragRecognizer(minimumDistance: minimumDistance, space: coordinateSpace, context: context)
    }
}

/// Recognises a drag; keeps the last 0.1 s of samples (at most 32) for the velocity.
final class DragRecognizer: GestureRecognizer<DragGesture.Value> {
    private let minimumDistance: CGFloat
    private let space: CoordinateSpace
    private var start = PointerSample(location: .zero, time: 0)
    /// The recent samples (velocity). No dynamic exclusivity check: every access is an instant read
    /// or write.
    @exclusivity(unchecked) private var samples = RecentPointerSamples()
    private var velocity = CGSize.zero
    private var isActive = false
    private var hasClaimed = false
    /// Asked with the first value once the pointer has moved `minimumDistance`: false fails the
    /// drag before it claims the press (a navigation stack's edge swipe admits only horizontal drags
    /// from the leading edge).
    private let admits: ((DragGesture.Value) -> Bool)?

    init(
        minimumDistance: CGFloat, space: CoordinateSpace, context: GestureRecognizerContext,
        admits: ((DragGesture.Value) -> Bool)? = nil
    ) {
        self.minimumDistance = minimumDistance
        self.space = space
        self.admits = admits
        super.init(context: context)
    }

    override func began(_ sample: PointerSample) {
        start = sample
        samples.reset(to: sample)
        if minimumDistance == 0 {
            isActive = true
            emitChanged(value(at: sample))
        }
    }

    override func moved(_ sample: PointerSample) {
        record(sample)
        let distance = sample.location.gestureDistance(to: start.location)
        if !isActive, distance >= minimumDistance {
            if let admits, !admits(value(at: sample)) { return fail() }
            isActive = true
        }
        guard isActive else { return }
        if !hasClaimed, distance >= max(minimumDistance, TapRecognizer<Void>.slop) {
            hasClaimed = true
            context.claimPointer()
        }
        emitChanged(value(at: sample))
    }

    override func ended(_ sample: PointerSample) {
        record(sample)
        guard isActive else { return fail() }
        finish(value(at: sample))
    }

    private func record(_ sample: PointerSample) {
        samples.append(sample)
        guard let first = samples.oldest else { return }
        let dt = sample.time - first.time
        if dt > 1e-6 {
            velocity = CGSize(
                width: (sample.location.x - first.location.x) / dt, height: (sample.location.y - first.location.y) / dt)
        }
    }

    private func value(at sample: PointerSample) -> DragGesture.Value {
        // The space's origin is asked once for both points (each question walks the view's items).
        let origin = context.origin(of: space)
        let location = CGPoint(x: sample.location.x - origin.x, y: sample.location.y - origin.y)
        let startLocation = CGPoint(x: start.location.x - origin.x, y: start.location.y - origin.y)
        let k = DragGesture.projection
        let predicted = CGPoint(x: location.x + velocity.width * k, y: location.y + velocity.height * k)
        return DragGesture.Value(
            time: Date(timeIntervalSinceReferenceDate: sample.time), location: location, startLocation: startLocation,
            translation: CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y),
            velocity: velocity, predictedEndLocation: predicted,
            predictedEndTranslation: CGSize(
                width: predicted.x - startLocation.x, height: predicted.y - startLocation.y))
    }
}
