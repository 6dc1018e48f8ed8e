import Foundation
import PlumeCairo
import PlumeTesting
import Testing

@testable import PlumeUI

/// A view nested in itself `depth` times, each level padded by one point.
private struct Nest: View {
    let depth: Int
    var body: some View {
        if depth > 0 { AnyView(Nest(depth: depth - 1).padding(1)) } else { AnyView(Text("core")) }
    }
}

/// A feedback loop: every change schedules another one.
private struct RunawayCounter: View {
    @State private var n = 0
    var body: some View {
        Text("n \(n)").onChange(of: n, initial: true) { n += 1 }
    }
}

/// Extremes that must neither crash nor hang: deep trees, huge geometry, runaway state, unusual text.
@Suite("Robustness")
struct RobustnessBehaviourTests {

    @Test func deeplyNestedViewsLayOut() {
        let host = makeHost(Nest(depth: 150))
        // 150 levels of 1-point padding around a 32 × 16 text.
        #expect(host.frame(ofText: "core") == CGRect(x: 184, y: 142, width: 32, height: 16))
        #expect(lines(of: host.dump(), containing: "padding").count == 150)
    }

    @Test func hugeGeometryRenders() throws {
        let host = ViewHost(
            Color.red.frame(width: 1e9, height: 1e9).blur(radius: 3), size: CGSize(width: 100, height: 100))
        let image = try host.render()
        #expect(image.pixel(x: 50, y: 50).description == "#FF3B30FF")
    }

    @Test func zeroSizedViewsWithEffectsRender() throws {
        let host = ViewHost(
            VStack {
                Color.red.frame(width: 0, height: 0).shadow(radius: 5).blur(radius: 2)
                Circle().frame(width: 0, height: 0).clipShape(Circle()).mask(Rectangle())
                Text("").padding().background(Color.blue).cornerRadius(8)
            }, size: CGSize(width: 100, height: 100))
        _ = try host.render()
        #expect(!host.dump().contains("nan"))
    }

    @Test func runawayStateChangesDoNotHang() {
        let host = makeHost(RunawayCounter())
        host.advance(by: 0.5)
        let shown = host.texts.first.flatMap { Int($0.dropFirst(2)) } ?? -1
        // Every frame runs the after-frame work a bounded number of times, so the count stays bounded.
        #expect(shown > 0 && shown < 10_000, "\(host.texts)")
    }

    @Test func unusualTextShapesWithPango() throws {
        let samples = [
            "a\u{0}b", "\u{202E}reversed", "שלום עולם", "مرحبا", "👨‍👩‍👧‍👦 🇫🇷", "e\u{301}\u{301}\u{301}", "\t\t", "\n\n\n",
            String(repeating: "\u{FFFD}", count: 50),
        ]
        for sample in samples {
            let host = ViewHost(Text(verbatim: sample).frame(width: 200), size: CGSize(width: 300, height: 200))
            _ = try host.render()
            let frame = host.find(text: sample)?.frame
            #expect(frame.map { $0.width.isFinite && $0.height.isFinite } == true, "\(sample.debugDescription)")
        }
    }

    @Test func onlyNewlinesCountAsLines() {
        let host = makeHost(Text("\n\n"))
        #expect(host.frame(ofText: "\n\n")?.height == 48)
    }

    @Test func manyFramesOfAnimationStayCheap() {
        struct Spinner: View {
            @State private var on = false
            var body: some View {
                Color.red.frame(width: 10, height: 10).rotationEffect(.degrees(on ? 360 : 0))
                    .onAppear { withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { on = true } }
            }
        }
        let host = makeHost(Spinner())
        host.advance(by: 10.25)  // a quarter turn into the eleventh cycle (whole turns draw untransformed)
        #expect(host.frameCount > 500, "60 frames a second while animating: \(host.frameCount)")
        #expect(host.dumpDisplayList().hasPrefix("transform"))
    }

    @Test func rapidTapsAreAllCounted() {
        struct Counter: View {
            @State private var count = 0
            var body: some View { Button("taps \(count)") { count += 1 } }
        }
        let host = makeHost(Counter())
        for i in 0..<50 { #expect(host.tap("taps \(i)")) }
        #expect(host.find(text: "taps 50") != nil)
    }
}
