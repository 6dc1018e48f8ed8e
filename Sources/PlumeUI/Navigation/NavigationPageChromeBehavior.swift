import Foundation
import PlumeGraphics

/// Keeps a `NavigationPageChrome`'s children — background, bar, content, bottom bar, in drawing
/// order — and lays out the last three as a leading-aligned `VStack` with no spacing, over the
/// background.
///
/// `update(changed:)` (from the graph, when the page's value or environment changed) updates the
/// content first, reads its preferences (`NavigationPagePreferences`) and makes the other children
/// from them, so the page is made once with its title. `preferencesChanged()` (from the graph's
/// preference pass after layout, when something under the node changed) remakes them when the
/// preferences differ from those they were made from. The page's title goes to the stack after the
/// frame (`onTitle`), as `onPreferenceChange` would send it. It touches only its node's children,
/// and advances the graph's preference epoch after an update's read (see `update(changed:)`).
final class NavigationPageChromeBehavior<Content: View>: PrimitiveBehavior<NavigationPageChrome<Content>>,
    PreferenceObserver, PreferenceWriter, LifecycleBehavior
{
    /// The children's keys.
    private enum Part: Hashable {
        case background, bar, content, bottomBar
    }

    override var lifecycleHandler: LifecycleBehavior? { self }
    override var preferenceObserver: PreferenceObserver? { self }
    override var preferenceWriter: PreferenceWriter? { self }
    var collectedEpoch = 0
    /// The preferences the bars were made from (nil before the first update).
    private var shown: NavigationPagePreferences?
    /// The title last sent to the stack (`.none` before the first).
    private var reportedTitle: String??
    /// The content's environment for an input environment and the bar it inherits.
    private var contentEnvironment:
        (input: EnvironmentValues, handsOver: NavigationPagePreferences?, output: EnvironmentValues)?
    /// The page's environment (see `NavigationPageChrome.pageEnvironment`) for an input environment
    /// and context.
    private var pageEnvironment:
        (input: EnvironmentValues, context: NavigationContext, isRoot: Bool, output: EnvironmentValues)?

    /// The environment of the bars and the background, kept while its inputs are the same.
    private func environment(forPage page: NavigationPageChrome<Content>) -> EnvironmentValues {
        if let cached = pageEnvironment, cached.input.isIdentical(to: node.environment), cached.context == page.context,
            cached.isRoot == (page.backTitle == nil)
        {
            return cached.output
        }
        let output = page.pageEnvironment(node.environment)
        pageEnvironment = (node.environment, page.context, page.backTitle == nil, output)
        return output
    }

    func appeared() { node.graph.preferenceObservers[ObjectIdentifier(node)] = node }
    func disappeared() {}

    /// The page's toolbar is its own: above the page, `ToolbarKey` reads as empty.
    func preferenceValue(for key: Any.Type) -> Any? { key == ToolbarKey.self ? ToolbarConfiguration() : nil }

    private var contentNode: ViewNode? {
        guard let index = node.childKeys.firstIndex(of: AnyHashable(Part.content)) else { return nil }
        return node.children[index]
    }

    override func update(changed: Bool) {
        let page = view!
        let known = shown ?? NavigationPagePreferences()
        let content: ViewNode
        let forContent = environment(for: page, known)
        if let existing = contentNode {
            existing.update(view: page.content, environment: forContent, isFirst: false)
            content = existing
        } else {
            node.diffChildren(
                CollectionOfOne(ChildEntry(key: AnyHashable(Part.content), view: page.content)),
                environment: forContent, removal: .immediately)
            guard let made = contentNode else { return }
            content = made
        }
        showChrome(for: page, NavigationPagePreferences(of: content), content: content)
        // What was read is current: the graph's preference pass need not ask again unless something
        // under the node changes after this (it then carries a later stamp than this epoch).
        collectedEpoch = node.graph.preferenceEpoch
        node.graph.preferenceEpoch += 1
    }

    func preferencesChanged() {
        guard let content = contentNode, let page = view else { return }
        let preferences = NavigationPagePreferences(of: content)
        guard preferences != shown else { return }
        showChrome(for: page, preferences, content: content)
    }

    /// Makes the bars from `preferences` (giving the content the environment they imply first).
    private func showChrome(
        for page: NavigationPageChrome<Content>, _ preferences: NavigationPagePreferences, content: ViewNode
    ) {
        var preferences = preferences
        let forContent = environment(for: page, preferences)
        if !forContent.isIdentical(to: content.environment) {
            // A nested stack appeared or went in a split view column: the content learns whether it
            // shows the column's bar, which may change what it says.
            content.update(view: content.view, environment: forContent, isFirst: false)
            preferences = NavigationPagePreferences(of: content)
        }
        if reportedTitle != .some(preferences.title) {
            reportedTitle = .some(preferences.title)
            let onTitle = page.onTitle
            let title = preferences.title
            node.graph.afterFrame { onTitle(title) }
        }
        shown = preferences
        let parts = page.parts(for: preferences)
        var entries = [ChildEntry(key: AnyHashable(Part.background), view: parts.background)]
        if let bar = parts.bar { entries.append(ChildEntry(key: AnyHashable(Part.bar), view: bar)) }
        entries.append(ChildEntry(key: AnyHashable(Part.content), view: nil))
        if let bottom = parts.bottomBar { entries.append(ChildEntry(key: AnyHashable(Part.bottomBar), view: bottom)) }
        guard node.diffChildren(entries, environment: environment(forPage: page), removal: .immediately) else { return }
        if node.isBeingMade { node.invalidateOwnLayout() } else { node.invalidateLayout() }
    }

    /// The content's environment: the page's, never in a split view column's hosting role itself,
    /// and showing the bar this page hands over, if it does. Kept while its inputs are the same, so an unchanged
    /// content is skipped.
    private func environment(
        for page: NavigationPageChrome<Content>, _ preferences: NavigationPagePreferences
    ) -> EnvironmentValues {
        let handsOver = page.handsOver(preferences) ? preferences : nil
        let input = environment(forPage: page)
        if let cached = contentEnvironment, cached.input.isIdentical(to: input), cached.handsOver == handsOver {
            return cached.output
        }
        var output = input
        output.splitColumnHosting = false
        output.inheritedNavigationBar = page.inheritedBar(for: preferences)
        contentEnvironment = (input, handsOver, output)
        return output
    }

    // MARK: Layout and drawing

    private static var stack: VStackLayout { VStackLayout(alignment: .leading, spacing: 0) }

    /// The bar's, content's and bottom bar's items, top to bottom.
    private var stackItems: LayoutSubviews {
        LayoutSubviews(
            node.children.dropFirst().flatMap(\.layoutItems),
            layoutDirection: node.isRightToLeft ? .rightToLeft : .leftToRight)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let subviews = stackItems
        var cache = Self.stack.makeCache(subviews: subviews)
        return Self.stack.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    override func place(in rect: CGRect, proposal: ProposedViewSize) {
        let subviews = stackItems
        var cache = Self.stack.makeCache(subviews: subviews)
        Self.stack.placeSubviews(in: rect, proposal: proposal, subviews: subviews, cache: &cache)
        guard let background = node.children.first else { return }
        for item in background.layoutItems {
            item.place(in: rect, proposal: ProposedViewSize(rect.size))
        }
    }
}
