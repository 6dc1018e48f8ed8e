import Foundation
import PlumeGraphics

/// What a pinch recognizer knows when it reports: the values `MagnifyGesture`, `RotateGesture` and
/// their deprecated forms are made of, relative to the reading the recognizer started from.
struct PinchReading {
    /// The scale since the recognizer started (1 = unchanged).
    var magnification: CGFloat
    /// Scale per second over the last readings.
    var magnificationVelocity: CGFloat
    /// The turn since the recognizer started.
    var rotation: Angle
    /// Turn per second over the last readings.
    var rotationVelocity: Angle
    /// The pinch's first centre in the view's coordinate space.
    var startLocation: CGPoint
    /// The pinch's first centre as a unit point of the view's bounds.
    var startAnchor: UnitPoint
    /// The host clock's time of the reading.
    var time: Date
}

/// Recognises a pinch (a magnification or a rotation) during one pinch session: it starts once the
/// scale or the turn has moved past its threshold, claims the pinch then, reports every reading
/// after, and ends with the pinch (or when the pointer of a press it joined goes up). A pinch that
/// never passed the threshold fails.
final class PinchRecognizer<Value>: GestureRecognizer<Value> {
    /// Which part of the pinch starts the gesture, and how far it must move.
    enum Threshold {
        /// `|magnification − 1| ≥ delta`.
        case scale(CGFloat)
        /// `|rotation| ≥ radians`.
        case angle(Double)
    }

    private let threshold: Threshold
    private let makeValue: (PinchReading) -> Value
    /// The reading the recognizer started from (its baseline).
    private var start: PinchSample?
    private var last: PinchSample?
    private var magnificationVelocity: CGFloat = 0
    private var rotationVelocity: Double = 0
    private var isActive = false

    init(threshold: Threshold, context: GestureRecognizerContext, value: @escaping (PinchReading) -> Value) {
        self.threshold = threshold
        self.makeValue = value
        super.init(context: context)
    }

    override func pinchBegan(_ sample: PinchSample) {
        start = sample
        last = sample
    }

    override func pinchChanged(_ sample: PinchSample) {
        // Joined mid-pinch (a press began during it): this reading is the baseline.
        guard let start else { return pinchBegan(sample) }
        record(sample)
        if !isActive {
            guard passesThreshold(sample, from: start) else { return }
            isActive = true
            context.claimPointer()
        }
        emitChanged(makeValue(reading(sample)))
    }

    override func pinchEnded(_ sample: PinchSample) {
        guard isActive, let last else { return fail() }
        finish(makeValue(reading(last)))
    }

    /// The pointer of the press this recognizer joined went up: the pinch is over for it.
    override func ended(_ sample: PointerSample) {
        guard isActive, let last else { return fail() }
        finish(makeValue(reading(last)))
    }

    private func passesThreshold(_ sample: PinchSample, from start: PinchSample) -> Bool {
        switch threshold {
        case .scale(let delta): abs(sample.magnification / start.magnification - 1) >= delta
        case .angle(let radians): abs(sample.rotation - start.rotation) >= radians
        }
    }

    /// Keeps the velocities: the change since the previous reading over the time between them
    /// (readings at the same instant keep the last velocity).
    private func record(_ sample: PinchSample) {
        if let before = last, sample.time - before.time > 1e-6 {
            let dt = sample.time - before.time
            magnificationVelocity = (sample.magnification - before.magnification) / CGFloat(dt)
            rotationVelocity = (sample.rotation - before.rotation) / dt
        }
        last = sample
    }

    private func reading(_ sample: PinchSample) -> PinchReading {
        let start = self.start ?? sample
        return PinchReading(
            magnification: sample.magnification / start.magnification,
            magnificationVelocity: magnificationVelocity / start.magnification,
            rotation: .radians(sample.rotation - start.rotation), rotationVelocity: .radians(rotationVelocity),
            startLocation: context.convert(start.location, to: .local),
            startAnchor: context.unitPoint(of: start.location),
            time: Date(timeIntervalSinceReferenceDate: sample.time))
    }
}
