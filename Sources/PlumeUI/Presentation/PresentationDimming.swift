import Foundation
import PlumeAnimation
import PlumeGraphics

/// The layer over everything below a presentation: darkened for sheets, alerts and dialogs, clear
/// for popovers and covers. It takes the pointer presses outside the presented view, so nothing
/// behind sees them; a press released on it closes a popover (unless its content declared
/// `interactiveDismissDisabled`). Over a menu bar, a press released on another title (or the pointer
/// moving onto one) opens that title's menu instead (see `otherMenuBarTitle(at:in:)`).
struct PresentationDimming: View, PrimitiveView {
    let entry: PresentationEntry
    typealias Body = Never
    func makeBehavior() -> NodeBehavior { PresentationDimmingBehavior() }
}

final class PresentationDimmingBehavior: PrimitiveBehavior<PresentationDimming>, PointerHandler, HoverHandler {
    private var entry: PresentationEntry { view.entry }
    override var pointerHandler: PointerHandler? { self }
    override var hoverHandler: HoverHandler? { self }

    override var displayName: String? { "Dimming" }
    override var dumpDetails: String? {
        let amount = entry.kind.dimming(in: node.environment.colorScheme)
        return amount > 0 ? "black \(formatNumber(CGFloat(amount) * 100))%" : nil
    }

    override func update(changed: Bool) { node.invalidateRender() }

    override func draw(into list: inout DisplayList) {
        let amount = entry.kind.dimming(in: node.environment.colorScheme)
        guard amount > 0 else { return }
        list.append(.fill(Path(node.drawFrame), .color(Color.Resolved(red: 0, green: 0, blue: 0, opacity: amount))))
    }

    override func hitTest(_ point: CGPoint) -> ViewNode? { node }

    func pointerBegan(at point: CGPoint) -> Bool { true }
    func pointerMoved(to point: CGPoint) {}
    func pointerEnded(at point: CGPoint) {
        guard node.graph.presentations.topmost === entry, entry.kind.closesOnOutsideTap,
            entry.context.allowsInteractiveDismiss
        else {
            return
        }
        let title = entry.otherMenuBarTitle(at: point, in: node.graph)
        entry.requestDismiss()
        title?.activate()
    }
    func pointerCancelled() {}

    func hoverMoved(to point: CGPoint) {
        guard node.graph.presentations.topmost === entry, let title = entry.otherMenuBarTitle(at: point, in: node.graph)
        else { return }
        title.activate()
    }
    func hoverEnded() {}
}
