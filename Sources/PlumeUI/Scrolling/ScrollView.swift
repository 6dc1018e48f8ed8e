import Foundation
import PlumeAnimation
import PlumeGraphics

/// A scrollable view, as SwiftUI's `ScrollView`: takes the space it is offered, proposes its content
/// an unspecified size along the scrolling axes, and shows the part at its content offset, clipped.
///
/// ```swift
/// ScrollView { VStack { ForEach(0..<100) { Text("Row \($0)") } } }
/// ScrollView([.horizontal, .vertical], showsIndicators: false) { bigPicture }
/// ```
/// The content moves
/// - by **dragging** (a press anywhere on it that moves 10 points along a scrolling axis becomes a
///   scroll, cancelling buttons and taps inside), then keeps going with **momentum** after release
///   (friction 0.998 per millisecond, UIKit's normal rate); past an edge it follows the finger with
///   rubber-band resistance and **springs back** when released; a fling that reaches an edge
///   overshoots a little and springs back. A press on moving content stops it.
/// - by the **scroll wheel** (`ViewGraph.scrollWheel`, `ViewHost.scroll`): clamped to the content,
///   without bounce (as desktop scroll views do).
/// - by `ScrollViewReader`'s `scrollTo(_:anchor:)`, animated inside `withAnimation`.
///
/// `.scrollDisabled(true)` turns off dragging and the wheel. A drag pulling the content past an edge
/// it rests at is left to a gesture around the scroll view that can take it (a card's drag moves
/// the card when its list is at the top); see `ScrollView+Handoff.swift`.
///
/// Like SwiftUI, a scrolling axis always bounces, even when the content fits. Indicators (thin bars at
/// the trailing and bottom edges) show while the content moves and fade out 0.5 s after it stops;
/// `showsIndicators: false` hides them. Motion advances only on graph frames (the frame clock), and
/// the graph reports pending work while the content moves. Content offset is observable as SwiftUI's
/// is: the content's frames move, so `GeometryReader`s and anchor preferences read it in a named
/// coordinate space.
///
/// Under `.refreshable`, a vertical scroll view puts its content in a `RefreshControl`, which
/// refreshes when the content is pulled down past its top (see `refreshable(action:)`).
public struct ScrollView<Content: View>: View, PrimitiveView {
    public var axes: Axis.Set
    public var showsIndicators: Bool
    public var content: Content

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public typealias Body = Never
    func makeBehavior() -> NodeBehavior { ScrollBehavior<Content>() }
}

/// What the graph and `ScrollViewReader` need of any scroll view.
@MainActor
protocol Scrollable: AnyObject {
    /// Scrolls by `delta` points, clamped (the wheel); returns whether the content moved.
    func scroll(by delta: CGSize) -> Bool
    /// Scrolls so that `target` (window coordinates) sits at `anchor` of the viewport (nil: the least
    /// movement that shows it), animated with the current transaction's animation.
    func scroll(toShow target: CGRect, anchor: UnitPoint?)
    var node: ViewNode! { get }
    /// The size of the visible region at the last placement (nil before the first): the container
    /// `containerRelativeFrame` measures against.
    var viewportSize: CGSize? { get }
    /// Tells `dependent` when the viewport's size changes (it measured against it).
    func addContainerDependent(_ dependent: ContainerSizeDependent)
    /// The `safeAreaPadding` around the scroll view, which it takes as margins.
    var safeAreaMargins: EdgeInsets { get set }
    /// The axes the content scrolls along.
    var scrollAxes: Axis.Set { get }
}

final class ScrollBehavior<Content: View>: SingleContentViewBehavior<ScrollView<Content>>, Scrollable {
    override var movesWithFrame: Bool { false }
    override var pointerHandler: PointerHandler? { self }
    override var scrollTarget: Scrollable? { self }
    override var scrollOffsetCorrector: ScrollOffsetCorrecting? { self }
    override var animationTarget: AnimationTicking? { self }
    /// How far the content is scrolled (positive: content moved up / left). Outside `limits` while
    /// overscrolled (dragging past an edge or bouncing back).
    var contentOffset: CGPoint = .zero
    /// See `ScrollOffsetCorrecting.scrollGeneration`.
    var scrollGeneration = 0
    /// The scrollable area's size from the last layout: the content's size plus its margins.
    var contentExtent: CGSize = .zero
    /// The `safeAreaPadding` of the modifier right around this scroll view, which insets the
    /// content and indicators as margins (set by `SafeAreaPaddingBehavior` before it measures).
    var safeAreaMargins = EdgeInsets() {
        didSet { if safeAreaMargins != oldValue { node.invalidateLayout() } }
    }
    /// The running motions (momentum, bounce, programmatic scroll), per axis.
    var motionX: ScrollAxisMotion?
    var motionY: ScrollAxisMotion?
    /// The drag in progress (see ScrollView+Drag.swift).
    var drag: ScrollDrag?
    /// When the content last moved (frame time), for the indicators' fade.
    var lastMovement: TimeInterval = -.infinity
    /// The indicators' opacity in the last drawing.
    var drawnIndicatorOpacity: Double = 0
    /// The `scrollPosition` binding's state (ScrollView+Position.swift).
    var position = ScrollPositionState()
    /// A scroll-wheel movement waiting to settle under a target behaviour (ScrollView+Settle.swift).
    var settle = ScrollSettleState()
    /// Whether `defaultScrollAnchor` was applied (on the first layout with content).
    var placedAtDefaultAnchor = false
    /// The geometry `onScrollGeometryChange` observers last saw.
    var reportedGeometry: ScrollGeometry?
    private(set) var viewportSize: CGSize?
    /// The `containerRelativeFrame`s measured against the viewport.
    private var containerDependents: [ObjectIdentifier: WeakContainerDependent] = [:]

    override var displayName: String? { "ScrollView" }
    var scrollAxes: Axis.Set { view.axes }
    override var dumpDetails: String? {
        contentOffset == .zero ? nil : "offset (\(formatNumber(contentOffset.x)), \(formatNumber(contentOffset.y)))"
    }

    private var childEnvironment: (input: EnvironmentValues, output: EnvironmentValues)?

    override func update(changed: Bool) {
        followScrollPositionBinding()
        if let cached = childEnvironment, cached.input.isIdentical(to: node.environment) {
            return node.reconcileSingleChild(contentView, environment: cached.output)
        }
        var env = node.environment
        if env.stackAxis != nil { env.stackAxis = nil }
        // The binding belongs to this scroll view, not to scroll views in its content.
        if env.scrollPositionLink != nil { env.scrollPositionLink = nil }
        if !env.scrollGeometryObservers.isEmpty { env.scrollGeometryObservers = [] }
        childEnvironment = (node.environment, env)
        node.reconcileSingleChild(contentView, environment: env)
    }

    /// The content, under a pull-to-refresh control when `.refreshable` is around a vertical scroll
    /// view.
    private var contentView: any View {
        guard node.environment.refresh != nil, view.axes.contains(.vertical) else { return view.content }
        return RefreshControl(content: view.content)
    }

    /// The scroll view's own space, where a `RefreshControl` measures how far its content is pulled.
    override var coordinateSpaceName: AnyHashable? { AnyHashable(RefreshScrollSpace()) }

    /// The content's proposal: unspecified along the scrolling axes, the viewport less the margins
    /// across them.
    private func contentProposal(_ p: ProposedViewSize, margins m: EdgeInsets) -> ProposedViewSize {
        ProposedViewSize(
            width: view.axes.contains(.horizontal) ? nil : p.width.map { max(0, $0 - m.leading - m.trailing) },
            height: view.axes.contains(.vertical) ? nil : p.height.map { max(0, $0 - m.top - m.bottom) })
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let margins = contentMargins
        let content = margins.growing(contentSize(contentProposal(proposal, margins: margins)))
        return CGSize(
            width: view.axes.contains(.horizontal) ? (proposal.width ?? content.width) : content.width,
            height: view.axes.contains(.vertical) ? (proposal.height ?? content.height) : content.height)
    }

    override func place(in rect: CGRect, proposal: ProposedViewSize) {
        if viewportSize != rect.size {
            viewportSize = rect.size
            notifyContainerDependents()
        }
        let margins = contentMargins
        let p = contentProposal(ProposedViewSize(rect.size), margins: margins)
        let size = contentSize(p)
        contentExtent = margins.growing(size)
        let requestedAnchor = node.environment.scrollViewOptions.defaultAnchor
        if !placedAtDefaultAnchor, size != .zero {
            placedAtDefaultAnchor = true
            if let requestedAnchor { startAtAnchor(requestedAnchor, viewport: rect.size) }
        }
        let anchor = requestedAnchor.flatMap { $0.x.isFinite && $0.y.isFinite ? $0 : nil }
        if !isMoving { clampOffset(viewport: rect.size) }
        // Content narrower than the viewport is centered across the axis, as SwiftUI does; along a
        // scrolling axis, content smaller than the viewport sits at the default scroll anchor.
        // Margins take their room from the scrollable area (or, across, from the viewport).
        let extent = contentExtent
        let slack = CGSize(width: max(0, rect.width - extent.width), height: max(0, rect.height - extent.height))
        let x =
            view.axes.contains(.horizontal)
            ? rect.minX - contentOffset.x + slack.width * (anchor?.x ?? 0) + margins.leading
            : rect.minX + margins.leading + (rect.width - extent.width) / 2
        let y =
            view.axes.contains(.vertical)
            ? rect.minY - contentOffset.y + slack.height * (anchor?.y ?? 0) + margins.top
            : rect.minY + margins.top + (rect.height - extent.height) / 2
        placeContent(in: CGRect(x: x, y: y, width: size.width, height: size.height), proposal: p)
        reportScrollPosition()
        reportGeometry()
    }

    /// Puts the content's `anchor` point at the same point of the viewport (`defaultScrollAnchor`).
    private func startAtAnchor(_ anchor: UnitPoint, viewport: CGSize) {
        guard anchor.x.isFinite, anchor.y.isFinite else {
            let graph = node.graph
            return graph.afterFrame {
                graph.report("defaultScrollAnchor: the anchor must be finite; the content starts at the top")
            }
        }
        let l = limits(viewport: viewport)
        if view.axes.contains(.horizontal) { contentOffset.x = CGFloat(l.x.upperBound) * anchor.x }
        if view.axes.contains(.vertical) { contentOffset.y = CGFloat(l.y.upperBound) * anchor.y }
    }

    func addContainerDependent(_ dependent: ContainerSizeDependent) {
        containerDependents[ObjectIdentifier(dependent)] = WeakContainerDependent(dependent)
    }

    /// The viewport's size changed: the frames measured against the old one measure again (after
    /// this layout pass, so the frame lays out again before it is drawn).
    private func notifyContainerDependents() {
        containerDependents = containerDependents.filter { $0.value.dependent != nil }
        let dependents = containerDependents.values.compactMap(\.dependent)
        guard !dependents.isEmpty else { return }
        node.graph.afterFrame { for dependent in dependents { dependent.containerSizeChanged() } }
    }

    /// Whether a drag or a motion may hold the offset outside its limits.
    var isMoving: Bool { motionX != nil || motionY != nil || drag?.isScrolling == true }

    /// The offsets the content can rest at on each axis (0…0 on an axis that does not scroll).
    func limits(viewport: CGSize) -> (x: ClosedRange<Double>, y: ClosedRange<Double>) {
        let maxX = view.axes.contains(.horizontal) ? max(0, contentExtent.width - viewport.width) : 0
        let maxY = view.axes.contains(.vertical) ? max(0, contentExtent.height - viewport.height) : 0
        return (0...Double(maxX), 0...Double(maxY))
    }

    private func clampOffset(viewport: CGSize) {
        let l = limits(viewport: viewport)
        contentOffset.x = min(max(l.x.lowerBound, contentOffset.x), l.x.upperBound)
        contentOffset.y = min(max(l.y.lowerBound, contentOffset.y), l.y.upperBound)
    }

    /// Moves the content to `offset` (relayout of the content's position only).
    func setOffset(_ offset: CGPoint) {
        guard offset != contentOffset, offset.x.isFinite, offset.y.isFinite else { return }
        contentOffset = offset
        lastMovement = node.frameState.time
        node.invalidateLayout()
        if view.showsIndicators { node.graph.startAnimating(node) }
    }

    func scroll(by delta: CGSize) -> Bool {
        guard delta.width.isFinite, delta.height.isFinite, node.environment.isScrollEnabled else { return false }
        // The wheel takes over from any momentum or bounce, and clamps.
        scrollGeneration += 1
        motionX = nil
        motionY = nil
        let l = limits(viewport: node.frame.size)
        var target = contentOffset
        let deltaX = node.isRightToLeft ? -delta.width : delta.width
        target.x = min(max(l.x.lowerBound, target.x + deltaX), l.x.upperBound)
        target.y = min(max(l.y.lowerBound, target.y + delta.height), l.y.upperBound)
        guard target != contentOffset else { return false }
        let before = contentOffset
        position.followsUser = true
        setOffset(target)
        wheelMoved(from: before)
        return true
    }

    func scroll(toShow target: CGRect, anchor: UnitPoint?) {
        let transaction = Transaction.current
        scroll(toShow: target, anchor: anchor, animation: transaction.disablesAnimations ? nil : transaction.animation)
    }

    /// Scrolls so that `target` (window coordinates) sits at `anchor` of the viewport (nil: the least
    /// movement that shows it), with `animation` (nil: at once).
    func scroll(toShow target: CGRect, anchor: UnitPoint?, animation: Animation?) {
        let viewport = node.frame
        func wanted(_ t: (min: CGFloat, size: CGFloat), _ v: (min: CGFloat, size: CGFloat), _ unit: CGFloat?) -> CGFloat
        {
            if let unit { return (t.min + unit * t.size) - (v.min + unit * v.size) }
            // No anchor: the least movement that shows the target (its leading edge when it is larger).
            if t.min < v.min || t.size > v.size { return t.min - v.min }
            if t.min + t.size > v.min + v.size { return t.min + t.size - (v.min + v.size) }
            return 0
        }
        var goal = contentOffset
        // Right to left, offsets and unit points run from the right edge.
        goal.x +=
            node.isRightToLeft
            ? wanted((viewport.maxX - target.maxX, target.width), (0, viewport.width), anchor?.x)
            : wanted((target.minX, target.width), (viewport.minX, viewport.width), anchor?.x)
        goal.y += wanted((target.minY, target.height), (viewport.minY, viewport.height), anchor?.y)
        guard goal.x.isFinite, goal.y.isFinite else {
            return node.graph.report("ScrollViewProxy.scrollTo: the anchor must be finite; nothing scrolled")
        }
        move(to: goal, animation: animation)
    }

    /// Moves the content offset to `goal` (clamped to the content) with `animation` (nil: at once).
    func move(to goal: CGPoint, animation: Animation?) {
        let l = limits(viewport: node.frame.size)
        var goal = goal
        goal.x = min(max(l.x.lowerBound, goal.x), l.x.upperBound)
        goal.y = min(max(l.y.lowerBound, goal.y), l.y.upperBound)
        scrollGeneration += 1
        settle = ScrollSettleState()
        guard let animation else {
            motionX = nil
            motionY = nil
            return setOffset(goal)
        }
        let time = node.frameState.time
        motionX = ScrollAxisMotion(from: contentOffset.x, to: goal.x, animation: animation, limits: l.x, time: time)
        motionY = ScrollAxisMotion(from: contentOffset.y, to: goal.y, animation: animation, limits: l.y, time: time)
        node.graph.startAnimating(node)
    }

    override func explicitAlignment(_ id: ObjectIdentifier, size: CGSize) -> CGFloat? { nil }

    override func hitTest(_ point: CGPoint) -> ViewNode? {
        guard node.frame.contains(point) else { return nil }
        return super.hitTest(point) ?? node
    }

    override func draw(into list: inout DisplayList) {
        var inner = DisplayList()
        node.renderChildren(into: &inner)
        let frame = node.drawFrame
        if !inner.isEmpty {
            if node.environment.scrollViewOptions.clipDisabled {
                // `scrollClipDisabled()`: drawn unclipped; only what is outside the window is left out.
                let window = CGRect(origin: .zero, size: node.graph.size)
                inner.items = inner.items.filter { $0.bounds.map { $0.intersects(window) } ?? true }
                list.append(contentsOf: inner)
            } else {
                // Only items that can be visible are kept, so long lists draw in time proportional to the viewport.
                inner.items = inner.items.filter { $0.bounds.map { $0.intersects(frame) } ?? true }
                list.append(.effect(.clip(Path(frame), FillStyle()), inner))
            }
        }
        drawIndicators(
            into: &list, frame: frame, track: frame.inset(by: indicatorMargins, rightToLeft: node.isRightToLeft))
    }
}

extension ViewGraph {
    /// A scroll wheel (or trackpad) moved by `delta` points over `point`: the innermost scroll view
    /// there that can move scrolls. Returns whether one did.
    @discardableResult
    public func scrollWheel(at point: CGPoint, delta: CGSize) -> Bool {
        var node = hitTest(point)
        while let n = node {
            if let scrollable = n.behavior.scrollTarget, scrollable.scroll(by: delta) { return true }
            if let turning = n.behavior.wheelTarget, turning.turn(by: delta) { return true }
            node = n.parent
        }
        return false
    }
}
