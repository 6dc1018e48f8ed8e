import Foundation
import PlumeGraphics

/// Adds to the safe area of its content, as SwiftUI's `safeAreaPadding`: a scroll view right
/// inside extends under the padding and insets its content and indicators by it (as margins: the
/// content scrolls through them, unclipped); any other content is padded.
nonisolated struct SafeAreaPaddingModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let insets: EdgeInsets
    @MainActor func makeBehavior() -> NodeBehavior { SafeAreaPaddingBehavior() }
}

/// Lays out its content in the whole frame when that content is a scroll view (stated by the
/// content's `scrollTarget`), handing it the insets as margins before measuring it; pads it
/// otherwise. Touches only its content.
final class SafeAreaPaddingBehavior: ModifierBehavior<SafeAreaPaddingModifier> {
    override var displayName: String? { "safeAreaPadding" }
    private var insets: EdgeInsets { modifier.insets }

    /// The scroll view that is the whole content, if it is one, with the insets handed to it.
    private var scrollContent: Scrollable? {
        let items = contentItems
        guard items.count == 1, let scrollable = items[0].behavior.scrollTarget else { return nil }
        if scrollable.safeAreaMargins != insets { scrollable.safeAreaMargins = insets }
        return scrollable
    }

    override func modifierChanged(from old: SafeAreaPaddingModifier) { node.invalidateLayout() }

    /// `proposal` less the insets (a padded content's proposal).
    private func inner(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: proposal.width.map { max(0, $0 - insets.leading - insets.trailing) },
            height: proposal.height.map { max(0, $0 - insets.top - insets.bottom) })
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        if scrollContent != nil { return contentSize(proposal) }
        return insets.growing(contentSize(inner(proposal)))
    }

    override func place(in rect: CGRect, proposal: ProposedViewSize) {
        if scrollContent != nil { return placeContent(in: rect, proposal: proposal) }
        placeContent(in: rect.inset(by: insets, rightToLeft: false), proposal: inner(proposal))
    }
}

nonisolated extension View {
    /// Adds `length` points (16 when nil) to the safe area of this view on `edges`, as SwiftUI's
    /// `safeAreaPadding(_:_:)`.
    ///
    /// ```swift
    /// ScrollView(.horizontal) { HStack { cards } }
    ///     .safeAreaPadding(.horizontal, 16)
    /// ```
    /// A scroll view (or list) this is applied to keeps its full frame and insets its content and
    /// indicators by the padding, which the content scrolls through unclipped; other views are
    /// padded, as `padding` does. Difference from SwiftUI: Plume has no per-view safe area, so only
    /// a scroll view the modifier is applied to directly extends under the padding (one further in,
    /// under other views, is padded with them). NaN, infinite and negative lengths count as 0.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        safeAreaPadding(EdgeInsets().replacing(edges, with: EdgeInsets(uniform: length ?? 16)))
    }

    /// Adds `length` points to the safe area on every edge (see `safeAreaPadding(_:_:)`).
    public func safeAreaPadding(_ length: CGFloat) -> some View { safeAreaPadding(.all, length) }

    /// Adds `insets` to the safe area (see `safeAreaPadding(_:_:)`).
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        modifier(SafeAreaPaddingModifier(insets: insets.clampedToMargins))
    }
}
