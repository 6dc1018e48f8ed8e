import Foundation
import PlumeGraphics

nonisolated extension View {
    /// A menu of `menuItems` for this view, opened by a secondary click (right click) at the
    /// pointer, or a long press (0.5 s) below the view, as SwiftUI's `contextMenu(menuItems:)`.
    ///
    /// ```swift
    /// Text(note.title)
    ///     .contextMenu {
    ///         Button("Duplicate") { duplicate(note) }
    ///         Button("Delete", role: .destructive) { delete(note) }
    ///     }
    /// ```
    /// The menu is drawn and used as a `Menu`'s (sections, dividers, submenus, keyboard). Buttons
    /// inside the view still take taps; a long press on one opens the menu instead.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        modifier(ContextMenuModifier(items: AnyView(menuItems()), preview: nil))
    }

    /// A context menu with a preview, as SwiftUI's `contextMenu(menuItems:preview:)`. Plume draws the
    /// preview at the top of the menu, above its items (iOS lifts it out over a blurred window).
    public func contextMenu<M: View, P: View>(
        @ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P
    ) -> some View {
        modifier(ContextMenuModifier(items: AnyView(menuItems()), preview: AnyView(preview())))
    }
}

/// Opens a context menu from a secondary click or a long press.
nonisolated struct ContextMenuModifier: ViewModifier {
    let items: AnyView
    let preview: AnyView?
    /// Where the open menu points: the clicked point, or the view's bounds after a long press.
    @State private var anchor: PopoverAttachmentAnchor?

    @MainActor func body(content: Content) -> some View {
        let anchor = $anchor
        let items = self.items
        let preview = self.preview
        let isOpen = Binding(get: { anchor.wrappedValue != nil }, set: { if !$0 { anchor.wrappedValue = nil } })
        return
            content
            .gesture(LongPressGesture(minimumDuration: 0.5).onEnded { _ in anchor.wrappedValue = .rect(.bounds) })
            .modifier(SecondaryClickModifier { unit in anchor.wrappedValue = .point(unit) })
            .presentation(
                .menu(attachmentAnchor: self.anchor ?? .rect(.bounds), edge: .bottom), isPresented: isOpen,
                onDismiss: nil
            ) {
                let close = { anchor.wrappedValue = nil }
                return AnyView(
                    MenuPanel(
                        content: items, context: MenuContext(closeAll: close, closeSelf: close, depth: 0),
                        preview: preview))
            }
    }
}

/// Runs `action` with the clicked point in unit coordinates of the view when the view gets a
/// secondary click.
nonisolated struct SecondaryClickModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let action: (UnitPoint) -> Void
    @MainActor func makeBehavior() -> NodeBehavior { SecondaryClickBehavior() }
}

final class SecondaryClickBehavior: TransparentModifierBehavior<SecondaryClickModifier>, SecondaryClickHandler {
    override var secondaryClickHandler: SecondaryClickHandler? { self }
    override func modifierChanged(from old: SecondaryClickModifier) {}
    func secondaryClicked(at point: CGPoint) {
        let frame = node.layoutItems.reduce(CGRect.null) { $0.union($1.frame) }
        guard !frame.isNull else { return }
        let unit = UnitPoint(
            x: frame.width > 0 ? (point.x - frame.minX) / frame.width : 0,
            y: frame.height > 0 ? (point.y - frame.minY) / frame.height : 0)
        modifier.action(unit)
    }
}
