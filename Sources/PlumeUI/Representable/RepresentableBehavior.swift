import Foundation
import PlumeGraphics

/// Hosts the `ImperativeView` of a representable (`UIViewRepresentable`, `NSViewRepresentable`) in
/// the graph: makes it once per identity, updates it, sizes, places and draws it, and routes presses.
///
/// - **Update**: the first `update(changed:)` makes the coordinator, then the view object (given
///   this behaviour as its host), then updates it; later ones update it with the new view value,
///   environment and transaction. An intrinsic-size change the object reports outside an update
///   re-runs the update as a state change would, without calling the representable's update when
///   the node was given no new view value and its environment is the same.
/// - **Layout**: `sizeThatFits` asks the representable, then the object's `intrinsicContentSize`
///   for what it leaves open (see `resolvedSize`); `place` sets the object's frame.
/// - **Drawing**: the object's drawing in its bounds coordinates is cached and redrawn only after
///   `setNeedsDisplay()`, a size change or an environment change; it is drawn translated to the
///   node's drawn frame (and scaled to it while the frame animates, as a layer's contents).
/// - **Events**: the node is hit where the object's `point(inside:)` says, when it allows user
///   interaction; the press joins the arena without claiming it, so a scroll view around can still
///   take it (the object then hears `touchCancelled`).
/// - **Removal**: `destroyed()` cancels a press in progress, calls `dismantle` with the coordinator
///   and lets go of both.
final class RepresentableBehavior<D: RepresentableDriver>: PrimitiveBehavior<D.Representable>, PointerHandler,
    ImperativeViewHost
{
    override var movesWithFrame: Bool { false }
    private var hosted: D.Hosted?
    private var coordinator: D.Coordinator?
    /// The environment the representable's update was last called with.
    private var updatedEnvironment: EnvironmentValues?
    /// Whether the node was given a view value since the last update.
    private var viewReassigned = false
    private var sizeChangePending = false
    private var isUpdating = false
    /// The cached drawing, the size and the environment it was drawn at.
    private var drawing: (list: DisplayList, size: CGSize, environment: EnvironmentValues)?
    /// Where the current press last was, in bounds coordinates.
    private var touchLocation: CGPoint?

    override var pointerHandler: PointerHandler? { self }

    override func viewAssigned(_ view: any View) {
        super.viewAssigned(view)
        viewReassigned = true
    }

    private var values: RepresentableContextValues {
        RepresentableContextValues(environment: node.environment, transaction: node.graph.transaction)
    }

    override func update(changed: Bool) {
        isUpdating = true
        defer { (isUpdating, viewReassigned) = (false, false) }
        let view = self.view!
        guard let hosted, let coordinator else {
            let coordinator = D.makeCoordinator(view)
            let made = D.make(view, coordinator, values)
            made.host = self
            (self.hosted, self.coordinator) = (made, coordinator)
            D.update(view, made, coordinator, values)
            updatedEnvironment = node.environment
            node.invalidateLayout()
            return
        }
        let onlySize =
            sizeChangePending && !viewReassigned && updatedEnvironment?.isIdentical(to: node.environment) == true
        sizeChangePending = false
        if !onlySize {
            D.update(view, hosted, coordinator, values)
            updatedEnvironment = node.environment
        }
        node.invalidateLayout()
    }

    // MARK: Layout

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        guard let hosted, let coordinator else { return proposal.replacingUnspecifiedDimensions() }
        let asked = D.sizeThatFits(view, proposal, hosted, coordinator, values)
        return resolvedSize(asked, proposal: proposal, intrinsic: hosted.intrinsicContentSize)
    }

    /// The size layout uses: the representable's answer where it is a length, else the intrinsic
    /// size where it has one, else the proposal (10 where none). A NaN side of the answer counts as
    /// no answer and a negative side as 0; both are reported.
    private func resolvedSize(_ asked: CGSize?, proposal: ProposedViewSize, intrinsic: CGSize) -> CGSize {
        func fallback(_ intrinsic: CGFloat, _ proposed: CGFloat?) -> CGFloat {
            intrinsic.isFinite && intrinsic >= 0 ? intrinsic : proposed ?? 10
        }
        var width = fallback(intrinsic.width, proposal.width)
        var height = fallback(intrinsic.height, proposal.height)
        guard let asked else { return CGSize(width: width, height: height) }
        if asked.width.isNaN || asked.height.isNaN || asked.width < 0 || asked.height < 0 {
            node.graph.report(
                "\(node.typeName): \(D.sizeMethodName) returned (\(formatNumber(asked.width)), "
                    + "\(formatNumber(asked.height))); a NaN side uses the intrinsic or proposed size and a "
                    + "negative side is used as 0")
        }
        if !asked.width.isNaN { width = max(0, asked.width) }
        if !asked.height.isNaN { height = max(0, asked.height) }
        return CGSize(width: width, height: height)
    }

    override func place(in rect: CGRect, proposal: ProposedViewSize) { hosted?.frame = rect }

    // MARK: Drawing

    override func draw(into list: inout DisplayList) {
        guard let hosted else { return }
        let size = hosted.frame.size
        if hosted.needsDisplay || drawing?.size != size
            || drawing?.environment.isIdentical(to: node.environment) != true
        {
            drawing = (hosted.displayList(environment: node.environment, graph: node.graph), size, node.environment)
        }
        guard let drawing, !drawing.list.isEmpty else { return }
        let shown = node.drawFrame
        var transform = CGAffineTransform(translationX: shown.minX, y: shown.minY)
        if shown.size != size, size.width > 0, size.height > 0 {
            transform = CGAffineTransform(scaleX: shown.width / size.width, y: shown.height / size.height)
                .concatenating(transform)
        }
        list.append(.effect(.transform(transform), drawing.list))
    }

    func imperativeViewNeedsDisplay() {
        guard !node.isDestroyed else { return }
        node.invalidateRender()
    }

    func imperativeViewSizeChanged() {
        guard !node.isDestroyed else { return }
        if isUpdating { return node.invalidateLayout() }
        sizeChangePending = true
        node.invalidateBody(transaction: node.graph.transaction)
    }

    // MARK: Events

    override func hitTest(_ point: CGPoint) -> ViewNode? {
        guard let hosted, hosted.isUserInteractionEnabled, node.frame.contains(point) else { return nil }
        return hosted.point(inside: local(point)) ? node : nil
    }

    private func local(_ point: CGPoint) -> CGPoint {
        CGPoint(x: point.x - node.frame.minX, y: point.y - node.frame.minY)
    }

    /// Tells the object about the press at `point` (window coordinates; nil: where it last was).
    private func deliver(_ phase: ImperativeView.Touch.Phase, at point: CGPoint?) {
        guard let hosted else { return }
        let location = point.map(local) ?? touchLocation ?? .zero
        let touch = ImperativeView.Touch(
            phase: phase, location: location, previousLocation: touchLocation ?? location,
            timestamp: node.frameState.time)
        touchLocation = phase == .ended || phase == .cancelled ? nil : location
        switch phase {
        case .began: hosted.touchBegan(touch)
        case .moved: hosted.touchMoved(touch)
        case .ended: hosted.touchEnded(touch)
        case .cancelled: hosted.touchCancelled(touch)
        }
    }

    func pointerBegan(at point: CGPoint) -> Bool {
        deliver(.began, at: point)
        return true
    }
    func pointerMoved(to point: CGPoint) { deliver(.moved, at: point) }
    func pointerEnded(at point: CGPoint) { deliver(.ended, at: point) }
    func pointerCancelled() {
        guard touchLocation != nil else { return }
        deliver(.cancelled, at: nil)
    }

    // MARK: Removal

    override func destroyed() {
        guard let hosted, let coordinator else { return }
        if touchLocation != nil { deliver(.cancelled, at: nil) }
        hosted.host = nil
        D.dismantle(hosted, coordinator)
        self.hosted = nil
        self.coordinator = nil
        updatedEnvironment = nil
        drawing = nil
    }

    override var dumpDetails: String? {
        guard let hosted else { return nil }
        return String(describing: type(of: hosted))
    }
}
