import Foundation
import Plume

/// The smooth curve through data points, scaled from the data's box into the shape's rectangle;
/// `progress` trims it for the drawing animation.
struct SmoothLineShape: Shape {
    let data: [CGPoint]
    /// The box the data lives in (the tutorial plots in a 700 × 320 view).
    let dataBounds: CGRect

    func path(in rect: CGRect) -> Path {
        let sx = rect.width / dataBounds.width
        let sy = rect.height / dataBounds.height
        let scaled = data.map {
            CGPoint(x: rect.minX + ($0.x - dataBounds.minX) * sx, y: rect.minY + ($0.y - dataBounds.minY) * sy)
        }
        return (try? Path(smoothCurveThrough: scaled)) ?? Path()
    }
}

/// The `bezier-chart` scene: the tutorial's eight points joined by a smooth cubic Bézier curve, drawn
/// with round caps and width 4, its stroke end animating from 0 to 1 over 2.5 s when it appears.
struct BezierChartView: View {
    static let data = [
        CGPoint(x: 40, y: 150), CGPoint(x: 140, y: 300), CGPoint(x: 230, y: 140), CGPoint(x: 310, y: 250),
        CGPoint(x: 390, y: 100), CGPoint(x: 490, y: 200), CGPoint(x: 580, y: 270), CGPoint(x: 650, y: 30),
    ]
    @State private var strokeEnd: CGFloat = 0

    var body: some View {
        VStack(spacing: 16) {
            Text("Smooth cubic Bézier").font(.headline)
            ZStack {
                ForEach(Array(Self.data.enumerated()), id: \.offset) { item in
                    Circle()
                        .fill(Color.orange)
                        .frame(width: 8, height: 8)
                        .position(
                            x: (item.element.x - 0) * 360 / 700, y: (item.element.y - 0) * 200 / 320)
                }
                SmoothLineShape(data: Self.data, dataBounds: CGRect(x: 0, y: 0, width: 700, height: 320))
                    .trim(from: 0, to: strokeEnd)
                    .stroke(Color.primary, style: StrokeStyle(lineWidth: 4, lineCap: .round))
            }
            .frame(width: 360, height: 200)
            .accessibilityLabel("Chart")
        }
        .onAppear {
            withAnimation(.linear(duration: 2.5)) { strokeEnd = 1 }
        }
    }
}

enum BezierChartScene {
    /// The picture shows the whole curve (it draws itself over the first 2.5 seconds).
    static let scene = GalleryScene(
        id: "bezier-chart", title: "Smooth cubic Bézier chart", seed: "000", pictureTime: 2.6
    ) {
        BezierChartView()
    }
}
