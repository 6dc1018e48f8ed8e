import Foundation
import PlumeAnimation
import PlumeGraphics

/// Where a scroll view under `scrollTargetBehavior(_:)` comes to rest after the person lets go.
///
/// When a drag or fling ends, or 0.15 s after the last step of a scroll-wheel movement, the scroll
/// view projects where its momentum would stop (the decay of `ScrollAxisMotion` run to rest), asks
/// the behaviour for the target (`ScrollTargetBehavior.updateTarget(_:context:)`), clamps it to the
/// content and moves there with `settleSpring`, which starts at the release velocity. Programmatic
/// scrolls never pass through here.
struct ScrollSettleState {
    /// When a scroll-wheel movement counts as over (frame time), while one is in progress.
    var wheelDeadline: TimeInterval?
    /// The offset the wheel movement began at (the behaviour's original target).
    var wheelOrigin: CGPoint?
}

extension ScrollBehavior {
    /// The spring that carries content to its target: critically damped, so it never swings past
    /// the page or view it aims at.
    static var settleSpring: Spring { Spring(response: 0.4, dampingRatio: 1) }
    /// How long the wheel must rest before its movement is over.
    static var wheelRestInterval: TimeInterval { 0.15 }

    /// Where momentum from `offset` at `velocity` (points per second) comes to rest, with no edges.
    static func projectedRest(from offset: CGFloat, velocity: CGFloat) -> CGFloat {
        let k = 1000 * log(ScrollAxisMotion.decelerationRate)  // negative
        return offset - velocity / CGFloat(k)
    }

    /// Settles on the target the environment's `ScrollTargetBehavior` chooses, for a gesture that
    /// began at `origin` and ended with `velocity`; returns false when there is no behaviour.
    func settleOnTarget(velocity: CGSize, from origin: CGPoint) -> Bool {
        guard let behavior = node.environment.scrollTargetBehavior else { return false }
        let viewport = node.frame.size
        let scrollsX = view.axes.contains(.horizontal)
        let scrollsY = view.axes.contains(.vertical)
        let v = CGSize(
            width: scrollsX && velocity.width.isFinite ? velocity.width : 0,
            height: scrollsY && velocity.height.isFinite ? velocity.height : 0)
        let projected = CGPoint(
            x: Self.projectedRest(from: contentOffset.x, velocity: v.width),
            y: Self.projectedRest(from: contentOffset.y, velocity: v.height))
        var target = ScrollTarget(rect: CGRect(origin: projected, size: viewport))
        let context = ScrollTargetBehaviorContext(
            originalTarget: ScrollTarget(rect: CGRect(origin: origin, size: viewport)),
            velocity: CGVector(dx: v.width, dy: v.height), contentSize: contentExtent, containerSize: viewport,
            axes: view.axes, environment: node.environment, targetFrames: targetFramesInContent())
        behavior.update(&target, context)
        var goal = target.rect.origin
        if let anchor = target.anchor {
            goal.x += anchor.x * (target.rect.width - viewport.width)
            goal.y += anchor.y * (target.rect.height - viewport.height)
        }
        guard goal.x.isFinite, goal.y.isFinite else {
            node.graph.report("ScrollTargetBehavior: the target must be finite; the scroll view rests where it is")
            return false
        }
        let l = limits(viewport: viewport)
        goal.x = min(max(CGFloat(l.x.lowerBound), goal.x), CGFloat(l.x.upperBound))
        goal.y = min(max(CGFloat(l.y.lowerBound), goal.y), CGFloat(l.y.upperBound))
        let time = node.frameState.time
        let spring = Animation.spring(Self.settleSpring)
        func motion(_ from: CGFloat, _ to: CGFloat, _ speed: CGFloat, _ limits: ClosedRange<Double>)
            -> ScrollAxisMotion?
        {
            guard abs(to - from) > 0.01 || abs(speed) > ScrollAxisMotion.restingSpeed else { return nil }
            return ScrollAxisMotion(
                from: Double(from), to: Double(to), animation: spring, limits: limits, time: time,
                initialVelocity: Double(speed))
        }
        motionX = scrollsX ? motion(contentOffset.x, goal.x, v.width, l.x) : nil
        motionY = scrollsY ? motion(contentOffset.y, goal.y, v.height, l.y) : nil
        lastMovement = time
        node.graph.startAnimating(node)
        node.invalidateRender()
        return true
    }

    /// The frames of the scroll target layout's views in content coordinates.
    func targetFramesInContent() -> [CGRect] {
        let origin = contentOrigin
        return ScrollTargetView.all(in: node, estimatingLazyRows: true).map {
            $0.frame.offsetBy(dx: -origin.x, dy: -origin.y)
        }
    }

    /// Where the content's top leading corner is, in window coordinates, along the scrolling axes.
    var contentOrigin: CGPoint {
        CGPoint(x: node.frame.minX - contentOffset.x, y: node.frame.minY - contentOffset.y)
    }

    /// A scroll-wheel step moved the content from `before`: under a target behaviour, the movement
    /// settles once the wheel rests.
    func wheelMoved(from before: CGPoint) {
        guard node.environment.scrollTargetBehavior != nil else { return }
        if settle.wheelOrigin == nil { settle.wheelOrigin = before }
        settle.wheelDeadline = node.frameState.time + Self.wheelRestInterval
        node.graph.startAnimating(node)
    }

    /// During animation frames: settles a wheel movement whose wheel has rested. Returns whether it
    /// still waits.
    func settleWheelIfRested(at time: TimeInterval) -> Bool {
        guard let deadline = settle.wheelDeadline else { return false }
        guard time >= deadline else { return true }
        let origin = settle.wheelOrigin ?? contentOffset
        settle = ScrollSettleState()
        _ = settleOnTarget(velocity: .zero, from: origin)
        return false
    }
}
