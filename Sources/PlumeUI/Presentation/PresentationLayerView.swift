import Foundation
import PlumeAnimation
import PlumeGraphics

/// The root's child over the window content that shows the window's presentations: for each, a
/// dimming layer over everything below it and the presented view (a card, a box, a bubble), each
/// entering and leaving with its transition.
struct PresentationLayerView: View, PrimitiveView {
    typealias Body = Never
    func makeBehavior() -> NodeBehavior { PresentationLayerBehavior() }
}

/// Reconciles the stack of `PresentationLayer` into children, places each presented view by its
/// kind (`PresentationPlacement`), and while anything is presented takes every hit: the topmost
/// presented view gets the ones inside it and its dimming the others. Transparent to layout and
/// dumps when nothing is presented.
final class PresentationLayerBehavior: NodeBehavior {
    override var movesWithFrame: Bool { false }
    /// What each child shows; kept for children still playing their removal transition, whose
    /// presentation has left the stack.
    private var parts: [ObjectIdentifier: PresentationPart] = [:]

    override var isTransparent: Bool { true }
    override var displayName: String? { "" }
    /// Presented views sit where `PresentationPlacement` put them in the window (next to their
    /// anchors, whose frames are already mirrored): never mirrored again.
    override var mirrorsChildPlacements: Bool { false }

    override func update(changed: Bool) {
        node.needsBody = false
        let layer = node.graph.presentations
        layer.node = node
        var children: [(key: AnyHashable, view: any View)] = []
        for entry in layer.entries {
            entry.context.layerNode = node
            children.append(
                (AnyHashable(entry.key(.dimming)), PresentationDimming(entry: entry).transition(.opacity)))
            children.append(
                (
                    AnyHashable(entry.key(.card)),
                    PresentedContainer(entry: entry, revision: entry.revision).transition(entry.kind.transition)
                ))
        }
        node.reconcileChildren(children, environment: node.environment)
        var kept: [ObjectIdentifier: PresentationPart] = [:]
        for (key, child) in zip(node.childKeys, node.children) {
            let id = ObjectIdentifier(child)
            if let key = key.base as? PresentationChildKey,
                let entry = layer.entries.first(where: { $0.key(key.part) == key })
            {
                if key.part == .card { entry.card = child }
                kept[id] = PresentationPart(part: key.part, entry: entry, frame: parts[id]?.frame)
            } else if let part = parts[id] {
                kept[id] = part
            }
        }
        parts = kept
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    override func place(in rect: CGRect, proposal: ProposedViewSize) {
        for child in node.children {
            let id = ObjectIdentifier(child)
            guard var part = parts[id] else { continue }
            let frame: CGRect
            if part.part == .dimming {
                frame = rect
            } else if child.isRemoving, let last = part.frame {
                frame = last
            } else {
                frame = PresentationPlacement(entry: part.entry, window: rect).frame(of: child.layoutItems)
            }
            part.frame = frame
            parts[id] = part
            for item in child.layoutItems { item.place(in: frame, proposal: ProposedViewSize(frame.size)) }
        }
    }

    override func hitTest(_ point: CGPoint) -> ViewNode? {
        guard let top = node.graph.presentations.topmost, let card = top.card else { return nil }
        if let hit = card.behavior.hitTest(point) { return hit }
        // Outside it: the topmost dimming takes the hit (and closes a popover); while it is still
        // fully transparent, the layer itself takes it, so nothing behind sees it.
        let dimming = node.children.last { parts[ObjectIdentifier($0)]?.part == .dimming && !$0.isRemoving }
        return dimming?.behavior.hitTest(point) ?? node
    }
}

/// One child of the layer: a presentation's dimming or its presented view, and where it was put.
struct PresentationPart {
    let part: PresentationChildKey.Part
    let entry: PresentationEntry
    var frame: CGRect?
}
