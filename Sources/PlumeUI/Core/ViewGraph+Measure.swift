import Foundation

extension ViewGraph {
    /// The size the window's content asks for when offered `proposal` (`.unspecified` gives its
    /// ideal size), measured with the same cached layout the window uses; the window's own size is
    /// not changed. The preview renderer calls it for `previewLayout(.sizeThatFits)`; call it on the
    /// main thread between frames.
    public func contentSizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        SingleContentBehavior.size(of: root.children.first?.layoutItems ?? [], proposal).windowSanitized
    }
}
