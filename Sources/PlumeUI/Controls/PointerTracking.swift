import Foundation
import PlumeAnimation
import PlumeGraphics

/// Reports pointer presses and moves over the content in its own coordinates (the controls' drag
/// handling; the full gesture system comes with #6).
nonisolated struct PointerTrackingModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let changed: (CGPoint, CGSize) -> Void
    let ended: (CGPoint, CGSize) -> Void
    @MainActor func makeBehavior() -> NodeBehavior { PointerTrackingBehavior() }
}

final class PointerTrackingBehavior: ModifierBehavior<PointerTrackingModifier>, PointerHandler {
    override var pointerHandler: PointerHandler? { self }
    override var displayName: String? { "" }
    override var isTransparent: Bool { true }
    override func modifierChanged(from old: PointerTrackingModifier) {}

    private var area: CGRect { node.layoutItems.reduce(CGRect.null) { $0.union($1.frame) } }
    private func local(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x - area.minX, y: p.y - area.minY) }

    func pointerBegan(at point: CGPoint) -> Bool {
        modifier.changed(local(point), area.size)
        return true
    }
    func pointerMoved(to point: CGPoint) { modifier.changed(local(point), area.size) }
    func pointerEnded(at point: CGPoint) { modifier.ended(local(point), area.size) }
    func pointerCancelled() {}
    var claimsPressImmediately: Bool { true }
}

nonisolated extension View {
    func trackPointer(
        changed: @escaping (CGPoint, CGSize) -> Void, ended: @escaping (CGPoint, CGSize) -> Void = { _, _ in }
    ) -> some View {
        modifier(PointerTrackingModifier(changed: changed, ended: ended))
    }
}
