import Foundation
import Plume

/// A canvas whose strokes move when `phase` changes: each change runs its renderer again.
private final class CanvasPhase: ObservableObject {
    @Published var phase = 0
}

/// 10,000 short strokes in a 400 × 300 canvas, shifted by the phase.
private struct TenThousandStrokes: View {
    @ObservedObject var model: CanvasPhase
    var body: some View {
        let phase = CGFloat(model.phase % 7)
        Canvas { context, size in
            for index in 0..<10_000 {
                let x = CGFloat(index % 100) * 4 + phase
                let y = CGFloat(index / 100) * 3
                var path = Path()
                path.move(to: CGPoint(x: x, y: y))
                path.addLine(to: CGPoint(x: x + 3, y: y + 2))
                context.stroke(path, with: .color(index.isMultiple(of: 2) ? .blue : .orange), lineWidth: 1)
            }
        }
        .frame(width: 400, height: 300)
    }
}

/// 200 `AsyncImage`s of local PNG files in a grid.
private struct ImageGrid: View {
    let urls: [URL]
    var body: some View {
        ScrollView {
            LazyVGrid(columns: Array(repeating: GridItem(.fixed(36), spacing: 4), count: 10), spacing: 4) {
                ForEach(urls, id: \.self) { url in
                    AsyncImage(url: url) { image in
                        image.resizable()
                    } placeholder: {
                        Color.gray.opacity(0.2)
                    }
                    .frame(width: 36, height: 36)
                }
            }
        }
    }
}

/// `Canvas` redraws and `AsyncImage` grids: the drawing-and-time views' figures.
@MainActor
let drawingBenchmarks = BenchGroup(prefix: "drawing") { report in
    let renderer = CairoRenderer()
    if report.wants("drawing.canvas10k") {
        let size = CGSize(width: 400, height: 300)
        let model = CanvasPhase()
        let graph = ViewGraph(root: TenThousandStrokes(model: model), size: size, textEngine: renderer.textEngine)
        graph.runFrame()
        if InstructionCounts.isOn {
            // One redraw after an input change, and its pixels alone (the frame made untimed).
            let redraw = {
                model.phase += 1
                return renderPixels(renderer, graph.runFrame(), size: size)
            }
            _ = redraw()
            InstructionCounts.count("drawing.canvas10k.render", goal: nil, setup: {}, { redraw() })
            InstructionCounts.count(
                "drawing.canvas10k.pixels", goal: nil,
                setup: {
                    model.phase += 1
                    return graph.runFrame()
                }, { renderPixels(renderer, $0, size: size) })
            return
        }
        var frameSeconds: [Double] = []
        let total = measureMedian(iterations: 21) {
            model.phase += 1
            let start = DispatchTime.now().uptimeNanoseconds
            let list = graph.runFrame()
            frameSeconds.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            _ = renderPixels(renderer, list, size: size)
        }
        let frame = frameSeconds.sorted()[frameSeconds.count / 2]
        report.figure("drawing.canvas10k.render", total * 1e3, "ms", goal: "<= 8 ms", met: total * 1e3 <= 8)
        report.figure("drawing.canvas10k.frame", frame * 1e3, "ms")
    }
    if report.wants("drawing.asyncImage200") {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("plume-bench-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let dot = Path(ellipseIn: CGRect(x: 0, y: 0, width: 64, height: 64))
            let blue = Color.Resolved(red: 0, green: 0.5, blue: 1)
            let tile = try renderer.render(DisplayList([.fill(dot, .color(blue))]), size: CGSize(width: 64, height: 64))
                .pngData()
            let urls = (0..<200).map { directory.appendingPathComponent("tile-\($0).png") }
            for url in urls { try tile.write(to: url) }
            let size = CGSize(width: 400, height: 900)
            var firstSeconds: [Double] = []
            var loadedSeconds: [Double] = []
            for _ in 0..<9 {
                let start = DispatchTime.now().uptimeNanoseconds
                let loader = CairoImageLoader()
                let pixels = CairoRenderer(imageLoader: loader)
                let graph = ViewGraph(
                    root: ImageGrid(urls: urls), size: size, textEngine: renderer.textEngine, imageLoader: loader)
                _ = renderPixels(pixels, graph.runFrame(), size: size)
                firstSeconds.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
                // Then until every image has loaded and drawn (the reads run on other threads).
                var list = DisplayList()
                for _ in 0..<5000 {
                    RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.0005))
                    list = graph.runFrame()
                    let images = list.allItems().filter { item in
                        if case .image = item { return true }
                        return false
                    }
                    if images.count >= 200 { break }
                }
                _ = renderPixels(pixels, list, size: size)
                loadedSeconds.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            }
            let first = firstSeconds.sorted()[firstSeconds.count / 2]
            report.figure("drawing.asyncImage200.first", first * 1e3, "ms", goal: "<= 50 ms", met: first * 1e3 <= 50)
            let loaded = loadedSeconds.sorted()[loadedSeconds.count / 2]
            report.figure("drawing.asyncImage200.allLoaded", loaded * 1e3, "ms")
        } catch {
            print("# drawing.asyncImage200: \(error)")
        }
    }
}
