import Foundation
import Plume
import PlumeTesting
import Testing

@testable import Gallery

@Suite("bezier-chart") struct BezierChartTests {
    /// The chart's stroke in the display list.
    private func stroke(_ host: ViewHost) -> (Path, StrokeStyle)? {
        for item in host.displayList.allItems() {
            if case .stroke(let path, _, let style, _) = item, style.lineWidth == 4 { return (path, style) }
        }
        return nil
    }

    @Test func thePathPassesThroughEveryPointSmoothly() throws {
        let data = BezierChartView.data
        let path = try Path(smoothCurveThrough: data)
        var ends: [CGPoint] = []
        var curves: [(CGPoint, CGPoint, CGPoint)] = []
        for element in path.elements {
            switch element {
            case .move(let p): ends.append(p)
            case .curve(let p, let c1, let c2):
                ends.append(p)
                curves.append((c1, c2, p))
            default: Issue.record("unexpected element \(element)")
            }
        }
        #expect(ends == data)
        // First derivatives match at each joint: the incoming and outgoing handles are mirror images.
        for i in 1..<curves.count {
            let joint = data[i]
            let incoming = CGPoint(x: joint.x - curves[i - 1].1.x, y: joint.y - curves[i - 1].1.y)
            let outgoing = CGPoint(x: curves[i].0.x - joint.x, y: curves[i].0.y - joint.y)
            #expect(abs(incoming.x - outgoing.x) < 1e-6 && abs(incoming.y - outgoing.y) < 1e-6)
        }
    }

    @Test func twoPointsGiveAStraightLineAndBadInputIsAnError() throws {
        let line = try Path(smoothCurveThrough: [CGPoint(x: 0, y: 0), CGPoint(x: 30, y: 60)])
        guard case .curve(_, let c1, let c2) = line.elements[1] else {
            Issue.record("expected one curve")
            return
        }
        for c in [c1, c2] { #expect(abs(c.y - 2 * c.x) < 1e-9) }  // on the segment y = 2x
        #expect(throws: SmoothCurve.InputError.self) {
            try Path(smoothCurveThrough: [CGPoint(x: 0, y: CGFloat.nan), CGPoint(x: 1, y: 1)])
        }
        #expect(try Path(smoothCurveThrough: []).isEmpty)
    }

    @Test func drawsWithRoundCapsWidth4OverTwoAndAHalfSeconds() throws {
        let host = try mount("bezier-chart")
        let full = try Path(smoothCurveThrough: BezierChartView.data).length * 360 / 700  // roughly, x scale
        #expect(stroke(host).map { $0.0.length } ?? 0 < 1)  // nothing drawn yet
        host.advance(by: 1.25)
        let (half, style) = try #require(stroke(host))
        #expect(style.lineCap == .round)
        let total = try #require(
            stroke(
                {
                    host.advance(by: 1.25)
                    return host
                }()))
        #expect(abs(half.length / total.0.length - 0.5) < 0.02)  // linear: half the time, half the length
        #expect(total.0.length > full * 0.4)
        host.advance(by: 1)
        #expect(!host.isAnimating)
    }

    /// `gallery render bezier-chart` without `--at` (and `make pictures`) shows the whole curve, not
    /// the first fifth of its 2.5-second drawing.
    @Test func theDefaultPictureShowsTheWholeCurve() throws {
        let scene = try GalleryRenderer.scene("bezier-chart")
        let picture = try GalleryRenderer.host(for: scene)
        let finished = try mount("bezier-chart")
        finished.advance(by: 3)
        let drawn = try #require(stroke(picture)).0.length
        let whole = try #require(stroke(finished)).0.length
        #expect(abs(drawn - whole) < 0.5, "\(drawn) of \(whole)")
        #expect(!picture.isAnimating)
    }

    @Test func picture() throws {
        let host = try GalleryRenderer.host(
            for: try GalleryRenderer.scene("bezier-chart"), options: RenderOptions(at: 2.5))
        try host.assertSnapshot(named: "bezier-chart", in: snapshotDirectory)
    }
}
