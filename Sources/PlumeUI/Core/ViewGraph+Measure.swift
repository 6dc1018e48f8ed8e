import Foundation

extension ViewGraph {
    /// The size the window's content asks for when offered `proposal` (`.unspecified` gives its
    /// ideal size), measured with the same cached layout the window uses; the window's own size is
    /// not changed. The preview renderer calls it for `previewLayout(.sizeThatFits)`; call it on the
    /// main thread between frames.
    public func contentSizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let size = SingleContentBehavior.size(of: root.children.first?.layoutItems ?? [], proposal)
        return CGSize(
            width: size.width.isFinite ? max(0, size.width) : 0, height: size.height.isFinite ? max(0, size.height) : 0)
    }
}
