import Foundation
import PlumeAnimation
import PlumeCairo
import PlumeGraphics
import PlumeStreams
import PlumeUI

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
/// Time never comes from the wall clock: it moves only with `advance(by:)`. Every step runs on the
/// main thread (see `MainThread`), so `DispatchQueue.main.async` work a view queues during a frame
/// runs before the next frame, whatever thread the test runs on.
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
    /// The engine this host measures and draws text with (its layout cache goes with the host).
    public var textEngine: PangoTextLayoutEngine { renderer.textEngine }
    /// The loader this host decodes images with (its cache of decoded images goes with the host).
    public var imageLoader: CairoImageLoader { renderer.imageLoader }
    private let renderer: CairoRenderer
    /// Keeps the last rendered frame's pixels so `render()` redraws only what changed since.
    private let retained: RetainedRenderer
    private let retainedLock = NSLock()
    private var lastList = DisplayList()

    /// Fires `Timer.publish` ticks from `clock` when the host was made with `drivesTimers: true`.
    public let timerClock: ManualTimerClock
    /// Keeps the URLs the views asked the system to open (`Link`, `openURL`): a test host opens none.
    public let urlOpener = RecordingURLOpener()

    /// Mounts `view` in a window of `size` points, in `colorScheme`, and runs the first frame.
    ///
    /// With `drivesTimers`, `Timer.publish` timers connected while the host mounts, updates or handles
    /// input tick on this host's manual clock instead of the wall clock.
    ///
    /// The host measures and draws text with an engine of its own that shares the shared engine's
    /// fonts (`PangoTextLayoutEngine(sharingFontsWith:)`), and decodes images with a loader of its own
    /// (`CairoImageLoader()`, 64 MB at most), so the layouts and images it cached go when it goes.
    ///
    /// With a `locale`, the window is in that language as a desktop window is (`\.locale`, and
    /// `\.layoutDirection` from its language: right to left for `ar_EG`); without, the views lay out
    /// left to right whatever the machine's locale, so tests give the same frames everywhere.
    public init<V: View>(
        _ view: V, size: CGSize = CGSize(width: 390, height: 844), colorScheme: ColorScheme = .light,
        scale: CGFloat = 1, textEngine: TextLayoutEngine? = nil, drivesTimers: Bool = false, locale: Locale? = nil
    ) {
        let renderer = CairoRenderer(
            textEngine: PangoTextLayoutEngine(sharingFontsWith: .shared), imageLoader: CairoImageLoader())
        self.renderer = renderer
        retained = RetainedRenderer(renderer: renderer)
        let clock = ManualClock()
        self.clock = clock
        timerClock = ManualTimerClock(clock: clock)
        self.drivesTimers = drivesTimers
        let scale = scale.isFinite && scale > 0 ? scale : 1
        self.scale = scale
        let timerClock = self.timerClock
        graph = MainThread.run {
            let make = {
                ViewGraph(
                    root: view, size: size, colorScheme: colorScheme, displayScale: scale,
                    textEngine: textEngine ?? renderer.textEngine, imageLoader: renderer.imageLoader,
                    dateAtTimeZero: Self.startDate, locale: locale)
            }
            return drivesTimers ? Timer.TimerPublisher.withClockOverride(timerClock, make) : make()
        }
        MainThread.run { graph.urlOpener = urlOpener }
        runFrame()
    }

    private let drivesTimers: Bool

    /// The date a host's clock starts at (`ViewGraph.dateAtTimeZero`): 1 January 2026, 09:41:00 UTC, so
    /// that `TimelineView`s show the same dates on every run.
    public static let startDate = Date(timeIntervalSince1970: 1_767_260_460)

    /// Runs `body` with the graph on the main thread (see `MainThread`); when the host drives timers,
    /// with its clock as `Timer.TimerPublisher`'s override for the duration (scoped and locked, so
    /// other tests never see it).
    func onMain<T>(_ body: @MainActor () throws -> T) rethrows -> T {
        guard drivesTimers else { return try MainThread.run(body) }
        return try MainThread.run { try Timer.TimerPublisher.withClockOverride(timerClock) { try body() } }
    }

    /// Runs `body` with the graph on the main thread, as every host step does (for tests that call
    /// the graph's event entry points directly). Does not run a frame.
    public func withGraph<T>(_ body: @MainActor (ViewGraph) throws -> T) rethrows -> T {
        try onMain { try body(graph) }
    }

    /// The window size in points.
    public var size: CGSize { onMain { graph.size } }

    /// Runs one frame now: pending main-queue work, update, layout, after-frame work, drawing.
    public func runFrame() {
        onMain {
            MainThread.pumpIfOnMain()
            frameInPlace()
        }
    }

    private var drivenSchedulers: [(scheduler: TestScheduler, start: TimeInterval, base: Double)] = []

    /// Moves `scheduler`'s virtual time along with this host's clock from now on, so Combine code
    /// scheduled on it (`debounce(for: 0.5, scheduler: testScheduler)`) runs as the host advances.
    public func drive(_ scheduler: TestScheduler) {
        onMain { drivenSchedulers.append((scheduler, clock.now, scheduler.now.seconds)) }
    }

    private func advanceSchedulers() {
        for (scheduler, start, base) in drivenSchedulers {
            let target = base + (clock.now - start)
            let now = scheduler.now.seconds
            if target > now + 1e-9 { scheduler.advance(by: .seconds(target - now)) }
        }
    }

    @MainActor private func frameInPlace() {
        timerClock.fire(upTo: clock.now)
        advanceSchedulers()
        graph.time = clock.now
        lastList = graph.runFrame()
        frameCount += 1
    }

    /// The longest stretch of one `advance(by:)` that runs frame by frame: 10 seconds (600 frames at
    /// 60 fps). The rest of a longer advance is one jump: the clock moves to the end, timers skip the
    /// ticks they missed (as Foundation's `Timer` does), and one frame samples every animation at the
    /// end time — timing curves and springs in closed form, repeating animations by their period, so
    /// a jump costs the same for an hour as for a frame. `animatableData` setters then see only the
    /// end value, and a `dynamicAnimator` simulates at most `DynamicAnimator.maximumCatchUp` of it.
    public static let maximumSteppedDuration: TimeInterval = 10
    /// The longest time one `advance(by:)` moves the clock: 1e9 seconds (about 32 years). Longer and
    /// infinite durations are clamped to it and reported in `graph.diagnostics`.
    public static let maximumAdvance: TimeInterval = 1e9

    /// Moves the clock forward by `seconds`, running a frame at each 1/`framesPerSecond` step while
    /// anything changes (for the first `maximumSteppedDuration` seconds, then jumping to the end),
    /// and once at the end. NaN and negative durations leave the clock alone and are reported in
    /// `graph.diagnostics`; infinite and too long ones are clamped to `maximumAdvance`.
    public func advance(by seconds: TimeInterval) {
        guard let seconds = checkedAdvance(seconds) else { return }
        let end = clock.now + seconds
        let steppedEnd = clock.now + min(seconds, Self.maximumSteppedDuration)
        let step = 1 / steppedFramesPerSecond
        while clock.now + step < steppedEnd - 1e-9 {
            onMain {
                try? clock.advance(by: step)
                MainThread.pumpIfOnMain()
                timerClock.fire(upTo: clock.now)
                advanceSchedulers()
                if graph.hasPendingWork(at: clock.now) { frameInPlace() }
            }
        }
        onMain {
            try? clock.advance(to: end)
            MainThread.pumpIfOnMain()
            frameInPlace()
        }
        settle()
    }

    /// `framesPerSecond` made usable: NaN becomes 60, and it is kept within 1…1,000.
    private var steppedFramesPerSecond: Double {
        framesPerSecond.isNaN ? 60 : min(max(framesPerSecond, 1), 1000)
    }

    /// `seconds` as an advance can use it: nil (and reported) for NaN and negative durations, nil for
    /// zero, clamped (and reported) beyond `maximumAdvance`.
    private func checkedAdvance(_ seconds: TimeInterval) -> TimeInterval? {
        if seconds.isNaN || seconds < 0 {
            report("advance(by: \(seconds)) ignored: the clock only moves forward by a number of seconds")
            return nil
        }
        guard seconds > 0 else { return nil }
        guard seconds > Self.maximumAdvance else { return seconds }
        report(
            "advance(by: \(seconds)) clamped to \(formatNumber(Self.maximumAdvance)) seconds (ViewHost.maximumAdvance)")
        return Self.maximumAdvance
    }

    private func report(_ message: String) { onMain { graph.report(message) } }

    /// Runs frames at the current time while work queued by the last frame (main-queue blocks,
    /// state changes from after-frame handlers) changes something, at most a few times.
    public func settle() {
        for _ in 0..<4 {
            let ran: Bool = onMain {
                MainThread.pumpIfOnMain()
                guard graph.hasPendingWork, !graph.isAnimating || graph.needsFrame else { return false }
                frameInPlace()
                return true
            }
            if !ran { return }
        }
    }

    /// Lets the work of the views' tasks run — `.task` bodies and `Task { @MainActor in … }` up to
    /// their next suspension — and settles after each step that changed something. Returns once
    /// nothing has changed for `quietPeriod` seconds of real time (a task resumed from another
    /// thread reaches the main actor after a hop that the manual clock cannot see), or after
    /// `limit` seconds at most. Call it from an async test: a `@MainActor` test's own code holds the
    /// main actor, so the views' tasks only run while the test awaits.
    public func settleTasks(quietPeriod: TimeInterval = 0.05, limit: TimeInterval = 2) async {
        let start = Date()
        var lastChange = start
        while Date().timeIntervalSince(start) < limit {
            for _ in 0..<20 { await Task.yield() }
            let framesBefore = onMain { frameCount }
            settle()
            if onMain({ frameCount }) != framesBefore {
                lastChange = Date()
            } else if Date().timeIntervalSince(lastChange) >= quietPeriod {
                return
            }
        }
    }

    /// The display list of the last frame.
    public var displayList: DisplayList { onMain { lastList } }

    /// The layout tree with frames and texts, as stable text.
    public func dump() -> String { onMain { graph.dump() } }

    /// The display list of the last frame, as stable text.
    public func dumpDisplayList() -> String { onMain { lastList.dump() } }

    /// The bodies evaluated since mounting (tests count them).
    public var bodyEvaluations: Int { onMain { graph.bodyEvaluations } }

    /// Whether an animation is running.
    public var isAnimating: Bool { onMain { graph.isAnimating } }

    /// Changes the window size and runs a frame.
    public func resize(to size: CGSize) {
        let fitted = sizeLimits?.clamp(size) ?? size
        onMain { graph.resize(to: fitted) }
        runFrame()
    }

    /// The sizes the window can be resized between, as a desktop window manager keeps a window
    /// (`AppHost` sets them from the window's scene and content; nil: any size). `resize(to:)`
    /// clamps to them; setting them resizes a window that is outside them.
    public var sizeLimits: WindowSizeLimits? {
        didSet {
            guard let sizeLimits else { return }
            let current = size
            let fitted = sizeLimits.clamp(current)
            if fitted != current { resize(to: fitted) }
        }
    }

    /// Switches light / dark and runs a frame.
    public func setColorScheme(_ scheme: ColorScheme) {
        onMain { graph.colorScheme = scheme }
        runFrame()
    }

    // MARK: Pixels

    /// The last frame as pixels, over the window background of the color scheme.
    ///
    /// Drawn as a window host draws its frames: by a `RetainedRenderer` that redraws only what
    /// changed since the previous `render()` (the pixels equal a full redraw's).
    public func render() throws -> RenderedImage {
        let (list, size, scheme) = onMain { (lastList, graph.size, graph.colorScheme) }
        let background = Color.background.resolve(in: scheme)
        retainedLock.lock()
        defer { retainedLock.unlock() }
        try retained.render(list, size: size, scale: scale, background: background)
        return retained.image()
    }

    /// The last frame drawn whole by a fresh `CairoRenderer` (what `render()` must equal).
    public func renderFromScratch() throws -> RenderedImage {
        let (list, size, scheme) = onMain { (lastList, graph.size, graph.colorScheme) }
        let background = Color.background.resolve(in: scheme)
        return try renderer.render(list, size: size, scale: scale, background: background)
    }

    /// How many `render()` calls redrew only their damage (the rest drew the whole frame).
    public var partialRenderCount: Int {
        retainedLock.lock()
        defer { retainedLock.unlock() }
        return retained.partialRedraws
    }

    /// How many `render()` calls moved a scroll view's pixels instead of drawing its content again.
    public var scrollCopyCount: Int {
        retainedLock.lock()
        defer { retainedLock.unlock() }
        return retained.scrollCopies
    }

    /// How many shadows `render()` composited from a layer kept from an earlier frame.
    public var keptShadowLayerCount: Int {
        retainedLock.lock()
        defer { retainedLock.unlock() }
        return retained.keptShadowLayers
    }

    /// Writes the last frame as a PNG file.
    public func writePNG(to url: URL) throws { try render().writePNG(to: url) }
    /// Writes the last frame as a PNG file at `path`.
    public func writePNG(to path: String) throws { try writePNG(to: URL(fileURLWithPath: path)) }
    /// Writes the last frame as an SVG file.
    public func writeSVG(to url: URL) throws {
        let (size, colorScheme) = onMain { (graph.size, graph.colorScheme) }
        var list = DisplayList([
            .fill(Path(CGRect(origin: .zero, size: size)), .color(Color.background.resolve(in: colorScheme)))
        ])
        list.append(contentsOf: lastList)
        try renderer.writeSVG(list, size: size, to: url)
    }
    /// Writes the last frame as a PDF file.
    public func writePDF(to url: URL) throws {
        let (size, colorScheme) = onMain { (graph.size, graph.colorScheme) }
        var list = DisplayList([
            .fill(Path(CGRect(origin: .zero, size: size)), .color(Color.background.resolve(in: colorScheme)))
        ])
        list.append(contentsOf: lastList)
        try renderer.writePDF(list, size: size, to: url)
    }
}
