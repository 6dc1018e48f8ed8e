import Foundation

/// A projective transform of the plane, with SwiftUI's spelling: a 3×3 matrix that maps points as
/// rows, `[x' y' w] = [x y 1] · M`, then divides by `w`.
///
/// ```swift
/// let p = CGPoint(x: 10, y: 0).applying(ProjectionTransform(CGAffineTransform(scaleX: 2, y: 2)))
/// ```
/// `m13` and `m23` make it projective (a perspective); with them 0 and `m33` 1 it is affine.
/// `t1.concatenating(t2)` applies `t1` first, then `t2`, as `CGAffineTransform` does. A point whose
/// `w` is 0 or less lies behind the eye: `project(_:)` says so instead of giving a point.
/// Apple's `init(_: CATransform3D)` is absent: QuartzCore does not exist on Linux.
public struct ProjectionTransform: Hashable, Sendable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    /// The identity transform.
    public init() {}

    /// The transform with these entries (row by row).
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat, m31: CGFloat,
        m32: CGFloat, m33: CGFloat
    ) {
        (self.m11, self.m12, self.m13) = (m11, m12, m13)
        (self.m21, self.m22, self.m23) = (m21, m22, m23)
        (self.m31, self.m32, self.m33) = (m31, m32, m33)
    }

    /// The affine transform `m` as a projective one.
    public init(_ m: CGAffineTransform) {
        self.init(m11: m.a, m12: m.b, m13: 0, m21: m.c, m22: m.d, m23: 0, m31: m.tx, m32: m.ty, m33: 1)
    }

    /// Whether this is the identity.
    public var isIdentity: Bool { self == ProjectionTransform() }

    /// Whether it maps lines to lines without perspective (`m13 = m23 = 0`, `m33 = 1`).
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// The affine part, exact when `isAffine`.
    public var affine: CGAffineTransform {
        CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32)
    }

    /// Whether every entry is finite.
    public var isFinite: Bool { [m11, m12, m13, m21, m22, m23, m31, m32, m33].allSatisfy(\.isFinite) }

    /// The determinant of the matrix (0 for a transform that flattens the plane).
    public var determinant: CGFloat {
        m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
    }

    /// `self` followed by `rhs`.
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        ProjectionTransform(
            m11: m11 * rhs.m11 + m12 * rhs.m21 + m13 * rhs.m31,
            m12: m11 * rhs.m12 + m12 * rhs.m22 + m13 * rhs.m32,
            m13: m11 * rhs.m13 + m12 * rhs.m23 + m13 * rhs.m33,
            m21: m21 * rhs.m11 + m22 * rhs.m21 + m23 * rhs.m31,
            m22: m21 * rhs.m12 + m22 * rhs.m22 + m23 * rhs.m32,
            m23: m21 * rhs.m13 + m22 * rhs.m23 + m23 * rhs.m33,
            m31: m31 * rhs.m11 + m32 * rhs.m21 + m33 * rhs.m31,
            m32: m31 * rhs.m12 + m32 * rhs.m22 + m33 * rhs.m32,
            m33: m31 * rhs.m13 + m32 * rhs.m23 + m33 * rhs.m33)
    }

    /// Inverts in place; returns false (and leaves `self` alone) when the matrix has no inverse.
    @discardableResult
    public mutating func invert() -> Bool {
        let det = determinant
        guard det != 0, det.isFinite else { return false }
        let inverse = ProjectionTransform(
            m11: (m22 * m33 - m23 * m32) / det, m12: (m13 * m32 - m12 * m33) / det,
            m13: (m12 * m23 - m13 * m22) / det,
            m21: (m23 * m31 - m21 * m33) / det, m22: (m11 * m33 - m13 * m31) / det,
            m23: (m13 * m21 - m11 * m23) / det,
            m31: (m21 * m32 - m22 * m31) / det, m32: (m12 * m31 - m11 * m32) / det,
            m33: (m11 * m22 - m12 * m21) / det)
        guard inverse.isFinite else { return false }
        self = inverse
        return true
    }

    /// The inverse, or `self` when there is none (as SwiftUI's `inverted()`).
    public func inverted() -> ProjectionTransform {
        var copy = self
        return copy.invert() ? copy : self
    }

    /// Where `point` lands, or nil when it lands behind the eye (`w` ≤ 0) or at infinity.
    public func project(_ point: CGPoint) -> CGPoint? {
        let w = point.x * m13 + point.y * m23 + m33
        guard w > 1e-9, w.isFinite else { return nil }
        return CGPoint(x: (point.x * m11 + point.y * m21 + m31) / w, y: (point.x * m12 + point.y * m22 + m32) / w)
    }

    /// The point in front of the eye that lands on `point`, or nil when there is none (the transform
    /// has no inverse, or what lands there lies behind the eye): hit testing maps a touch back with it.
    public func preimage(of point: CGPoint) -> CGPoint? {
        var inverse = self
        guard inverse.invert() else { return nil }
        let w = point.x * inverse.m13 + point.y * inverse.m23 + inverse.m33
        guard w != 0, w.isFinite else { return nil }
        let source = CGPoint(
            x: (point.x * inverse.m11 + point.y * inverse.m21 + inverse.m31) / w,
            y: (point.x * inverse.m12 + point.y * inverse.m22 + inverse.m32) / w)
        return project(source) == nil ? nil : source
    }

    /// The bounding box of `rect`'s projected corners, or nil when part of it lands behind the eye
    /// (the image is then unbounded). A projective map sends the rectangle to a convex quadrilateral
    /// when all four corners are in front, so the corners bound it.
    public func boundingBox(of rect: CGRect) -> CGRect? {
        guard !rect.isNull else { return rect }
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
        ]
        var box = CGRect.null
        for corner in corners {
            guard let p = project(corner) else { return nil }
            box = box.union(CGRect(origin: p, size: .zero))
        }
        return box
    }
}

extension CGPoint {
    /// The point mapped by `m`, as SwiftUI's `applying(_:)`: the division by `w` is not checked (a
    /// point behind the eye comes out mirrored or infinite); `ProjectionTransform.project(_:)` checks.
    public func applying(_ m: ProjectionTransform) -> CGPoint {
        let w = x * m.m13 + y * m.m23 + m.m33
        return CGPoint(x: (x * m.m11 + y * m.m21 + m.m31) / w, y: (x * m.m12 + y * m.m22 + m.m32) / w)
    }
}
