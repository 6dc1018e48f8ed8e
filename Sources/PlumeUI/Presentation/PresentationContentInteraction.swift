import Foundation
import PlumeGraphics

/// What a vertical drag on a scroll view inside a resizable sheet does first, as SwiftUI's
/// `PresentationContentInteraction`: grow the sheet to its next detent, or scroll the content.
public struct PresentationContentInteraction: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case automatic, resizes, scrolls }
    let kind: Kind

    /// The system's choice: as `.resizes` (SwiftUI's iOS behaviour).
    public static var automatic: PresentationContentInteraction { .init(kind: .automatic) }
    /// An upward drag on the content grows the sheet until it reaches its largest detent; only
    /// then does the content scroll.
    public static var resizes: PresentationContentInteraction { .init(kind: .resizes) }
    /// The content scrolls; the sheet changes size only by its grab strip (or by a pull down on
    /// content scrolled to its top).
    public static var scrolls: PresentationContentInteraction { .init(kind: .scrolls) }
}

nonisolated extension View {
    /// Chooses whether a drag on a scroll view inside the sheet this view is presented in resizes
    /// the sheet or scrolls, as SwiftUI's `presentationContentInteraction(_:)`.
    ///
    /// ```swift
    /// .sheet(isPresented: $showComments) {
    ///     ScrollView { Comments() }
    ///         .presentationDetents([.medium, .large])
    ///         .presentationContentInteraction(.scrolls)
    /// }
    /// ```
    /// With `.automatic` and `.resizes`, an upward drag on the content of a sheet below its
    /// largest detent moves the sheet (to the detent nearest where the drag leaves it); with
    /// `.scrolls` it scrolls the content. Either way, a pull down on content scrolled to its top
    /// moves the sheet down, and the grab strip at the top always resizes. A sheet with a single
    /// detent never resizes from its content.
    public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View {
        modifier(PresentationDeclarationModifier(declaration: .contentInteraction(behavior)))
    }
}

extension PresentationContext {
    /// Whether a drag on the content moving `dy` points (negative: up) should move the sheet rather
    /// than scroll: an upward drag while the sheet can still grow, unless the content scrolls
    /// (`.scrolls`). Asked by the scroll views inside when a press on them leaves the slop.
    func contentDragResizes(dy: CGFloat, maxHeight: CGFloat) -> Bool {
        guard dy < 0, contentInteractions.current?.kind != .scrolls else { return false }
        let all = detents(maxHeight: maxHeight)
        return all.count > 1 && selectedDetent(maxHeight: maxHeight) != all.last
    }

    /// Whether the sheet has several detents, so that a drag on its content may move it.
    func resizesFromContent(maxHeight: CGFloat) -> Bool { detents(maxHeight: maxHeight).count > 1 }
}
