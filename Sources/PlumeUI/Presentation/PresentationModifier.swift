import Foundation
import PlumeAnimation
import PlumeGraphics

/// What every presentation modifier (`.sheet`, `.alert`, `.popover`…) is underneath: the request
/// to show while its binding says "presented", nil otherwise. The modified view is laid out and
/// drawn as if the modifier were not there.
nonisolated struct PresentationModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let request: PresentationRequest?
    @MainActor func makeBehavior() -> NodeBehavior { PresentationModifierBehavior() }
}

/// Hands the modifier's request to the window's `PresentationLayer` each time the modifier updates
/// (its view's body ran, or its environment changed), and takes it off when the view goes.
final class PresentationModifierBehavior: TransparentModifierBehavior<PresentationModifier> {
    override func update(changed: Bool) {
        super.update(changed: changed)
        node.graph.presentations.sync(presenter: node, request: modifier.request)
    }
    override func modifierChanged(from old: PresentationModifier) {}
    override func destroyed() { node.graph.presentations.presenterWentAway(node) }
}

nonisolated extension View {
    /// Presents `request` while it is not nil.
    func presentation(_ request: PresentationRequest?) -> some View {
        modifier(PresentationModifier(request: request))
    }

    /// A presentation shown while `isPresented` is true; dismissing sets it to false.
    func presentation(
        _ kind: PresentationKind, isPresented: Binding<Bool>, onDismiss: (() -> Void)?,
        content: @escaping () -> AnyView
    ) -> some View {
        presentation(
            isPresented.wrappedValue
                ? PresentationRequest(
                    kind: kind, identity: AnyHashable(0), content: content,
                    dismiss: { isPresented.wrappedValue = false }, onDismiss: onDismiss)
                : nil)
    }

    /// A presentation shown while `item` is not nil, one per item identity; dismissing sets it to nil.
    func presentation<Item: Identifiable>(
        _ kind: PresentationKind, item: Binding<Item?>, onDismiss: (() -> Void)?,
        content: @escaping (Item) -> AnyView
    ) -> some View {
        presentation(
            item.wrappedValue.map { value in
                PresentationRequest(
                    kind: kind, identity: AnyHashable(value.id), content: { content(value) },
                    dismiss: { item.wrappedValue = nil }, onDismiss: onDismiss)
            })
    }
}
