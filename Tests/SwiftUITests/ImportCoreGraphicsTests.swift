import Foundation
import Testing

/// The Core Graphics names an Apple-platform file uses with only `import CoreGraphics`
/// (CoreGraphicsGeometry.swift).
@Suite struct ImportCoreGraphicsTests {
    @Test func geometryFromCoreGraphicsAlone() {
        let card = cardGeometry()
        #expect(card.moved == CGRect(x: 15, y: 15, width: 30, height: 40))
        #expect(card.insetSize == CGSize(width: 20, height: 30))
        #expect(card.centre == CGPoint(x: 25, y: 40))
    }

    @Test func transformsVectorsAndTheContextFromCoreGraphicsAlone() {
        let result = transformGeometry()
        #expect(result.point == CGPoint(x: 12, y: 2))
        #expect(result.length == 5)
        #expect(result.contextName == "CGContext")
    }
}
