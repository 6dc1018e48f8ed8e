import Foundation
import PlumeCairo
import PlumeGraphics
import Testing

private typealias T = TestSupport

/// A `.projection` group is drawn in true perspective: resampled through the inverse transform,
/// with smooth edges, and the same in a partial redraw as in a full one.
@Suite struct ProjectionDrawingTests {
    /// Shrinks towards the right: w = 1 + x / 100 (a wall seen at an angle).
    private let perspective = ProjectionTransform(
        m11: 1, m12: 0, m13: 0.01, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)

    @Test func aPerspectiveDrawsTheQuadrilateralTheCornersGoTo() throws {
        // The 100 × 100 square lands on x 0…50, its right edge 50 high (y 0…50), its left 100 high.
        let image = try T.render(
            [.effect(.projection(perspective), DisplayList([T.fill(0, 0, 100, 100, T.red)]))], width: 120, height: 120)
        #expect(T.matches(image.pixel(x: 5, y: 90), 255, 0, 0))
        #expect(T.matches(image.pixel(x: 45, y: 45), 255, 0, 0))
        // Below the slanted bottom edge near the right, and right of x = 50: clear.
        #expect(T.matches(image.pixel(x: 45, y: 70), 255, 255, 255))
        #expect(T.matches(image.pixel(x: 60, y: 20), 255, 255, 255))
    }

    @Test func theSlantedEdgeIsAntialiasedNotStepped() throws {
        let image = try T.render(
            [.effect(.projection(perspective), DisplayList([T.fill(0, 0, 100, 100, T.red)]))], width: 120, height: 120)
        // The bottom edge runs from (0, 100) to (50, 50): along it, pixels are partly covered.
        var partial = 0
        for x in 2..<48 {
            let edgeY = Int((100 - Double(x)).rounded())
            let green = (edgeY - 2...edgeY + 2).map { Int(image.pixel(x: x, y: $0).green) }
            if green.contains(where: { $0 > 20 && $0 < 235 }) { partial += 1 }
        }
        #expect(partial > 40)
    }

    @Test func anAffineProjectionDrawsAsATransform() throws {
        let square = DisplayList([T.fill(0, 0, 10, 10, T.red)])
        let move = CGAffineTransform(translationX: 50, y: 20)
        let projected = try T.render([.effect(.projection(ProjectionTransform(move)), square)])
        let transformed = try T.render([.effect(.transform(move), square)])
        #expect(projected.bytes == transformed.bytes)
    }

    @Test func whatFallsBehindTheEyeOrFlattensDrawsNothing() throws {
        let square = DisplayList([T.fill(0, 0, 100, 100, T.red)])
        // w = 1 − x / 50: the square's part right of x = 50 is behind the eye.
        let wall = ProjectionTransform(m11: 1, m12: 0, m13: -0.02, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)
        let image = try T.render([.effect(.projection(wall), square)], width: 100, height: 100)
        #expect(T.matches(image.pixel(x: 10, y: 10), 255, 0, 0))
        let flat = ProjectionTransform(m11: 0, m12: 0, m13: 0.01, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)
        let nan = ProjectionTransform(m11: .nan, m12: 0, m13: 0.01, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)
        let nothing = try T.render([
            .effect(.projection(flat), square), .effect(.projection(nan), square),
        ])
        #expect(T.matches(nothing.pixel(x: 50, y: 50), 255, 255, 255))
    }

    @Test func aPartialRedrawMatchesAFullOne() throws {
        let size = CGSize(width: 160, height: 120)
        func scene(_ x: CGFloat) -> DisplayList {
            DisplayList([
                .effect(
                    .projection(perspective),
                    DisplayList([T.fill(10, 10, 80, 80, T.red), T.fill(20, 20, 20, 20, T.blue)])),
                T.fill(x, 60, 20, 20, T.green),
            ])
        }
        let white = Color.Resolved(red: 1, green: 1, blue: 1)
        let renderer = RetainedRenderer()
        _ = try renderer.render(scene(20), size: size, background: white)
        let damage = try renderer.render(scene(30), size: size, background: white)
        #expect(damage.reduce(CGRect.null) { $0.union($1) }.width < 60)
        let full = try CairoRenderer().render(scene(30), size: size, scale: 1, background: white)
        #expect(renderer.image().bytes == full.bytes)
    }
}
