import Foundation
import PlumeAnimation
import PlumeGraphics

/// One view identity in the graph: its current value, its behaviour (layout, drawing, children), its
/// state storage, environment and caches. Created when an identity appears, destroyed when it goes.
@MainActor
final class ViewNode {
    unowned let graph: ViewGraph
    /// The node whose child this is; nil for the root and once the node is destroyed or torn down.
    /// `unowned`, not `weak`: a weak reference gives every parent a side table, which makes each
    /// retain and release of it (several per layout question) take the runtime's slow path. A
    /// parent outlives its children (it owns them), and `destroy`/`teardown` clear this before a
    /// child that something else still holds could outlive it. No dynamic exclusivity check: every
    /// access is an instant read or write (the search for the animation that applies to a placement
    /// reads it on each ancestor).
    @exclusivity(unchecked) unowned var parent: ViewNode?
    /// The guides that can have explicit values in this node's graph (the graph's set).
    let explicitGuides: ExplicitGuideSet
    /// The axis placements are mirrored about now (the graph's one instance).
    let placementMirror: PlacementMirror
    /// The graph's values read and written at every placement, without going through `graph`
    /// (the graph's one instance; see `GraphFrameState`).
    let frameState: GraphFrameState
    /// The graph's frame scheduler, reached without going through `graph` (the scheduler has no
    /// side table, the graph has: see `GraphFrameState`). The same rule as `graph`: read only while
    /// the node is not destroyed.
    unowned let scheduler: FrameScheduler
    private(set) var view: any View
    let behavior: NodeBehavior
    let depth: Int
    /// Sequence number, unique in the graph; stable for a given build order (used in dumps).
    let serial: Int

    /// No dynamic exclusivity check on `children`, `renderCache` and `cachedItems`: every access is
    /// an instant read or write that calls nothing that could reach them again (layout reads them
    /// at every question; the check was 5 % of a layout pass).
    @exclusivity(unchecked) var children: [ViewNode] = []
    var childKeys: [AnyHashable] = []
    /// Whether the children are exactly the one `reconcileSingleChild` keeps (so it can update it
    /// without making and comparing a key); every other change of the children clears it.
    var hasSingleReconciledChild = false
    var environment: EnvironmentValues
    /// Whether `environment` lays out right to left (see `ViewNode+LayoutDirection.swift`).
    var isRightToLeft = false
    var propertyStorage: [AnyObject] = []

    /// The node's frame in window coordinates, set by layout. No dynamic exclusivity check: every
    /// access is an instant read or write.
    @exclusivity(unchecked) var frame: CGRect = .zero
    /// Animates the frame when layout moves the node under an animated transaction (no dynamic
    /// exclusivity check: every access is an instant read or write of the reference; a node placed
    /// during an animation reads it on each of its ancestors).
    @exclusivity(unchecked) var frameAnimator: AttributeAnimator<CGRect>?
    /// The frame to draw at: the layout frame, or its animated presentation.
    var drawFrame: CGRect { frameAnimator.map { $0.presented(at: frameState.time) } ?? frame }
    /// No dynamic exclusivity checks on `hasBeenPlaced`, `changeStamp`, `needsLayout` and
    /// `lastProposal`: every access is an instant read or write (placing a node reads all four, and
    /// the search for the animation that applies reads `changeStamp` on each ancestor).
    @exclusivity(unchecked) private(set) var hasBeenPlaced = false
    /// The frame number and animation of this node's last change (see `effectiveAnimation`).
    @exclusivity(unchecked) var changeStamp: (frame: Int, transaction: Transaction)?
    /// The sizes answered so far, by proposal (see `sizeThatFits`), until the node or its subtree changes
    /// (no dynamic exclusivity check: every access is an instant read or write that calls nothing that could reach it again).
    @exclusivity(unchecked) private(set) var sizeCache = SizeCache()
    @exclusivity(unchecked) var needsLayout = true
    @exclusivity(unchecked) private(set) var lastProposal: ProposedViewSize?
    var needsBody = false
    /// Whether the node is in its first update (being made, with its subtree): nothing above holds
    /// a size or drawing of it yet, and the node that makes it invalidates its own ancestors after
    /// adding it, so its first children need not walk to the root (see `reconcileChildren`).
    private(set) var isBeingMade = false
    @exclusivity(unchecked) var renderCache: DisplayList?
    /// The graph's preference epoch when something in this subtree last changed in a way that can
    /// change a collected preference (see `markPreferencesChanged`). No dynamic exclusivity check:
    /// every access is an instant read or write (placing a node stamps it and its ancestors).
    @exclusivity(unchecked) var preferenceStamp = 0
    /// The preference values last collected over this subtree (see `PreferenceCache`).
    var preferenceCache: PreferenceCache?
    /// Whether the node is gone: destroyed (its view left), torn down with its graph, or its graph's
    /// last reference was released (see `GraphLifetime`). Work that reaches a node from outside a
    /// frame checks this before it touches `graph`; a write to a gone node is ignored, as SwiftUI
    /// ignores writes to the state of a view that is gone.
    var isDestroyed: Bool { wasDestroyed || lifetime.graph == nil }
    /// Whether `destroy()` or `teardown()` ran.
    private var wasDestroyed = false
    /// Whether the node is playing its removal transition (it is gone from its parent's view).
    var isRemoving = false
    @exclusivity(unchecked) private var cachedItems: [ViewNode]?
    /// The node's handle, once something asked for it (see `handle`).
    private var madeHandle: NodeHandle?
    /// The way back to this node for objects it owns that may outlive it (see `NodeHandle`), made
    /// on the first ask; it lets go of the node when the node is destroyed or torn down.
    var handle: NodeHandle {
        if let madeHandle { return madeHandle }
        let made = NodeHandle(self)
        madeHandle = made
        return made
    }
    /// Whether the graph is still there, and its count of live nodes, which this node is part of
    /// until it is freed (see `GraphLifetime`).
    private let lifetime: GraphLifetime

    init(view: any View, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) {
        lifetime = graph.lifetime
        lifetime.liveNodes.add(1)
        self.view = view
        self.parent = parent
        self.graph = graph
        self.explicitGuides = graph.explicitGuides
        self.placementMirror = graph.placementMirror
        self.frameState = graph.frameState
        self.scheduler = graph.scheduler
        self.environment = environment
        self.isRightToLeft = environment.unrecordedLayoutDirection == .rightToLeft
        self.depth = (parent?.depth ?? -1) + 1
        self.serial = graph.nextSerial()
        if let primitive = view as? PrimitiveView {
            behavior = primitive.makeBehavior()
        } else if let representable = representableBehavior(for: view) {
            behavior = representable
        } else {
            behavior = CompositeBehavior()
        }
        behavior.node = self
    }

    deinit { lifetime.liveNodes.add(-1) }

    /// A short type name for dumps (`Text`, `VStack`, `ContentView`).
    var typeName: String { behavior.displayName ?? ViewNode.shortName(of: type(of: view)) }

    static func shortName(of type: Any.Type) -> String {
        let full = String(describing: type)
        return String(full.prefix { $0 != "<" })
    }

    // MARK: Update

    /// Gives the node its first or a new view value and environment, updating its subtree as needed.
    func update(view newView: any View, environment newEnvironment: EnvironmentValues, isFirst: Bool) {
        if isFirst { isBeingMade = true }
        defer { if isFirst { isBeingMade = false } }
        let envChanged = !environment.isIdentical(to: newEnvironment)
        let viewChanged = isFirst || !ViewEquality.areEqual(view, newView)
        let changed = viewChanged || envChanged
        view = newView
        environment = newEnvironment
        if envChanged, !isFirst { layoutDirectionMayHaveChanged() }
        behavior.viewAssigned(newView)
        if !viewChanged, envChanged, !needsBody, behavior.environmentOnlyChange() {
            markPreferencesChanged()
            return
        }
        if changed { changeStamp = (graph.frameNumber, graph.transaction) }
        if changed || needsBody {
            markPreferencesChanged()
            behavior.update(changed: true)
        }
    }

    /// Re-runs this node's body (after its state changed).
    func reevaluate() {
        guard !isDestroyed else { return }
        markPreferencesChanged()
        behavior.update(changed: true)
    }

    /// Marks the subtree dead without callbacks, when the graph itself goes away: work that outlives
    /// the graph (main-queue blocks, timers, publishers) then finds destroyed nodes and does nothing.
    func teardown() {
        wasDestroyed = true
        cachedItems = nil
        madeHandle?.release()
        for child in children { child.teardown() }
        parent = nil
    }

    /// Removes this node and its subtree (running `onDisappear` handlers).
    func destroy() {
        guard !wasDestroyed else { return }
        wasDestroyed = true
        cachedItems = nil
        madeHandle?.release()
        for child in children { child.destroy() }
        behavior.destroyed()
        graph.nodeDisappeared(self)
        parent = nil
    }

    // MARK: Invalidation

    /// Marks the body dirty; the graph re-evaluates it at the next update.
    func invalidateBody(transaction: Transaction) {
        guard !isDestroyed else { return }
        queueBody(in: transaction)
    }

    /// Marks the body dirty and queues it with the scheduler, changed in `transaction` (whose
    /// completion group, if any, the animation driver tracks while the graph is alive).
    private func queueBody(in transaction: Transaction) {
        needsBody = true
        scheduler.schedule(self, transaction: transaction)
        if let group = transaction.completion, !isDestroyed { graph.animations.track(group) }
    }

    /// A value this node's body reads changes in `transaction` (a `@State` write): pending changes
    /// of another transaction commit first, then `write` stores the value, then the body is queued.
    ///
    /// The caller checked that the node is neither destroyed nor torn down (its `NodeHandle` still
    /// holds it), not that its graph is alive: the scheduler is reached directly (it lives as long as
    /// the graph's memory, which outlives every node that is not torn down), and the graph only where
    /// it is needed — to commit, or to track a completion — after asking `isDestroyed` (the weak load
    /// of the graph's liveness and the `unowned` `graph` are slow paths: see `GraphFrameState`). A
    /// write that arrives after the graph's last reference went stores the value and at most queues
    /// the body in a scheduler that never runs again.
    func stateWillChange(in transaction: Transaction, write: () -> Void) {
        let scheduler = self.scheduler
        if scheduler.mustCommit(before: transaction) {
            guard !isDestroyed else { return write() }
            scheduler.update()
            write()
            // The commit ran bodies, which may have removed this node.
            if isDestroyed { return }
        } else {
            write()
        }
        queueBody(in: transaction)
    }

    /// Drops cached sizes and drawing of this node and its ancestors (the node's children changed,
    /// or something it sizes itself from; see `invalidateContent` for a leaf whose value changed).
    func invalidateLayout() {
        var node: ViewNode? = self
        while let n = node {
            n.invalidateOwnLayout()
            node = n.parent
        }
    }

    /// `invalidateLayout()` for this node alone: for a node being made (`isBeingMade`), whose
    /// maker invalidates its own ancestors once it has added it.
    func invalidateOwnLayout() {
        sizeCache.removeAll()
        alignmentCache.removeAll(keepingCapacity: true)
        needsLayout = true
        renderCache = nil
        cachedItems = nil
        behavior.layoutInvalidated()
        frameState.needsFrame = true
    }

    /// Drops cached drawing of this node and its ancestors (the layout is unchanged). Stops at an
    /// ancestor that is not transparent and has no cached drawing: its own ancestors were cleared
    /// when it lost it.
    func invalidateRender() {
        renderCache = nil
        // Up to the first ancestor already invalidated; a transparent one without a drawing (a
        // `ForEach`, a group) may be one that a container drawing in `zIndex` order skipped, so the
        // walk goes on through it.
        var node: ViewNode? = parent
        while let n = node {
            if n.renderCache != nil {
                n.renderCache = nil
            } else if !n.behavior.isTransparent {
                break
            }
            node = n.parent
        }
        frameState.needsFrame = true
    }

    // MARK: Layout

    /// The nodes this node contributes to its parent's layout: itself, or its children's items when it
    /// has no layout of its own (groups, `ForEach`, composite views, conditionals). The cache holds
    /// the node itself, so `teardown` and `destroy` drop it (a node kept alive by its own cache
    /// once leaked with its whole subtree).
    var layoutItems: [ViewNode] {
        if let cachedItems { return cachedItems }
        guard behavior.isTransparent else {
            cachedItems = [self]
            return [self]
        }
        // A child with a layout of its own is its one item: added without asking it (which would
        // make and keep a one-element array for each).
        var items: [ViewNode] = []
        items.reserveCapacity(children.count)
        for child in children {
            if child.behavior.isTransparent {
                items.append(contentsOf: child.layoutItems)
            } else {
                items.append(child)
            }
        }
        cachedItems = items
        return items
    }

    /// The size this node wants for `proposal` (cached until invalidated).
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        if let cached = sizeCache.size(for: proposal) { return cached }
        let asked = behavior.sizeThatFits(proposal)
        if asked.width.isNaN || asked.height.isNaN || asked.width < 0 || asked.height < 0 { reportUnusable(asked) }
        let size = limited(asked.sanitized)
        sizeCache.insert(size, for: proposal)
        return size
    }

    /// Places the node at `rect` (window coordinates) and lays out its subtree; skipped when nothing changed.
    func place(in rect: CGRect, proposal: ProposedViewSize? = nil) {
        let proposal = proposal ?? ProposedViewSize(rect.size)
        if rect.width.isInfinite || rect.height.isInfinite { reportInfinitePlacement() }
        let rect = mirroredForLayoutDirection(
            limited(
                CGRect(
                    x: rect.minX.isFinite ? rect.minX : 0, y: rect.minY.isFinite ? rect.minY : 0,
                    width: rect.width.isFinite ? max(0, rect.width) : 0,
                    height: rect.height.isFinite ? max(0, rect.height) : 0)))
        let frame = self.frame
        // Compared field by field: Foundation's `CGRect ==` is an unspecialized call from here.
        let sameSize = rect.size.width == frame.size.width && rect.size.height == frame.size.height
        let sameFrame = sameSize && rect.origin.x == frame.origin.x && rect.origin.y == frame.origin.y
        if !needsLayout && sameFrame && proposal == lastProposal { return }
        // Only moved: the subtree moves along, measured and drawn as it was (`ViewNode+Move.swift`).
        if !needsLayout, hasBeenPlaced, sameSize, proposal == lastProposal, behavior.movesWithFrame {
            return move(to: rect)
        }
        if !sameFrame {
            markPreferencesChanged()  // an anchor preference reads the frame
            invalidateRender()
            animateFrame(to: rect)
        }
        hasBeenPlaced = true
        self.frame = rect
        lastProposal = proposal
        needsLayout = false
        let mirror = placementMirror
        let outerMirrorAxis = mirror.axis
        mirror.axis = isRightToLeft && behavior.mirrorsChildPlacements ? rect.minX + rect.maxX : nil
        behavior.place(in: rect, proposal: proposal)
        mirror.axis = outerMirrorAxis
    }

    /// The animation that applies to this node's changes in the current frame: that of the nearest
    /// node (itself or an ancestor) that changed in this frame.
    var effectiveTransaction: Transaction {
        var node: ViewNode? = self
        while let n = node {
            if let stamp = n.changeStamp, stamp.frame == frameState.frameNumber {
                return stamp.transaction
            }
            node = n.parent
        }
        return Transaction()
    }

    private func animateFrame(to rect: CGRect) {
        // Inside a geometry group being placed the frame follows the group's: no animation of its own.
        if frameState.geometryGroupsPlacing > 0 { return animateFrame(to: rect, transaction: Transaction()) }
        guard hasBeenPlaced else { return followMovingAncestor(to: rect) }
        animateFrame(to: rect, transaction: effectiveTransaction)
    }

    /// Moves the placed node's frame to `rect` under `transaction` (its `effectiveTransaction`,
    /// which a walk over a subtree passes down instead of finding it again for every node).
    func animateFrame(to rect: CGRect, transaction: Transaction) {
        if frameAnimator == nil {
            guard transaction.animation != nil else { return }
            frameAnimator = AttributeAnimator(frame)
        }
        if frameAnimator!.set(rect, transaction: transaction, time: graph.time) {
            graph.startAnimating(self)
        }
    }

    /// A node placed for the first time inside an ancestor whose frame animates under this frame's
    /// animation starts where that ancestor is drawn now and moves with it to `rect` (as a view
    /// inserted into a moving SwiftUI container moves along with it), instead of standing at its
    /// destination while the rest slides (a background switched by an `if` while its panel slides).
    private func followMovingAncestor(to rect: CGRect) {
        // An ancestor's frame that moves is registered with the animation driver: with nothing
        // registered there is nothing to follow (and no need to walk the ancestors twice).
        guard frameState.isAnimating else { return }
        let transaction = effectiveTransaction
        guard transaction.animation != nil, !transaction.disablesAnimations else { return }
        var ancestor = parent
        while let node = ancestor {
            if let animator = node.frameAnimator, animator.isAnimating {
                let shown = node.drawFrame
                let start = rect.offsetBy(dx: shown.minX - node.frame.minX, dy: shown.minY - node.frame.minY)
                guard start != rect, start.minX.isFinite, start.minY.isFinite else { return }
                let follower = AttributeAnimator(start)
                frameAnimator = follower
                if follower.set(rect, transaction: transaction, time: graph.time) { graph.startAnimating(self) }
                return
            }
            ancestor = node.parent
        }
    }

    /// Samples this node's animations at `time`; returns whether any still runs, adding completions.
    func animationFrame(at time: TimeInterval, completions: inout [() -> Void]) -> Bool {
        guard !isDestroyed else { return false }
        var running = false
        if let animator = frameAnimator {
            completions += animator.finish(at: time)
            if animator.isAnimating { running = true } else { frameAnimator = nil }
            invalidateRender()
        }
        if let ticking = behavior.animationTarget, ticking.animationFrame(at: time, completions: &completions) {
            running = true
        }
        return running
    }

    /// An alignment guide's explicit value in this node's coordinates (memoized per guide and size
    /// until the node's layout is invalidated). Guides that no `alignmentGuide` in the graph sets, other
    /// than text baselines, have no explicit values: answered at once without walking the subtree.
    func explicitAlignment(_ id: ObjectIdentifier, size: CGSize) -> CGFloat? {
        guard explicitGuides.mayHaveExplicitValues(for: id) else { return nil }
        let key = AlignmentCacheKey(id: id, width: size.width, height: size.height)
        if let cached = alignmentCache[key] { return cached }
        let value = behavior.explicitAlignment(id, size: size)
        if alignmentCache.count > 32 { alignmentCache.removeAll(keepingCapacity: true) }
        alignmentCache[key] = value
        return value
    }

    /// The memoized guide values (see `explicitAlignment`; no dynamic exclusivity check: every access is an instant read or write that calls nothing that could reach it again).
    @exclusivity(unchecked) private(set) var alignmentCache: [AlignmentCacheKey: CGFloat?] = [:]

    /// Drops this node's own measurements (sizes, guides, the behaviour's caches) and marks it for
    /// layout, leaving its ancestors alone (see `invalidateContent`).
    func dropOwnMeasurements() {
        sizeCache.removeAll()
        alignmentCache.removeAll(keepingCapacity: true)
        needsLayout = true
        renderCache = nil
        behavior.layoutInvalidated()
    }

    /// Drops memoized guide values and cached sizes in the whole subtree (a new kind of guide appeared).
    func invalidateAlignmentCaches() {
        alignmentCache.removeAll()
        sizeCache.removeAll()
        needsLayout = true
        behavior.layoutInvalidated()
        for child in children { child.invalidateAlignmentCaches() }
    }

    /// The dimensions of this node at `size`, with its explicit guides.
    func dimensions(for size: CGSize) -> ViewDimensions {
        ViewDimensions(size: size, node: self)
    }

    // MARK: Drawing

    /// Appends this node's drawing (cached while its layout and appearance are unchanged).
    func render(into list: inout DisplayList) {
        if let renderCache {
            list.append(contentsOf: renderCache)
            return
        }
        var own = DisplayList()
        behavior.draw(into: &own)
        renderCache = own
        list.append(contentsOf: own)
    }

    /// Draws the children in order.
    func renderChildren(into list: inout DisplayList) {
        for child in children { child.render(into: &list) }
    }
}

/// The scheduler re-evaluates nodes; the animation driver samples them.
extension ViewNode: ScheduledNode, AnimationTicking {}

/// The key of a memoized alignment guide value.
struct AlignmentCacheKey: Hashable {
    let id: ObjectIdentifier
    let width: CGFloat
    let height: CGFloat
}
