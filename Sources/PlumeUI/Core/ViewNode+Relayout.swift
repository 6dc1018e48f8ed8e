import Foundation
import PlumeGraphics

extension ViewNode {
    /// The value of a leaf (a view with no children whose size depends only on its own value and
    /// environment, such as `Text`) changed: a relayout boundary.
    ///
    /// The leaf is measured again at every proposal its parent asked before. When every answer (and
    /// every alignment guide answered) is the same, no ancestor's size can change: the ancestors keep
    /// their cached sizes and are only placed again, which reaches the leaf without measuring
    /// anything else. Otherwise the change goes up to the root as `invalidateLayout` does.
    func invalidateContent() {
        guard children.isEmpty, hasBeenMeasured, parent != nil else { return invalidateLayout() }
        let sizes = sizeCache.entries
        let guides = alignmentCache
        dropOwnMeasurements()
        for entry in sizes where sizeThatFits(entry.proposal) != entry.size {
            return invalidateLayout()
        }
        for (key, value) in guides
        where explicitAlignment(key.id, size: CGSize(width: key.width, height: key.height)) != value {
            return invalidateLayout()
        }
        // The same sizes: ancestors only place their children again (their caches stay).
        var node = parent
        while let n = node {
            n.needsLayout = true
            n.renderCache = nil
            node = n.parent
        }
        graph.needsFrame = true
    }

    /// Whether some proposal was answered since the node's measurements were last dropped.
    var hasBeenMeasured: Bool { !sizeCache.isEmpty }
}
