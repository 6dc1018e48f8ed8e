import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// An `ImperativeView` that draws with a closure, with a layer's background and border settable.
private final class Sketch: ImperativeView {
    let drawing: (CGRect, inout GraphicsContext) -> Void
    init(_ drawing: @escaping (CGRect, inout GraphicsContext) -> Void) {
        self.drawing = drawing
        super.init(frame: .zero)
    }
    override func draw(_ rect: CGRect, in context: inout GraphicsContext) { drawing(rect, &context) }
}

private struct SketchView: UIViewRepresentable {
    let make: () -> Sketch
    func makeUIView(context: Context) -> Sketch { make() }
    func updateUIView(_ uiView: Sketch, context: Context) {}
}

/// What `GraphicsContext` and an `ImperativeView`'s layer properties put in the display list.
@Suite("GraphicsContext")
struct GraphicsContextTests {
    private func drawn(_ make: @escaping () -> Sketch) -> String {
        makeHost(SketchView(make: make).frame(width: 40, height: 20), width: 40, height: 20).dumpDisplayList()
    }

    @Test func copiesDrawIntoTheSameDestinationWithTheirOwnState() {
        let dump = drawn {
            Sketch { rect, context in
                var moved = context
                moved.translateBy(x: 5, y: 0)
                moved.opacity = 0.5
                moved.fill(Path(CGRect(x: 0, y: 0, width: 2, height: 2)), with: .color(.red))
                context.stroke(Path(rect), with: .color(.blue), lineWidth: 2)
            }
        }
        #expect(
            dump == """
                transform [1 0 0 1 0 0]
                  opacity 0.5
                    transform [1 0 0 1 5 0]
                      fill #FF3B30FF M 0 0 L 2 0 L 2 2 L 0 2 Z
                  stroke #007AFFFF w 2 M 0 0 L 40 0 L 40 20 L 0 20 Z
                """)
    }

    @Test func clipsApplyToLaterDrawingInTheCoordinatesTheyWereMadeIn() {
        let dump = drawn {
            Sketch { _, context in
                context.scaleBy(x: 2, y: 2)
                context.clip(to: Path(CGRect(x: 0, y: 0, width: 5, height: 5)))
                context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.green))
            }
        }
        #expect(dump.contains("clip M 0 0 L 10 0 L 10 10 L 0 10 Z\n    transform [2 0 0 2 0 0]"), "\(dump)")
    }

    @Test func gradientShadingsResolveInTheColorScheme() {
        let dump = drawn {
            Sketch { rect, context in
                context.fill(
                    Path(rect),
                    with: .linearGradient(
                        Gradient(colors: [.white, .blue]), startPoint: .zero, endPoint: CGPoint(x: 40, y: 0)))
            }
        }
        #expect(dump.contains("linear[#FFFFFFFF@0 #007AFFFF@1] (0, 0)→(40, 0)"), "\(dump)")
    }

    @Test func aSingularTransformAndANaNOpacityAreHandled() {
        let dump = drawn {
            Sketch { rect, context in
                var flat = context
                flat.scaleBy(x: 0, y: 1)
                flat.fill(Path(rect), with: .color(.red))
                var odd = context
                odd.opacity = .nan
                odd.fill(Path(rect), with: .color(.blue))
            }
        }
        #expect(dump == "transform [1 0 0 1 0 0]\n  fill #007AFFFF M 0 0 L 40 0 L 40 20 L 0 20 Z", "\(dump)")
    }

    @Test func layerPropertiesDrawBackgroundThenContentThenBorder() {
        let dump = drawn {
            let sketch = Sketch { _, context in
                context.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 4)), with: .color(.red))
            }
            sketch.backgroundColor = .white
            sketch.cornerRadius = .nan
            sketch.borderWidth = 4
            sketch.borderColor = .blue
            sketch.clipsToBounds = true
            return sketch
        }
        #expect(
            dump == """
                transform [1 0 0 1 0 0]
                  fill #FFFFFFFF M 0 0 L 40 0 L 40 20 L 0 20 Z
                  clip M 0 0 L 40 0 L 40 20 L 0 20 Z
                    fill #FF3B30FF M 0 0 L 40 0 L 40 4 L 0 4 Z
                  stroke #007AFFFF w 4 M 2 2 L 38 2 L 38 18 L 2 18 Z
                """)
    }

    @Test func cornerRadiusAndBorderAreClampedToHalfTheShorterSide() {
        let dump = drawn {
            let sketch = Sketch { _, _ in }
            sketch.backgroundColor = .white
            sketch.cornerRadius = 1000
            sketch.borderWidth = -3
            return sketch
        }
        #expect(!dump.contains("stroke"), "a negative border is none")
        #expect(dump.contains(" C "), "the background is rounded")
        let xs = dump.split(separator: " ").compactMap { Double($0) }
        #expect(xs.allSatisfy { (0...40).contains($0) }, "\(dump)")
    }
}
