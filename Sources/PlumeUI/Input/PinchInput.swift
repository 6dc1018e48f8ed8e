import Foundation
import PlumeGraphics

/// The input of one pinch as the host delivers it — increments of scale and turn at a centre — made
/// into the cumulative, clamped readings the recognizers see (`PinchSample`).
///
/// Clamps, so that any input finishes in bounded time and loses nothing usable: an increment whose
/// factor or angle is NaN or infinite is ignored (the centre still moves); a factor is kept within
/// `stepFactorRange` (zero and negative factors shrink by 10, huge ones grow by 10); an angle step
/// within ±π; the cumulative magnification within `magnificationRange` and the cumulative turn within
/// ±`rotationLimit` radians. A centre that is not finite keeps the last one.
struct PinchInput {
    /// The factors one increment may scale by.
    static let stepFactorRange: ClosedRange<CGFloat> = 0.1...10
    /// The magnifications a pinch may reach.
    static let magnificationRange: ClosedRange<CGFloat> = 0.001...1000
    /// The largest turn a pinch may reach, in radians (about 160 turns).
    static let rotationLimit: Double = 1000

    private(set) var sample: PinchSample

    /// A pinch beginning at `location` at `time`, unscaled and unturned.
    init(location: CGPoint, time: TimeInterval) {
        sample = PinchSample(location: location, magnification: 1, rotation: 0, time: time)
    }

    /// Applies one increment and returns the new reading.
    mutating func apply(
        at location: CGPoint, scaleBy factor: CGFloat, rotateBy radians: Double, time: TimeInterval
    ) -> PinchSample {
        if location.x.isFinite && location.y.isFinite { sample.location = location }
        if factor.isFinite {
            let step = min(max(factor, Self.stepFactorRange.lowerBound), Self.stepFactorRange.upperBound)
            let range = Self.magnificationRange
            sample.magnification = min(max(sample.magnification * step, range.lowerBound), range.upperBound)
        }
        if radians.isFinite {
            let step = min(max(radians, -.pi), .pi)
            sample.rotation = min(max(sample.rotation + step, -Self.rotationLimit), Self.rotationLimit)
        }
        sample.time = time
        return sample
    }
}
