import Foundation
import Plume

/// Turns a view about its vertical center line by `angle` degrees with perspective, hiding it while
/// it faces away (back-face culling), so two faces — one turned by `angle`, the other by
/// `angle - 180` — make a card that flips.
///
/// PlumeUI has no `rotation3DEffect` and its display list only carries affine transforms, so the
/// projection is drawn piecewise: the view is cut into `strips` vertical strips (each a clipped copy
/// of the content) and each strip is scaled about the view's center by the projection at the strip's
/// middle vertically by `f = d / (d − z)` (`z` the strip's depth, `d` the eye distance in view widths,
/// `perspective`), and horizontally so that its edges land exactly where the projection puts them
/// (`x = u · cos(angle) · f`). The near edge therefore grows and the far edge shrinks, as in a true
/// perspective warp; only the vertical scale is constant across a strip.
/// At rest (a multiple of 180°) the content is drawn once, untouched. While turning, the content is
/// drawn once per strip, so keep it cheap and free of state.
struct PerspectiveFlip: AnimatableModifier {
    /// The turn in degrees; 0 faces the viewer, 90 is edge-on.
    var angle: Double
    var strips = 32
    var perspective: CGFloat = 2.2

    var animatableData: Double {
        get { angle }
        set { angle = newValue }
    }

    /// The turn folded into -180..<180 degrees.
    var folded: Double {
        let a = angle.truncatingRemainder(dividingBy: 360)
        return a >= 180 ? a - 360 : (a < -180 ? a + 360 : a)
    }

    /// Whether the front of the content faces the viewer.
    var facesViewer: Bool { abs(folded) < 90 }

    /// Where the point `u` view widths right of the center lands on screen (in view widths from the
    /// center) and the projection's scale there.
    func project(_ u: CGFloat) -> (x: CGFloat, f: CGFloat) {
        let radians = folded * .pi / 180
        let f = perspective / (perspective - u * CGFloat(sin(radians)))
        return (u * CGFloat(cos(radians)) * f, f)
    }

    /// How strip `index` of `count` is drawn: its horizontal scale spans exactly from its projected
    /// left edge to its projected right edge (so neighbours meet), its vertical scale is the
    /// projection's at its middle, and `shift` (view widths) moves its middle to its projected middle.
    func placement(ofStrip index: Int, of count: Int) -> (scale: CGSize, middle: CGFloat, shift: CGFloat) {
        let a = CGFloat(index) / CGFloat(count) - 0.5
        let b = CGFloat(index + 1) / CGFloat(count) - 0.5
        let left = project(a).x
        let right = project(b).x
        let middle = (a + b) / 2
        let scale = CGSize(width: (right - left) / (b - a), height: project(middle).f)
        return (scale, middle + 0.5, (left + right) / 2 - middle)
    }

    func body(content: Content) -> some View {
        if !facesViewer {
            content.hidden()
        } else if abs(folded) < 0.01 {
            content
        } else {
            content.hidden().overlay {
                GeometryReader { proxy in
                    ZStack {
                        ForEach(0..<strips, id: \.self) { i in
                            let p = placement(ofStrip: i, of: strips)
                            content
                                .clipShape(VerticalStrip(index: i, count: strips))
                                .scaleEffect(
                                    x: p.scale.width, y: p.scale.height, anchor: UnitPoint(x: p.middle, y: 0.5)
                                )
                                .offset(x: p.shift * proxy.size.width)
                        }
                    }
                    .frame(width: proxy.size.width, height: proxy.size.height)
                }
                .allowsHitTesting(false)
            }
        }
    }
}

/// Strip `index` of `count` equal vertical strips of a rectangle, widened by 1.5 points each side
/// so neighbouring strips overlap instead of leaving hairline seams.
struct VerticalStrip: Shape {
    let index: Int
    let count: Int

    func path(in rect: CGRect) -> Path {
        let w = rect.width / CGFloat(max(1, count))
        let x = rect.minX + CGFloat(index) * w
        return Path(CGRect(x: x - 1.5, y: rect.minY, width: w + 3, height: rect.height))
    }
}
