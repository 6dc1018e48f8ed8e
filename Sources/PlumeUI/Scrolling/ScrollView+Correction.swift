import Foundation
import PlumeAnimation
import PlumeGraphics

/// What lazy stacks need of the scroll view around them: whether the content is moving, and a way
/// to move the content offset by a correction without the content appearing to move (rows above
/// the visible ones turned out taller or shorter than estimated).
@MainActor
protocol ScrollOffsetCorrecting: Scrollable {
    /// Whether a drag or a motion (momentum, bounce, programmatic scroll) is running.
    var isMoving: Bool { get }
    /// Shifts the content offset, any running motion and the drag's anchor by `delta`, so the
    /// content the person sees stays where it is once the content moved by the same amount.
    func shiftContent(by delta: CGSize)
    /// Moves the end of a running programmatic scroll by `delta` (the place it scrolls to moved).
    func retarget(by delta: CGSize)
    /// Counts the scrolls a person or the app started (a wheel step, a press, a programmatic
    /// scroll); corrections do not count. A correction queued for an earlier scroll applies only
    /// while this is unchanged, so it never undoes a newer one.
    var scrollGeneration: Int { get }
}

extension ScrollBehavior: ScrollOffsetCorrecting {
    func shiftContent(by delta: CGSize) {
        guard delta.width.isFinite, delta.height.isFinite, delta != .zero else { return }
        contentOffset.x += delta.width
        contentOffset.y += delta.height
        motionX = motionX.map { Self.shifted($0, by: Double(delta.width)) }
        motionY = motionY.map { Self.shifted($0, by: Double(delta.height)) }
        drag?.anchorOffset.x += delta.width
        drag?.anchorOffset.y += delta.height
        node.invalidateLayout()
    }

    func retarget(by delta: CGSize) {
        guard delta.width.isFinite, delta.height.isFinite else { return }
        motionX = motionX.map { Self.retargeted($0, by: Double(delta.width)) }
        motionY = motionY.map { Self.retargeted($0, by: Double(delta.height)) }
    }

    private static func retargeted(_ motion: ScrollAxisMotion, by delta: Double) -> ScrollAxisMotion {
        guard delta != 0, case .animated(let value) = motion.phase else { return motion }
        var moved = motion
        moved.phase = .animated(
            AnimatedValue(
                from: value.from, to: value.target + delta, animation: value.animation, startTime: value.startTime,
                initialVelocity: value.initialVelocity))
        return moved
    }

    private static func shifted(_ motion: ScrollAxisMotion, by delta: Double) -> ScrollAxisMotion {
        var moved = motion
        switch motion.phase {
        case .decay(let start, let velocity, let time):
            moved.phase = .decay(start: start + delta, velocity: velocity, time: time)
        case .animated(let value):
            moved.phase = .animated(
                AnimatedValue(
                    from: value.from + delta, to: value.target + delta, animation: value.animation,
                    startTime: value.startTime, initialVelocity: value.initialVelocity))
        }
        return moved
    }
}
