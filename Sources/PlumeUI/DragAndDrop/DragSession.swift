import Foundation
import PlumeGraphics

/// One drag in a window, from the moment a `draggable` view's press moves far enough until it is
/// dropped or cancelled: the payload, where the pointer is, the drop destination under it, and the
/// picture that follows the pointer.
///
/// The graph keeps at most one (`ViewGraph.dragSession`); the source's pointer handler drives it
/// (`move`, `drop`, `cancel`), and `ViewGraph.render()` draws `preview` over everything, moved by
/// how far the pointer went. Destinations are told when the drag enters and leaves them
/// (`isTargeted`), only ones that can take the payload.
@MainActor
final class DragSession {
    let payload: DragPayload
    /// The source view's drawing when the drag began, in window coordinates.
    let preview: DisplayList
    private let start: CGPoint
    private(set) var location: CGPoint
    /// The destination under the pointer that can take the payload.
    private weak var target: ViewNode?
    private unowned let graph: ViewGraph

    init(payload: DragPayload, preview: DisplayList, at point: CGPoint, graph: ViewGraph) {
        self.payload = payload
        self.preview = preview
        start = point
        location = point
        self.graph = graph
    }

    /// The pointer moved: the destination under it becomes the target.
    func move(to point: CGPoint) {
        location = point
        retarget(destination(at: point))
        graph.needsFrame = true
    }

    /// The pointer went up at `point`: the destination there (if it can take the payload) gets
    /// it. Returns whether one did.
    @discardableResult
    func drop(at point: CGPoint) -> Bool {
        location = point
        let node = destination(at: point)
        retarget(nil)
        graph.endDrag(self)
        guard let node, let destination = node.behavior.dropDestination else { return false }
        return destination.receive([payload], at: node.localPoint(point))
    }

    /// The drag ended without a drop (the press was cancelled).
    func cancel() {
        retarget(nil)
        graph.endDrag(self)
    }

    /// The preview where the pointer is now: the source's drawing, moved and faded.
    var movedPreview: DisplayItem {
        let offset = CGAffineTransform(translationX: location.x - start.x, y: location.y - start.y)
        return .effect(.opacity(0.75), DisplayList([.effect(.transform(offset), preview)]))
    }

    private func destination(at point: CGPoint) -> ViewNode? { graph.dropDestination(at: point, for: [payload]) }

    private func retarget(_ node: ViewNode?) {
        guard node !== target else { return }
        target?.behavior.dropDestination?.setTargeted(false)
        target = node
        node?.behavior.dropDestination?.setTargeted(true)
    }
}

/// Behaviours that take dropped payloads (`dropDestination`).
@MainActor
protocol DropReceiving: AnyObject {
    /// Whether the payload can be delivered here.
    func canReceive(_ payload: DragPayload) -> Bool
    /// A drag that can be delivered here entered (true) or left (false).
    func setTargeted(_ targeted: Bool)
    /// `payloads` (one from a drag inside the window, several files from the desktop) were dropped at
    /// `point`, in the view's own coordinates; returns whether they were taken (for conversions that
    /// take time: whether they started).
    func receive(_ payloads: [DragPayload], at point: CGPoint) -> Bool
}

extension ViewGraph {
    /// The innermost enabled view at `point` whose drop destination can take the first of
    /// `payloads`.
    func dropDestination(at point: CGPoint, for payloads: [DragPayload]) -> ViewNode? {
        guard let first = payloads.first else { return nil }
        var node = hitTest(point)
        while let current = node {
            if let destination = current.behavior.dropDestination, current.environment.isEnabled,
                destination.canReceive(first)
            {
                return current
            }
            node = current.parent
        }
        return nil
    }

    /// Files dragged from the desktop were dropped at `point` (window coordinates): the innermost
    /// `dropDestination` there that takes `URL`s gets them (the window host calls this). Returns
    /// whether one took them.
    @discardableResult
    public func dropFiles(_ urls: [URL], at point: CGPoint) -> Bool {
        deliverDrop(urls.map(DragPayload.init), at: point)
    }

    /// Text dragged from another application was dropped at `point`: the innermost
    /// `dropDestination` there that takes `String`s (or a type `String` converts to) gets it.
    @discardableResult
    public func dropText(_ text: String, at point: CGPoint) -> Bool {
        deliverDrop([DragPayload(text)], at: point)
    }

    private func deliverDrop(_ payloads: [DragPayload], at point: CGPoint) -> Bool {
        guard point.x.isFinite, point.y.isFinite,
            let node = dropDestination(at: point, for: payloads), let destination = node.behavior.dropDestination
        else { return false }
        needsFrame = true
        return destination.receive(payloads, at: node.localPoint(point))
    }
}

extension ViewNode {
    /// `point` (window coordinates) in the view's own coordinates (for a node transparent to
    /// layout, those of the views it wraps).
    func localPoint(_ point: CGPoint) -> CGPoint {
        let frame = focusFrame
        return CGPoint(x: point.x - frame.minX, y: point.y - frame.minY)
    }
}
