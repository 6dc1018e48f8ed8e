import Foundation
import PlumeAnimation
import PlumeGraphics

/// The live tree of view nodes for one window or test host, and the phases of a frame.
///
/// A host creates one with the root view, the services it provides (text measurement, images) and a
/// size, then for each frame calls `update()`, `layout()`, `runAfterFrameWork()` and `render()` (or
/// `runFrame()` for all of them). Nothing here reads the wall clock or touches a window.
/// Used from one thread only.
///
/// The graph ties together parts it owns, each with one job: the `FrameScheduler` (dirty bodies,
/// transactions, after-frame work, observed changes), the `PointerArena` (the press's gesture arena
/// and hover), the `FocusController` (keyboard focus and the software keyboard), the
/// `AnimationDriver` (running animations and completion groups) and the `DiagnosticsSink`. It keeps
/// the tree, the window's size, environment and clock, preferences and alignment guides, and it
/// is what nodes and behaviours talk to (see `ViewGraph+Parts.swift`).
@MainActor
public final class ViewGraph {
    /// Measures text; PlumeCairo's Pango engine in real hosts.
    public let textEngine: TextLayoutEngine
    /// The measurements of the graph's texts, shared by texts that lay out alike (see `TextLayoutMemo`).
    let textLayouts = TextLayoutMemo()
    /// Reads image sizes; nil means images report an error and take no space.
    public let imageLoader: ImageLoader?
    /// The window's size in points.
    public private(set) var size: CGSize
    /// Insets the content keeps clear of (window chrome, on-screen keyboard).
    public var safeAreaInsets = EdgeInsets() {
        didSet { if oldValue != safeAreaInsets { root?.invalidateAlignmentCaches() } }
    }
    /// How many `body` evaluations ran since the graph was made (tests count them).
    public internal(set) var bodyEvaluations = 0
    /// Problems found while building views (unknown symbols, missing images…), in order, each once.
    public var diagnostics: [String] { diagnosticsSink.messages }
    /// The clipboard text editing copies to and pastes from; hosts install the system's.
    public var clipboard: Clipboard = MemoryClipboard()
    /// What opens URLs outside the app (`OpenURLAction`'s system action); hosts install the system's.
    public var urlOpener: URLOpener = RecordingURLOpener()
    /// The desktop's file dialog, which file dialogs use instead of Plume's; nil (Plume's dialog)
    /// unless the host installs one (see `SystemFileChooser`).
    public var fileChooser: SystemFileChooser?
    /// Whether something changed since the last rendered frame.
    public internal(set) var needsFrame: Bool {
        get { scheduler.needsFrame }
        set { scheduler.needsFrame = newValue }
    }

    /// Dirty bodies, transactions, after-frame work and observed changes.
    let scheduler: FrameScheduler
    /// The gesture arena of the current press and the hovered handlers.
    let pointer: PointerArena
    /// The pinch in progress and its members (see `PinchArena`).
    let pinches: PinchArena
    /// Keyboard focus, `.focused` bindings and the software keyboard.
    let focus: FocusController
    /// Running animations and completion groups.
    let animations: AnimationDriver
    /// The problems reported so far.
    var diagnosticsSink = DiagnosticsSink()

    var root: ViewNode!
    /// The axis placements are mirrored about now (see `PlacementMirror`).
    let placementMirror = PlacementMirror()
    /// How many `geometryGroup()`s are placing their content now: frames placed meanwhile follow the
    /// group's animated frame and do not animate on their own (`GeometryGroupBehavior`).
    var geometryGroupsPlacing: Int {
        get { frameState.geometryGroupsPlacing }
        set { frameState.geometryGroupsPlacing = newValue }
    }
    /// The values every node reads and writes while it is placed (see `GraphFrameState`).
    let frameState: GraphFrameState
    /// How many of this graph's nodes are alive (it outlives the graph; see `_ViewNodeCount`).
    public let _liveNodes = _ViewNodeCount()
    /// What the graph's nodes ask to know whether it is still there (see `GraphLifetime`).
    let lifetime: GraphLifetime
    private var serialCounter = 0
    /// Counts frames; nodes stamp the frame in which they changed.
    public private(set) var frameNumber: Int {
        get { frameState.frameNumber }
        set { frameState.frameNumber = newValue }
    }
    var preferenceObservers: [ObjectIdentifier: ViewNode] = [:]
    /// The current preference epoch; `updatePreferences` starts a new one (see `markPreferencesChanged`).
    var preferenceEpoch: Int {
        get { frameState.preferenceEpoch }
        set { frameState.preferenceEpoch = newValue }
    }
    /// Nodes with a lifecycle handler that appeared this frame and whose `appeared()` has not run.
    private var pendingAppearances: Set<ObjectIdentifier> = []
    /// The host clock's time of the current frame, in seconds.
    public var time: TimeInterval {
        get { frameState.time }
        set { frameState.time = newValue }
    }
    /// The wall-clock date that clock time 0 stands for: `TimelineView`'s dates are this plus the
    /// frame time. A graph is made with the current date by default (a window's clock starts at 0
    /// with it); a test host gives a fixed one so that timelines draw the same dates on every run.
    public let dateAtTimeZero: Date
    /// The frame times views asked to be woken at (see `nextWakeUpTime`).
    let wakeUps = WakeUps()
    private var rootEnvironment: EnvironmentValues
    /// The window's sheets, alerts, popovers… (see `PresentationLayer`).
    lazy var presentations = PresentationLayer(graph: self)
    /// The drag in progress, if any (see `DragSession`).
    var dragSession: DragSession?
    /// The window's `@SceneStorage` values.
    let sceneStorage = SceneStorageValues()
    /// What the focused view and the window's views publish for `@FocusedValue` and the menu bar.
    let focusedValues = FocusedValuesRegistry()

    /// Builds the tree for `view` at `size`, in `colorScheme`. With a `locale` (a window's language),
    /// the views' `\.locale` is it and their `\.layoutDirection` is its language's direction;
    /// without, `\.locale` is Foundation's current one and the direction is left to right.
    public init<V: View>(
        root view: V, size: CGSize, colorScheme: ColorScheme = .light, displayScale: CGFloat = 1,
        textEngine: TextLayoutEngine, imageLoader: ImageLoader? = nil, dateAtTimeZero: Date = Date(),
        locale: Locale? = nil
    ) {
        self.dateAtTimeZero = dateAtTimeZero
        lifetime = GraphLifetime(liveNodes: _liveNodes)
        self.textEngine = textEngine
        self.imageLoader = imageLoader
        self.size = size.windowSanitized
        let frameState = GraphFrameState()
        self.frameState = frameState
        let scheduler = FrameScheduler(frameState: frameState)
        self.scheduler = scheduler
        pointer = PointerArena(scheduler: scheduler)
        pinches = PinchArena(scheduler: scheduler)
        focus = FocusController(scheduler: scheduler)
        animations = AnimationDriver(scheduler: scheduler)
        var env = EnvironmentValues()
        env.colorScheme = colorScheme
        env.displayScale = displayScale
        if let locale {
            env.locale = locale
            env.layoutDirection = LayoutDirection(characterDirectionOf: locale)
        }
        rootEnvironment = env
        rootEnvironment.systemURLOpen = .of(self)
        rootEnvironment.systemFileChooser = SystemFileChooserAccess { [weak self] in self?.fileChooser }
        rootEnvironment.systemClipboard = .of(self)
        rootEnvironment = Self.sizeClasses(of: rootEnvironment, for: self.size) ?? rootEnvironment
        env = rootEnvironment
        lifetime.graph = self
        root = ViewNode(view: RootView(content: view), parent: nil, graph: self, environment: env)
        root.update(view: RootView(content: view), environment: env, isFirst: true)
        nodeAppeared(root)
    }

    isolated deinit {
        root?.teardown()
        // Desktop file dialogs still up belong to views that are gone.
        rootEnvironment.systemFileChooser.openDialogs.closeAll()
    }

    /// The guides that can have explicit values in this graph (shared with every node).
    let explicitGuides = ExplicitGuideSet()

    func nextSerial() -> Int {
        serialCounter += 1
        return serialCounter
    }

    /// The color scheme of the whole tree.
    public var colorScheme: ColorScheme {
        get { rootEnvironment.colorScheme }
        set {
            guard newValue != rootEnvironment.colorScheme else { return }
            changeRootEnvironment { $0.colorScheme = newValue }
        }
    }

    /// The environment at the root of the tree (the window's: colour scheme, size classes, scene
    /// phase…).
    var windowEnvironment: EnvironmentValues { rootEnvironment }

    /// Changes the window's environment and updates the tree with it (the views that read what
    /// changed are evaluated again at the next frame). Called between frames, as events are.
    func changeRootEnvironment(_ change: (inout EnvironmentValues) -> Void) {
        change(&rootEnvironment)
        root.update(view: root.view, environment: rootEnvironment, isFirst: false)
        needsFrame = true
    }

    /// Changes the window size (NaN, negative and infinite sizes become 0).
    public func resize(to newSize: CGSize) {
        let s = newSize.windowSanitized
        guard s != size else { return }
        size = s
        if let changed = Self.sizeClasses(of: rootEnvironment, for: s) { changeRootEnvironment { $0 = changed } }
        root.invalidateLayout()
    }

    /// Records a problem once in `diagnostics` (and on standard error). Views report bad input
    /// here; hosts report bad input to their own entry points (a NaN clock advance) here too.
    public func report(_ message: String) { diagnosticsSink.report(message) }

    // MARK: Update

    /// Called before state changes in `transaction`. Each transaction commits on its own, as in
    /// SwiftUI: pending changes made in a different transaction are applied first (so
    /// `x = 0; withAnimation { x = 1 }` animates from 0, and a zero-duration `withAnimation` snaps
    /// before the next one starts).
    /// Returns whether it committed (ran `update()`, which may have removed views).
    @discardableResult
    func willChangeState(in transaction: Transaction) -> Bool {
        guard scheduler.mustCommit(before: transaction) else { return false }
        update()
        return true
    }

    /// Whether state changed and a frame should run.
    public var hasPendingWork: Bool {
        scheduler.hasQueuedWork || animations.isAnimating || pointer.wantsTicks
    }

    /// The earliest clock time a view asked for a frame at (a `TimelineView`'s next entry), or nil:
    /// a host with nothing else to do sleeps until then.
    public var nextWakeUpTime: TimeInterval? { wakeUps.next }

    /// Whether a frame should run at clock time `now`: pending work, or a wake-up due by then.
    public func hasPendingWork(at now: TimeInterval) -> Bool {
        hasPendingWork || (wakeUps.next.map { $0 <= now } ?? false)
    }

    /// Re-evaluates the bodies whose inputs changed, shallowest first, each once.
    public func update() { scheduler.update() }

    // MARK: Layout and drawing

    /// Lays out the tree in the window (cached: only what changed is measured again).
    public func layout() {
        root.place(in: CGRect(origin: .zero, size: size), proposal: ProposedViewSize(size))
        updatePreferences()
    }

    /// The display list of the whole window.
    public func render() -> DisplayList {
        var list = DisplayList()
        root.render(into: &list)
        if let dragSession { list.append(dragSession.movedPreview) }
        needsFrame = false
        return list
    }

    /// Runs a whole frame: update, layout, after-frame work (repeated while it changes state, at most
    /// a few times), and returns the display list.
    @discardableResult
    public func runFrame() -> DisplayList {
        frameNumber += 1
        pointer.tick(at: time)
        animations.tick(at: time)
        wakeUps.fire(upTo: time)
        for pass in 0..<8 {
            update()
            layout()
            if root.needsLayout { layout() }
            animations.finishIdleCompletionGroups()
            let hadWork = runAfterFrameWork()
            if !hadWork && !scheduler.hasDirtyNodes { break }
            if pass == 7 { reportUnsettledLayout() }
        }
        return render()
    }

    // MARK: After-frame work

    /// Runs queued after-frame work; returns whether there was any.
    @discardableResult
    public func runAfterFrameWork() -> Bool { scheduler.runAfterFrameWork() }

    func nodeAppeared(_ node: ViewNode) {
        if let lifecycle = node.behavior.lifecycleHandler {
            pendingAppearances.insert(ObjectIdentifier(node))
            afterFrame { [weak self, weak node] in
                // A node made and removed in one frame (a `GeometryReader`'s content built for the
                // size it had before its first placement) never appeared, nor disappears.
                guard let self, let node, self.pendingAppearances.remove(ObjectIdentifier(node)) != nil else { return }
                lifecycle.appeared()
            }
        }
    }

    func nodeDisappeared(_ node: ViewNode) {
        if let handler = node.behavior.pointerHandler { pointer.resign(handler) }
        if let handler = node.behavior.pinchHandler { pinches.resign(handler) }
        if let handler = node.behavior.hoverHandler { pointer.hoverHandlerWentAway(handler) }
        preferenceObservers[ObjectIdentifier(node)] = nil
        if let lifecycle = node.behavior.lifecycleHandler,
            pendingAppearances.remove(ObjectIdentifier(node)) == nil
        {
            afterFrame { lifecycle.disappeared() }
        }
    }

    // MARK: Inspection

    /// The root node's layout items' frames and details as indented text (see `ViewHost.dump()`).
    public func dump() -> String { LayoutDump.dump(root) }
}

extension CGSize {
    /// A window size: NaN, negative and infinite sides become 0 (a documented clamp).
    var windowSanitized: CGSize {
        CGSize(
            width: width.isFinite ? max(0, width) : 0, height: height.isFinite ? max(0, height) : 0)
    }
}

/// Insets on each edge, as SwiftUI's `EdgeInsets`.
public struct EdgeInsets: Hashable, Sendable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }
}

/// Hosts the app's root view: takes the window, keeps the safe area clear, centers the content.
struct RootView<Content: View>: View, PrimitiveView {
    let content: Content
    typealias Body = Never
    func makeBehavior() -> NodeBehavior { RootBehavior<Content>() }
}

final class RootBehavior<Content: View>: SingleContentViewBehavior<RootView<Content>> {
    override var movesWithFrame: Bool { false }
    override var displayName: String? { "Root" }
    override func update(changed: Bool) {
        let content = view.content
        // Presentations (sheets, alerts…) are a second child over the content, placed over the whole window.
        var children: [(key: AnyHashable, view: any View)] = [
            (0, EditModeScope(content: content)), (1, PresentationLayerView()),
        ]
        // Touch mode: the software keyboard is a third child, over the whole window.
        if node.graph.softwareKeyboard != nil { children.append((2, SoftwareKeyboardView())) }
        node.reconcileChildren(children, environment: node.environment)
    }
    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }
    override func place(in rect: CGRect, proposal: ProposedViewSize) {
        let insets = node.graph.safeAreaInsets
        let safe = CGRect(
            x: rect.minX + insets.leading, y: rect.minY + insets.top,
            width: max(0, rect.width - insets.leading - insets.trailing),
            height: max(0, rect.height - insets.top - insets.bottom))
        let p = ProposedViewSize(safe.size)
        let size = contentSize(p)
        placeContent(
            in: CGRect(
                x: safe.minX + (safe.width - size.width) / 2, y: safe.minY + (safe.height - size.height) / 2,
                width: size.width, height: size.height),
            proposal: p)
        for layer in node.children.dropFirst() { layer.place(in: rect, proposal: ProposedViewSize(rect.size)) }
        node.graph.softwareKeyboard?.checkFocus()  // the focused field may have gone
    }
}
