import Foundation
import PlumeAnimation
import PlumeGraphics

/// One page of a stack as the stack's body places it: the page (bar and content) with its context
/// and Escape marker.
///
/// It is `Equatable` by what the page shows (its identity, depth, back title, whether it is on top or in
/// view), so when the stack renders again — on every push and pop — the pages whose inputs are the
/// same are not rebuilt: a push onto a deep stack rebuilds the root, the new page and the two below
/// it. Its closures act through the stack's model, which always holds the current path, so a page
/// kept from an earlier render acts on the present. The root page's content is the app's view: it is
/// rebuilt whenever the stack's parent made a new stack value (`contentToken`), so it follows the
/// parent's state and its destination declarations register again. A plain value (`nonisolated`,
/// its `body` on the main actor), so the graph's comparison may read every field.
nonisolated struct NavigationPageSlot: View, Equatable {
    let id: Int
    let depth: Int
    let isTop: Bool
    /// Whether the page can be seen (the top one and the one under it, which a swipe reveals).
    let isVisible: Bool
    let backTitle: String?
    /// The page's content: fixed for the page's identity (a value's destination or a view page).
    let content: AnyView
    /// For the root page, the identity of the stack value its content came from; nil for others.
    let contentToken: ObjectIdentifier?
    let model: NavigationStackModel

    static func == (lhs: NavigationPageSlot, rhs: NavigationPageSlot) -> Bool {
        lhs.contentToken == rhs.contentToken && lhs.id == rhs.id && lhs.depth == rhs.depth && lhs.isTop == rhs.isTop
            && lhs.isVisible == rhs.isVisible && lhs.backTitle == rhs.backTitle
            && lhs.model === rhs.model
    }

    @MainActor var body: some View {
        let id = self.id
        let model = self.model
        let depth = self.depth
        return NavigationPageView(
            content: content, context: model.context(depth: depth), backTitle: backTitle,
            onTitle: { title in model.setTitle(title, ofPage: id, depth: depth) }
        )
        .modifier(NavigationPageEscapeModifier(isShowing: isTop, pop: depth == 0 ? nil : { model.pop(to: depth - 1) }))
    }
}
