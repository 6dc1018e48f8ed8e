import Foundation
import PlumeGraphics

/// The effects a `VisualEffect` can add, as SwiftUI's `VisualEffect` methods. Non-finite numbers
/// are drawn as the amount that changes nothing (an offset of 0, a scale of 1…); opacities are
/// clamped to 0…1 and blur radii to 0 or more.
extension VisualEffect {
    private func adding(_ kind: _VisualEffectStep.Kind) -> _ComposedVisualEffect {
        _ComposedVisualEffect(_visualEffectSteps: _visualEffectSteps + [_VisualEffectStep(kind)])
    }

    /// Moves the drawing by `offset`.
    public func offset(_ offset: CGSize) -> some VisualEffect {
        adding(.offset(CGSize(width: finite(offset.width, or: 0), height: finite(offset.height, or: 0))))
    }

    /// Moves the drawing by `x` and `y` points.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { offset(CGSize(width: x, height: y)) }

    /// Scales the drawing about `anchor` of the view's bounds.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.scale(CGSize(width: finite(scale.width, or: 1), height: finite(scale.height, or: 1)), anchor))
    }

    /// Scales the drawing uniformly about `anchor`.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
        scaleEffect(CGSize(width: scale, height: scale), anchor: anchor)
    }

    /// Scales the drawing by `x` and `y` about `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Rotates the drawing by `angle` about `anchor`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.rotation(angle.radians.isFinite ? angle : .zero, anchor))
    }

    /// Draws the view at `opacity` (0…1).
    public func opacity(_ opacity: Double) -> some VisualEffect {
        adding(.opacity(opacity.isNaN ? 1 : min(max(opacity, 0), 1)))
    }

    /// Blurs the drawing by `radius` points (`opaque` is accepted and, as Plume's `blur`, not used).
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect {
        adding(.blur(radius.isFinite ? max(0, radius) : 0))
    }

    /// Multiplies the drawing's colours by `color`.
    public func colorMultiply(_ color: Color) -> some VisualEffect { adding(.colorMultiply(color)) }

    /// Brightens the drawing by `amount` (0: unchanged).
    public func brightness(_ amount: Double) -> some VisualEffect { adding(.color(.brightness(finite(amount, or: 0)))) }

    /// Changes the drawing's contrast by `amount` (1: unchanged).
    public func contrast(_ amount: Double) -> some VisualEffect { adding(.color(.contrast(finite(amount, or: 1)))) }

    /// Changes the drawing's saturation by `amount` (1: unchanged).
    public func saturation(_ amount: Double) -> some VisualEffect { adding(.color(.saturation(finite(amount, or: 1)))) }

    /// Turns the drawing grey by `amount` (0: unchanged, 1: fully grey).
    public func grayscale(_ amount: Double) -> some VisualEffect { adding(.color(.grayscale(finite(amount, or: 0)))) }

    /// Rotates the drawing's hues by `angle`.
    public func hueRotation(_ angle: Angle) -> some VisualEffect {
        adding(.color(.hueRotation(angle.radians.isFinite ? angle : .zero)))
    }
}

/// `value` when it is finite, else `neutral`.
private func finite<T: BinaryFloatingPoint>(_ value: T, or neutral: T) -> T { value.isFinite ? value : neutral }
