import Foundation
import PlumeGraphics

nonisolated extension View {
    /// Makes the view draggable with `payload`, as SwiftUI's `draggable(_:)`: pressing it and moving
    /// the pointer more than 4 points starts a drag whose picture (the view, faded) follows the
    /// pointer; releasing over a `dropDestination` that takes the payload's type (or a content type
    /// it exports) drops it there. A press that does not move stays a tap for the views inside.
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View {
        modifier(DraggableModifier(makePayload: { DragPayload(payload()) }, preview: nil))
    }

    /// Makes the view draggable with `payload`, showing `preview` (at its ideal size, centred on the
    /// pointer) instead of the view while it is dragged, as SwiftUI's `draggable(_:preview:)`.
    public func draggable<V: View, T: Transferable>(
        _ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V
    ) -> some View {
        modifier(DraggableModifier(makePayload: { DragPayload(payload()) }, preview: AnyView(preview())))
    }
}

nonisolated struct DraggableModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let makePayload: () -> DragPayload
    /// The custom drag picture, kept mounted (hidden) beside the content.
    let preview: AnyView?
    @MainActor func makeBehavior() -> NodeBehavior { DraggableBehavior() }
}

/// The pointer handler of a `draggable` view: joins every press on it, claims the press once it
/// has moved `threshold` points (so scroll views and taps inside let go), and then drives the
/// graph's `DragSession`.
final class DraggableBehavior: ModifierBehavior<DraggableModifier>, PointerHandler {
    override var movesWithFrame: Bool { false }
    /// How far the pointer must move before a drag begins.
    static let threshold: CGFloat = 4
    private var pressStart: CGPoint?
    private var session: DragSession?

    override var pointerHandler: PointerHandler? { self }
    override func modifierChanged(from old: DraggableModifier) {}
    var recognizesMovement: Bool { true }

    override func childViews(content: any View) -> [(key: AnyHashable, view: any View)] {
        var children: [(key: AnyHashable, view: any View)] = [(AnyHashable(0), content)]
        if let preview = modifier.preview { children.append((AnyHashable(1), DragPreviewHolder(content: preview))) }
        return children
    }
    override func place(in rect: CGRect, proposal: ProposedViewSize) {
        super.place(in: rect, proposal: proposal)
        if node.children.count > 1 { node.children[1].place(in: rect, proposal: proposal) }
    }
    override func draw(into list: inout DisplayList) { node.children.first?.render(into: &list) }
    override func hitTest(_ point: CGPoint) -> ViewNode? { node.children.first?.behavior.hitTest(point) }

    /// What follows the pointer: the custom preview centred on `point`, or the view as drawn.
    private func dragPicture(pressedAt point: CGPoint) -> DisplayList {
        var picture = DisplayList()
        guard node.children.count > 1, let preview = node.children[1].children.first else {
            node.render(into: &picture)
            return picture
        }
        preview.render(into: &picture)
        let frame = node.children[1].focusFrame  // the holder is transparent: its content's frame
        let centre = CGAffineTransform(translationX: point.x - frame.midX, y: point.y - frame.midY)
        return DisplayList([.effect(.transform(centre), picture)])
    }

    func pointerBegan(at point: CGPoint) -> Bool {
        pressStart = point
        return true
    }

    func pointerMoved(to point: CGPoint) {
        if let session {
            session.move(to: point)
            return
        }
        guard let start = pressStart, hypot(point.x - start.x, point.y - start.y) > Self.threshold else { return }
        let graph = node.graph
        let session = DragSession(
            payload: modifier.makePayload(), preview: dragPicture(pressedAt: start), at: start, graph: graph)
        self.session = session
        graph.beginDrag(session)
        graph.claimPointer(self)
        session.move(to: point)
    }

    func pointerEnded(at point: CGPoint) {
        pressStart = nil
        guard let session else { return }
        self.session = nil
        session.drop(at: point)
    }

    func pointerCancelled() {
        pressStart = nil
        guard let session else { return }
        self.session = nil
        session.cancel()
    }

    override func destroyed() {
        pointerCancelled()
        super.destroyed()
    }
}

extension ViewGraph {
    /// A drag began (one at a time: a new one cancels the old).
    func beginDrag(_ session: DragSession) {
        if let old = dragSession, old !== session { old.cancel() }
        dragSession = session
        needsFrame = true
    }

    /// `session` ended (dropped or cancelled): its preview goes.
    func endDrag(_ session: DragSession) {
        guard dragSession === session else { return }
        dragSession = nil
        needsFrame = true
    }
}

/// Keeps a `draggable(_:preview:)` picture mounted while nothing is dragged: laid out at its ideal
/// size at the draggable view's corner, drawn and hit-tested nowhere, hidden from `views()` and
/// `dump()`. `DraggableBehavior` draws its content when a drag begins.
struct DragPreviewHolder: View, PrimitiveView {
    let content: AnyView
    typealias Body = Never
    func makeBehavior() -> NodeBehavior { DragPreviewHolderBehavior() }
}

final class DragPreviewHolderBehavior: SingleContentViewBehavior<DragPreviewHolder> {
    override var movesWithFrame: Bool { false }
    override var isTransparent: Bool { true }
    override var displayName: String? { "" }
    override var isHiddenFromInspection: Bool { true }

    override func update(changed: Bool) { node.reconcileSingleChild(view.content, environment: node.environment) }
    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { .zero }
    override func place(in rect: CGRect, proposal: ProposedViewSize) {
        placeContent(in: CGRect(origin: rect.origin, size: contentSize(.unspecified)), proposal: .unspecified)
    }
    override func draw(into list: inout DisplayList) {}
    override func hitTest(_ point: CGPoint) -> ViewNode? { nil }
}
