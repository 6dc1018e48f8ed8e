import Dispatch
import Foundation
import Plume

/// Runs `setup` untimed, then times `run` with its result; repeats and returns the median seconds.
///
/// Used where each sample needs fresh state (a new graph, a cleared cache) that must not be timed.
/// Whatever `run` returns is kept until the clock has stopped, so freeing it is not timed. When the
/// first warm-up run takes longer than a quarter second, only 3 samples are taken (slow figures).
func measureMedian<Prepared, Kept>(
    iterations: Int = 9, warmup: Int = 2, setup: () -> Prepared, _ run: (Prepared) -> Kept
) -> Double {
    var count = iterations
    for round in 0..<warmup {
        let prepared = setup()
        let start = DispatchTime.now().uptimeNanoseconds
        let kept = run(prepared)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        withExtendedLifetime((prepared, kept)) {}
        if round == 0, seconds > 0.25 {
            count = min(iterations, 3)
            break
        }
    }
    var samples: [Double] = []
    for _ in 0..<count {
        let prepared = setup()
        let start = DispatchTime.now().uptimeNanoseconds
        let kept = run(prepared)
        samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        withExtendedLifetime((prepared, kept)) {}
    }
    samples.sort()
    return samples[samples.count / 2]
}

/// Where a mounted view hands out a binding to its `@State`, so a benchmark can change that state
/// from outside the tree, as a tap would.
final class BindingSink<Value> {
    var binding: Binding<Value>?
}

/// The window background every benchmark renders over.
let benchBackground = Color.Resolved(red: 1, green: 1, blue: 1)

/// Renders `list` to pixels at `size` (scale 1) and returns the image, or stops the benchmark with a
/// message when rendering fails (an invalid size is a bug in the benchmark itself).
@discardableResult
func renderPixels(_ renderer: CairoRenderer, _ list: DisplayList, size: CGSize) -> RenderedImage {
    do {
        return try renderer.render(list, size: size, background: benchBackground)
    } catch {
        fatalError("PlumeBench: rendering failed: \(error)")
    }
}

/// Turns the mouse wheel `steps` times by `delta` at `point`, each turn a frame 1/60 s after the
/// last (`time` moves on) and its pixels: a scroll benchmark's timed loop. With `phases`, the frame
/// and the pixels of each step are timed as "frame" and "pixels".
@MainActor func wheelSteps(
    _ graph: ViewGraph, _ renderer: some BenchCanvas, size: CGSize, at point: CGPoint, steps: Int, delta: CGSize,
    time: inout TimeInterval, phases: PhaseTimes? = nil
) {
    for _ in 0..<steps {
        time += 1.0 / 60
        graph.time = time
        graph.scrollWheel(at: point, delta: delta)
        guard let phases else {
            renderer.draw(graph.runFrame(), size: size)
            continue
        }
        let list = phases.time("frame") { graph.runFrame() }
        phases.time("pixels") { renderer.draw(list, size: size) }
    }
}

/// The median time of one wheel turn over runs of `steps` turns of `distance` points at the middle
/// of the graph's window, each run the other way from the last (`direction` flips before it).
@MainActor func medianWheelStep(
    _ graph: ViewGraph, _ renderer: some BenchCanvas, size: CGSize, steps: Int, distance: CGFloat,
    direction: inout CGFloat, time: inout TimeInterval, phases: PhaseTimes? = nil
) -> Double {
    let total = measureMedian(
        iterations: 5, setup: { direction = -direction },
        { _ in
            wheelSteps(
                graph, renderer, size: size, at: CGPoint(x: size.width / 2, y: size.height / 2), steps: steps,
                delta: CGSize(width: 0, height: distance * direction), time: &time, phases: phases)
        })
    return total / Double(steps)
}

/// Brings a host's retained canvas up to date with `list` at `size` (scale 1), as the window host
/// and `ViewHost` draw their frames: only what changed since the renderer's previous frame is
/// redrawn. Returns the damaged pixel rectangles; stops the benchmark when rendering fails.
@discardableResult
func renderPixels(_ renderer: RetainedRenderer, _ list: DisplayList, size: CGSize) -> [CGRect] {
    do {
        return try renderer.render(list, size: size, background: benchBackground)
    } catch {
        fatalError("PlumeBench: rendering failed: \(error)")
    }
}

/// Passes every request to `base` and counts them: shows how often layout measures text.
final class CountingTextEngine: TextLayoutEngine {
    let base: TextLayoutEngine
    private(set) var count = 0
    private(set) var distinct = Set<TextLayoutRequest>()

    init(_ base: TextLayoutEngine) { self.base = base }

    func layout(_ request: TextLayoutRequest) -> TextLayoutResult {
        count += 1
        distinct.insert(request)
        return base.layout(request)
    }
}

/// Times the phases of a run (build, frame, pixels…) across repeated runs, to show where the time of
/// a figure goes. Medians include the warm-up runs.
final class PhaseTimes {
    private var samples: [String: [Double]] = [:]

    /// Runs `body`, adding its duration to `phase`'s samples.
    func time<Result>(_ phase: String, _ body: () -> Result) -> Result {
        let start = DispatchTime.now().uptimeNanoseconds
        let result = body()
        samples[phase, default: []].append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        return result
    }

    /// The median seconds of `phase` (0 when it never ran).
    func median(_ phase: String) -> Double {
        guard let values = samples[phase]?.sorted(), !values.isEmpty else { return 0 }
        return values[values.count / 2]
    }
}

/// What a benchmark draws its frames' pixels with: a full repaint of every frame (`CairoRenderer`,
/// the surface cleared and copied out) or a retained canvas that redraws what changed
/// (`RetainedRenderer`, as the window host and `ViewHost` draw).
protocol BenchCanvas {
    /// Draws `list` at `size` (scale 1) over the bench background; stops the benchmark on failure.
    func draw(_ list: DisplayList, size: CGSize)
}

extension CairoRenderer: BenchCanvas {
    func draw(_ list: DisplayList, size: CGSize) { _ = renderPixels(self, list, size: size) }
}

extension RetainedRenderer: BenchCanvas {
    func draw(_ list: DisplayList, size: CGSize) { renderPixels(self, list, size: size) }
}
