import Foundation
import PlumeAnimation
import PlumeGraphics

/// `ScrollViewReader.scrollTo(id)` for rows of a lazy stack that were never created: the id is
/// looked up in the `ForEach` data, the scroll view goes to the row's estimated place, and once the
/// row exists (and the scroll view rests) it scrolls again to the row's real frame.
extension LazyStackBehavior {
    /// Scrolls to the row with `key` in the first lazy stack under `root` that has one; returns
    /// whether one did.
    static func scrollToRow(_ key: AnyHashable, anchor: UnitPoint?, under root: ViewNode) -> Bool {
        var stack = [root]
        while let n = stack.popLast() {
            if let lazy = n.behavior.lazyStack, lazy.scrollToRow(key, anchor: anchor) { return true }
            stack.append(contentsOf: n.children.reversed())
        }
        return false
    }

    /// Scrolls the enclosing scroll view to the estimated frame of the row with `key`; returns
    /// whether this stack has such a row inside a scroll view.
    private func scrollToRow(_ key: AnyHashable, anchor: UnitPoint?) -> Bool {
        guard let unit = rows.firstIndex(of: key), perLine > 0, let scroller = findScroller() else { return false }
        ensureOffsets()
        let index = line(ofUnit: unit)
        let frame = windowFrame(ofLine: index)
        scroller.scroll(toShow: frame, anchor: anchor)
        pendingTarget = LazyScrollTarget(
            key: key, anchor: anchor, index: index, expected: offsets[index], generation: scroller.scrollGeneration)
        return true
    }

    /// After a layout pass with no offset correction: when the pending target row exists and the
    /// scroll view rests, scrolls to its real frame (as an after-frame step, without animation).
    func correctPendingTarget(scroller: any ScrollOffsetCorrecting) {
        guard let target = pendingTarget else { return }
        guard target.generation == scroller.scrollGeneration else {
            // A newer scroll (the wheel, a press, another scrollTo) took over.
            pendingTarget = nil
            return
        }
        if scroller.isMoving {
            // While an animated scroll runs, rows measured on the way move the target: follow it.
            guard target.index < lineCount else { return }
            let error = offsets[target.index] - target.expected
            guard abs(error) > 0.5 else { return }
            var delta = CGSize.zero
            delta[axis] = error
            scroller.retarget(by: delta)
            pendingTarget?.expected += error
            return
        }
        guard let position = node.childKeys.firstIndex(of: target.key) else {
            // Still not created (corrections during an animated scroll moved the estimate):
            // jump to the new estimate, a few times at most.
            pendingTarget = nil
            guard target.attempts < 3 else { return }
            node.graph.afterFrame { [weak self, weak scroller] in
                guard let self, scroller?.scrollGeneration == target.generation else { return }
                withTransaction(Transaction()) { _ = self.scrollToRow(target.key, anchor: target.anchor) }
                self.pendingTarget?.attempts = target.attempts + 1
            }
            return
        }
        pendingTarget = nil
        let frame = node.children[position].layoutItems.reduce(CGRect.null) { $0.union($1.frame) }
        guard !frame.isNull else { return }
        node.graph.afterFrame { [weak scroller] in
            guard let scroller, scroller.scrollGeneration == target.generation else { return }
            withTransaction(Transaction()) { scroller.scroll(toShow: frame, anchor: target.anchor) }
        }
    }
}

/// A `scrollTo` target row that did not exist when it was scrolled to.
struct LazyScrollTarget {
    let key: AnyHashable
    let anchor: UnitPoint?
    /// The index of the line holding the row.
    let index: Int
    /// Where the scroll expects the row to start along the axis (stack coordinates).
    var expected: CGFloat
    /// The scroll view's `scrollGeneration` once it started scrolling to the row.
    let generation: Int
    /// How many times the scroll jumped to a new estimate after it ended without the row.
    var attempts = 0
}
