import CSDL2
import Foundation
import PlumeAnimation
import PlumeCairo
import PlumeGraphics
import PlumePortal
import PlumeUI

/// The window host: shows a Plume view in an SDL2 window, drawn by the same cairo renderer as the
/// headless host, and feeds it the window's events.
///
/// ```swift
/// let host = SDLWindowHost()
/// try host.run(WindowConfiguration(title: "Counter", defaultSize: CGSize(width: 400, height: 300)) {
///     AnyView(Counter())
/// })  // returns when the window is closed
/// ```
/// - Frames: one runs whenever the graph has pending work (a state change, an animation, queued
///   after-frame work) or the window was resized, paced to the display's refresh rate. When nothing
///   changes the host renders nothing and sleeps in `SDL_WaitEventTimeout`, waking for window
///   events, for `RunLoop.main` timers when they are due, and for `DispatchQueue.main` work queued
///   from other threads (see `MainQueueWaker`; without it, every `Options.idleWake` seconds).
/// - Time: `graph.time` comes from a `MonotonicFrameClock`.
/// - HiDPI: the drawable's pixels per window coordinate times `Options.scale` (or the `PLUME_SCALE` /
///   `GDK_SCALE` environment variable on X11, where SDL does not scale windows) is the render scale.
/// - Input: left button → `pointerDown/Moved/Up`, right button down → `secondaryClick(at:)` (context
///   menus), motion without a button → `pointerHovered(at:)`,
///   leaving the window → `pointerHovered(at: nil)`, focus lost mid-press → `pointerCancel()`, wheel →
///   `scrollWheel` (with Control, pinch input: `scrollWheel(at:delta:modifiers:)`), two or more
///   fingers on a touch device → `pinch(at:scaleBy:rotateBy:)` (see `SDLTouchPinch`), keys → `keyDown` (see `SDLKeyMapping`), typed text → `insertText` (invalid UTF-8 is
///   dropped and reported on standard error). The clipboard is the system's (`SDL_GetClipboardText`),
///   links open with `xdg-open` (`XDGURLOpener`), file dialogs are the desktop's through the XDG
///   portal when a session bus is found (`PortalFileChooser`), files and text dragged from other applications go
///   to `dropFiles`/`dropText` at the pointer (see `SDLWindowHost+Drop.swift`), the cursor follows
///   `graph.pointerStyle(at:)`. Closing the window, SIGINT or SIGTERM close cleanly.
/// Runs on the main thread; one window per host (`SDLAppHost` runs an app's several windows).
@MainActor @preconcurrency
public final class SDLWindowHost: WindowHost {
    /// How the host shows its window.
    public struct Options {
        /// The color scheme of the views.
        public var colorScheme: ColorScheme
        /// Window coordinates per point on top of the system's scaling; nil reads `PLUME_SCALE` or
        /// `GDK_SCALE` (1 when neither is set or valid).
        public var scale: CGFloat?
        /// The longest the host sleeps while idle (seconds) when it cannot watch `DispatchQueue.main`
        /// (with the watcher it wakes at least every second, to pick up `@Observable` changes made
        /// on other threads).
        public var idleWake: TimeInterval
        /// Touch mode: text fields show Plume's on-screen keyboard (`ViewGraph.softwareKeyboardMode`);
        /// nil reads the `PLUME_TOUCH` environment variable (on when it is `1`, `true` or `yes`).
        public var touchMode: Bool?
        /// The window's language: the views' `\.locale`, and their `\.layoutDirection` is its
        /// language's (right to left for Arabic or Hebrew); nil reads the process's locale variables
        /// (`Options.locale(environment:)`).
        public var locale: Locale?
        /// The contrast the user asked for (`\.colorSchemeContrast`); nil reads the desktop's
        /// setting from the process environment (`ColorSchemeContrast.init(desktopEnvironment:)`).
        public var colorSchemeContrast: ColorSchemeContrast?

        /// Options with the given values.
        public init(
            colorScheme: ColorScheme = .light, scale: CGFloat? = nil, idleWake: TimeInterval = 0.1,
            touchMode: Bool? = nil, locale: Locale? = nil, colorSchemeContrast: ColorSchemeContrast? = nil
        ) {
            self.colorSchemeContrast = colorSchemeContrast
            self.colorScheme = colorScheme
            self.scale = scale
            self.idleWake = idleWake
            self.touchMode = touchMode
            self.locale = locale
        }

        /// Whether the window runs in touch mode (`touchMode`, else `PLUME_TOUCH`).
        var resolvedTouchMode: Bool {
            touchMode ?? Self.touchMode(environment: ProcessInfo.processInfo.environment["PLUME_TOUCH"])
        }

        /// Whether a `PLUME_TOUCH` value turns touch mode on: `1`, `true` or `yes` (any case).
        static func touchMode(environment value: String?) -> Bool {
            ["1", "true", "yes"].contains(value?.trimmingCharacters(in: .whitespaces).lowercased() ?? "")
        }
    }

    /// Whether a display to open a window on is present (`DISPLAY` or `WAYLAND_DISPLAY` is set).
    nonisolated public static var isDisplayAvailable: Bool {
        let env = ProcessInfo.processInfo.environment
        return !(env["DISPLAY"] ?? "").isEmpty || !(env["WAYLAND_DISPLAY"] ?? "").isEmpty
    }

    /// The options the window opens with.
    public let options: Options
    /// The clock frames are timed by.
    public let clock = MonotonicFrameClock()
    /// How many frames have been rendered and presented since the window opened (a graph frame whose
    /// display list equals the one on screen is not drawn again and not counted).
    public private(set) var framesRendered = 0
    /// The open window's view graph (nil before `run` and after it returns).
    public private(set) var graph: ViewGraph?
    /// Called on the main thread after each rendered frame is presented, with `framesRendered`.
    public var onFramePresented: ((Int) -> Void)?

    var window: SDLWindow?
    /// Window coordinates per point (see `SDLWindow.extraScale`).
    var extraScale: CGFloat = 1
    var waker: MainQueueWaker?
    /// Measures and draws with a text engine sharing the shared engine's fonts and an image loader
    /// of this window's own: the layouts and images the window cached go when its host goes.
    let renderer = CairoRenderer(
        textEngine: PangoTextLayoutEngine(sharingFontsWith: .shared), imageLoader: CairoImageLoader())
    /// Keeps the window's canvas between frames and redraws only what changed.
    private lazy var retained = RetainedRenderer(renderer: renderer)
    private let cursors = SDLCursors()
    private var closeRequested = false
    private var hasPresented = false
    private var lastFrame: FrameKey?
    private var textInputFrame: CGRect?

    /// What a presented frame showed: same key, same pixels.
    private struct FrameKey: Equatable {
        var list: DisplayList
        var size: CGSize
        var scale: CGFloat
        var scheme: ColorScheme
    }
    /// The last frame must be shown again (the window was exposed).
    var needsPresent = false
    /// A frame must be rendered even without pending work (the window was resized).
    var needsRender = false
    var pointer: CGPoint?
    var isPressed = false
    /// The fingers of a touch device's pinch (see `SDLTouchPinch`).
    var touchPinch = SDLTouchPinch()
    /// Files of a drop from another application that are arriving (`SDL_DROPBEGIN` … `SDL_DROPCOMPLETE`).
    var arrivingDrop: [URL] = []

    /// A host that opens its window with `options`.
    public init(options: Options = Options()) { self.options = options }

    /// Asks the window to close: `run` returns after the current event or frame.
    public func requestClose() { closeRequested = true }

    /// Opens `configuration`'s window and runs its events and frames until it is closed.
    /// - Throws: `SDLError.noDisplay` without a display, `SDLError.sdl` when SDL cannot open the window
    ///   or draw (nothing is left open).
    public func run(_ configuration: WindowConfiguration) throws {
        try Self.initializeVideo()
        defer { SDL_Quit() }
        let graph = try openWindow(
            title: configuration.title, size: configuration.defaultSize, hidesTitleBar: configuration.hidesTitleBar,
            root: configuration.makeContent())
        waker = MainQueueWaker.make()
        waker?.start()
        defer {
            waker?.stop()
            waker = nil
            closeWindow()
        }
        guard let window else { return }
        try loop(window: window, graph: graph)
    }

    /// Starts SDL's video (with a desktop app's hints) and checks that a real display is reached.
    /// - Throws: `SDLError.noDisplay` without a display, `SDLError.sdl` when SDL cannot start.
    static func initializeVideo() throws {
        guard isDisplayAvailable else { throw SDLError.noDisplay }
        // A desktop app lets the screensaver run and keeps the compositor (SDL's defaults suit games).
        SDL_SetHint(SDL_HINT_VIDEO_ALLOW_SCREENSAVER, "1")
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else { throw SDLError.last("SDL_Init(SDL_INIT_VIDEO)") }
        // Text dragged from other applications arrives as SDL_DROPTEXT (off by default; files are on).
        SDL_EventState(SDL_DROPTEXT.rawValue, SDL_ENABLE)
        do {
            try checkWindowSystem()
        } catch {
            SDL_Quit()
            throw error
        }
    }

    /// Opens this host's window (SDL's video already started) with a graph showing `root`, and
    /// returns the graph. `size` nil opens 800 × 600 points; `placement` says where on the screen.
    func openWindow(
        title: String, size: CGSize?, placement: SDLWindow.Placement = .centered(offset: 0),
        hidesTitleBar: Bool = false, root: AnyView
    ) throws -> ViewGraph {
        let window = try SDLWindow(
            title: title, size: size ?? CGSize(width: 800, height: 600), extraScale: resolvedScale(),
            placement: placement, hidesTitleBar: hidesTitleBar)
        self.window = window
        extraScale = window.extraScale
        let graph = ViewGraph(
            root: root, size: window.pointSize, colorScheme: options.colorScheme,
            displayScale: window.pixelScale, textEngine: renderer.textEngine, imageLoader: renderer.imageLoader,
            locale: options.resolvedLocale)
        graph.clipboard = SDLClipboard()
        graph.urlOpener = XDGURLOpener()
        graph.fileChooser = PortalFileChooser.session
        graph.softwareKeyboardMode = options.resolvedTouchMode
        graph.colorSchemeContrast =
            options.colorSchemeContrast ?? ColorSchemeContrast(desktopEnvironment: ProcessInfo.processInfo.environment)
        self.graph = graph
        closeRequested = false
        framesRendered = 0
        SDL_StartTextInput()
        return graph
    }

    /// Closes this host's window and drops its graph (before `SDL_Quit`); does nothing without one.
    func closeWindow() {
        guard let window else { return }
        SDL_StopTextInput()
        cursors.free()
        graph = nil
        window.close()  // before SDL_Quit, whenever ARC would release it
        self.window = nil
        hasPresented = false
        retained.invalidate()
        lastFrame = nil
        textInputFrame = nil
    }

    /// Runs the graph's frames without drawing until its after-frame work is done (at most a few):
    /// a closing window's views disappear.
    func runClosingFrame() {
        guard let graph else { return }
        for _ in 0..<4 where graph.hasPendingWork {
            graph.time = clock.tick()
            _ = graph.runFrame()
        }
    }

    /// SDL's identifier of the open window (0 without one): which window an event is for.
    var windowID: UInt32 { window.map { SDL_GetWindowID($0.window) } ?? 0 }

    /// Whether the window needs a frame or a present now.
    var hasWork: Bool { (graph?.hasPendingWork(at: clock.tick()) ?? false) || needsRender || needsPresent }

    /// Seconds until a view asked for a frame (a `TimelineView`'s next entry), or nil.
    var secondsUntilWakeUp: TimeInterval? { graph?.nextWakeUpTime.map { max(0, $0 - clock.tick()) } }

    /// Renders a frame when the graph has work or the window was resized, or shows the last one
    /// again when the window was exposed (one step of an app's loop over several windows).
    func renderIfNeeded() throws {
        guard let window, let graph else { return }
        if graph.hasPendingWork(at: clock.tick()) || needsRender {
            _ = clock.tick()
            try renderFrame(window: window, graph: graph)
        } else if needsPresent, hasPresented {
            try window.present(retained, damage: nil)
            needsPresent = false
        } else {
            needsPresent = false
        }
    }

    /// Shows `title` in the window's title bar.
    func setTitle(_ title: String) { window?.setTitle(title) }

    /// The sizes the window is kept between (its scene's `windowResizability`); nil: any size.
    private(set) var sizeLimits: WindowSizeLimits?

    /// Lets the user resize the window only between `limits`: they are the window manager's hints,
    /// and a resize outside them (without a window manager, or one that ignores the hints) is
    /// undone by `fitToLimits(_:)`.
    func setSizeLimits(_ limits: WindowSizeLimits) {
        sizeLimits = limits
        guard let window else { return }
        window.setSizeLimits(limits)
        let size = window.pointSize
        if limits.clamp(size) != size { fitToLimits(size) }
    }

    /// The size the window gets for a resize to `size` points: `size` within the limits. When it
    /// differs, the SDL window is resized to it.
    @discardableResult
    func fitToLimits(_ size: CGSize) -> CGSize {
        guard let sizeLimits, let window else { return size }
        let fitted = sizeLimits.clamp(size)
        if fitted != size {
            SDL_SetWindowSize(
                window.window, Int32((fitted.width * extraScale).rounded()),
                Int32((fitted.height * extraScale).rounded()))
            graph?.resize(to: fitted)
            needsRender = true
        }
        return fitted
    }

    /// Brings the window in front of the others and gives it the keyboard.
    func raise() {
        guard let window else { return }
        SDL_RaiseWindow(window.window)
        SDL_SetWindowInputFocus(window.window)
    }

    private func loop(window: SDLWindow, graph: ViewGraph) throws {
        // With vsync, presenting waits for the display and paces frames; our own pacing is then only
        // a backstop (3/4 of a refresh) for drivers that report vsync but do not wait.
        let refresh = 1 / max(1, min(window.refreshRate, 500))
        let frameInterval = window.hasVSync ? refresh * 0.75 : refresh
        var lastFrameStart = -Double.infinity
        var event = SDL_Event()
        while !closeRequested {
            let nextTimer = pumpMainQueue()
            if graph.hasPendingWork(at: clock.tick()) || needsRender || needsPresent {
                // Pace frames to the display's refresh; events keep arriving while we wait.
                while !closeRequested {
                    let remaining = lastFrameStart + frameInterval - clock.tick()
                    guard remaining >= 0.001 else { break }
                    let wait = Int32(max(1, (remaining * 1000).rounded(.down)))  // never past the frame's time
                    if SDL_WaitEventTimeout(&event, wait) != 0 { handle(event) }
                }
            } else {
                // With the waker, main-queue work wakes the wait itself; the idle wake is a safety net.
                let idle = waker == nil ? options.idleWake : max(options.idleWake, 1)
                let untilTimer = nextTimer.map { $0.timeIntervalSinceNow } ?? idle
                let untilWakeUp = secondsUntilWakeUp ?? idle
                let wait = max(0, min(idle, untilTimer, untilWakeUp))
                if SDL_WaitEventTimeout(&event, milliseconds(wait)) != 0 { handle(event) }
            }
            while SDL_PollEvent(&event) != 0 { handle(event) }
            if closeRequested { break }
            _ = pumpMainQueue()
            if graph.hasPendingWork(at: clock.tick()) || needsRender {
                lastFrameStart = clock.tick()
                try renderFrame(window: window, graph: graph)
            } else if needsPresent, hasPresented {
                try window.present(retained, damage: nil)
                needsPresent = false
            } else {
                needsPresent = false
            }
        }
    }

    /// Runs one frame of the graph at the clock's time, draws it and presents it.
    private func renderFrame(window: SDLWindow, graph: ViewGraph) throws {
        graph.time = clock.now
        let list = graph.runFrame()
        let key = FrameKey(list: list, size: graph.size, scale: window.pixelScale, scheme: graph.colorScheme)
        needsRender = false
        // Events that change nothing on screen (hovering over plain views) still run the graph's
        // frame; when the result is the frame on screen, drawing it again is skipped.
        if key == lastFrame, hasPresented, !needsPresent { return }
        let background = Color.background.resolve(in: graph.colorScheme)
        let damage = try retained.render(list, size: key.size, scale: key.scale, background: background)
        try window.present(retained, damage: needsPresent ? nil : damage)
        hasPresented = true
        lastFrame = key
        needsPresent = false
        framesRendered += 1
        if let pointer, !isPressed { cursors.show(graph.pointerStyle(at: pointer)) }
        updateTextInputRect(graph.focusedFrame)
        onFramePresented?(framesRendered)
    }

    /// Runs due `RunLoop.main` timers and `DispatchQueue.main` work; returns the next timer's date.
    private func pumpMainQueue() -> Date? {
        _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0))
        let next = RunLoop.main.limitDate(forMode: .default)
        waker?.didPump()
        return next
    }

    /// Refuses SDL's fallback drivers (offscreen, dummy): when the display named by `DISPLAY` or
    /// `WAYLAND_DISPLAY` cannot be reached, SDL would otherwise "open" an invisible window. A driver
    /// chosen explicitly with `SDL_VIDEODRIVER` is accepted.
    static func checkWindowSystem() throws {
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "none"
        let env = ProcessInfo.processInfo.environment
        if let chosen = env["SDL_VIDEODRIVER"], !chosen.isEmpty { return }
        guard driver == "x11" || driver == "wayland" else {
            let display =
                env["WAYLAND_DISPLAY"].flatMap { $0.isEmpty ? nil : "WAYLAND_DISPLAY=\($0)" }
                ?? "DISPLAY=\(env["DISPLAY"] ?? "")"
            throw SDLError.sdl(
                call: "SDL_Init(SDL_INIT_VIDEO)",
                reason: "the display (\(display)) cannot be reached; SDL fell back to its '\(driver)' video driver, "
                    + "which shows nothing (set SDL_VIDEODRIVER to insist on it)")
        }
    }

    private func milliseconds(_ seconds: TimeInterval) -> Int32 {
        Int32(max(1, min(60_000, (seconds * 1000).rounded(.up))))
    }

    func resolvedScale() -> CGFloat {
        if let scale = options.scale, scale.isFinite, scale > 0 { return min(scale, 8) }
        let env = ProcessInfo.processInfo.environment
        for name in ["PLUME_SCALE", "GDK_SCALE"] {
            if let text = env[name], let value = Double(text), value.isFinite, value > 0 { return min(value, 8) }
        }
        return 1
    }

    /// Tells the input method where the focused field is, so its candidate window appears beside it.
    private func updateTextInputRect(_ frame: CGRect?) {
        guard let frame, frame != textInputFrame else { return }
        textInputFrame = frame
        var rect = SDL_Rect(
            x: Int32((frame.minX * extraScale).rounded()), y: Int32((frame.minY * extraScale).rounded()),
            w: Int32((frame.width * extraScale).rounded()), h: Int32((frame.height * extraScale).rounded()))
        SDL_SetTextInputRect(&rect)
    }

    /// Makes `graph` the graph events go to, without a window (tests feed it SDL events).
    func attach(_ graph: ViewGraph, extraScale: CGFloat = 1) {
        self.graph = graph
        self.extraScale = extraScale
    }

    /// Shows the cursor for the view under the pointer.
    func updateCursor(graph: ViewGraph) {
        guard let pointer else { return }
        cursors.show(graph.pointerStyle(at: pointer))
    }

    /// Whether closing was asked for (by the window, SIGINT / SIGTERM or `requestClose()`).
    var isCloseRequested: Bool { closeRequested }

    /// Called by the event handler for SDL_QUIT and window close.
    func closeFromEvent() { closeRequested = true }
}
