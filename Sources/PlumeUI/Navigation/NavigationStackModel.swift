import Foundation
import PlumeAnimation
import PlumeGraphics
import PlumeStreams

/// A page pushed by a view rather than a value: `NavigationLink(destination:)` and
/// `navigationDestination(isPresented:)`. `anchor` is how many path values were below it when it was
/// pushed; it stays above them while they are unchanged.
struct NavigationViewPage {
    let id: Int
    let anchor: Int
    let view: AnyView
    /// Runs when the page is popped by anything but its own presenter (back, dismiss, Escape, a swipe
    /// or a path change below it).
    let onPop: (() -> Void)?
}

/// One page above a stack's root: a value of the path or a view page.
enum NavigationEntry {
    case value(NavigationPathItem, id: Int)
    case view(NavigationViewPage)

    var id: Int {
        switch self {
        case .value(_, let id): return id
        case .view(let page): return page.id
        }
    }

    var isValue: Bool {
        if case .value = self { return true }
        return false
    }
}

/// What a `NavigationStack` keeps between renders: the identities of its pages, its view pages and
/// its destinations.
///
/// Pages of the path keep their identity (and so their state) while the values below and at them
/// are unchanged: when the path changes, the longest unchanged prefix keeps its pages and every
/// value after it gets a new page. View pages sit between path values at their anchor, and go when
/// a value below them changes or goes (their `onPop` runs).
final class NavigationStackModel: ObservableObject {
    let destinations = NavigationDestinationRegistry()
    /// The pages above the root as the stack's body last placed them.
    let placedPages = NavigationPlacedPages()
    /// The path the stack last rendered with (set by the stack's body).
    var path: NavigationPathAccess?
    /// Tells the stack that view pages or problems changed, so it renders them.
    let objectWillChange = ObservableObjectPublisher()
    /// The pages above the root as last rendered, bottom first.
    private(set) var entries: [NavigationEntry] = []
    /// Bad input met by the stack's actions (a value that does not fit a typed path), last 8.
    private(set) var problems: [String] = []
    /// Each shown page's `navigationTitle`, by page id (0: the root), as the pages last reported
    /// them (see `setTitle(_:ofPage:depth:)`).
    var titles: [Int: String] = [:]
    /// The pages' slide transition for the last width (see `slideTransition(width:)`).
    private var slide: (width: CGFloat, transition: AnyTransition)?
    private var lastID = 0
    private var items: [NavigationPathItem] = []
    private var ids: [Int] = []
    private var viewPages: [NavigationViewPage] = []

    /// A fresh page identity (never reused, so a page pushed while another slides out is new).
    func nextID() -> Int {
        lastID += 1
        return lastID
    }

    /// Matches the path's current values with the pages shown, and returns the pages to show.
    func sync(_ newItems: [NavigationPathItem]) -> [NavigationEntry] {
        var common = 0
        let shared = min(items.count, newItems.count)
        while common < shared, items[common] == newItems[common] { common += 1 }
        guard common < items.count || newItems.count > items.count else { return entries }
        ids = Array(ids.prefix(common)) + (common..<newItems.count).map { _ in nextID() }
        items = newItems
        let gone = viewPages.filter { $0.anchor > common }
        viewPages.removeAll { $0.anchor > common }
        entries = Self.interleave(items: items, ids: ids, viewPages: viewPages)
        gone.forEach { $0.onPop?() }
        return entries
    }

    /// Path values in order with each view page after the values below its anchor.
    private static func interleave(items: [NavigationPathItem], ids: [Int], viewPages: [NavigationViewPage])
        -> [NavigationEntry]
    {
        var entries: [NavigationEntry] = []
        entries.reserveCapacity(items.count + viewPages.count)
        var next = 0
        for index in 0...items.count {
            while next < viewPages.count, viewPages[next].anchor <= index {
                entries.append(.view(viewPages[next]))
                next += 1
            }
            if index < items.count { entries.append(.value(items[index], id: ids[index])) }
        }
        return entries
    }

    /// How many path values are among the first `depth` entries.
    func valueCount(below depth: Int) -> Int { entries.prefix(depth).filter(\.isValue).count }

    /// Pushes a view page above the first `depth` entries (`anchor` path values); returns its id.
    func pushView(_ view: AnyView, anchor: Int, onPop: (() -> Void)?) -> Int {
        let page = NavigationViewPage(id: nextID(), anchor: anchor, view: view, onPop: onPop)
        viewPages.append(page)
        entries = Self.interleave(items: items, ids: ids, viewPages: viewPages)
        return page.id
    }

    /// Removes the view pages among `entries[depth...]`; runs their `onPop` when `notify`. Returns
    /// how many path values are among those entries (the caller removes them from the path).
    func removeEntries(from depth: Int, notify: Bool) -> (values: Int, pageIDs: [Int]) {
        let removed = entries.dropFirst(depth)
        let viewIDs = Set(
            removed.compactMap { entry -> Int? in
                if case .view(let page) = entry { return page.id }
                return nil
            })
        let gone = viewPages.filter { viewIDs.contains($0.id) }
        viewPages.removeAll { viewIDs.contains($0.id) }
        entries = Self.interleave(items: items, ids: ids, viewPages: viewPages)
        if notify { gone.forEach { $0.onPop?() } }
        return (removed.filter(\.isValue).count, removed.map(\.id))
    }

    /// The transition a page slides in and out with at `width`: the same value while the width is
    /// the same, so the pages kept on a push compare equal to their last values and are skipped.
    func slideTransition(width: CGFloat) -> AnyTransition {
        if let slide, slide.width == width { return slide.transition }
        let transition = AnyTransition.modifier(
            active: NavigationSlideEffect(fraction: 1, width: width),
            identity: NavigationSlideEffect(fraction: 0, width: width))
        slide = (width, transition)
        return transition
    }

    /// The depth of the view page `id` (its entry index + 1), if shown.
    func depth(ofPage id: Int) -> Int? { entries.firstIndex { $0.id == id }.map { $0 + 1 } }

    /// Keeps `message` for the stack to report.
    func report(_ message: String) {
        if problems.count >= 8 { problems.removeFirst() }
        problems.append(message)
    }
}
