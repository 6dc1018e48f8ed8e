import Foundation
import PlumeGraphics

/// Behaviours that answer a secondary click (a right click, a two-finger click) on their view.
@MainActor
protocol SecondaryClickHandler: AnyObject {
    /// The secondary button was clicked at `point` (window coordinates) over this handler's view.
    func secondaryClicked(at point: CGPoint)
}

extension ViewGraph {
    /// The pointer's secondary button (the right button of a mouse) was clicked at `point` (window
    /// coordinates): the innermost enabled view with a `contextMenu` under it opens its menu at the
    /// point. A secondary click outside an open menu or popover closes it, as a primary one does.
    /// Returns whether a view took the click. A press in progress is cancelled; a NaN or infinite
    /// point is ignored.
    ///
    /// Hosts call it once per click (PlumeSDL on the right button going down; `ViewHost.secondaryClick`).
    @discardableResult
    public func secondaryClick(at point: CGPoint) -> Bool {
        guard point.x.isFinite, point.y.isFinite else { return false }
        pointerCancel()
        var node = hitTest(point)
        while let n = node {
            if let handler = n.behavior.secondaryClickHandler, n.environment.isEnabled {
                handler.secondaryClicked(at: point)
                return true
            }
            node = n.parent
        }
        if let top = presentations.topmost, top.kind.closesOnOutsideTap, top.context.allowsInteractiveDismiss,
            let card = top.card, !card.frame.contains(point)
        {
            top.requestDismiss()
        }
        return false
    }
}
