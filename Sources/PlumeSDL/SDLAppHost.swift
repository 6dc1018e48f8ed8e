import CSDL2
import Foundation
import PlumeUI

/// Runs an app's windows in SDL: one SDL window (an `SDLWindowHost`) per window its `AppSession`
/// opens, in one event loop; `App.main()` uses it.
///
/// ```swift
/// try SDLAppHost(session: AppSession(NotesApp.self)).run()   // returns when the last window closes
/// ```
/// - Events go to the window SDL says they are for; a window that gets the keyboard becomes the
///   session's frontmost. Closing a window (its title bar, `dismissWindow`, File › Close Window)
///   closes it once the event that asked is handled (its views disappear first) and raises the
///   frontmost of the others; closing the last one, "Quit", SIGINT or SIGTERM end `run`.
/// - Frames: each window renders when its graph has work, as `SDLWindowHost` does; with no work
///   anywhere the loop sleeps in `SDL_WaitEventTimeout` until an event, a `RunLoop.main` timer or
///   main-queue work (`MainQueueWaker`).
@MainActor @preconcurrency
public final class SDLAppHost: AppWindowPresenter {
    /// The app's windows and scenes.
    public let session: AppSession
    /// How every window is shown.
    public let options: SDLWindowHost.Options
    private var hosts: [(window: AppWindow, host: SDLWindowHost)] = []
    /// Windows closed while an event was handled, torn down after it.
    private var closing: [SDLWindowHost] = []
    private var failure: Error?
    private var quitRequested = false
    /// The URLs the app was started to open, given to `session.open(_:)` once the launch window is up.
    public let launchURLs: [URL]

    /// A host for `session`'s windows; `launchURLs` go to the views' `onOpenURL` handlers once the
    /// launch window opens.
    public init(
        session: AppSession, options: SDLWindowHost.Options = SDLWindowHost.Options(), launchURLs: [URL] = []
    ) {
        self.session = session
        self.options = options
        self.launchURLs = launchURLs
    }

    /// Opens the launch window and runs every window's events and frames until none is left.
    /// - Throws: `SDLError.noDisplay` without a display, `SDLError.sdl` when SDL cannot open a window
    ///   or draw (every window is closed first).
    public func run() throws {
        try SDLWindowHost.initializeVideo()
        defer { SDL_Quit() }
        session.presenter = self
        let waker = MainQueueWaker.make()
        waker?.start()
        defer {
            waker?.stop()
            session.quit()
            tearDownClosed()
        }
        session.start(opening: launchURLs)
        var event = SDL_Event()
        while !quitRequested, !session.windows.isEmpty {
            if let failure { throw failure }
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0))
            let nextTimer = RunLoop.main.limitDate(forMode: .default)
            waker?.didPump()
            let busy = hosts.contains { $0.host.hasWork }
            let idle = waker == nil ? options.idleWake : max(options.idleWake, 1)
            let untilTimer = nextTimer.map { $0.timeIntervalSinceNow } ?? idle
            let untilWakeUp = hosts.compactMap { $0.host.secondsUntilWakeUp }.min() ?? idle
            let wait = busy ? 1.0 / 60 : max(0, min(idle, untilTimer, untilWakeUp))
            if SDL_WaitEventTimeout(&event, Int32(max(1, min(60_000, (wait * 1000).rounded(.up))))) != 0 {
                dispatch(event)
            }
            while SDL_PollEvent(&event) != 0 { dispatch(event) }
            tearDownClosed()
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0))
            for (_, host) in hosts { try host.renderIfNeeded() }
            tearDownClosed()
        }
        if let failure { throw failure }
    }

    /// Sends `event` to the window it is for.
    private func dispatch(_ event: SDL_Event) {
        if event.type == SDL_QUIT.rawValue {
            quitRequested = true
            return
        }
        guard let id = Self.windowID(of: event), let entry = hosts.first(where: { $0.host.windowID == id }) else {
            return
        }
        if event.type == SDL_WINDOWEVENT.rawValue {
            switch UInt32(event.window.event) {
            case SDL_WINDOWEVENT_CLOSE.rawValue:
                // A document with unsaved changes asks first (its window stays open meanwhile).
                session.requestClose(entry.window)
                return
            case SDL_WINDOWEVENT_FOCUS_GAINED.rawValue:
                session.windowBecameFront(entry.window)
            default:
                break
            }
        }
        entry.host.handle(event)
    }

    /// The SDL window an event is for, nil for events of no window.
    static func windowID(of event: SDL_Event) -> UInt32? {
        switch event.type {
        case SDL_WINDOWEVENT.rawValue: event.window.windowID
        case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue: event.button.windowID
        case SDL_MOUSEMOTION.rawValue: event.motion.windowID
        case SDL_MOUSEWHEEL.rawValue: event.wheel.windowID
        case SDL_KEYDOWN.rawValue, SDL_KEYUP.rawValue: event.key.windowID
        case SDL_TEXTINPUT.rawValue: event.text.windowID
        default: nil
        }
    }

    private func tearDownClosed() {
        let closed = closing
        closing.removeAll()
        for host in closed {
            host.runClosingFrame()
            host.closeWindow()
        }
        guard !closed.isEmpty, let front = session.windows.last else { return }
        // A window's host stops SDL's (application-wide) text input as it closes; the others type on,
        // and the frontmost one gets the keyboard (without a window manager nothing else gives it).
        SDL_StartTextInput()
        bringForward(front)
    }

    public func showWindow(_ window: AppWindow) {
        let host = SDLWindowHost(options: options)
        let placement: SDLWindow.Placement =
            window.configuration.defaultPosition.map { .at(x: $0.x, y: $0.y) }
            ?? .centered(offset: CGFloat(hosts.count % 8) * 24 * host.resolvedScale())
        do {
            window.graph = try host.openWindow(
                title: window.title, size: window.configuration.defaultSize, placement: placement,
                hidesTitleBar: window.configuration.hidesTitleBar, root: window.rootView)
            hosts.append((window, host))
            // Limits measured before the window was listed here.
            host.setSizeLimits(window.sizeLimits)
        } catch {
            failure = error
        }
    }

    public func bringForward(_ window: AppWindow) {
        hosts.first { $0.window === window }?.host.raise()
    }

    public func windowSizeLimitsChanged(_ window: AppWindow) {
        hosts.first { $0.window === window }?.host.setSizeLimits(window.sizeLimits)
    }

    public func windowTitleChanged(_ window: AppWindow) {
        hosts.first { $0.window === window }?.host.setTitle(window.title)
    }

    public func closeWindow(_ window: AppWindow) {
        guard let index = hosts.firstIndex(where: { $0.window === window }) else { return }
        closing.append(hosts.remove(at: index).host)
    }
}
