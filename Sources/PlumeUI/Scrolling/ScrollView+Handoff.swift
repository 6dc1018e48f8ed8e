import Foundation
import PlumeGraphics

/// When a press on a scroll view becomes a scroll, and when it is left to the gestures around it.
///
/// A press becomes a scroll once it has moved `touchSlop` points — the distance at which a
/// `DragGesture` recognises, so the scroll view, seeing the move first, wins a tie with a drag
/// gesture around it — mostly along a scrolling axis (or `touchSlop` points along a scrolling axis,
/// whatever it did across). A press mostly across the scrolling axes is left to the handlers around
/// (a horizontal `DragGesture` around a vertical list gets sideways swipes).
///
/// **Edge hand-off.** A press that would pull content resting at an edge further past it (dragging
/// down on a vertical scroll view scrolled to its top) is not taken while a handler around the scroll
/// view could still take the press by moving (`PointerHandler.recognizesMovement`: a drag gesture,
/// an outer scroll view): that handler gets the drag. This is how a card or sheet holding a list
/// moves down when the list is at its top, and how nested scroll views pass a pull on to the outer
/// one. With no such handler left (there was none, or a tap around failed), the pull scrolls with the
/// usual rubber-band resistance, starting where the finger is then. The hand-off is decided when the
/// press starts scrolling: a press that scrolled the content back to its top keeps the content (it
/// rubber-bands), where UIKit sheets pass such a press on to the sheet mid-way.
///
/// **Resizing sheets.** Inside a sheet that can still grow to a larger detent, an upward drag is
/// left to the sheet the same way, unless its content declared `presentationContentInteraction(.scrolls)`.
extension ScrollBehavior {
    /// Where the content starts following the finger if the press at `point` becomes a scroll now,
    /// or nil while it stays undecided. Marks `drag` as yielded when it leaves a pull to others.
    func scrollAnchor(for drag: inout ScrollDrag, at point: CGPoint) -> CGPoint? {
        let dx = point.x - drag.start.x
        let dy = point.y - drag.start.y
        let slop = Self.touchSlop
        let vertical = view.axes.contains(.vertical)
        let horizontal = view.axes.contains(.horizontal)
        let distance = hypot(dx, dy)
        let decided: Bool
        switch (vertical, horizontal) {
        case (true, true): decided = distance >= slop
        case (true, false): decided = (distance >= slop && abs(dy) >= abs(dx)) || abs(dy) >= slop
        case (false, true): decided = (distance >= slop && abs(dx) >= abs(dy)) || abs(dx) >= slop
        case (false, false): decided = false
        }
        guard decided else { return nil }
        if pullsPastRestingEdge(dx: dx, dy: dy) || sheetResizesFirst(dx: dx, dy: dy),
            node.graph.pointer.hasOuterRival(of: self)
        {
            drag.yielded = true
            return nil
        }
        if drag.yielded { return point }
        // The content follows the finger from where it left the slop (no jump).
        func clamped(_ d: CGFloat) -> CGFloat { d > 0 ? min(d, slop) : max(d, -slop) }
        return CGPoint(
            x: horizontal ? drag.start.x + clamped(dx) : drag.start.x,
            y: vertical ? drag.start.y + clamped(dy) : drag.start.y)
    }

    /// Whether an upward drag on this vertical scroll view should grow the sheet it is in first
    /// (`presentationContentInteraction`, see `PresentationContext.contentDragResizes`).
    private func sheetResizesFirst(dx: CGFloat, dy: CGFloat) -> Bool {
        guard view.axes.contains(.vertical), abs(dy) >= abs(dx), let context = node.environment.presentationContext
        else { return false }
        let maxHeight = max(0, node.graph.size.height - 2 * PresentationPlacement.margin)
        return context.contentDragResizes(dy: dy, maxHeight: maxHeight)
    }

    /// Whether moving the finger by (dx, dy) pulls the content past the edge it rests at, along the
    /// scrolling axis the move mostly follows.
    private func pullsPastRestingEdge(dx: CGFloat, dy: CGFloat) -> Bool {
        let l = limits(viewport: node.frame.size)
        let useY: Bool
        switch (view.axes.contains(.vertical), view.axes.contains(.horizontal)) {
        case (true, true): useY = abs(dy) >= abs(dx)
        case (true, false): useY = true
        case (false, true): useY = false
        case (false, false): return false
        }
        // Right to left the horizontal offset grows as the finger moves right.
        let d = useY ? dy : (node.isRightToLeft ? -dx : dx)
        let offset = Double(useY ? contentOffset.y : contentOffset.x)
        let limits = useY ? l.y : l.x
        let tolerance = 0.5
        // A finger moving down (or towards the trailing edge) shows what is above (or before): the offset would go down.
        if d > 0 { return offset <= limits.lowerBound + tolerance }
        if d < 0 { return offset >= limits.upperBound - tolerance }
        return false
    }
}
