import Foundation
import PlumeAnimation
import PlumeGraphics

/// Turns the content about an axis in space and draws it in perspective, as SwiftUI's
/// `_Rotation3DEffect` (made by `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`).
///
/// The content's plane is turned about `axis` through the point `anchor` of its frame (lifted by
/// `anchorZ` towards the viewer), by the right-hand rule in the screen's y-down axes: a positive turn
/// about y takes the right side away from the viewer, about x the top, about z turns clockwise. It
/// is then seen from an eye `max(width, height) / perspective` in front of the plane (no perspective
/// when `perspective` is 0). The back of the content is drawn mirrored, as SwiftUI draws it; a part
/// that would pass behind the eye is not drawn.
nonisolated public struct _Rotation3DEffect: GeometryEffect, Equatable {
    public var angle: Angle
    public var axis: (x: CGFloat, y: CGFloat, z: CGFloat)
    public var anchor: UnitPoint
    public var anchorZ: CGFloat
    public var perspective: CGFloat

    public init(
        angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
        perspective: CGFloat = 1
    ) {
        (self.angle, self.axis, self.anchor, self.anchorZ, self.perspective) = (
            angle, axis, anchor, anchorZ, perspective
        )
    }

    /// The angle, the axis's three parts, the anchor, `anchorZ` and the perspective, as SwiftUI's.
    public typealias AnimatableData = AnimatablePair<
        Angle.AnimatableData,
        AnimatablePair<
            CGFloat,
            AnimatablePair<
                CGFloat,
                AnimatablePair<CGFloat, AnimatablePair<UnitPoint.AnimatableData, AnimatablePair<CGFloat, CGFloat>>>
            >
        >
    >

    public var animatableData: AnimatableData {
        get {
            AnimatablePair(
                angle.animatableData,
                AnimatablePair(
                    axis.x,
                    AnimatablePair(
                        axis.y,
                        AnimatablePair(
                            axis.z,
                            AnimatablePair(anchor.animatableData, AnimatablePair(anchorZ, perspective))))))
        }
        set {
            angle.animatableData = newValue.first
            axis.x = newValue.second.first
            axis.y = newValue.second.second.first
            axis.z = newValue.second.second.second.first
            anchor.animatableData = newValue.second.second.second.second.first
            anchorZ = newValue.second.second.second.second.second.first
            perspective = newValue.second.second.second.second.second.second
        }
    }

    public func effectValue(size: CGSize) -> ProjectionTransform {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        // No axis (or a bad one) turns nothing, as a rotation about a zero vector does.
        guard length > 0, length.isFinite, angle.radians.isFinite else { return ProjectionTransform() }
        let (kx, ky, kz) = (axis.x / length, axis.y / length, axis.z / length)
        let (s, c) = (CGFloat(sin(angle.radians)), CGFloat(cos(angle.radians)))
        let t = 1 - c
        // Rodrigues' rotation matrix, for column vectors: r = R · q.
        let r = [
            [c + kx * kx * t, kx * ky * t - kz * s, kx * kz * t + ky * s],
            [ky * kx * t + kz * s, c + ky * ky * t, ky * kz * t - kx * s],
            [kz * kx * t - ky * s, kz * ky * t + kx * s, c + kz * kz * t],
        ]
        let a = anchor.point(in: CGRect(origin: .zero, size: size))
        let reach = max(size.width, size.height)
        // w = 1 − z / eye distance, with the eye max(w, h) / perspective in front.
        let k = reach > 0 && perspective.isFinite ? -perspective / reach : 0
        // q = (x − ax, y − ay, −anchorZ) is rotated, r = R · q, and lands at (r.x / w + ax, r.y / w + ay)
        // with w = 1 + k · r.z. r is linear in (x, y, 1): R times each of q's three parts.
        func rotated(_ dx: CGFloat, _ dy: CGFloat, _ d1: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
            (
                r[0][0] * dx + r[0][1] * dy + r[0][2] * d1, r[1][0] * dx + r[1][1] * dy + r[1][2] * d1,
                r[2][0] * dx + r[2][1] * dy + r[2][2] * d1
            )
        }
        // The linear parts for x (q = (1, 0, 0)), y (q = (0, 1, 0)) and the constant (q = (−ax, −ay, −az)).
        let ex = rotated(1, 0, 0)
        let ey = rotated(0, 1, 0)
        let e1 = rotated(-a.x, -a.y, -anchorZ)
        // W = 1·[const] + k·rz;  X = rx + ax·W;  Y = ry + ay·W.
        func column(_ e: (CGFloat, CGFloat, CGFloat), constant: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
            let w = constant + k * e.2
            return (e.0 + a.x * w, e.1 + a.y * w, w)
        }
        let cx = column(ex, constant: 0)
        let cy = column(ey, constant: 0)
        let c1 = column(e1, constant: 1)
        return ProjectionTransform(
            m11: cx.0, m12: cx.1, m13: cx.2, m21: cy.0, m22: cy.1, m23: cy.2, m31: c1.0, m32: c1.1, m33: c1.2)
    }

    public static func == (lhs: _Rotation3DEffect, rhs: _Rotation3DEffect) -> Bool {
        lhs.angle == rhs.angle && lhs.axis == rhs.axis && lhs.anchor == rhs.anchor && lhs.anchorZ == rhs.anchorZ
            && lhs.perspective == rhs.perspective
    }
}

/// Draws the content through a fixed projective transform, as SwiftUI's `_ProjectionEffect`.
nonisolated public struct _ProjectionEffect: GeometryEffect, Equatable {
    public var transform: ProjectionTransform
    public init(transform: ProjectionTransform) { self.transform = transform }
    public func effectValue(size: CGSize) -> ProjectionTransform { transform }
}

nonisolated extension View {
    /// Draws the view turned in three dimensions about `axis`, in perspective, as SwiftUI's
    /// `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`:
    /// ```swift
    /// Text("Flip").rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0))
    /// ```
    /// Layout is unchanged; taps land where the turned view is drawn.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> some View {
        modifier(
            _Rotation3DEffect(angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective))
    }

    /// Draws the view through `transform` (in the view's own coordinates), as SwiftUI's
    /// `projectionEffect(_:)`. Layout is unchanged.
    public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        modifier(_ProjectionEffect(transform: transform))
    }

    /// Draws the view through the affine `transform` (in the view's own coordinates), as SwiftUI's
    /// `transformEffect(_:)`. Layout is unchanged.
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        modifier(_ProjectionEffect(transform: ProjectionTransform(transform)))
    }
}
