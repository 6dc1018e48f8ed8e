import Foundation
import PlumeGraphics

extension ViewNode {
    /// Something this node measures changed — a leaf's value (a `Text`'s characters) or a
    /// modifier's (a `frame`'s width) — but nothing its parent reads of it other than its sizes and
    /// guides: not its layout items, priority, spacing or layout values. Relayout stops at the
    /// nearest ancestor whose size cannot change (a relayout boundary).
    ///
    /// The node drops its own measurements and is measured again at every proposal its parent asked
    /// before. When every answer (and every alignment guide the parent asked) is the same, no
    /// ancestor's size can change: the ancestors keep their cached sizes and are only placed again,
    /// which reaches the node without measuring anything else. Otherwise the parent is treated the
    /// same way (its size may not change either: a fixed `frame`, a scroll view taking what it is
    /// offered; a node with no layout of its own is passed through, its items being its parent's),
    /// up to a node that was never measured or the root, from which the change goes up as
    /// `invalidateLayout` does.
    ///
    /// Called while updating (from behaviours' `update` and `modifierChanged`). It measures, which a
    /// behaviour's update may not do itself: children not yet updated in this frame are measured as
    /// they are, and measured again when their own change reaches this method.
    func invalidateContent() {
        var node = self
        while let parent = node.parent {
            // A node with no layout of its own has no sizes: its items are measured by its parent.
            if node.behavior.isTransparent {
                node = parent
                continue
            }
            guard node.hasBeenMeasured else { break }
            let sizes = node.sizeCache.entries
            let guides = node.alignmentCache
            node.dropOwnMeasurements()
            if node.answersAlike(sizes: sizes, guides: guides) {
                // The same sizes: ancestors only place their children again (their caches stay).
                parent.needsPlacementAgain()
                return
            }
            node = parent
        }
        node.invalidateLayout()
    }

    /// Asks the next layout to place this node's children again, its measurements and its
    /// ancestors' kept: the node and its ancestors are marked to be placed and drawn again (a
    /// `geometryGroup()` whose frame moves, a child whose sizes answered alike).
    func needsPlacementAgain() {
        var ancestor: ViewNode? = self
        while let n = ancestor {
            n.needsLayout = true
            n.renderCache = nil
            ancestor = n.parent
        }
        frameState.needsFrame = true
    }

    /// Whether the node answers each of `sizes`' proposals and `guides`' questions as recorded.
    private func answersAlike(sizes: [SizeCache.Entry], guides: [AlignmentCacheKey: CGFloat?]) -> Bool {
        for entry in sizes where sizeThatFits(entry.proposal) != entry.size { return false }
        for (key, value) in guides
        where explicitAlignment(key.id, size: CGSize(width: key.width, height: key.height)) != value {
            return false
        }
        return true
    }

    /// Whether some proposal was answered since the node's measurements were last dropped.
    var hasBeenMeasured: Bool { !sizeCache.isEmpty }
}
