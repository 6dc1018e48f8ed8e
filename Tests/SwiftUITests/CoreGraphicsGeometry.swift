import CoreGraphics

// Geometry as an Apple-platform file writes it with only `import CoreGraphics` (tested by
// ImportCoreGraphicsTests, which cannot import CoreGraphics itself: Swift Testing declares a
// cross-import overlay for Apple's CoreGraphics that Linux's toolchain does not ship).

/// A card's frame moved, inset and its centre, computed with Core Graphics types only.
func cardGeometry() -> (moved: CGRect, insetSize: CGSize, centre: CGPoint) {
    let card = CGRect(x: 10, y: 20, width: 30, height: 40)
    let half: CGFloat = card.width / 2
    return (card.offsetBy(dx: 5, dy: -5), card.insetBy(dx: 5, dy: 5).size, CGPoint(x: card.minX + half, y: card.midY))
}

/// (1, 1) scaled by 2 then moved by (10, 0), a vector's length, and the drawing context's type name.
func transformGeometry() -> (point: CGPoint, length: CGFloat, contextName: String) {
    let transform = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)
    let velocity = CGVector(dx: 3, dy: 4)
    return (
        CGPoint(x: 1, y: 1).applying(transform), (velocity.dx * velocity.dx + velocity.dy * velocity.dy).squareRoot(),
        String(describing: CGContext.self)
    )
}
