import Foundation
import PlumeAnimation
import PlumeGraphics

/// One press on a scroll view, from down to up.
struct ScrollDrag {
    /// Where the press went down.
    var start: CGPoint
    /// Where the press became a scroll (past the slop), and the offset then.
    var anchor: CGPoint
    var anchorOffset: CGPoint
    /// The content offset when the press went down (a target behaviour's original target).
    var originalOffset: CGPoint
    /// Whether the press moved past the slop along a scrolling axis and scrolls the content.
    var isScrolling = false
    /// Whether the press caught moving content (it then scrolls at once and never reaches buttons).
    var caughtMotion = false
    /// Whether the press left the slop pulling the content past an edge and was left to a handler
    /// around the scroll view (it then starts scrolling from wherever it is when it does).
    var yielded = false
    var tracker = VelocityTracker()
}

extension ScrollBehavior: PointerHandler, AnimationTicking {
    /// How far a press must move before it scrolls (and cancels the others); see `scrollAnchor`.
    static var touchSlop: CGFloat { 10 }

    var claimsPressImmediately: Bool { drag?.caughtMotion == true }
    var recognizesMovement: Bool { true }

    func pointerBegan(at point: CGPoint) -> Bool {
        // `.scrollDisabled(true)`: the press goes to the handlers around the scroll view.
        guard node.environment.isScrollEnabled else { return false }
        let caught = motionX != nil || motionY != nil
        // A press stops moving content where it is.
        scrollGeneration += 1
        motionX = nil
        motionY = nil
        settle = ScrollSettleState()
        var drag = ScrollDrag(start: point, anchor: point, anchorOffset: contentOffset, originalOffset: contentOffset)
        drag.caughtMotion = caught
        drag.isScrolling = caught
        drag.tracker.add(point, at: node.frameState.time)
        self.drag = drag
        return true
    }

    func pointerMoved(to point: CGPoint) {
        guard var drag else { return }
        let time = node.frameState.time
        drag.tracker.add(point, at: time)
        if !drag.isScrolling, let anchor = scrollAnchor(for: &drag, at: point) {
            drag.isScrolling = true
            drag.anchor = anchor
            drag.anchorOffset = contentOffset
            self.drag = drag
            position.followsUser = true
            node.graph.claimPointer(self)
            self.drag = drag
            dismissKeyboardForDrag(at: point, began: true)
        }
        self.drag = drag
        guard drag.isScrolling else { return }
        dismissKeyboardForDrag(at: point, began: false)
        let l = limits(viewport: node.frame.size)
        let size = node.frame.size
        var offset = contentOffset
        if view.axes.contains(.horizontal) {
            // Right to left the offset grows leftwards (content is placed mirrored): a drag to the right scrolls on.
            let moved = point.x - drag.anchor.x
            let raw = Double(drag.anchorOffset.x - (node.isRightToLeft ? -moved : moved))
            offset.x = bounces(.horizontal) ? resisted(raw, l.x, size.width) : clamped(raw, l.x)
        }
        if view.axes.contains(.vertical) {
            let raw = Double(drag.anchorOffset.y - (point.y - drag.anchor.y))
            offset.y = bounces(.vertical) ? resisted(raw, l.y, size.height) : clamped(raw, l.y)
        }
        setOffset(offset)
    }

    func pointerEnded(at point: CGPoint) {
        guard let drag else { return }
        self.drag = nil
        let time = node.frameState.time
        let velocity = drag.isScrolling ? drag.tracker.velocity(at: time) : .zero
        let released = CGSize(
            width: node.isRightToLeft ? velocity.width : -velocity.width, height: -velocity.height)
        if drag.isScrolling, settleOnTarget(velocity: released, from: drag.originalOffset) { return }
        release(velocity: released)
    }

    func pointerCancelled() {
        guard let drag else { return }
        self.drag = nil
        if drag.isScrolling, settleOnTarget(velocity: .zero, from: drag.originalOffset) { return }
        release(velocity: .zero)
    }

    private func resisted(_ raw: Double, _ limits: ClosedRange<Double>, _ dimension: CGFloat) -> CGFloat {
        CGFloat(ScrollAxisMotion.resisted(raw, limits: limits, dimension: Double(dimension)))
    }

    private func clamped(_ raw: Double, _ limits: ClosedRange<Double>) -> CGFloat {
        CGFloat(min(max(raw, limits.lowerBound), limits.upperBound))
    }

    /// Whether the content may be pulled past its edges along `axis` (`scrollBounceBehavior`):
    /// always, unless `.basedOnSize` and the content fits.
    func bounces(_ axis: Axis) -> Bool {
        let options = node.environment.scrollViewOptions
        let behavior = axis == .vertical ? options.verticalBounce : options.horizontalBounce
        guard behavior == .basedOnSize else { return true }
        return contentExtent[axis] > node.frame.size[axis] + 0.5
    }

    /// Starts the motion after a release with `velocity` (offset points per second): momentum, or a
    /// spring back when the content is past an edge.
    func release(velocity: CGSize) {
        let l = limits(viewport: node.frame.size)
        let time = node.frameState.time
        func motion(_ offset: CGFloat, _ v: CGFloat, _ limits: ClosedRange<Double>, _ scrolls: Bool)
            -> ScrollAxisMotion?
        {
            guard scrolls else { return nil }
            let o = Double(offset)
            if limits.contains(o) && abs(Double(v)) < ScrollAxisMotion.restingSpeed { return nil }
            return ScrollAxisMotion(releasedAt: o, velocity: Double(v), limits: limits, time: time)
        }
        motionX = motion(contentOffset.x, velocity.width, l.x, view.axes.contains(.horizontal))
        motionY = motion(contentOffset.y, velocity.height, l.y, view.axes.contains(.vertical))
        lastMovement = time
        node.graph.startAnimating(node)
        node.invalidateRender()
    }

    func animationFrame(at time: TimeInterval, completions: inout [() -> Void]) -> Bool {
        let wasMoving = motionX != nil || motionY != nil
        var offset = contentOffset
        if var m = motionX {
            let s = m.sample(at: time)
            offset.x = CGFloat(s.offset)
            motionX = s.finished ? nil : m
        }
        if var m = motionY {
            let s = m.sample(at: time)
            offset.y = CGFloat(s.offset)
            motionY = s.finished ? nil : m
        }
        setOffset(offset)
        // At rest the content is placed exactly where a layout puts it (moves may have left frames
        // a rounding error off).
        if wasMoving, motionX == nil, motionY == nil {
            for child in node.children { child.placeSubtreeAfresh() }
            node.invalidateLayout()
        }
        let waitsForWheel = settleWheelIfRested(at: time)
        let opacity = indicatorOpacity(at: time)
        if opacity != drawnIndicatorOpacity { node.invalidateRender() }
        // A finger resting on the content needs no frames; the fade starts when it lifts.
        return motionX != nil || motionY != nil || waitsForWheel || (opacity > 0 && drag?.isScrolling != true)
    }
}
