import Foundation
import PlumeAnimation
import PlumeGraphics

/// What a scroll view remembers of its `scrollPosition` binding (see `ScrollPosition.swift`).
struct ScrollPositionState {
    /// The id the binding of `scrollPosition(id:)` held when last read or written.
    var knownID: AnyHashable?
    /// The last `ScrollPosition` request acted on.
    var handledRequest = 0
    /// Whether the content was last moved by the person (only then is the position written back).
    var followsUser = false
    /// The top-most id last written back (`.none`: nothing written since the last request).
    var reportedID: AnyHashable??
}

extension ScrollBehavior {
    /// During update: acts on a new value of the `scrollPosition` binding (a new id, or a new
    /// `ScrollPosition` request) by scrolling there once the content is laid out, animated with
    /// the transaction of the change.
    func followScrollPositionBinding() {
        guard let link = node.environment.scrollPositionLink else { return }
        let target: ScrollPosition.Target
        switch link {
        case .id(let get, _, let anchor):
            let value = get()
            guard value != position.knownID else { return }
            position.knownID = value
            guard let value else { return }
            target = .view(value, anchor: anchor)
        case .position(let binding, let anchor):
            let requested = binding.wrappedValue
            guard requested.request != position.handledRequest else { return }
            position.handledRequest = requested.request
            guard !requested.isPositionedByUser else { return }
            if case .view(let id, nil) = requested.target {
                target = .view(id, anchor: anchor)
            } else {
                target = requested.target
            }
        }
        guard target != .none else { return }
        let transaction = node.graph.transaction
        position.followsUser = false
        position.reportedID = .none
        // Two hops: the first after-frame round runs the corrections this frame's layout queued (a
        // lazy stack settling an earlier `scrollTo` target), so that none of them lands after, and
        // stops, this scroll.
        let graph = node.graph
        graph.afterFrame { [weak self] in
            graph.afterFrame { [weak self] in
                guard let self, !self.node.isDestroyed else { return }
                self.scroll(to: target, transaction: transaction)
            }
        }
    }

    /// Scrolls to a position's target (after layout, so that the views have frames).
    private func scroll(to target: ScrollPosition.Target, transaction: Transaction) {
        let animation = transaction.disablesAnimations ? nil : transaction.animation
        let l = limits(viewport: node.frame.size)
        var goal = contentOffset
        switch target {
        case .none:
            return
        case .view(let id, let anchor):
            let anchor = anchor ?? .topLeading
            if let found = ScrollViewProxy.find(id, under: node) {
                let frame = found.layoutItems.reduce(CGRect.null) { $0.union($1.frame) }
                guard !frame.isNull else { return }
                return scroll(toShow: frame, anchor: anchor, animation: animation)
            }
            let scrolled = withTransaction(transaction) {
                LazyStackBehavior.scrollToRow(id, anchor: anchor, under: node)
            }
            if !scrolled { node.graph.report("scrollPosition: no view with id \(id) in the ScrollView") }
            return
        case .edge(let edge):
            switch edge {
            case .top: goal.y = CGFloat(l.y.lowerBound)
            case .bottom: goal.y = CGFloat(l.y.upperBound)
            case .leading: goal.x = CGFloat(l.x.lowerBound)
            case .trailing: goal.x = CGFloat(l.x.upperBound)
            }
        case .point(let x, let y):
            if let x { goal.x = x }
            if let y { goal.y = y }
            guard goal.x.isFinite, goal.y.isFinite else {
                return node.graph.report("ScrollPosition: the point must be finite; nothing scrolled")
            }
        }
        move(to: goal, animation: animation)
    }

    /// During layout: when the person moved the content, writes the id of the top-most (leading-most)
    /// view of the scroll target layout back to the binding (after the frame) if it changed.
    func reportScrollPosition() {
        guard position.followsUser, let link = node.environment.scrollPositionLink else { return }
        let top = topTargetID()
        if case .some(let reported) = position.reportedID, reported == top { return }
        position.reportedID = .some(top)
        position.knownID = top
        node.graph.afterFrame {
            switch link {
            case .id(_, let set, _):
                set(top)
            case .position(let binding, _):
                binding.wrappedValue = binding.wrappedValue.positionedByUser(at: top)
            }
        }
    }

    /// The id of the first view with an id in the scroll target layout that shows: the one whose
    /// top (leading edge, for a horizontal scroll view) is highest among those whose bottom
    /// (trailing edge) is past the visible region's top (leading edge).
    func topTargetID() -> AnyHashable? {
        let viewport = node.frame
        let vertical = view.axes.contains(.vertical)
        var best: (id: AnyHashable, start: CGFloat)?
        for target in ScrollTargetView.all(in: node) {
            guard let id = target.id else { continue }
            let (start, end) =
                vertical ? (target.frame.minY, target.frame.maxY) : (target.frame.minX, target.frame.maxX)
            let (low, high) = vertical ? (viewport.minY, viewport.maxY) : (viewport.minX, viewport.maxX)
            guard end > low + 0.5, start < high - 0.5 else { continue }
            if best == nil || start < best!.start { best = (id, start) }
        }
        return best?.id
    }
}
