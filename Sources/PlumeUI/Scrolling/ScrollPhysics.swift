import Foundation
import PlumeAnimation
import PlumeGraphics

/// The motion of a scroll view's content along one axis after the finger lifts: a decay that slows
/// the content by friction, turning into a spring where it runs past an edge (or starting as one
/// when released past an edge), or an `Animation` run by `ScrollViewReader`.
///
/// Every phase is closed form from its start state, so sampling at any frame time gives the same
/// offset however the frames fall (tests move a manual clock).
struct ScrollAxisMotion {
    /// The friction of the decay: the velocity is multiplied by this every millisecond (UIKit's
    /// "normal" deceleration rate).
    static let decelerationRate = 0.998
    /// Below this speed (points per second) a decay stops.
    static let restingSpeed = 8.0
    /// The spring that brings overscrolled content back to the edge: critically damped, so it
    /// overshoots once from a fling and never oscillates.
    static let bounceSpring = Spring(response: 0.45, dampingRatio: 1)

    enum Phase {
        /// Friction: `offset(t) = start + v·(r^(1000t) − 1) / (1000·ln r)`.
        case decay(start: Double, velocity: Double, time: TimeInterval)
        /// A spring or timing curve towards `value.target`.
        case animated(AnimatedValue<Double>)
    }

    var phase: Phase
    /// The range the content can rest in (0…max scroll).
    var limits: ClosedRange<Double>

    /// The motion after a release at `offset` with `velocity` (offset units per second) at `time`.
    init(releasedAt offset: Double, velocity: Double, limits: ClosedRange<Double>, time: TimeInterval) {
        self.limits = limits
        if offset < limits.lowerBound || offset > limits.upperBound {
            let edge = offset < limits.lowerBound ? limits.lowerBound : limits.upperBound
            phase = .animated(Self.springBack(from: offset, to: edge, velocity: velocity, time: time))
        } else {
            phase = .decay(start: offset, velocity: velocity, time: time)
        }
    }

    /// A motion running `animation` from `offset` to `target` (programmatic scrolling, or settling on
    /// a scroll target), starting at `initialVelocity` (springs only).
    init(
        from offset: Double, to target: Double, animation: Animation, limits: ClosedRange<Double>, time: TimeInterval,
        initialVelocity: Double = 0
    ) {
        self.limits = limits
        phase = .animated(
            AnimatedValue(
                from: offset, to: target, animation: animation, startTime: time, initialVelocity: initialVelocity))
    }

    static func springBack(from offset: Double, to edge: Double, velocity: Double, time: TimeInterval)
        -> AnimatedValue<Double>
    {
        AnimatedValue(
            from: offset, to: edge, animation: .spring(bounceSpring), startTime: time, initialVelocity: velocity)
    }

    /// The offset at `time`, and whether the motion is over. A decay that crosses an edge becomes a
    /// spring from the edge with the velocity it had there.
    mutating func sample(at time: TimeInterval) -> (offset: Double, finished: Bool) {
        switch phase {
        case .animated(let value):
            return (value.value(at: time), value.isComplete(at: time))
        case .decay(let start, let v0, let t0):
            let k = 1000 * log(Self.decelerationRate)  // negative
            let stopTime = t0 + log(Self.restingSpeed / max(abs(v0), Self.restingSpeed)) / k
            func position(_ t: TimeInterval) -> Double { start + v0 * (exp(k * (t - t0)) - 1) / k }
            // Where the decay reaches an edge, it hands over to the bounce spring.
            let end = position(stopTime)
            if end < limits.lowerBound || end > limits.upperBound {
                let edge = end < limits.lowerBound ? limits.lowerBound : limits.upperBound
                let crossing = Self.crossingTime(of: edge, start: start, velocity: v0, rate: k, from: t0)
                if time >= crossing {
                    let speed = v0 * exp(k * (crossing - t0))
                    let spring = AnimatedValue(
                        from: edge, to: edge, animation: .spring(Self.bounceSpring), startTime: crossing,
                        initialVelocity: speed)
                    phase = .animated(spring)
                    return sample(at: time)
                }
            }
            if time >= stopTime { return (min(max(end, limits.lowerBound), limits.upperBound), true) }
            return (position(max(time, t0)), false)
        }
    }

    /// When the decay from `start` with velocity `v` reaches `edge` (it must reach it).
    static func crossingTime(of edge: Double, start: Double, velocity v: Double, rate k: Double, from t0: Double)
        -> TimeInterval
    {
        // edge = start + v(e^{kt} − 1)/k  ⇒  e^{kt} = 1 + k(edge − start)/v
        let x = 1 + k * (edge - start) / v
        guard x > 0 else { return t0 }
        return t0 + log(x) / k
    }

    /// The distance shown for `overscroll` points dragged past an edge of a `dimension`-long
    /// viewport: it grows ever more slowly and never reaches the dimension (UIKit's rubber band).
    static func rubberBand(_ overscroll: Double, dimension: Double) -> Double {
        guard overscroll > 0, dimension > 0 else { return 0 }
        let c = 0.55
        return (1 - 1 / (overscroll * c / dimension + 1)) * dimension
    }

    /// `offset` with the part past `limits` resisted by the rubber band.
    static func resisted(_ offset: Double, limits: ClosedRange<Double>, dimension: Double) -> Double {
        if offset < limits.lowerBound {
            return limits.lowerBound - rubberBand(limits.lowerBound - offset, dimension: dimension)
        }
        if offset > limits.upperBound {
            return limits.upperBound + rubberBand(offset - limits.upperBound, dimension: dimension)
        }
        return offset
    }
}

/// Estimates a drag's velocity from its recent samples (the last 100 ms of frame times).
struct VelocityTracker {
    private var samples: [(time: TimeInterval, point: CGPoint)] = []
    static let window: TimeInterval = 0.1

    mutating func reset() { samples.removeAll() }

    mutating func add(_ point: CGPoint, at time: TimeInterval) {
        if let last = samples.last, time < last.time { samples.removeAll() }
        samples.append((time, point))
        samples.removeAll { $0.time < time - Self.window * 2 }
    }

    /// Points per second over the samples within the window before `time` (zero when the pointer
    /// has rested longer than the window, or with fewer than two samples).
    func velocity(at time: TimeInterval) -> CGSize {
        let recent = samples.filter { $0.time >= time - Self.window }
        guard let first = recent.first, let last = recent.last, last.time - first.time > 1e-6 else {
            return .zero
        }
        let dt = last.time - first.time
        return CGSize(width: (last.point.x - first.point.x) / dt, height: (last.point.y - first.point.y) / dt)
    }
}
