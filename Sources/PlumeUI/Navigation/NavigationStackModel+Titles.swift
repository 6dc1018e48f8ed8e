import Foundation

/// The pages' titles, which the stack shows in the back button of the page above each one.
///
/// Called by each page (`NavigationPageSlot`) when its content's `navigationTitle` changes; the
/// page shows its own title itself, so the stack renders again only when a page above shows the
/// title in its back button. A push, whose new page reports its title in the same frame, does not
/// render the stack a second time.
extension NavigationStackModel {
    /// Records page `id`'s title; renders the stack again when a page above the page at `depth`
    /// shows it.
    func setTitle(_ title: String?, ofPage id: Int, depth: Int) {
        guard titles[id] != title else { return }
        titles[id] = title
        if depth < entries.count { objectWillChange.send() }
    }

    /// Forgets the titles of pages no longer shown (the root's stays).
    func keepTitles(ofPages ids: [Int]) {
        let kept = titles.filter { $0.key == 0 || ids.contains($0.key) }
        if kept.count != titles.count { titles = kept }
    }

    /// The back button title of the page at `depth`: the title of the page below it, or "Back".
    func backTitle(atDepth depth: Int) -> String {
        let id = depth - 1 == 0 ? 0 : entries[depth - 2].id
        guard let title = titles[id], !title.isEmpty else { return "Back" }
        return title
    }
}
