import Foundation
import PlumeAnimation
import PlumeGraphics

/// A rectangle filling its frame.
public struct Rectangle: InsettableShape {
    /// Symmetric: mirroring changes nothing.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    var insetAmount: CGFloat = 0
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    public func inset(by amount: CGFloat) -> Rectangle {
        var r = self
        r.insetAmount += amount
        return r
    }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: InsettableShape {
    /// Symmetric: mirroring changes nothing.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }
    public func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: insetAmount, dy: insetAmount)
        return Path(
            roundedRect: r,
            cornerSize: CGSize(
                width: max(0, cornerSize.width - insetAmount), height: max(0, cornerSize.height - insetAmount)),
            style: style)
    }
    /// The corner size animates.
    public var animatableData: CGSize.AnimatableData {
        get { cornerSize.animatableData }
        set { cornerSize.animatableData = newValue }
    }
    public func inset(by amount: CGFloat) -> RoundedRectangle {
        var r = self
        r.insetAmount += amount
        return r
    }
}

/// A rectangle with a different radius at each corner, as SwiftUI's `UnevenRoundedRectangle`.
public struct UnevenRoundedRectangle: Shape {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }
    public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {
        self.init(
            cornerRadii: RectangleCornerRadii(
                topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius, bottomTrailing: bottomTrailingRadius,
                topTrailing: topTrailingRadius), style: style)
    }
    public func path(in rect: CGRect) -> Path {
        var p = Path()
        p.addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
        return p
    }
}

/// A circle centered in its frame, as large as fits.
public struct Circle: InsettableShape {
    /// Symmetric: mirroring changes nothing.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    var insetAmount: CGFloat = 0
    public init() {}
    public func path(in rect: CGRect) -> Path {
        let d = max(0, min(rect.width, rect.height) - 2 * insetAmount)
        return Path(ellipseIn: CGRect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d))
    }
    public func inset(by amount: CGFloat) -> Circle {
        var c = self
        c.insetAmount += amount
        return c
    }
}

/// An ellipse filling its frame.
public struct Ellipse: InsettableShape {
    /// Symmetric: mirroring changes nothing.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    var insetAmount: CGFloat = 0
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    public func inset(by amount: CGFloat) -> Ellipse {
        var e = self
        e.insetAmount += amount
        return e
    }
}

/// A rounded rectangle whose corner radius is half its shorter side.
public struct Capsule: InsettableShape {
    /// Symmetric: mirroring changes nothing.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    public func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: insetAmount, dy: insetAmount)
        return Path(roundedRect: r, cornerRadius: min(r.width, r.height) / 2, style: style)
    }
    public func inset(by amount: CGFloat) -> Capsule {
        var c = self
        c.insetAmount += amount
        return c
    }
}

/// A type-erased shape, as SwiftUI's `AnyShape`.
public struct AnyShape: Shape {
    let pathBuilder: (CGRect) -> Path
    let sizer: (ProposedViewSize) -> CGSize
    /// The wrapped shape's.
    public let layoutDirectionBehavior: LayoutDirectionBehavior
    public init<S: Shape>(_ shape: S) {
        pathBuilder = shape.path(in:)
        sizer = shape.sizeThatFits
        layoutDirectionBehavior = shape.layoutDirectionBehavior
    }
    public func path(in rect: CGRect) -> Path { pathBuilder(rect) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { sizer(proposal) }
}
