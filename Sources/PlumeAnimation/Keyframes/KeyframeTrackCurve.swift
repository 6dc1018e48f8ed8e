import Foundation

/// The motion of one track's value over time: the track's keyframes resolved against the value
/// they start from, with each segment's start value and velocities fixed in advance.
///
/// Made by `KeyframeTrack` when a timeline is built; `value(at:)` is pure and bounded by the
/// number of keyframes.
struct KeyframeTrackCurve<Value: Animatable> {
    typealias Data = Value.AnimatableData

    /// One segment with everything needed to sample it.
    private struct Piece {
        let start: TimeInterval
        let segment: _KeyframeSegment<Value>
        let from: Data
        /// The velocity the segment starts with (springs) or the tangents (cubic).
        let startVelocity: Data
        let endVelocity: Data
        /// Where the segment ends (a spring cut short ends before its target).
        let end: Data
    }

    private let initial: Value
    private let pieces: [Piece]
    /// How long the track lasts (the sum of its keyframes' durations).
    let duration: TimeInterval

    init(initial: Value, segments: [_KeyframeSegment<Value>]) {
        self.initial = initial
        var pieces: [Piece] = []
        var from = initial.animatableData
        var incoming = Data.zero
        var time: TimeInterval = 0
        for (index, segment) in segments.enumerated() {
            let to = segment.target.animatableData
            let d = segment.duration
            let slope = d > 0 ? (to - from).scaled(by: 1 / d) : .zero
            var startVelocity = Data.zero
            var endVelocity = Data.zero
            var end = to
            switch segment.interpolation {
            case .move:
                break
            case .linear(let curve):
                endVelocity = slope.scaled(by: curve.velocity(at: 1))
            case .spring(let spring, let given):
                startVelocity = given ?? incoming
                end = from + spring.value(target: to - from, initialVelocity: startVelocity, time: d)
                endVelocity = spring.velocity(target: to - from, initialVelocity: startVelocity, time: d)
            case .cubic(let givenStart, let givenEnd):
                startVelocity = givenStart ?? (index > 0 ? incoming : slope)
                if let givenEnd {
                    endVelocity = givenEnd
                } else if index + 1 < segments.count, segments[index + 1].isCubic, d + segments[index + 1].duration > 0
                {
                    let next = segments[index + 1]
                    endVelocity = (next.target.animatableData - from).scaled(by: 1 / (d + next.duration))
                } else {
                    endVelocity = slope
                }
            }
            pieces.append(
                Piece(
                    start: time, segment: segment, from: from, startVelocity: startVelocity,
                    endVelocity: endVelocity, end: end))
            from = end
            incoming = endVelocity
            time += d
        }
        self.pieces = pieces
        duration = time
    }

    /// `curve.value(at:)` as a closure, made in code specialised for the property types tracks animate
    /// most: sampling a curve from generic code (a timeline's `value(time:)`, each frame of a
    /// `KeyframeAnimator`) otherwise looks up the generic metadata of the curve and its pieces at
    /// every sample — half of `motion.timeline.value`'s time.
    @_specialize(where Value == Double)
    @_specialize(where Value == CGFloat)
    @_specialize(where Value == CGPoint)
    @_specialize(where Value == CGSize)
    static func sampler(of curve: Self) -> (TimeInterval) -> Value {
        { time in curve.value(at: time) }
    }

    /// The value `time` seconds into the track (the initial value before 0, the end value after
    /// the last keyframe).
    func value(at time: TimeInterval) -> Value {
        var shown = initial
        for piece in pieces {
            if time < piece.start { break }
            let d = piece.segment.duration
            var value = piece.segment.target
            if time < piece.start + d {
                value.animatableData = sample(piece, at: time - piece.start)
                return value
            }
            value.animatableData = piece.end
            shown = value
        }
        return shown
    }

    private func sample(_ piece: Piece, at elapsed: TimeInterval) -> Data {
        let d = piece.segment.duration
        let to = piece.segment.target.animatableData
        switch piece.segment.interpolation {
        case .move:
            return to
        case .linear(let curve):
            return piece.from + (to - piece.from).scaled(by: curve.value(at: elapsed / d))
        case .spring(let spring, _):
            return piece.from
                + spring.value(target: to - piece.from, initialVelocity: piece.startVelocity, time: elapsed)
        case .cubic:
            let s = elapsed / d
            let s2 = s * s
            let s3 = s2 * s
            return piece.from.scaled(by: 2 * s3 - 3 * s2 + 1)
                + piece.startVelocity.scaled(by: (s3 - 2 * s2 + s) * d)
                + to.scaled(by: -2 * s3 + 3 * s2)
                + piece.endVelocity.scaled(by: (s3 - s2) * d)
        }
    }
}
