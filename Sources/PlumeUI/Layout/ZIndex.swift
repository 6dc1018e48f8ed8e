import Foundation
import PlumeAnimation
import PlumeGraphics

/// Sets the display order of a view among its container's subviews (`zIndex`).
nonisolated struct ZIndexModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let value: Double
    @MainActor func makeBehavior() -> NodeBehavior { ZIndexBehavior() }
}

/// States the node's `zIndex`; a change redraws the container (its order changed).
final class ZIndexBehavior: TransparentModifierBehavior<ZIndexModifier> {
    override var zIndex: Double? { modifier.value }
    override func viewAssigned(_ view: any View) {
        super.viewAssigned(view)
        node.frameState.hasZIndexModifiers = true
    }
    override func modifierChanged(from old: ZIndexModifier) {
        if old.value != modifier.value { node.invalidateRender() }
    }
}

/// The order a layout container draws and hit-tests its subviews in (`LayoutBehavior`): by
/// `zIndex`, lowest first, keeping the written order among equal ones (views without one count as
/// 0). Nil when no subview sets one, so the container draws its children as they come — at once
/// when no `zIndex` modifier was ever attached in the graph (`GraphFrameState.hasZIndexModifiers`):
/// looking through every subview's modifiers at every frame was a tenth of a frame of 1,000
/// animated views.
@MainActor
enum ZIndexOrder {
    static func drawingOrder(of items: [ViewNode], in frameState: GraphFrameState) -> [ViewNode]? {
        guard frameState.hasZIndexModifiers else { return nil }
        let indices = items.map(zIndex(of:))
        guard indices.contains(where: { $0 != nil }) else { return nil }
        return zip(items, indices).enumerated()
            .sorted { a, b in
                let za = a.element.1 ?? 0
                let zb = b.element.1 ?? 0
                return za == zb ? a.offset < b.offset : za < zb
            }
            .map { $0.element.0 }
    }

    /// A subview's `zIndex`: set on it or its content, or on a transparent modifier wrapping it alone
    /// (a `zIndex` written last wraps the subview without being a layout item itself).
    static func zIndex(of item: ViewNode) -> Double? {
        var node = item
        while true {
            if let value = node.behavior.zIndex { return value }
            guard let parent = node.parent, parent.behavior.isTransparent, parent.children.count == 1 else {
                return nil
            }
            node = parent
        }
    }
}

nonisolated extension View {
    /// The display order of this view among the overlapping subviews of its container, as SwiftUI's
    /// `zIndex(_:)`: higher values are drawn over lower ones and take taps first; the default is 0,
    /// and equal values keep the order the views are written in. It orders the subviews of a
    /// stack or other layout (`ZStack`, `HStack`, a custom `Layout`), also through `ForEach` and
    /// conditionals, and it is kept through modifiers applied after it (`.zIndex(1).transition(…)`).
    /// A NaN value counts as 0.
    public func zIndex(_ value: Double) -> some View {
        modifier(ZIndexModifier(value: value.isNaN ? 0 : value))
    }
}
