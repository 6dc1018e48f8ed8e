import Foundation
import PlumeGraphics

/// A gesture that ends once the pointer has stayed down for `minimumDuration`, as SwiftUI's
/// `LongPressGesture`.
///
/// Its value is `true`: it changes to `true` as soon as the pointer goes down (so
/// `updating` can show a pressing state) and ends — while the pointer is still down — when the
/// duration has passed on the host clock. It fails if the pointer moves more than
/// `maximumDistance` from where it went down or goes up early. On success it takes the press from
/// the other gestures and buttons under it.
nonisolated public struct LongPressGesture: Gesture, PrimitiveGesture {
    public typealias Value = Bool
    public typealias Body = Never
    /// How long the pointer must stay down, in seconds.
    public var minimumDuration: Double
    /// How far the pointer may wander, in points.
    public var maximumDistance: CGFloat

    /// A long press of `minimumDuration` seconds within `maximumDistance` points.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration.isFinite ? max(0, minimumDuration) : 0.5
        self.maximumDistance = maximumDistance.isNaN ? 10 : max(0, maximumDistance)
    }

    @MainActor func makeRecognizer(in context: GestureRecognizerContext) -> AnyObject {
        LongPressRecognizer(minimumDuration: minimumDuration, maximumDistance: maximumDistance, context: context)
    }
}

/// Recognises a long press against the host clock (ticked every frame while the pointer is down).
final class LongPressRecognizer: GestureRecognizer<Bool> {
    private let minimumDuration: Double
    private let maximumDistance: CGFloat
    private var start = PointerSample(location: .zero, time: 0)

    init(minimumDuration: Double, maximumDistance: CGFloat, context: GestureRecognizerContext) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
        super.init(context: context)
    }

    override var wantsTicks: Bool { !isDone }

    override func began(_ sample: PointerSample) {
        start = sample
        emitChanged(true)
        ticked(sample.time)
    }
    override func moved(_ sample: PointerSample) {
        ticked(sample.time)
        if sample.location.gestureDistance(to: start.location) > maximumDistance { fail() }
    }
    override func ended(_ sample: PointerSample) {
        ticked(sample.time)
        fail()
    }
    override func ticked(_ time: TimeInterval) {
        guard !isDone, time - start.time >= minimumDuration else { return }
        context.claimPointer()
        finish(true)
    }
}

nonisolated extension View {
    /// Runs `action` when the view is pressed for `minimumDuration` seconds, and `onPressingChanged`
    /// with true when the press starts and false when it ends, fails or is cancelled.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
        onPressingChanged: ((Bool) -> Void)? = nil
    ) -> some View {
        gesture(
            _EndedGesture(
                content: HookedGesture(
                    content: LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance),
                    pressing: onPressingChanged),
                action: { _ in action() }))
    }
}
