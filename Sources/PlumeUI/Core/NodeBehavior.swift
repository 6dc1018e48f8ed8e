import Foundation
import PlumeAnimation
import PlumeGraphics

/// What a kind of view does in the graph: how it updates its children, lays out, draws and hit-tests,
/// and what else it offers (its capabilities).
///
/// Each primitive view makes one (`PrimitiveView.makeBehavior()`); composite views get
/// `CompositeBehavior`. The defaults describe a leaf that takes the proposed size (10×10 when
/// unspecified) and draws nothing. Behaviours that read their view value derive from
/// `PrimitiveBehavior<V>` or `SingleContentViewBehavior<V>`, modifiers from `ModifierBehavior<M>`:
/// those keep the value typed (`view`, `modifier`), so no behaviour casts `node.view`.
///
/// ## The contract: which hook runs when, what it must invalidate, what it may not touch
///
/// The node owns its behaviour; `node` is an `unowned` back-pointer set once, before any hook runs.
/// Work a behaviour hands out (after-frame closures, callbacks) may outlive the node: it must not
/// read `node` once the node can be gone — keep what it needs (the graph, weakly) instead. Every
/// hook runs on the main thread inside one of the graph's phases:
///
/// - **Update** (`ViewGraph.update()`, shallowest first): `viewAssigned(_:)` each time the node is
///   given a view value (also when it did not change), then `update(changed:)` when the node was
///   created, its view or environment changed or its body was invalidated. Here the behaviour
///   reconciles its children (`reconcileChildren`, `reconcileSingleChild`) and may read the
///   environment, the graph's transaction and clock, and start animations. It must call
///   `node.invalidateLayout()` when what it measures changed (`ModifierBehavior` does so in
///   `modifierChanged(from:)` by default) or `node.invalidateRender()` when only its drawing did.
///   It may not lay out, draw, or change its parent or siblings.
/// - **Layout** (`ViewGraph.layout()`): `sizeThatFits(_:)` may run many times with any proposal and
///   must depend only on the proposal, the view, the environment and the children's answers (the
///   node caches it until `invalidateLayout()`); `place(in:proposal:)` runs when the node's frame or
///   proposal changed or its layout was invalidated, and places every layout item of its children.
///   `explicitAlignment`, `layoutPriority`, `spacing` and `layoutValue` answer during layout under
///   the same rules, and `layoutInvalidated()` is told when the node's caches were dropped. None of
///   them may change state, reconcile children or invalidate other nodes; a change found during
///   layout is applied through `node.graph.afterFrame`.
/// - **Drawing** (`ViewGraph.render()`): `draw(into:)` appends the node's operations at
///   `node.drawFrame` and its children's (`node.renderChildren`); the node caches the result until
///   `invalidateRender()` or `invalidateLayout()`. It changes nothing.
/// - **Hit testing** (events, between frames): `hitTest(_:)` answers for the laid-out tree and
///   changes nothing.
/// - **Animation** (start of `runFrame()`): `animationTarget`'s `animationFrame(at:completions:)`
///   while the node is registered (`startAnimating`); it invalidates drawing or the body as needed.
/// - **Removal**: `destroyed()` runs once when the node leaves the tree, after its subtree's
///   (`node.isDestroyed` is already true); it may stop work it started, not touch other nodes.
///
/// ## Capabilities
///
/// What a behaviour offers beyond layout and drawing it states by overriding an accessor below
/// (with `self`, or a value); each is nil by default. The graph asks them — when the node appears
/// and disappears, on presses, hovers and key events, after layout, when it looks for a scroll view
/// or a button — instead of discovering capabilities with casts.
@MainActor
class NodeBehavior {
    /// The node this behaviour belongs to (set right after creation; the node owns the behaviour).
    /// No dynamic exclusivity check: it is written once, then only read (every question a node is
    /// asked reads it, and the check cost about 60 instructions each time).
    @exclusivity(unchecked) unowned var node: ViewNode!

    /// Whether the node contributes its children's layout items instead of itself.
    var isTransparent: Bool { false }
    /// The name dumps use, when it should differ from the view type's.
    var displayName: String? { nil }

    /// The node got a new view value or environment (or was just created); refresh children.
    func update(changed: Bool) {}

    /// The size for `proposal`.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }
    /// Lays out children inside `rect` (the node's frame, already set); `proposal` is what the parent
    /// proposed when it chose that frame.
    func place(in rect: CGRect, proposal: ProposedViewSize) {}
    /// The node's cached sizes were dropped (a descendant changed).
    func layoutInvalidated() {}
    /// Appends the node's drawing: its own content, then its children.
    func draw(into list: inout DisplayList) { node.renderChildren(into: &list) }
    /// An explicit alignment guide value in the node's coordinates.
    func explicitAlignment(_ id: ObjectIdentifier, size: CGSize) -> CGFloat? { nil }
    /// The node's `layoutPriority`.
    var layoutPriority: Double { 0 }
    /// Spacing the node prefers next to its neighbours.
    var spacing: ViewSpacing { ViewSpacing() }
    /// The `layoutValue` set on this node for the key whose type has identity `key` (its value is
    /// of that key's `Value` type).
    func layoutValue(for key: ObjectIdentifier) -> Any? { nil }
    /// The node was removed from the graph.
    func destroyed() {}
    /// The child at `index` finished its removal transition and is about to leave `node.children`
    /// (a container keeping arrays parallel to its children drops that entry). Runs at the start of
    /// a frame, outside layout.
    func childWillLeave(at index: Int) {}
    /// Extra dump details (text content, colors…), shown after the frame.
    var dumpDetails: String? { nil }

    /// The topmost hit-testable leaf at `point` in this subtree (window coordinates), or nil.
    func hitTest(_ point: CGPoint) -> ViewNode? {
        for child in node.children.reversed() {
            if let hit = child.behavior.hitTest(point) { return hit }
        }
        return nil
    }

    /// The node was given `view` (its first or a new value, or the same one again), just before
    /// `update(changed:)` if that runs; typed bases keep it.
    func viewAssigned(_ view: any View) {}
    /// Called once, right after it is made, on the behaviour a `ModifiedContent<Content, Modifier>`
    /// made for its modifier: a modifier behaviour keeps a reader for that type, so it reads its
    /// node's values without a runtime cast (`ModifiedContentReader`).
    func readsValues<Content: View, Modifier: ViewModifier>(of _: ModifiedContent<Content, Modifier>.Type) {}
    /// Only the environment changed: whether the behaviour handled it without `update(changed:)`
    /// (composite views whose body read nothing that changed).
    func environmentOnlyChange() -> Bool { false }

    // MARK: Capabilities

    /// The characters a text view shows now (a `Text`'s, with live dates as drawn), or nil.
    var displayedText: String? { nil }

    /// Told when the node appears and disappears (`onAppear`, `onChange`, preference callbacks).
    var lifecycleHandler: LifecycleBehavior? { nil }
    /// Takes part in the pointer arena of presses on its view.
    var pointerHandler: PointerHandler? { nil }
    /// Takes part in the pinch sessions over its view (pinch and rotate gestures).
    var pinchHandler: PinchHandler? { nil }
    /// Told when the pointer hovers over its view.
    var hoverHandler: HoverHandler? { nil }
    /// Answers a secondary click (right click) on its view (`contextMenu`).
    var secondaryClickHandler: SecondaryClickHandler? { nil }
    /// Asks for a cursor shape over its view.
    var pointerStyleProvider: PointerStyleProvider? { nil }
    /// Can hold keyboard focus.
    var focusTarget: FocusableBehavior? { nil }
    /// A text field or editor (takes text; has a caret and a selection).
    var textField: TextFieldBehavior? { nil }
    /// What the menu bar's Edit items act on while it has the focus (a text field, a selectable text).
    var editMenuTarget: EditMenuTarget? { nil }
    /// Has animated attributes sampled each frame while the node is registered.
    var animationTarget: AnimationTicking? { nil }
    /// Writes preference values for its subtree.
    var preferenceWriter: PreferenceWriter? { nil }
    /// Reads its subtree's preferences after each layout.
    var preferenceObserver: PreferenceObserver? { nil }
    /// Scrolls its content.
    var scrollTarget: Scrollable? { nil }
    /// Turns with the mouse wheel without scrolling (a wheel picker; see `WheelTurning`).
    var wheelTarget: WheelTurning? { nil }
    /// Lets lazy stacks inside correct its content offset.
    var scrollOffsetCorrector: ScrollOffsetCorrecting? { nil }
    /// Marks its content as the layout whose views a scroll view aligns to and reports
    /// (`scrollTargetLayout()`).
    var scrollTargetLayout: ScrollTargetLayoutMarker? { nil }
    /// A button's press area (activated by keyboard shortcuts and accessibility).
    var buttonTarget: ButtonBehaviorMarker? { nil }
    /// Takes key presses on their way to the focused view (`onKeyPress`).
    var keyPressHandler: KeyPressHandling? { nil }
    /// Answers an Escape no other view used (a navigation stack's page pops).
    var escapeHandler: EscapeKeyHandler? { nil }
    /// Takes the URLs the app is asked to open (`onOpenURL`).
    var openURLHandler: OpenURLHandling? { nil }
    /// Takes dropped payloads (`dropDestination`).
    var dropDestination: DropReceiving? { nil }
    /// The removal transition of its view.
    var transitionBehavior: TransitionBehavior? { nil }
    /// A lazy stack (scrolls to a row by id).
    var lazyStack: LazyStackBehavior? { nil }
    /// A `GridRow`: the cells under it form one row of the enclosing grid.
    var gridRow: GridRowBehavior? { nil }
    /// The display order set by `zIndex` on this view, or on the content of the modifiers this
    /// node is (nil: not set).
    var zIndex: Double? { nil }
    /// The name of the coordinate space it marks.
    var coordinateSpaceName: AnyHashable? { nil }
    /// The container shape this view declares for the `ContainerRelativeShape`s inside it.
    var containerShape: _ContainerShape? { nil }
    /// The accessibility label it sets.
    var accessibilityLabel: String? { nil }
    /// The accessibility identifier it sets.
    var accessibilityIdentifier: String? { nil }
    /// What its accessibility modifier says about the element its content makes.
    var accessibilityAttachment: AccessibilityAttachment? { nil }
    /// The node whose elements the accessibility tree reads instead of its content's
    /// (`accessibilityRepresentation`).
    var accessibilityRepresentation: ViewNode? { nil }
    /// Whether its children's keys are ids a person gave (`.id(_:)`, lazy stacks' rows), as opposed
    /// to structural positions.
    var childKeysAreExplicitIDs: Bool { false }
    /// Whether the graph mirrors this node's placements of its children in a right-to-left
    /// environment (`ViewNode.mirroredForLayoutDirection`); false for a node that places its children
    /// at window positions it computed from other nodes' frames (the presentation layer).
    var mirrorsChildPlacements: Bool { true }
    /// Whether the node, placed again at its frame moved by some offset (the same size and
    /// proposal, nothing in its subtree changed), would place every node inside at its frame moved
    /// by that offset and draw the same drawing moved by it, with no other effect. Then the graph
    /// moves the frames and cached drawings instead (`ViewNode.move(to:)`: a scroll moving its
    /// content, a lazy stack moving its rows). True for placements computed from the node's own
    /// frame (stacks, layouts, frames, padding, overlays, leaves); false for a behaviour whose `place`
    /// or `draw` reads window positions, other nodes' frames or the viewport (scroll views, lazy
    /// stacks, geometry readers, presentations) or tells someone where it is.
    var movesWithFrame: Bool { true }
    /// Whether this subtree is left out of `views()` and `dump()` (kept mounted, never shown: the
    /// menu bar's shortcut carrier).
    var isHiddenFromInspection: Bool { false }
    /// Whether `dump()` prints a line for this node (its children are printed either way): nodes
    /// with a layout of their own, except those that only watch their content's (a window's size
    /// reader).
    var appearsInDump: Bool { !isTransparent }
    /// The children `views()` and `dump()` walk into: all of them, unless the behaviour shows only
    /// some (`ViewThatFits` shows the one candidate it chose).
    var inspectedChildren: [ViewNode] { node.children }
}

/// Base of the behaviours of primitive views that read their view value: keeps it typed.
class PrimitiveBehavior<V: View>: NodeBehavior {
    /// The node's view value (set before every `update(changed:)`; no dynamic exclusivity check:
    /// every access is an instant read or write that calls nothing that could reach it again).
    @exclusivity(unchecked) private(set) var view: V!
    override func viewAssigned(_ view: any View) {
        if withExactly(view, as: V.self, { self.view = $0 }) { return }
        self.view = typedView(view, as: V.self, node: node) ?? self.view
    }
}

/// Base of single-content behaviours of primitive views (scroll views, buttons, the root) that read
/// their view value: keeps it typed.
class SingleContentViewBehavior<V: View>: SingleContentBehavior {
    /// The node's view value (set before every `update(changed:)`; no dynamic exclusivity check:
    /// every access is an instant read or write that calls nothing that could reach it again).
    @exclusivity(unchecked) private(set) var view: V!
    override func viewAssigned(_ view: any View) {
        if withExactly(view, as: V.self, { self.view = $0 }) { return }
        self.view = typedView(view, as: V.self, node: node) ?? self.view
    }
}

/// `view` as the type `V` a typed behaviour was made for: the one checked conversion of the node's
/// type-erased value. A node is only ever given values of the type it was made for (children are
/// matched by key and type), so a mismatch is a graph bug: reported, and the old value kept.
///
/// Typed behaviours read a value of exactly their type with `withExactly(_:as:_:)` first, which
/// costs one comparison of type metadata; this is the runtime's general cast, which looks up
/// conformances and copies through boxes (needed for existential `V`s such as `any GridRowView`).
@MainActor func typedView<V>(_ view: Any, as type: V.Type, node: ViewNode) -> V? {
    if let typed = view as? V { return typed }
    node.graph.report("internal: a behaviour for \(V.self) was given a \(Swift.type(of: view))")
    return nil
}

/// Calls `body` with the value `view` holds, read where it lies, when its type is exactly `V`;
/// returns whether it did. No runtime cast and no optional of `V`: in the unspecialised generic
/// code of the graph's typed behaviours, both cost lookups of type metadata on every call.
@discardableResult
func withExactly<V>(_ view: any View, as _: V.Type, _ body: (V) -> Void) -> Bool {
    func open<T: View>(_ value: T) -> Bool {
        guard T.self == V.self else { return false }
        withUnsafePointer(to: value) { body(UnsafeRawPointer($0).assumingMemoryBound(to: V.self).pointee) }
        return true
    }
    return open(view)
}

/// Groups, tuples, conditionals, optionals, `AnyView`, `ForEach`, `EmptyView`, and modifiers
/// applied to a view list (one child per element, each with the modifier): children only.
///
/// A view that provides its children makes `ContainerBehavior.providing(Self.self)`, which reads
/// them from the typed value; a plain `ContainerBehavior()` (a modifier applied to a view list,
/// whose list-ness is only known at run time) finds out how with a runtime cast at each update.
class ContainerBehavior: NodeBehavior {
    override var isTransparent: Bool { true }
    override var displayName: String? { "" }

    /// The behaviour of a view of type `V`, which lists its own children.
    static func providing<V: View & ChildViewsProvider>(_: V.Type) -> ContainerBehavior {
        ChildViewsProviderBehavior<V>()
    }

    override func update(changed: Bool) {
        if let children = childElements() { node.reconcileChildren(children, environment: node.environment) }
    }

    /// The node's children, each with its key (nil: the view has none to give).
    func childElements() -> [(key: AnyHashable, view: any View)]? {
        if let provider = node.view as? ChildViewsProvider { return provider.childViews() }
        if let list = node.view as? ViewList { return list.listElements() }
        return nil
    }
}

/// A `ContainerBehavior` for views of one type that lists its own children.
private final class ChildViewsProviderBehavior<V: View & ChildViewsProvider>: ContainerBehavior {
    override func childElements() -> [(key: AnyHashable, view: any View)]? {
        var children: [(key: AnyHashable, view: any View)]?
        if withExactly(node.view, as: V.self, { children = $0.childViews() }) { return children }
        return typedView(node.view, as: V.self, node: node)?.childViews()
    }
}

/// A modifier behaviour whose content (child 0) is laid out as one unit: several content items are
/// stacked vertically (centered, spacing 8) as an implicit `VStack`.
class SingleContentBehavior: NodeBehavior {
    /// The content's layout items.
    var contentItems: [ViewNode] { node.children.first?.layoutItems ?? [] }

    /// The content's one layout item, when it has exactly one: the content itself when it lays
    /// itself out (asked without making the one-element array `layoutItems` keeps), or the one item
    /// of a transparent content. Nil when the content has no item or several.
    var soleContentItem: ViewNode? {
        guard let first = node.children.first else { return nil }
        if !first.behavior.isTransparent { return first }
        let items = first.layoutItems
        return items.count == 1 ? items[0] : nil
    }

    /// The content's size for `proposal`.
    func contentSize(_ proposal: ProposedViewSize) -> CGSize {
        if let item = soleContentItem { return item.sizeThatFits(proposal) }
        return Self.size(of: contentItems, proposal)
    }

    /// The size of content `items` laid out as one unit (an implicit `VStack` when several).
    static func size(of items: [ViewNode], _ proposal: ProposedViewSize) -> CGSize {
        if items.count == 1 { return items[0].sizeThatFits(proposal) }
        if items.isEmpty { return .zero }
        var cache = _StackLayoutCache()
        return StackLayout.implicit.sizeThatFits(proposal: proposal, subviews: LayoutSubviews(items), cache: &cache)
    }

    /// Places the content in `rect`, proposed `proposal`.
    func placeContent(in rect: CGRect, proposal: ProposedViewSize) {
        if let item = soleContentItem { return item.place(in: rect, proposal: proposal) }
        let items = contentItems
        guard !items.isEmpty else { return }
        var cache = _StackLayoutCache()
        StackLayout.implicit.placeSubviews(
            in: rect, proposal: proposal, subviews: LayoutSubviews(items), cache: &cache)
    }

    /// Places the content, proposed `proposal`, at its size aligned inside `rect` by `alignment`
    /// (frames and aspect ratios).
    func placeContentAligned(in rect: CGRect, proposal: ProposedViewSize, alignment: Alignment) {
        let size = contentSize(proposal)
        guard let item = soleContentItem ?? contentItems.first else { return }
        placeContent(in: align(item, size: size, in: rect, alignment: alignment), proposal: proposal)
    }

    /// The content's explicit guide `id` in this node's coordinates, when this node is `size` and
    /// places its content as `placeContentAligned` does (proposed `proposal`, aligned by
    /// `alignment`): frames report their content's guides moved by where they put it, as SwiftUI's.
    func alignedContentAlignment(_ id: ObjectIdentifier, size: CGSize, proposal: ProposedViewSize, alignment: Alignment)
        -> CGFloat?
    {
        guard let item = soleContentItem else { return nil }
        let contentSize = self.contentSize(proposal)
        guard let value = item.explicitAlignment(id, size: contentSize) else { return nil }
        let origin = align(item, size: contentSize, in: CGRect(origin: .zero, size: size), alignment: alignment)
            .origin
        return value + (isVertical(id) ? origin.y : origin.x)
    }

    /// Places the content in `rect`, then the items of child 1 (an overlay, background or mask
    /// layer) over it: proposed the content's size and aligned by `alignment`.
    func placeContentAndLayer(in rect: CGRect, proposal: ProposedViewSize, alignment: Alignment) {
        placeContent(in: rect, proposal: proposal)
        guard node.children.count > 1 else { return }
        let p = ProposedViewSize(rect.size)
        for item in node.children[1].layoutItems {
            let size = item.sizeThatFits(p)
            item.place(in: align(item, size: size, in: rect, alignment: alignment), proposal: p)
        }
    }

    /// Hit-tests the content (child 0) and its layer (child 1), front first.
    func hitTestLayered(_ point: CGPoint, layerBehind: Bool) -> ViewNode? {
        for child in layerBehind ? node.children : node.children.reversed() {
            if let hit = child.behavior.hitTest(point) { return hit }
        }
        return nil
    }

    /// Draws the content (child 0) and its layer (child 1), back first.
    func drawLayered(into list: inout DisplayList, layerBehind: Bool) {
        guard node.children.count > 1, layerBehind else { return node.renderChildren(into: &list) }
        node.children[1].render(into: &list)
        node.children[0].render(into: &list)
    }

    /// The content's explicit guide at `size`.
    func contentAlignment(_ id: ObjectIdentifier, size: CGSize) -> CGFloat? {
        soleContentItem?.explicitAlignment(id, size: size)
    }

    override func explicitAlignment(_ id: ObjectIdentifier, size: CGSize) -> CGFloat? {
        contentAlignment(id, size: size)
    }
    override var layoutPriority: Double { soleContentItem?.behavior.layoutPriority ?? 0 }
    override func layoutValue(for key: ObjectIdentifier) -> Any? {
        soleContentItem?.behavior.layoutValue(for: key)
    }
    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { contentSize(proposal) }
    override func place(in rect: CGRect, proposal: ProposedViewSize) { placeContent(in: rect, proposal: proposal) }
}
