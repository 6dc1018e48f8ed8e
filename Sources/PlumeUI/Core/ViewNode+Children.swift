import Foundation
import PlumeAnimation
import PlumeGraphics

/// One child a container wants after an update: its key, and its view value — or nil to keep the
/// existing child with that key as it is (a lazy row still in view, whose view the stack does not
/// build again).
struct ChildEntry {
    let key: AnyHashable
    let view: (any View)?
}

/// How the children a container no longer wants leave it.
enum ChildRemoval {
    /// They are gone from the content: one with a removal transition plays it under an animated
    /// transaction, staying at its old place until it ends; the others are destroyed.
    case transitions
    /// They are not gone from the content, only no longer kept (a lazy row scrolled out of view):
    /// destroyed at once, without transitions.
    case immediately
}

/// The one child-diffing path of the graph. Every container's children come and go here — those of
/// stacks, conditionals and `ForEach` through `reconcileChildren`, and a lazy stack's rows through
/// `diffChildren` — so identity (key and type), state, `onAppear`/`onDisappear` and transitions
/// follow the same rules everywhere.
///
/// Called by behaviours in the update phase (`reconcileChildren`, and `diffChildren` with
/// `.transitions`), and by a lazy stack during layout for rows coming into and leaving the
/// viewport (`diffChildren` with `.immediately`, which neither invalidates layout nor starts
/// transitions). Touches only this node's children.
extension ViewNode {
    /// Matches `newChildren` to the existing children by key and type: kept identities are updated,
    /// new ones created, vanished ones destroyed (or kept while their removal transition plays).
    func reconcileChildren(_ newChildren: [(key: AnyHashable, view: any View)], environment env: EnvironmentValues) {
        if newChildren.count == childKeys.count,
            zip(newChildren, zip(childKeys, children)).allSatisfy({
                $0.key == $1.0 && type(of: $0.view) == type(of: $1.1.view)
            })
        {
            for (child, node) in zip(newChildren, children) {
                node.update(view: child.view, environment: env, isFirst: false)
            }
            return
        }
        diffChildren(
            newChildren.lazy.map { ChildEntry(key: $0.key, view: $0.view) }, environment: env, removal: .transitions)
        // A node being made needs only its own caches cleared: its maker invalidates the ancestors
        // (its parent's reconcile, below, or a lazy stack laying out the rows it makes). A node that
        // was there before (an empty `if` or `ForEach` getting its first children) walks to the root.
        if isBeingMade { invalidateOwnLayout() } else { invalidateLayout() }
    }

    /// Keeps exactly one child showing `view`. The child it kept last time, still the only one and of
    /// the same type, is updated directly (the diff would compare its key and find it the same).
    func reconcileSingleChild(_ view: any View, environment env: EnvironmentValues) {
        if hasSingleReconciledChild, children.count == 1, type(of: children[0].view) == type(of: view) {
            children[0].update(view: view, environment: env, isFirst: false)
            return
        }
        reconcileChildren([(Self.singleChildKey, view)], environment: env)
        // What is left beside the new child is a child playing its removal transition.
        hasSingleReconciledChild = children.count == 1
    }

    /// The key of the one child `reconcileSingleChild` keeps.
    private static let singleChildKey = AnyHashable(0)

    /// Makes the children `entries`, in that order: a child whose key and view type match an
    /// existing one keeps that node (updated with the new view, or untouched when the entry has no
    /// view); others are created. Existing children not wanted leave as `removal` says; children
    /// already playing their removal transition stay where they are. Returns whether the list of
    /// children changed (it does not invalidate layout: `reconcileChildren` does, a lazy stack lays
    /// out its rows itself).
    ///
    /// The leading entries that match the existing children in order (all of them when nothing
    /// moved, the old ones when children were only added at the end) are kept by comparing each key
    /// once; only the rest go through a dictionary of the old children by key (hashing a key costs
    /// about as much as comparing it several times).
    @discardableResult
    func diffChildren<Entries: Collection<ChildEntry>>(
        _ entries: Entries, environment env: EnvironmentValues, removal: ChildRemoval
    ) -> Bool {
        var nodes: [ViewNode] = []
        var keys: [AnyHashable] = []
        nodes.reserveCapacity(entries.count)
        keys.reserveCapacity(entries.count)
        var index = entries.startIndex
        var kept = 0
        while index != entries.endIndex, kept < children.count {
            let entry = entries[index]
            let existing = children[kept]
            guard !existing.isRemoving, entry.key == childKeys[kept],
                entry.view.map({ type(of: existing.view) == type(of: $0) }) ?? true
            else { break }
            if let view = entry.view { existing.update(view: view, environment: env, isFirst: false) }
            nodes.append(existing)
            keys.append(entry.key)
            kept += 1
            entries.formIndex(after: &index)
        }
        if index == entries.endIndex, kept == children.count { return false }
        var old: [AnyHashable: ViewNode] = [:]
        old.reserveCapacity(children.count - kept)
        for oldIndex in kept..<children.count { old[childKeys[oldIndex]] = children[oldIndex] }
        var changed = false
        while index != entries.endIndex {
            let entry = entries[index]
            entries.formIndex(after: &index)
            if !old.isEmpty, let existing = old[entry.key],
                entry.view.map({ type(of: existing.view) == type(of: $0) }) ?? true
            {
                old[entry.key] = nil
                if let view = entry.view { existing.update(view: view, environment: env, isFirst: false) }
                nodes.append(existing)
            } else if let view = entry.view.map({ shown($0) }) {
                let node = ViewNode(view: view, parent: self, graph: graph, environment: env)
                nodes.append(node)
                node.update(view: view, environment: env, isFirst: true)
                graph.nodeAppeared(node)
                changed = true
            } else {
                graph.report("internal: \(typeName) kept a child \(entry.key) it does not have")
                continue
            }
            keys.append(entry.key)
        }
        // What is left leaves, in the old order (so removed views keep their places among the rest).
        let transaction = graph.transaction
        let animates = removal == .transitions && transaction.animation != nil && !transaction.disablesAnimations
        for oldIndex in kept..<childKeys.count where !old.isEmpty {
            let key = childKeys[oldIndex]
            guard let gone = old[key], gone === children[oldIndex] else { continue }
            if gone.isRemoving {
                nodes.insert(gone, at: min(oldIndex, nodes.count))
                keys.insert(key, at: min(oldIndex, keys.count))
                continue
            }
            changed = true
            if animates, let transition = gone.removalTransition {
                gone.isRemoving = true
                nodes.insert(gone, at: min(oldIndex, nodes.count))
                keys.insert(AnyHashable(RemovingKey(serial: gone.serial)), at: min(oldIndex, keys.count))
                transition.beginRemoval(in: transaction) { [weak self, weak gone] in
                    // Nothing to drop once the node (or its graph) is gone.
                    guard let self, let gone, !self.isDestroyed else { return }
                    self.finishRemoval(of: gone)
                }
            } else {
                gone.destroy()
            }
        }
        // The first `kept` keys are the old ones; a move shows in the rest.
        if !changed, !keys[kept...].elementsEqual(childKeys[kept...]) { changed = true }
        children = nodes
        childKeys = keys
        hasSingleReconciledChild = false
        if changed { markPreferencesChanged() }
        return changed
    }

    /// Drops a child whose removal transition ended.
    private func finishRemoval(of child: ViewNode) {
        guard let index = children.firstIndex(where: { $0 === child }) else { return }
        behavior.childWillLeave(at: index)
        children.remove(at: index)
        childKeys.remove(at: index)
        hasSingleReconciledChild = false
        child.destroy()
        markPreferencesChanged()
        invalidateLayout()
    }
}

/// The identity of a child that is playing its removal transition (never matches a new child).
struct RemovingKey: Hashable {
    let serial: Int
}
