import Foundation
import PlumeCairo
import PlumeGraphics
import Testing

private typealias T = TestSupport

/// A faded single solid shape is drawn without an offscreen group; it must look like the group.
@Suite struct FadedShapeTests {
    @Test func aFadedShapeMatchesTheSameShapeFadedAsAGroup() throws {
        let size = CGSize(width: 80, height: 60)
        let circle = DisplayItem.fill(Path(ellipseIn: CGRect(x: 10.3, y: 5.7, width: 50, height: 40)), .color(T.red))
        let ring = DisplayItem.stroke(
            Path(ellipseIn: CGRect(x: 20, y: 10, width: 30, height: 30)), .color(T.blue), StrokeStyle(lineWidth: 5))
        // An empty fill beside the shape makes the painter composite a group.
        let nothing = DisplayItem.fill(Path(), .color(T.blue))
        for shape in [circle, ring] {
            let moved = DisplayItem.effect(.transform(CGAffineTransform(translationX: 3.5, y: 2)), DisplayList([shape]))
            let direct = DisplayList([T.fill(0, 0, 80, 60, T.green), .effect(.opacity(0.4), DisplayList([moved]))])
            let grouped = DisplayList([
                T.fill(0, 0, 80, 60, T.green), .effect(.opacity(0.4), DisplayList([moved, nothing])),
            ])
            let a = try CairoRenderer().render(direct, size: size, scale: 2)
            let b = try CairoRenderer().render(grouped, size: size, scale: 2)
            let worst = zip(a.bytes, b.bytes).map { abs(Int($0) - Int($1)) }.max() ?? 0
            #expect(worst <= 1, "differs by \(worst)")
        }
    }
}
