import Foundation
import PlumeGraphics

nonisolated extension View {
    /// Replaces the accessibility elements of this view by those of `representation`, as SwiftUI's
    /// `accessibilityRepresentation(representation:)`: a custom control reads as the standard
    /// control it stands for.
    ///
    /// ```swift
    /// HStack { Image(systemName: "star.fill"); Image(systemName: "star") }
    ///     .accessibilityRepresentation { Text("1 of 2 stars") }
    /// ```
    /// The representation is kept mounted beside the content at the content's frame, never drawn
    /// nor hit by the pointer, and left out of `views()` and `dump()`; the accessibility tree reads
    /// it instead of the content (with the content's frame).
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View {
        modifier(AccessibilityRepresentationModifier(representation: AnyView(representation())))
    }
}

nonisolated struct AccessibilityRepresentationModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let representation: AnyView
    @MainActor func makeBehavior() -> NodeBehavior { AccessibilityRepresentationBehavior() }
}

/// Lays out and draws its content as if it were not there, and keeps the representation as a
/// second child (`AccessibilityRepresentationHolder`) placed over the content's frame for the
/// accessibility tree (`accessibilityRepresentation`).
final class AccessibilityRepresentationBehavior: ModifierBehavior<AccessibilityRepresentationModifier> {
    override var movesWithFrame: Bool { false }
    override var displayName: String? { "accessibilityRepresentation" }
    override func modifierChanged(from old: AccessibilityRepresentationModifier) {}
    override var accessibilityRepresentation: ViewNode? { node.children.count > 1 ? node.children[1] : nil }
    override var inspectedChildren: [ViewNode] { Array(node.children.prefix(1)) }

    override func childViews(content: any View) -> [(key: AnyHashable, view: any View)] {
        [
            (AnyHashable(0), content),
            (AnyHashable(1), AccessibilityRepresentationHolder(content: modifier.representation)),
        ]
    }
    override func place(in rect: CGRect, proposal: ProposedViewSize) {
        super.place(in: rect, proposal: proposal)
        if node.children.count > 1 { node.children[1].place(in: rect, proposal: proposal) }
    }
    override func draw(into list: inout DisplayList) { node.children.first?.render(into: &list) }
    override func hitTest(_ point: CGPoint) -> ViewNode? { node.children.first?.behavior.hitTest(point) }
}

/// The mounted, undrawn representation: placed where the content is, at the content's proposal.
struct AccessibilityRepresentationHolder: View, PrimitiveView {
    let content: AnyView
    typealias Body = Never
    func makeBehavior() -> NodeBehavior { AccessibilityRepresentationHolderBehavior() }
}

final class AccessibilityRepresentationHolderBehavior: SingleContentViewBehavior<AccessibilityRepresentationHolder> {
    override var movesWithFrame: Bool { false }
    override var isTransparent: Bool { true }
    override var displayName: String? { "" }

    override func update(changed: Bool) { node.reconcileSingleChild(view.content, environment: node.environment) }
    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { .zero }
    override func place(in rect: CGRect, proposal: ProposedViewSize) { placeContent(in: rect, proposal: proposal) }
    override func draw(into list: inout DisplayList) {}
    override func hitTest(_ point: CGPoint) -> ViewNode? { nil }
}
