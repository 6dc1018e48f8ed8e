import Foundation
import PlumeGraphics

/// The shape a window host gives the mouse cursor over a view (SwiftUI's `NSCursor` equivalents).
public enum PointerStyle: Hashable, Sendable {
    /// The ordinary arrow.
    case arrow
    /// The text caret bar, over editable text.
    case iBeam
    /// A pointing hand, over links and custom tappable views.
    case pointingHand
    /// Left-right resize arrows.
    case resizeLeftRight
    /// Up-down resize arrows.
    case resizeUpDown
    /// A crosshair.
    case crosshair
}

/// A behaviour that asks for a cursor shape over its view (text fields ask for `.iBeam`).
@MainActor
protocol PointerStyleProvider: AnyObject {
    var pointerStyle: PointerStyle? { get }
}

nonisolated struct PointerStyleModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let style: PointerStyle
    @MainActor func makeBehavior() -> NodeBehavior { PointerStyleBehavior() }
}

final class PointerStyleBehavior: TransparentModifierBehavior<PointerStyleModifier>, PointerStyleProvider {
    override var pointerStyleProvider: PointerStyleProvider? { self }
    override func modifierChanged(from old: PointerStyleModifier) {}
    var pointerStyle: PointerStyle? { modifier.style }
}

nonisolated extension View {
    /// Asks the window host to show `style` as the mouse cursor while it is over this view.
    public func pointerStyle(_ style: PointerStyle) -> some View { modifier(PointerStyleModifier(style: style)) }
}

extension ViewGraph {
    /// The cursor shape for the pointer at `point` (window coordinates): the innermost view's that
    /// asks for one, else `.arrow`. Window hosts call it as the mouse moves.
    public func pointerStyle(at point: CGPoint) -> PointerStyle {
        var node = hitTest(point)
        while let n = node {
            if let style = n.behavior.pointerStyleProvider?.pointerStyle { return style }
            node = n.parent
        }
        return .arrow
    }
}
