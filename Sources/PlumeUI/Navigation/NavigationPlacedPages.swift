import Foundation
import PlumeAnimation
import PlumeGraphics

/// The pages above a stack's root as its body last placed them, so that a render makes a page's
/// value again only when what the page shows changed.
///
/// `NavigationStack`'s body calls `pages(for:swipe:width:backTitle:make:)` on every render (every push
/// and pop, and whenever the stack's parent renders again). A page whose inputs (identity, depth,
/// place, back title, width) are those it had last time gets the same `NavigationPlacedPage.Inputs`
/// object back, which the graph's comparison recognises by identity, without making its content
/// (an `AnyView` of the value's destination) or its slot again; only new pages and those whose inputs
/// changed call `make`. The cache holds the last render's pages only (by position), so a popped page
/// is forgotten at the next render. Used only by the stack's body (on the main actor).
final class NavigationPlacedPages {
    private var last: [NavigationPlacedPage.Inputs] = []

    /// The placed pages for `entries` (the pages above the root, depth 1 up), the top one swiped by
    /// `swipe`, in a stack `width` wide; `backTitle(depth)` is the back title of the page at `depth`.
    /// `make(entry, depth, backTitle)` makes a page's slot when its inputs changed.
    func pages(
        for entries: [NavigationEntry], swipe: CGFloat, width: CGFloat,
        backTitle: (Int) -> String?,
        make: (NavigationEntry, _ depth: Int, _ backTitle: String?) -> NavigationPageSlot
    ) -> [NavigationPlacedPage] {
        let count = entries.count
        var made: [NavigationPlacedPage.Inputs] = []
        made.reserveCapacity(entries.count)
        for (index, entry) in entries.enumerated() {
            let depth = index + 1
            let title = backTitle(depth)
            let fraction = NavigationPlacedPage.fraction(depth, of: count, swipe)
            if index < last.count,
                last[index].matches(
                    id: entry.id, depth: depth, count: count, backTitle: title, fraction: fraction, width: width)
            {
                made.append(last[index])
            } else {
                made.append(.init(slot: make(entry, depth, title), fraction: fraction, width: width))
            }
        }
        last = made
        return made.map(NavigationPlacedPage.init(inputs:))
    }
}

extension NavigationPlacedPage.Inputs {
    /// Whether these inputs are the ones a page with these values would have (its content is fixed
    /// for its identity, see `NavigationPageSlot`).
    fileprivate func matches(
        id: Int, depth: Int, count: Int, backTitle: String?, fraction: CGFloat, width: CGFloat
    ) -> Bool {
        slot.id == id && slot.depth == depth && slot.isTop == (depth == count)
            && slot.isVisible == (depth >= count - 1) && slot.backTitle == backTitle
            && self.fraction == fraction && self.width == width
    }
}
