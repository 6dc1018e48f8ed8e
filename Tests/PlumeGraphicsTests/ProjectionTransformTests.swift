import Foundation
import PlumeGraphics
import Testing

/// `ProjectionTransform`'s arithmetic, with SwiftUI's row-vector convention.
@Suite struct ProjectionTransformTests {
    /// A perspective that shrinks points as x grows (w = 1 + x / 100).
    private let perspective = ProjectionTransform(
        m11: 1, m12: 0, m13: 0.01, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)

    @Test func anAffineTransformMapsAsCoreGraphicsDoes() {
        let affine = CGAffineTransform(translationX: 5, y: 7).rotated(by: 0.3).scaledBy(x: 2, y: 3)
        let projection = ProjectionTransform(affine)
        #expect(projection.isAffine)
        #expect(!projection.isIdentity)
        let p = CGPoint(x: 3, y: -4)
        let a = p.applying(affine)
        let b = p.applying(projection)
        #expect(abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9)
        #expect(projection.affine == affine)
        #expect(ProjectionTransform().isIdentity)
    }

    @Test func concatenatingAppliesTheLeftFirst() {
        let move = ProjectionTransform(CGAffineTransform(translationX: 10, y: 0))
        let double = ProjectionTransform(CGAffineTransform(scaleX: 2, y: 2))
        #expect(CGPoint(x: 1, y: 1).applying(move.concatenating(double)) == CGPoint(x: 22, y: 2))
        #expect(CGPoint(x: 1, y: 1).applying(double.concatenating(move)) == CGPoint(x: 12, y: 2))
    }

    @Test func aPerspectiveDividesByW() throws {
        #expect(!perspective.isAffine)
        let far = try #require(perspective.project(CGPoint(x: 100, y: 50)))
        #expect(far == CGPoint(x: 50, y: 25))
        // w = 1 + x / 100 is 0 at x = -100: that point and those beyond are behind the eye.
        #expect(perspective.project(CGPoint(x: -100, y: 0)) == nil)
        #expect(perspective.project(CGPoint(x: -150, y: 0)) == nil)
    }

    @Test func theInverseUndoesAndASingularMatrixHasNone() throws {
        var inverse = perspective
        let inverted = inverse.invert()
        #expect(inverted)
        let p = CGPoint(x: 30, y: -12)
        let back = p.applying(perspective).applying(inverse)
        #expect(abs(back.x - p.x) < 1e-9 && abs(back.y - p.y) < 1e-9)
        let point = try #require(perspective.preimage(of: CGPoint(x: 50, y: 25)))
        #expect(abs(point.x - 100) < 1e-9 && abs(point.y - 50) < 1e-9)
        var flat = ProjectionTransform(CGAffineTransform(scaleX: 0, y: 1))
        let flatInverted = flat.invert()
        #expect(!flatInverted)
        #expect(flat == ProjectionTransform(CGAffineTransform(scaleX: 0, y: 1)))
        #expect(flat.inverted() == flat)
        #expect(flat.preimage(of: .zero) == nil)
    }

    @Test func theBoxOfARectangleIsItsCornersOrUnboundedBehindTheEye() throws {
        let box = try #require(perspective.boundingBox(of: CGRect(x: 0, y: 0, width: 100, height: 100)))
        #expect(box == CGRect(x: 0, y: 0, width: 50, height: 100))
        #expect(perspective.boundingBox(of: CGRect(x: -200, y: 0, width: 300, height: 10)) == nil)
        let nan = ProjectionTransform(m11: .nan, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)
        #expect(!nan.isFinite)
    }
}
