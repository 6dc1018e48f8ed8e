import Dispatch
import Foundation
import Gallery
import Plume
import PlumeTesting

/// Animation figures of issue 4: a frame with 1,000 views animating at once, and the `wave` scene's
/// frame rate headless.
///
/// The prefix is `animation` (not `animation.frame`) so that `--filter animation.wave` reaches the
/// wave figure too; each figure is skipped unless the filter wants it.
let animationFrameBenchmarks = BenchGroup(prefix: "animation") { report in
    if report.wants("animation.frame1000") { AnimationFrame1000Figures.run(report) }
    if report.wants("animation.wave") { WaveFrameRateFigures.run(report) }
}

/// 1,000 small circles on a 40 × 25 grid whose offset and opacity all animate from one state change.
struct AnimatedDots: View {
    @State private var moved = false
    let sink: BindingSink<Bool>
    /// Whether opacity animates too (offsets always do).
    var fades = true

    var body: some View {
        ZStack(alignment: .topLeading) {
            ForEach(0..<1000) { index in
                Circle()
                    .fill(Color(hue: Double(index % 20) / 20, saturation: 0.8, brightness: 0.9))
                    .frame(width: 16, height: 16)
                    .offset(x: moved ? 12 : 0, y: moved ? 8 : 0)
                    .opacity(fades && moved ? 0.35 : 1)
                    .position(x: CGFloat(index % 40) * 32 + 12, y: CGFloat(index / 40) * 32 + 12)
            }
        }
        .onAppear { sink.binding = $moved }
    }
}

@MainActor
enum AnimationFrame1000Figures {
    static let size = CGSize(width: 1280, height: 800)
    static let frameInterval = 1.0 / 120

    static func run(_ report: BenchReport) {
        if InstructionCounts.isOn {
            _ = measure(fades: true)
            return
        }
        guard let faded = measure(fades: true) else { return }
        let frame = faded.frame
        report.figure("animation.frame1000", frame * 1e3, "ms", goal: "<= 8 ms", met: frame * 1e3 <= 8)
        report.figure("animation.frame1000.start", faded.start * 1e3, "ms")
        report.figure("animation.frame1000.graph", faded.graph * 1e3, "ms")
        report.figure("animation.frame1000.pixels", faded.pixels * 1e3, "ms")
        // The same with offsets only (no opacity), to show what opacity layers cost.
        guard let moved = measure(fades: false) else { return }
        report.figure("animation.frame1000.offsetonly", moved.frame * 1e3, "ms")
        report.figure("animation.frame1000.offsetonly.pixels", moved.pixels * 1e3, "ms")
    }

    /// Seconds of: a whole mid-animation frame (clock step, update, layout, display list, pixels), the
    /// frame that starts the animation, the graph's part of a frame, and the pixels' part. Pixels are
    /// drawn as the hosts draw frames: into a retained canvas, redrawing what changed since the
    /// previous frame (here nearly the whole canvas, as the dots cover it).
    static func measure(fades: Bool) -> (frame: Double, start: Double, graph: Double, pixels: Double)? {
        let renderer = RetainedRenderer()
        let sink = BindingSink<Bool>()
        let graph = ViewGraph(
            root: AnimatedDots(sink: sink, fades: fades), size: size, textEngine: MonospaceTextLayoutEngine())
        renderPixels(renderer, graph.runFrame(), size: size)
        guard let binding = sink.binding else {
            print("# animation.frame1000: the dots never appeared")
            return nil
        }
        // The frame in which the change happens: the body runs, 1,000 animations start.
        let startBegin = DispatchTime.now().uptimeNanoseconds
        withAnimation(.linear(duration: 1)) { binding.wrappedValue.toggle() }
        graph.time += frameInterval
        renderPixels(renderer, graph.runFrame(), size: size)
        let start = Double(DispatchTime.now().uptimeNanoseconds - startBegin) / 1e9
        // Mid-animation frames: the clock moves one 120 Hz frame, then update + layout + display list +
        // pixels. At most 69 frames of this 120-frame animation are used, so every sample is mid-way.
        let phases = PhaseTimes()
        let frameRun = {
            graph.time += frameInterval
            let list = phases.time("graph") { graph.runFrame() }
            phases.time("pixels") { renderPixels(renderer, list, size: size) }
        }
        if InstructionCounts.isOn {
            // Two frames first, so the counted one is mid-animation as the timed samples are.
            frameRun()
            frameRun()
            InstructionCounts.count("animation.frame1000", goal: nil, setup: {}, { frameRun() })
            return nil
        }
        let frame = measureMedian(iterations: 21) { frameRun() }
        if !graph.isAnimating { print("# animation.frame1000: the animation ended before the samples did") }
        return (frame, start, phases.median("graph"), phases.median("pixels"))
    }
}

/// `animation.wave.fps`: the `wave` scene in a headless host at its gallery size; after tapping
/// "Animate", the 3 s animation runs at 60 Hz virtual frames, each drawn to pixels, as fast as the
/// machine can. Three runs; the median is printed.
@MainActor
enum WaveFrameRateFigures {
    static func run(_ report: BenchReport) {
        guard let scene = try? GalleryRenderer.scene("wave"), let make = scene.make else {
            print("# animation.wave.fps: the wave scene is not in the gallery")
            return
        }
        let host = ViewHost(make(), size: scene.size)
        var rates: [Double] = []
        var framesPerRun = 0
        for _ in 0..<3 {
            host.tap("Animate")
            let step = 1 / host.framesPerSecond
            var frames = 0
            let begin = DispatchTime.now().uptimeNanoseconds
            while host.graph.isAnimating && frames < 1000 {
                try? host.clock.advance(by: step)
                host.runFrame()
                _ = try? host.render()
                frames += 1
            }
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - begin) / 1e9
            rates.append(Double(frames) / seconds)
            framesPerRun = frames
        }
        rates.sort()
        let fps = rates[rates.count / 2]
        report.figure("animation.wave.fps", fps, "fps", goal: ">= 500", met: fps >= 500)
        report.figure("animation.wave.frames", Double(framesPerRun), "frames")
    }
}
