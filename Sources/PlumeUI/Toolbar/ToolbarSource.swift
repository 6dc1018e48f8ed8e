import Foundation

/// The items of one `toolbar` modifier, shared between the modifier's node (which refreshes them
/// each time it updates) and the bar views that show them (which it then asks to update).
///
/// The bar draws an item where the page's bar is, but the item's view stays the modifier's: it
/// follows the state of the view that declared it and keeps that view's environment. Made by
/// `ToolbarWriterBehavior`; read by `ToolbarItemHostBehavior`; used on the graph's thread only.
@MainActor
final class ToolbarSource {
    private(set) var entries: [ToolbarEntry] = []
    /// The environment of the view the modifier is on, which the items inherit.
    private(set) var environment = EnvironmentValues()
    /// The bar nodes showing an item of this source.
    private var displays: [ObjectIdentifier: WeakNode] = [:]

    struct WeakNode { weak var node: ViewNode? }

    /// New items from the modifier (its view was evaluated again): the bar views showing them update.
    func update(entries: [ToolbarEntry], environment: EnvironmentValues, transaction: Transaction) {
        self.entries = entries
        self.environment = environment
        for (id, display) in displays {
            guard let node = display.node, !node.isDestroyed else {
                displays[id] = nil
                continue
            }
            node.invalidateBody(transaction: transaction)
        }
    }

    /// The item with identity `id`, if the toolbar still has it.
    func entry(_ id: AnyHashable) -> ToolbarEntry? { entries.first { $0.id == id } }

    /// A bar node shows an item of this source (it is told when the items change).
    func register(_ node: ViewNode) { displays[ObjectIdentifier(node)] = WeakNode(node: node) }

    /// A bar node no longer shows an item.
    func unregister(_ node: ViewNode) { displays[ObjectIdentifier(node)] = nil }
}

/// Everything the toolbar modifiers of a page ask of its bars: the items (where they go, not their
/// views, which the bars read from each item's source), the bars shown or hidden, and the role.
/// Equal when the same items are in the same places, so a page redraws its bars only when that changes.
struct ToolbarConfiguration: Equatable {
    struct Item: Equatable {
        let source: ToolbarSource
        let id: AnyHashable
        let placement: ToolbarItemPlacement
        static func == (a: Item, b: Item) -> Bool {
            a.source === b.source && a.id == b.id && a.placement == b.placement
        }
    }
    var items: [Item] = []
    /// The visibility asked for each bar (the outermost modifier wins).
    var visibility: [ToolbarPlacement.Kind: Visibility] = [:]
    /// The role asked for (the outermost modifier wins).
    var role: ToolbarRole?
    /// The background style asked for each bar (`toolbarBackground(_:for:)`; the outermost wins).
    var backgrounds: [ToolbarPlacement.Kind: ToolbarBackground] = [:]
    /// Whether each bar's background shows (`toolbarBackground(.visible, for:)`; the outermost wins).
    var backgroundVisibility: [ToolbarPlacement.Kind: Visibility] = [:]

    /// The items going to `slot`, in declaration order.
    func items(in slot: ToolbarSlot) -> [Item] { items.filter { $0.placement.slot == slot } }

    /// Whether any item can go to the bottom bar (its own, status and keyboard items).
    var hasBottomItems: Bool { items.contains { [.bottom, .bottomStatus, .keyboard].contains($0.placement.slot) } }

    /// Whether any item goes to the top bar.
    var hasTopItems: Bool { items.contains { [.leading, .trailing, .principal].contains($0.placement.slot) } }

    /// Whether `bar` is hidden (by `toolbar(.hidden, for: bar)` or for `.automatic`).
    func isHidden(_ bar: ToolbarPlacement.Kind) -> Bool {
        (visibility[bar] ?? visibility[.automatic]) == .hidden
    }

    /// What is drawn behind `bar`: its style (or the `.automatic` one), a light gray when only
    /// `.visible` was asked, nothing when hidden or not asked.
    func background(of bar: ToolbarPlacement.Kind) -> AnyShapeStyle {
        let visibility = backgroundVisibility[bar] ?? backgroundVisibility[.automatic] ?? .automatic
        if visibility == .hidden { return AnyShapeStyle(Color.clear) }
        if let background = backgrounds[bar] ?? backgrounds[.automatic] { return background.style }
        return AnyShapeStyle(visibility == .visible ? Color.gray.opacity(0.12) : Color.clear)
    }

    /// This configuration with `inner`'s (the subtree's) added: inner items first (they come first
    /// in the page), settings of this one winning.
    func merged(over inner: ToolbarConfiguration?) -> ToolbarConfiguration {
        guard let inner else { return self }
        var result = inner
        result.items += items
        result.visibility.merge(visibility) { _, outer in outer }
        result.role = role ?? inner.role
        result.backgrounds.merge(backgrounds) { _, outer in outer }
        result.backgroundVisibility.merge(backgroundVisibility) { _, outer in outer }
        return result
    }
}

/// Carries the toolbar configuration of a page's content up to the page (or to the window's bar).
struct ToolbarKey: PreferenceKey {
    static var defaultValue: ToolbarConfiguration { ToolbarConfiguration() }
    static func reduce(value: inout ToolbarConfiguration, nextValue: () -> ToolbarConfiguration) {
        let next = nextValue()
        value.items += next.items
        value.visibility.merge(next.visibility) { first, _ in first }
        value.role = value.role ?? next.role
        value.backgrounds.merge(next.backgrounds) { first, _ in first }
        value.backgroundVisibility.merge(next.backgroundVisibility) { first, _ in first }
    }
}

/// A bar's background style. Equal when both are the same Equatable style (a `Color`, a gradient),
/// or of the same type when the type is not Equatable (so a bar sees a change between two such
/// styles of one type only when something else changes too).
struct ToolbarBackground: Equatable {
    let style: AnyShapeStyle
    static func == (a: ToolbarBackground, b: ToolbarBackground) -> Bool {
        guard type(of: a.style.base) == type(of: b.style.base) else { return false }
        guard let equatable = a.style.base as? any Equatable else { return true }
        return equal(equatable, b.style.base)
    }
    private static func equal<E: Equatable>(_ a: E, _ b: Any) -> Bool { (b as? E) == a }
}
