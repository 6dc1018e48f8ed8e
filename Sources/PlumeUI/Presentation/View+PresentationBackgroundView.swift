import Foundation
import PlumeGraphics

/// A view a presented view asked its card to show behind it (`presentationBackground(alignment:content:)`).
struct PresentationBackgroundView {
    let alignment: Alignment
    let content: AnyView
}

nonisolated extension View {
    /// Shows `content` behind this view, filling the card of the sheet, popover or cover it is
    /// presented in instead of the system's background, as SwiftUI's
    /// `presentationBackground(alignment:content:)`.
    ///
    /// ```swift
    /// .sheet(isPresented: $showDetails) {
    ///     Details().presentationBackground(alignment: .bottom) {
    ///         LinearGradient(colors: [.pink, .orange], startPoint: .top, endPoint: .bottom)
    ///     }
    /// }
    /// ```
    /// The background is offered the card's whole size and placed by `alignment`, clipped to the
    /// card's rounded outline; it takes no taps away from the content. Differences from SwiftUI:
    /// alerts and dialogs keep their own background, and the background view is built again when
    /// the presenting view or the declaring view's presence or alignment changes, not when only
    /// state inside the presented view changes.
    public func presentationBackground<V: View>(
        alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> some View {
        modifier(
            PresentationDeclarationModifier(
                declaration: .backgroundView(
                    PresentationBackgroundView(alignment: alignment, content: AnyView(content())))
            ))
    }
}

/// The card's background view, drawn behind the presented view (the card's second child, key 1).
extension PresentedContainerBehavior {
    /// The key of the background view among the card's children (the presented view's is 0).
    static var backgroundKey: AnyHashable { AnyHashable(1) }

    /// The declared background view, for the kinds that take one.
    var declaredBackgroundView: PresentationBackgroundView? {
        switch kind {
        case .alert, .confirmationDialog, .menu: nil
        case .sheet, .popover, .fullScreenCover: entry.context.backgroundViews.current
        }
    }

    /// The background view's node, once made.
    var backgroundNode: ViewNode? {
        zip(node.childKeys, node.children).first { $0.0 == Self.backgroundKey }?.1
    }

    /// Makes the card's children: the presented view, then the declared background view if any.
    func reconcilePresentedViews() {
        var children: [(key: AnyHashable, view: any View)] = [(AnyHashable(0), entry.request.content())]
        if let background = declaredBackgroundView { children.append((Self.backgroundKey, background.content)) }
        node.reconcileChildren(children, environment: entry.presentedEnvironment)
    }

    /// Places the background view (child 1) in the card's frame by its alignment, offered the
    /// whole card.
    func placeBackground(in rect: CGRect) {
        guard backgroundNode != nil, let alignment = declaredBackgroundView?.alignment else { return }
        let proposal = ProposedViewSize(rect.size)
        for item in node.children[1].layoutItems {
            item.place(
                in: align(item, size: item.sizeThatFits(proposal), in: rect, alignment: alignment), proposal: proposal)
        }
    }
}

extension PresentationContext {
    /// Whether a new background-view declaration changes what the card holds (a background
    /// appearing, going or moving to another alignment): the card then makes its children again.
    func backgroundViewChangesCard(_ old: PresentationBackgroundView?) -> Bool {
        let new = backgroundViews.current
        return (old == nil) != (new == nil) || old?.alignment != new?.alignment
    }
}
