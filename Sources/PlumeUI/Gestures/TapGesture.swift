import Foundation
import PlumeGraphics

/// A gesture that ends when the view is tapped `count` times, as SwiftUI's `TapGesture`.
///
/// A tap is a press and release that stays within 10 points of where it began; the taps of a
/// multi-tap must follow each other within 0.3 s of host time. A press that is not the last tap of
/// the count fails (Plume does not delay single taps to wait for a double tap).
nonisolated public struct TapGesture: Gesture, PrimitiveGesture {
    public typealias Value = Void
    public typealias Body = Never
    /// How many taps end the gesture.
    public var count: Int

    /// A gesture of `count` taps (at least 1).
    public init(count: Int = 1) { self.count = max(1, count) }

    @MainActor func makeRecognizer(in context: GestureRecognizerContext) -> AnyObject {
        TapRecognizer(count: count, context: context) { _ in () }
    }
}

/// A tap gesture that reports where it happened, as SwiftUI's `SpatialTapGesture`.
nonisolated public struct SpatialTapGesture: Gesture, PrimitiveGesture {
    /// Where the last tap went up.
    public struct Value: Equatable, Sendable {
        /// The location in the gesture's coordinate space.
        public var location: CGPoint
    }
    public typealias Body = Never
    /// How many taps end the gesture.
    public var count: Int
    /// The coordinate space of `Value.location`.
    public var coordinateSpace: CoordinateSpace

    /// A gesture of `count` taps reporting locations in `coordinateSpace`.
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = max(1, count)
        self.coordinateSpace = coordinateSpace
    }

    @MainActor func makeRecognizer(in context: GestureRecognizerContext) -> AnyObject {
        let space = coordinateSpace
        return TapRecognizer(count: count, context: context) { point in
            Value(location: context.convert(point, to: space))
        }
    }
}

/// Recognises taps: fails when the pointer moves more than 10 points from the start, ends on the
/// release that completes the count.
final class TapRecognizer<Value>: GestureRecognizer<Value> {
    static var slop: CGFloat { 10 }
    static var interval: TimeInterval { 0.3 }
    private let count: Int
    private let value: (CGPoint) -> Value
    private let history: TapHistory
    private var start = CGPoint.zero

    init(count: Int, context: GestureRecognizerContext, value: @escaping (CGPoint) -> Value) {
        self.count = count
        self.value = value
        history = context.nextTapHistory()
        super.init(context: context)
    }

    override func began(_ sample: PointerSample) { start = sample.location }
    override func moved(_ sample: PointerSample) {
        if sample.location.gestureDistance(to: start) > Self.slop { fail() }
    }
    override func ended(_ sample: PointerSample) {
        guard sample.location.gestureDistance(to: start) <= Self.slop else { return fail() }
        let now = sample.time
        history.count = now - history.lastTime <= Self.interval ? history.count + 1 : 1
        history.lastTime = now
        guard history.count >= count else { return fail() }
        history.count = 0
        finish(value(sample.location))
    }
}

extension CGPoint {
    func gestureDistance(to other: CGPoint) -> CGFloat { hypot(x - other.x, y - other.y) }
}

nonisolated extension View {
    /// Runs `action` when the view is tapped `count` times (`TapGesture(count:)` attached with
    /// `.gesture`).
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        gesture(_EndedGesture(content: TapGesture(count: count), action: { action() }))
    }
    /// Runs `action` with the tap's location in `coordinateSpace` (`SpatialTapGesture`).
    public func onTapGesture(
        count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void
    ) -> some View {
        gesture(
            _EndedGesture(
                content: SpatialTapGesture(count: count, coordinateSpace: coordinateSpace),
                action: { action($0.location) }))
    }
}
