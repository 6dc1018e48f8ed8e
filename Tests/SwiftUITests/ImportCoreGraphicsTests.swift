import CoreGraphics
import Testing

/// Geometry code as an Apple-platform file writes it with only `import CoreGraphics`.
@Suite struct ImportCoreGraphicsTests {
    @Test func geometryFromCoreGraphicsAlone() {
        let card = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(card.offsetBy(dx: 5, dy: -5) == CGRect(x: 15, y: 15, width: 30, height: 40))
        #expect(card.insetBy(dx: 5, dy: 5).size == CGSize(width: 20, height: 30))
        let half: CGFloat = card.width / 2
        #expect(CGPoint(x: card.minX + half, y: card.midY) == CGPoint(x: 25, y: 40))
    }

    @Test func transformsAndVectorsFromCoreGraphicsAlone() {
        // Scaled, then moved: (1, 1) × 2 + (10, 0).
        let transform = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)
        #expect(CGPoint(x: 1, y: 1).applying(transform) == CGPoint(x: 12, y: 2))
        let velocity = CGVector(dx: 3, dy: 4)
        #expect((velocity.dx * velocity.dx + velocity.dy * velocity.dy).squareRoot() == 5)
        #expect(String(describing: CGContext.self) == "CGContext")
    }
}
