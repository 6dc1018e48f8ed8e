import Foundation
import PlumeGraphics
import PlumeTesting
import Testing

@testable import PlumeUI

/// PNG references of the canvas tests, light and dark (`PLUME_RECORD=1` records them).
private let snapshotDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")

/// A bar chart drawn in a `Canvas` from state a button changes, as a SwiftUI app writes it.
private struct BarChart: View {
    @State private var values: [Double] = [3, 5, 2]

    var body: some View {
        VStack(spacing: 8) {
            Canvas { context, size in
                let width = size.width / CGFloat(max(values.count, 1))
                for (index, value) in values.enumerated() {
                    let height = size.height * value / 10
                    let bar = CGRect(
                        x: CGFloat(index) * width + 4, y: size.height - height, width: width - 8, height: height)
                    context.fill(Path(roundedRect: bar, cornerRadius: 4), with: .color(.blue))
                }
                context.stroke(
                    Path { path in
                        path.move(to: CGPoint(x: 0, y: size.height))
                        path.addLine(to: CGPoint(x: size.width, y: size.height))
                    }, with: .foreground, lineWidth: 2)
                context.draw(Text("\(values.count) bars"), at: CGPoint(x: size.width / 2, y: 10), anchor: .top)
            }
            .frame(width: 240, height: 120)
            Button("Add") { values.append(7) }
        }
    }
}

/// Symbols, layers, filters, blend modes and transforms in one canvas.
private struct Decorated: View {
    var body: some View {
        Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.white.opacity(0.0)))
            var shadowed = context
            shadowed.addFilter(.shadow(color: .black.opacity(0.5), radius: 4, x: 2, y: 3))
            shadowed.fill(
                Path(ellipseIn: CGRect(x: 20, y: 20, width: 80, height: 80)),
                with: .linearGradient(
                    Gradient(colors: [.orange, .pink]), startPoint: CGPoint(x: 20, y: 20),
                    endPoint: CGPoint(x: 100, y: 100)))
            var blended = context
            blended.blendMode = .multiply
            blended.fill(Path(CGRect(x: 60, y: 40, width: 80, height: 60)), with: .color(.teal))
            context.drawLayer { layer in
                layer.opacity = 0.8
                layer.translateBy(x: 170, y: 60)
                layer.rotate(by: .degrees(45))
                layer.fill(Path(CGRect(x: -20, y: -20, width: 40, height: 40)), with: .color(.purple))
            }
            if let star = context.resolveSymbol(id: "star") {
                for index in 0..<3 { context.draw(star, at: CGPoint(x: 40 + CGFloat(index) * 60, y: 135)) }
            }
            var blurred = context
            blurred.addFilter(.blur(radius: 3))
            blurred.draw(Text("soft"), at: CGPoint(x: 200, y: 140))
        } symbols: {
            Circle().fill(Color.yellow).frame(width: 20, height: 20).tag("star")
            Text("untagged views are not symbols")
        }
        .frame(width: 260, height: 160)
    }
}

@Suite("Canvas") struct CanvasTests {
    @Test func barsAreDrawnFromStateAndRedrawnWhenItChanges() {
        let host = makeHost(BarChart(), width: 300, height: 200)
        #expect(lines(of: host.dumpDisplayList(), containing: "fill #007AFF").count == 3)
        #expect(host.dumpDisplayList().contains("\"3 bars\""))
        host.tap("Add")
        #expect(lines(of: host.dumpDisplayList(), containing: "fill #007AFF").count == 4)
        #expect(host.dumpDisplayList().contains("\"4 bars\""))
    }

    @Test func textIsPlacedByItsAnchor() throws {
        let host = makeHost(BarChart(), width: 300, height: 200)
        let canvas = try #require(host.views.last { $0.typeName == "Canvas" }?.frame)
        // "3 bars" is 6 characters of 8 × 16 points: centred on x, its top at y = 10.
        let text = try #require(lines(of: host.dumpDisplayList(), containing: "\"3 bars\"").first)
        #expect(text.hasSuffix("in (96, 10, 48, 16)"), "\(text) in canvas at \(canvas)")
    }

    @Test func theForegroundShadingFollowsTheColorScheme() {
        let host = makeHost(BarChart(), width: 300, height: 200)
        let light = lines(of: host.dumpDisplayList(), containing: "stroke")
        host.setColorScheme(.dark)
        host.runFrame()
        let dark = lines(of: host.dumpDisplayList(), containing: "stroke")
        #expect(light != dark)
        #expect(dark.first?.contains("#FFFFFF") == true)
    }

    @Test func symbolsAreDrawnWhereTheRendererPutsThemAndNowhereElse() {
        let host = makeHost(Decorated(), width: 300, height: 200)
        let dump = host.dumpDisplayList()
        #expect(lines(of: dump, containing: "fill #FFCC00").count == 3)
        #expect(!dump.contains("untagged"))
        #expect(host.find(text: "untagged views are not symbols") == nil)
    }

    @Test func filtersLayersAndBlendModesBecomeEffects() {
        let host = makeHost(Decorated(), width: 300, height: 200)
        let dump = host.dumpDisplayList()
        #expect(dump.contains("shadow"))
        #expect(dump.contains("blendMode multiply"))
        #expect(dump.contains("compositingGroup"))
        #expect(dump.contains("blur 3"))
        #expect(dump.contains("opacity 0.8"))
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func decoratedCanvasPicture(scheme: ColorScheme) throws {
        let host = ViewHost(Decorated(), size: CGSize(width: 280, height: 180), colorScheme: scheme)
        try host.assertSnapshot(named: "canvas-\(scheme == .dark ? "dark" : "light")", in: snapshotDirectory)
    }

    @Test func nonFiniteInputIsDroppedOrSkippedAndReported() throws {
        let host = makeHost(
            Canvas { context, _ in
                var broken = Path()
                broken.move(to: CGPoint(x: CGFloat.nan, y: 0))  // a Path drops non-finite points
                broken.addLine(to: CGPoint(x: 10, y: 10))
                broken.addLine(to: CGPoint(x: 0, y: 10))
                context.fill(broken, with: .color(.red))
                var far = Path()
                far.move(to: .zero)
                far.addLine(to: CGPoint(x: 1e300, y: 1e300))
                context.stroke(far, with: .color(.green))
                var lost = context
                lost.translateBy(x: CGFloat.nan, y: 0)
                lost.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.blue))
                context.draw(Text("nowhere"), in: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 20))
            }.frame(width: 50, height: 50))
        let dump = host.dumpDisplayList()
        #expect(lines(of: dump, containing: "fill #FF3B30FF").first?.hasSuffix("M 10 10 L 0 10") == true)
        #expect(lines(of: dump, containing: "stroke #34C759FF").count == 1)
        #expect(!dump.contains("#007AFF"))
        #expect(!dump.contains("nowhere"))
        let problems = host.withGraph { $0.diagnostics }
        #expect(problems.contains { $0.contains("a drawing under a NaN or infinite transform was skipped") })
        #expect(problems.contains { $0.contains("a text frame with a NaN or infinite side was skipped") })
        _ = try host.render()
    }

    @Test func aColorModePlumeCannotDrawIsReported() {
        let host = makeHost(
            Canvas(colorMode: .linear) { context, size in
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
            }.frame(width: 50, height: 50))
        #expect(host.withGraph { $0.diagnostics }.contains { $0.contains("colorMode linear is drawn as .nonLinear") })
        #expect(lines(of: host.dumpDisplayList(), containing: "fill").count == 1)
    }

    @Test func aCanvasTakesTheSpaceItIsOffered() throws {
        let host = makeHost(VStack { Canvas { _, _ in } }, width: 200, height: 100)
        let frame = try #require(host.views.last { $0.typeName == "Canvas" }?.frame)
        #expect(frame.size == CGSize(width: 200, height: 100))
    }

    @Test func resolvedTextMeasuresWithTheEnvironmentFont() {
        let measured = Recorder(CGSize.zero)
        _ = makeHost(
            Canvas { context, _ in
                let text = context.resolve(Text("abcd"))
                measured.record(text.measure(in: CGSize(width: 100, height: 100)))
                context.draw(text, in: CGRect(x: 0, y: 0, width: 100, height: 20))
            }.frame(width: 100, height: 50))
        #expect(measured.value == CGSize(width: 32, height: 16))
    }

    @Test func clipsNarrowTheDrawingAndTheirBoundingRect() throws {
        let boxes = Recorder(CGRect.zero)
        let host = ViewHost(
            Canvas { context, size in
                boxes.record(context.clipBoundingRect)
                var inside = context
                inside.clip(to: Path(CGRect(x: 0, y: 0, width: 20, height: 40)))
                inside.translateBy(x: 5, y: 0)
                boxes.record(inside.clipBoundingRect)
                inside.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
                var outside = context
                outside.clip(to: Path(CGRect(x: 0, y: 0, width: 20, height: 40)), options: .inverse)
                outside.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.blue))
            }
            .frame(width: 40, height: 40), size: CGSize(width: 40, height: 40))
        #expect(
            boxes.history == [CGRect(x: 0, y: 0, width: 40, height: 40), CGRect(x: -5, y: 0, width: 20, height: 40)])
        let image = try host.render()
        #expect(image.pixel(x: 10, y: 20).red == 255)
        #expect(image.pixel(x: 30, y: 20).blue == 255 && image.pixel(x: 30, y: 20).red == 0)
    }
}
