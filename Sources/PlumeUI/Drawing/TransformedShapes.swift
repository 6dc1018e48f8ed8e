import Foundation
import PlumeAnimation
import PlumeGraphics

/// A shape turned by an angle about an anchor of its rectangle, as SwiftUI's `RotatedShape`: the
/// path turns, the frame stays (unlike `rotationEffect`, which turns the drawn view).
public struct RotatedShape<Content: Shape>: Shape {
    public var shape: Content
    public var angle: Angle
    public var anchor: UnitPoint

    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }

    /// The shape's data, the angle and the anchor animate.
    public var animatableData: AnimatablePair<Content.AnimatableData, AnimatablePair<Double, UnitPoint.AnimatableData>>
    {
        get { AnimatablePair(shape.animatableData, AnimatablePair(angle.animatableData, anchor.animatableData)) }
        set {
            shape.animatableData = newValue.first
            angle.animatableData = newValue.second.first
            anchor.animatableData = newValue.second.second
        }
    }

    public func path(in rect: CGRect) -> Path {
        let pivot = anchor.point(in: rect)
        let turn = CGAffineTransform(translationX: pivot.x, y: pivot.y).rotated(by: angle.radians)
            .translatedBy(x: -pivot.x, y: -pivot.y)
        return shape.path(in: rect).applying(turn)
    }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
}

extension RotatedShape: InsettableShape where Content: InsettableShape {
    /// The inset shape, turned the same way.
    public func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> {
        RotatedShape<Content.InsetShape>(shape: shape.inset(by: amount), angle: angle, anchor: anchor)
    }
}

/// A shape scaled about an anchor of its rectangle, as SwiftUI's `ScaledShape`.
public struct ScaledShape<Content: Shape>: Shape {
    public var shape: Content
    public var scale: CGSize
    public var anchor: UnitPoint

    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }

    /// The shape's data, the scale and the anchor animate.
    public var animatableData:
        AnimatablePair<Content.AnimatableData, AnimatablePair<CGSize.AnimatableData, UnitPoint.AnimatableData>>
    {
        get { AnimatablePair(shape.animatableData, AnimatablePair(scale.animatableData, anchor.animatableData)) }
        set {
            shape.animatableData = newValue.first
            scale.animatableData = newValue.second.first
            anchor.animatableData = newValue.second.second
        }
    }

    public func path(in rect: CGRect) -> Path {
        let pivot = anchor.point(in: rect)
        let grow = CGAffineTransform(translationX: pivot.x, y: pivot.y).scaledBy(x: scale.width, y: scale.height)
            .translatedBy(x: -pivot.x, y: -pivot.y)
        return shape.path(in: rect).applying(grow)
    }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
}

/// A shape whose path goes through an affine transform, as SwiftUI's `TransformedShape`.
public struct TransformedShape<Content: Shape>: Shape {
    public var shape: Content
    public var transform: CGAffineTransform

    public init(shape: Content, transform: CGAffineTransform) {
        self.shape = shape
        self.transform = transform
    }

    /// The shape's data animates (the transform does not, as in SwiftUI).
    public var animatableData: Content.AnimatableData {
        get { shape.animatableData }
        set { shape.animatableData = newValue }
    }

    public func path(in rect: CGRect) -> Path { shape.path(in: rect).applying(transform) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
}

extension Shape {
    /// This shape turned by `angle` about `anchor` of its rectangle (the path turns; the frame
    /// stays).
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }

    /// This shape scaled by `x` and `y` about `anchor` of its rectangle.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    /// This shape scaled by `scale` about `anchor` of its rectangle.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        self.scale(x: scale, y: scale, anchor: anchor)
    }

    /// This shape's path through `transform`.
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }
}
