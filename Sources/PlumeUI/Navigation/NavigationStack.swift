import Foundation
import PlumeAnimation
import PlumeGraphics

/// Views pushed one over another with a bar at the top, as SwiftUI's `NavigationStack`.
///
/// ```swift
/// @State private var path: [Int] = []
///
/// NavigationStack(path: $path) {
///     List(1..<50) { n in NavigationLink("Item \(n)", value: n) }
///         .navigationDestination(for: Int.self) { n in Detail(number: n) }
///         .navigationTitle("Items")
/// }
/// // path.append(contentsOf: [1, 2, 3]) pushes three pages; path.removeAll() pops to the root.
/// ```
/// The root page shows its `navigationTitle` large; a pushed page shows its title inline with a
/// back button (‹ and the previous page's title, or "Back") that pops it. Pages come from two
/// sources:
/// - **Values**: each value of the path (a `NavigationPath`, a typed collection such as `[Int]`, or
///   the stack's own path when it is made without one) shows the destination that a
///   `navigationDestination(for:destination:)` inside the stack declares for the value's type.
///   `NavigationLink(value:)` appends to the path; changing a bound path (appending several values,
///   `removeLast`, emptying it) pushes and pops as a person would.
/// - **Views**: `NavigationLink(destination:)` and `navigationDestination(isPresented:)` or
///   `navigationDestination(item:)` push a view page.
///
/// Destinations reach the stack through the environment: every page carries the stack's
/// `NavigationContext`, whose registry the `navigationDestination(for:)` declarations inside the
/// stack fill by type (see `NavigationDestinationRegistry`); a value page looks its type up there.
///
/// Every push and pop slides (0.35 s ease-in-out on the graph clock). The back button,
/// `@Environment(\.dismiss)` on a page, Escape (when no presentation is up and no view used the
/// key) and a swipe from the leading edge (released past half the width, or flung) pop the top
/// page; for a value page that removes the last path value through the binding. Pages below the
/// top keep their state; a pushed view page follows the state of the view that pushed it, and a
/// value page follows the state of the view that declared its destination.
///
/// Mixing the two kinds: a view page stays above the path values that were below it when it was
/// pushed; a value appended while it is on top goes above it. When one of the values below a view
/// page changes or goes (the path is set to something else), the view page goes too. A value page's
/// identity (and its state) lasts while it and every value below it are unchanged.
///
/// Toolbar items (`.toolbar`) are drawn in each page's bar (see `ToolbarItem`).
///
/// In a `NavigationSplitView` column the stack is the column's: its root page's bar takes the
/// column's sidebar toggle (and, collapsed, the back button to the previous column), and a stack
/// without a `path:` binding empties its path when the selection of a preceding column changes.
///
/// Differences from SwiftUI: a link that leaves the screen while its page is
/// pushed leaves the page showing its last value; a value with no destination shows a placeholder
/// page ("No destination for Int") and a message in `ViewGraph.diagnostics`, where SwiftUI shows a
/// similar placeholder and logs a warning; a value page covered by two or more pages is not rebuilt
/// when its destination's declaration changes (its own state still updates it) and catches up when
/// it comes back into view, so a push onto a deep stack costs the same as onto a shallow one.
public struct NavigationStack<Data, Root: View>: View {
    let root: Root
    /// New with each value the stack's parent makes: while it is the same, the root's content is
    /// the same value and is not rebuilt when only the stack's own state changed.
    private let rootToken = NavigationRootToken()
    /// The caller's path; nil means the stack's own `NavigationPath`.
    let boundPath: NavigationPathAccess?
    @State private var ownPath = NavigationPath()
    @StateObject private var model = NavigationStackModel()
    /// How far the top page has been swiped, as a fraction of the width (0: not swiping).
    @State private var swipe: CGFloat = 0
    /// Changes when a selection before this stack's split view column changed (0 elsewhere).
    @Environment(\.navigationResetToken) private var resetToken
    /// Right to left, pages slide in from the left (the graph mirrors their offsets) and the swipe
    /// back starts at the right edge and moves leftwards.
    @Environment(\.layoutDirection) private var layoutDirection

    /// A stack that keeps its own path (values pushed by `NavigationLink(value:)` go there).
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        boundPath = nil
    }

    /// A stack showing a page for each value of `path`, of any `Hashable` types.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        boundPath = NavigationPathAccess(path)
    }

    /// A stack showing a page for each element of `path`, all of one type.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where
        Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
        Data.Element: Hashable
    {
        self.root = root()
        boundPath = NavigationPathAccess(path)
    }

    public var body: some View {
        let model = self.model
        let path = boundPath ?? NavigationPathAccess($ownPath)
        model.path = path
        let entries = model.sync(path.items())
        let swipe = entries.isEmpty ? 0 : self.swipe
        return GeometryReader { proxy in
            let width = proxy.size.width
            let count = entries.count
            let pages = model.placedPages.pages(
                for: entries, swipe: swipe, width: width,
                backTitle: { model.backTitle(atDepth: $0) }
            ) { entry, depth, backTitle in
                slot(
                    content(of: entry, depth: depth, count: count), id: entry.id, depth: depth, count: count,
                    backTitle: backTitle)
            }
            ZStack {
                NavigationPlacedPage(
                    slot: slot(
                        AnyView(root), id: 0, depth: 0, count: count, backTitle: nil,
                        contentToken: ObjectIdentifier(rootToken)),
                    fraction: NavigationPlacedPage.fraction(0, of: count, swipe), width: width)
                ForEach(pages, id: \.pageKey) { page in
                    page.transition(model.slideTransition(width: width))
                }
            }
            .frame(width: proxy.size.width, height: proxy.size.height)
            // A path changed by the app (not inside an animation) slides like a push or pop.
            .animation(NavigationStackModel.animation, value: entries.map(\.id))
            .gesture(swipeBack(width: width, enabled: !entries.isEmpty))
        }
        .clipped()
        .onChange(of: entries.map(\.id)) { ids in model.keepTitles(ofPages: ids) }
        .onChange(of: resetToken) { _ in
            // The implicit path empties when a preceding split view column's selection changes.
            if boundPath == nil, !ownPath.isEmpty { ownPath = NavigationPath() }
        }
        .reportingDiagnostics(path.problems() + model.problems)
        .preference(key: NestedNavigationStackKey.self, value: true)
    }

    private func content(of entry: NavigationEntry, depth: Int, count: Int) -> AnyView {
        switch entry {
        case .value(let item, _):
            return AnyView(
                NavigationValueDestinationView(
                    item: item, slot: model.destinations.slot(for: item.type), isVisible: depth >= count - 1))
        case .view(let page):
            return page.view
        }
    }

    private func slot(
        _ content: AnyView, id: Int, depth: Int, count: Int, backTitle: String?, contentToken: ObjectIdentifier? = nil
    ) -> NavigationPageSlot {
        NavigationPageSlot(
            id: id, depth: depth, isTop: depth == count, isVisible: depth >= count - 1, backTitle: backTitle,
            content: content, contentToken: contentToken, model: model)
    }

    /// The swipe from the leading edge that pops the top page.
    private func swipeBack(width: CGFloat, enabled: Bool) -> some Gesture {
        let swipe = $swipe
        let model = self.model
        let sign: CGFloat = layoutDirection == .rightToLeft ? -1 : 1
        return NavigationEdgeSwipeGesture(
            isEnabled: enabled, rightToLeftWidth: layoutDirection == .rightToLeft ? width : nil
        )
        .onChanged { value in
            swipe.wrappedValue = width > 0 ? min(1, max(0, sign * value.translation.width / width)) : 0
        }
        .onEnded { value in
            let far =
                sign * value.translation.width > width / 2 || sign * value.predictedEndTranslation.width > width / 2
            let depth = model.entries.count
            withAnimation(NavigationStackModel.animation) { swipe.wrappedValue = 0 }
            if far, depth > 0 { model.pop(to: depth - 1) }
        }
    }
}

/// The identity of one value of a `NavigationStack` made by its parent (see `rootToken`).
final class NavigationRootToken {}

/// A page where the stack puts it: slid by `fraction` of the width, taking input only on top.
/// `Equatable`, so a page whose place and inputs are unchanged costs one comparison on a push.
/// Its inputs are held in one object, so the copies the graph makes while it compares and passes the
/// page down the transition's wrappers cost one retain each. A plain value (`nonisolated`, its `body`
/// on the main actor), so the graph's comparison may read its inputs.
nonisolated struct NavigationPlacedPage: View, Equatable {
    final class Inputs {
        let slot: NavigationPageSlot
        let fraction: CGFloat
        let width: CGFloat
        init(slot: NavigationPageSlot, fraction: CGFloat, width: CGFloat) {
            (self.slot, self.fraction, self.width) = (slot, fraction, width)
        }
    }
    let inputs: Inputs

    init(slot: NavigationPageSlot, fraction: CGFloat, width: CGFloat) {
        inputs = Inputs(slot: slot, fraction: fraction, width: width)
    }

    init(inputs: Inputs) { self.inputs = inputs }

    /// The page's identity among the stack's pages.
    var pageKey: NavigationPageKey { NavigationPageKey(id: inputs.slot.id) }

    /// Where the page at `depth` sits, as a fraction of the width: the top page at the swipe's
    /// progress, the one below it in parallax (-0.3) moving in as the swipe goes, the rest at -0.3.
    static func fraction(_ depth: Int, of count: Int, _ swipe: CGFloat) -> CGFloat {
        if depth == count { return swipe }
        if depth == count - 1 { return -0.3 * (1 - swipe) }
        return -0.3
    }

    static func == (lhs: NavigationPlacedPage, rhs: NavigationPlacedPage) -> Bool {
        lhs.inputs === rhs.inputs
            || (lhs.inputs.slot == rhs.inputs.slot && lhs.inputs.fraction == rhs.inputs.fraction
                && lhs.inputs.width == rhs.inputs.width)
    }

    @MainActor var body: some View {
        inputs.slot.modifier(NavigationSlideEffect(fraction: inputs.fraction, width: inputs.width))
            .allowsHitTesting(inputs.slot.isTop)
    }
}

/// A page's identity among the pages of a stack (its page id). Not a bare `Int`, so the graph's keys
/// hash and compare it directly (an `Int` in `AnyHashable` is compared through its canonical
/// integer form, which costs more).
struct NavigationPageKey: Hashable {
    let id: Int
}

/// The older name of `NavigationStack`, as SwiftUI's `NavigationView` (always the stack style).
public typealias NavigationView<Content: View> = NavigationStack<NavigationPath, Content>
