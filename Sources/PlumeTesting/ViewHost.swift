import Foundation
import PlumeAnimation
import PlumeCairo
import PlumeGraphics
import PlumeUI

/// Whether the process's main queue was found not to be serviced (then ViewHost stops waiting on it).
enum MainQueueStatus {
    nonisolated(unsafe) static var unserviced = false
}

/// Mounts a view for tests, as a person would see and use it: a fixed-size window with Pango text,
/// a manual clock, pointer input, and rendering to pixels.
///
/// ```swift
/// let host = ViewHost(ContentView(), size: CGSize(width: 400, height: 600))
/// host.tap("Animate")              // the control whose text or accessibility label matches
/// host.advance(by: 1.5)            // manual clock: runs frames and DispatchQueue.main work
/// let frame = host.find(text: "First")?.frame
/// print(host.dump())               // layout tree with frames and texts, stable text
/// try host.writePNG(to: URL(fileURLWithPath: "scene.png"))
/// ```
/// Time never comes from the wall clock: it moves only with `advance(by:)`. Use it from one thread
/// (tests that drain `DispatchQueue.main` work must run on the main actor).
public final class ViewHost {
    /// The view graph being hosted.
    public let graph: ViewGraph
    /// The manual clock frames are timed by.
    public let clock: ManualClock
    /// Frames per second `advance(by:)` steps at (60 by default).
    public var framesPerSecond: Double = 60
    /// Pixels per point when rendering.
    public let scale: CGFloat
    /// How many frames have run.
    public private(set) var frameCount = 0
    private let renderer: CairoRenderer
    private var lastList = DisplayList()

    /// Mounts `view` in a window of `size` points, in `colorScheme`, and runs the first frame.
    public init<V: View>(
        _ view: V, size: CGSize = CGSize(width: 390, height: 844), colorScheme: ColorScheme = .light,
        scale: CGFloat = 1, textEngine: TextLayoutEngine? = nil
    ) {
        renderer = CairoRenderer()
        clock = ManualClock()
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        graph = ViewGraph(
            root: view, size: size, colorScheme: colorScheme, displayScale: self.scale,
            textEngine: textEngine ?? renderer.textEngine, imageLoader: renderer.imageLoader)
        runFrame()
    }

    /// The window size in points.
    public var size: CGSize { graph.size }

    /// Runs one frame now: pending main-queue work, update, layout, after-frame work, drawing.
    public func runFrame() {
        drainMainQueue()
        graph.time = clock.now
        lastList = graph.runFrame()
        frameCount += 1
    }

    /// Moves the clock forward by `seconds`, running a frame at each 1/`framesPerSecond` step while
    /// anything changes, and once at the end. Negative or non-finite durations are ignored.
    public func advance(by seconds: TimeInterval) {
        guard seconds.isFinite, seconds > 0 else { return }
        let end = clock.now + seconds
        let step = 1 / framesPerSecond
        while clock.now + step < end - 1e-9 {
            try? clock.advance(by: step)
            if graph.hasPendingWork || hasMainQueueWork { runFrame() }
        }
        try? clock.advance(to: end)
        runFrame()
        settle()
    }

    /// Runs frames at the current time while work queued by the last frame (main-queue blocks,
    /// state changes from after-frame handlers) changes something, at most a few times.
    public func settle() {
        for _ in 0..<4 {
            drainMainQueue()
            guard graph.hasPendingWork, !graph.isAnimating || graph.needsFrame else { return }
            runFrame()
        }
    }

    private var hasMainQueueWork: Bool { false }

    /// Runs the work queued on `DispatchQueue.main` so far, before the next frame.
    ///
    /// On the main thread the main run loop is pumped. On another thread (Swift Testing runs tests
    /// off the main thread), a marker block is queued and waited for: the main queue is FIFO, so
    /// every block queued before it has run when it signals, and this thread waits meanwhile (no
    /// concurrent access to the graph). When nothing services the main queue, this gives up once,
    /// after two seconds, and says so.
    private func drainMainQueue() {
        if Thread.isMainThread {
            for _ in 0..<4 { _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0)) }
            return
        }
        guard !MainQueueStatus.unserviced else { return }
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.main.async { done.signal() }
        if done.wait(timeout: .now() + 2) == .timedOut {
            MainQueueStatus.unserviced = true
            FileHandle.standardError.write(
                Data(
                    "ViewHost: DispatchQueue.main is not serviced on this process; main-queue work will not run\n".utf8)
            )
        }
    }

    /// The display list of the last frame.
    public var displayList: DisplayList { lastList }

    /// The layout tree with frames and texts, as stable text.
    public func dump() -> String { graph.dump() }

    /// The display list of the last frame, as stable text.
    public func dumpDisplayList() -> String { lastList.dump() }

    /// The bodies evaluated since mounting (tests count them).
    public var bodyEvaluations: Int { graph.bodyEvaluations }

    /// Changes the window size and runs a frame.
    public func resize(to size: CGSize) {
        graph.resize(to: size)
        runFrame()
    }

    /// Switches light / dark and runs a frame.
    public func setColorScheme(_ scheme: ColorScheme) {
        graph.colorScheme = scheme
        runFrame()
    }

    // MARK: Pixels

    /// The last frame as pixels, over the window background of the color scheme.
    public func render() throws -> RenderedImage {
        let background = Color.background.resolve(in: graph.colorScheme)
        return try renderer.render(lastList, size: graph.size, scale: scale, background: background)
    }

    /// Writes the last frame as a PNG file.
    public func writePNG(to url: URL) throws { try render().writePNG(to: url) }
    /// Writes the last frame as a PNG file at `path`.
    public func writePNG(to path: String) throws { try writePNG(to: URL(fileURLWithPath: path)) }
    /// Writes the last frame as an SVG file.
    public func writeSVG(to url: URL) throws {
        var list = DisplayList([
            .fill(
                Path(CGRect(origin: .zero, size: graph.size)), .color(Color.background.resolve(in: graph.colorScheme)))
        ])
        list.append(contentsOf: lastList)
        try renderer.writeSVG(list, size: graph.size, to: url)
    }
    /// Writes the last frame as a PDF file.
    public func writePDF(to url: URL) throws {
        var list = DisplayList([
            .fill(
                Path(CGRect(origin: .zero, size: graph.size)), .color(Color.background.resolve(in: graph.colorScheme)))
        ])
        list.append(contentsOf: lastList)
        try renderer.writePDF(list, size: graph.size, to: url)
    }
}
