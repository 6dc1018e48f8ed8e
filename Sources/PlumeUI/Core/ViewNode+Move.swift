import Foundation
import PlumeGraphics

/// Moving a laid-out subtree instead of laying it out again: when a node is placed at its frame
/// moved by some offset, with the same size and proposal and nothing in it changed, and its
/// behaviour `movesWithFrame`, every frame inside moves by that offset and every cached drawing is
/// moved with it (`DisplayList.translated(by:)`). A scroll moving its content and a lazy stack
/// moving its rows come here; the rows a lazy stack keeps are then not measured, placed or drawn
/// again, only moved.
///
/// Called by `place(in:proposal:)` only, during layout. It does what placing would: frames change
/// (animated under the frame's transaction, as placing animates them), the preferences that read
/// frames are collected again, ancestors draw again. A node inside whose behaviour does not move
/// with its frame (a geometry reader, a scroll view, a lazy stack) is placed the ordinary way at
/// its moved frame.
extension ViewNode {
    /// Moves this node from `frame` to `rect` (the same size; window coordinates, already mirrored
    /// for the layout direction) with its subtree.
    func move(to rect: CGRect) {
        let delta = CGSize(width: rect.minX - frame.minX, height: rect.minY - frame.minY)
        let drawing = renderCache?.translated(by: delta)
        invalidateRender()  // its ancestors draw again (their drawing holds this one's)
        renderCache = drawing
        moveSubtree(to: rect, by: delta, transaction: effectiveTransaction)
    }

    /// Sets this node's frame to `rect` and moves its children by `delta`; `transaction` is the
    /// one of the nearest node above that changed in this frame (this node's own, if it changed).
    private func moveSubtree(to rect: CGRect, by delta: CGSize, transaction: Transaction) {
        markPreferencesChanged()  // an anchor preference reads the frame
        // Inside a geometry group being placed, frames follow the group's and do not animate.
        animateFrame(to: rect, transaction: frameState.geometryGroupsPlacing > 0 ? Transaction() : transaction)
        // A frame animating towards `rect` is drawn where it is now, not where it was moved by `delta`.
        if frameAnimator != nil { invalidateRender() }
        frame = rect
        for child in children { child.moveAlong(by: delta, transaction: transaction) }
    }

    /// Moves this child of a moved node by `delta`: its frame and drawing (a node with no layout of
    /// its own only carries its children along), or, when it cannot simply move, places it the
    /// ordinary way at its frame moved by `delta`.
    private func moveAlong(by delta: CGSize, transaction inherited: Transaction) {
        var transaction = inherited
        if let stamp = changeStamp, stamp.frame == frameState.frameNumber { transaction = stamp.transaction }
        if behavior.isTransparent {
            moveDrawing(by: delta)
            for child in children { child.moveAlong(by: delta, transaction: transaction) }
            return
        }
        // A child its parent did not place (a candidate `ViewThatFits` did not choose) stays unplaced.
        guard hasBeenPlaced, let proposal = lastProposal else { return }
        let moved = frame.offsetBy(dx: delta.width, dy: delta.height)
        if !needsLayout && behavior.movesWithFrame {
            moveDrawing(by: delta)
            return moveSubtree(to: moved, by: delta, transaction: transaction)
        }
        // `moved` is already mirrored for the layout direction: no mirror axis applies to it.
        let mirror = placementMirror
        let outerAxis = mirror.axis
        mirror.axis = nil
        place(in: moved, proposal: proposal)
        mirror.axis = outerAxis
    }

    /// Marks this subtree to be placed the ordinary way by the next layout, its measurements kept:
    /// moves add their offsets to frames, which can leave them a rounding error away from where a
    /// layout puts them, so a scroll view that comes to rest has its content placed afresh once.
    func placeSubtreeAfresh() {
        needsLayout = true
        for child in children { child.placeSubtreeAfresh() }
    }

    /// Moves the cached drawing by `delta`; when it cannot be moved, drops it and the ancestors'.
    private func moveDrawing(by delta: CGSize) {
        guard let cache = renderCache else { return }
        if let moved = cache.translated(by: delta) {
            renderCache = moved
        } else {
            invalidateRender()
        }
    }
}
