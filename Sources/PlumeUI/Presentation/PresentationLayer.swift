import Foundation
import PlumeAnimation
import PlumeGraphics

/// The stack of presentations of one window (sheets, covers, popovers, alerts, dialogs), bottom
/// first, and the rules they follow while up.
///
/// Presentation modifiers call `sync(presenter:request:)` whenever they update: a request adds or
/// refreshes their presentation, nil takes it off. The layer view (`PresentationLayerView`, the
/// root's child over the window content) shows the stack; while something is presented, hit
/// testing, keyboard focus, Tab order and keyboard shortcuts reach only the topmost presentation
/// (`inputRoot`), Escape closes it (`handleEscape`), and when it goes the focus returns to the view
/// that had it before. Presenting and dismissing animate with the system animation (unless the
/// transaction disables animations). One per `ViewGraph`, used on its thread only.
@MainActor
final class PresentationLayer {
    unowned let graph: ViewGraph
    /// The presentations, bottom first.
    private(set) var entries: [PresentationEntry] = []
    /// The layer view's node (set when it updates).
    weak var node: ViewNode?

    /// The animation presentations enter and leave with.
    static let animation = Animation.easeInOut(duration: 0.3)

    init(graph: ViewGraph) { self.graph = graph }

    /// A presentation modifier updated: `request` (nil when its binding says "not presented")
    /// replaces what it showed. A new identity takes the old presentation off and puts a new one up.
    func sync(presenter: ViewNode, request: PresentationRequest?) {
        let index = entries.firstIndex { $0.presenterSerial == presenter.serial }
        if index == nil && request == nil { return }  // not presented before or now
        if let index, let request, entries[index].request.identity == request.identity {
            entries[index].request = request
            entries[index].environment = presenter.environment
            refresh(animated: false)
            return
        }
        let replaced = index.map { entries[$0] }
        if let replaced { takeOff(replaced) }
        if let request {
            let entry = PresentationEntry(presenter: presenter, request: request)
            // A presentation replacing another (a new item) gives the focus back where that one would.
            entry.savedFocus = replaced?.savedFocus ?? graph.focusedNode
            entries.append(entry)
            graph.afterFrame { [weak graph] in graph?.setFocus(nil) }
        }
        refresh(animated: true)
    }

    /// The presenting modifier's view went away: its presentation goes with it.
    func presenterWentAway(_ presenter: ViewNode) {
        guard let entry = entries.first(where: { $0.presenterSerial == presenter.serial }) else { return }
        takeOff(entry)
        refresh(animated: true)
    }

    /// Removes `entry` and every presentation made from inside it, running their `onDismiss` and
    /// handing the focus back (after the frame, in that order).
    private func takeOff(_ entry: PresentationEntry) {
        guard let index = entries.firstIndex(where: { $0 === entry }) else { return }
        let nested = entries[(index + 1)...].filter { above in
            guard let card = entry.card, let presenter = above.presenter else { return false }
            return presenter.isInside(card)
        }
        for above in nested.reversed() { takeOff(above) }
        entries.removeAll { $0 === entry }
        let focus = entry.savedFocus
        let onDismiss = entry.request.onDismiss
        graph.afterFrame { [weak graph] in
            // The focus goes back unless its view went, or is under a presentation still up.
            if let graph, let focus, !focus.isDestroyed, !focus.isRemoving,
                graph.presentations.inputRoot.map({ focus.isInside($0) }) ?? true
            {
                graph.setFocus(focus)
            }
            onDismiss?()
        }
    }

    /// Asks the layer view to show the stack again: with the system animation when presentations
    /// came or went, else in the transaction of the change.
    private func refresh(animated: Bool) {
        var transaction = graph.transaction
        if animated, !transaction.disablesAnimations {
            transaction.animation = Self.animation
            transaction.completion = nil
        }
        node?.invalidateBody(transaction: transaction)
    }

    /// Places the presentations again with the system animation (a dragged card going to rest).
    func settle() {
        refresh(animated: true)
        node?.invalidateLayout()
    }

    /// The topmost presentation that is not leaving.
    var topmost: PresentationEntry? { entries.last }

    /// Where input goes while something is presented: the topmost presented view's node (nil when
    /// nothing is presented, meaning the whole window).
    var inputRoot: ViewNode? {
        guard let card = topmost?.card, !card.isDestroyed else { return nil }
        return card
    }

    /// Escape with no modifiers closes the topmost presentation (unless it is a full-screen cover or
    /// declared `interactiveDismissDisabled`). Returns whether it did.
    func handleEscape(_ key: Key, modifiers: EventModifiers) -> Bool {
        guard key == .escape, modifiers.isEmpty, let top = topmost, top.kind.closesOnEscape,
            top.context.allowsInteractiveDismiss
        else { return false }
        top.requestDismiss()
        return true
    }
}

extension ViewNode {
    /// Whether this node is `ancestor` or inside it.
    func isInside(_ ancestor: ViewNode) -> Bool {
        var node: ViewNode? = self
        while let n = node {
            if n === ancestor { return true }
            node = n.parent
        }
        return false
    }
}
