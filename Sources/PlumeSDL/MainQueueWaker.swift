import CSDL2
import Foundation

/// Wakes the window host's `SDL_WaitEventTimeout` when work arrives on `DispatchQueue.main` from
/// another thread, so an idle window sleeps without polling yet runs that work at once.
///
/// libdispatch signals the main queue through a file descriptor that the run loop watches
/// (`_dispatch_get_main_queue_handle_4CF`, the hook swift-corelibs-foundation itself uses). A
/// background thread waits for it to become readable and pushes an SDL event; it then waits until
/// the host has run the main queue (`didPump()`) before watching again. When the hook is missing,
/// `make()` returns nil and the host falls back to waking every `idleWake` seconds.
final class MainQueueWaker {
    private let descriptor: Int32
    private let eventType: UInt32
    private let lock = NSLock()
    private var wakePending = false
    private var stopped = false
    private let pumped = DispatchSemaphore(value: 0)

    private init(descriptor: Int32, eventType: UInt32) {
        self.descriptor = descriptor
        self.eventType = eventType
    }

    /// A waker watching the main queue's descriptor, or nil when libdispatch does not expose it.
    /// Call on the main thread after `SDL_Init`.
    static func make() -> MainQueueWaker? {
        typealias HandleFunction = @convention(c) () -> Int32
        guard let program = dlopen(nil, RTLD_NOW),
            let symbol = dlsym(program, "_dispatch_get_main_queue_handle_4CF")
        else { return nil }
        let descriptor = unsafeBitCast(symbol, to: HandleFunction.self)()
        let eventType = SDL_RegisterEvents(1)
        guard descriptor >= 0, eventType != UInt32.max else { return nil }
        return MainQueueWaker(descriptor: descriptor, eventType: eventType)
    }

    /// Whether `event` is this waker's wake-up event (the host ignores it).
    func isWakeEvent(_ type: UInt32) -> Bool { type == eventType }

    /// Starts the watching thread.
    func start() {
        let thread = Thread { [self] in watch() }
        thread.name = "Plume main-queue waker"
        thread.start()
    }

    /// The host ran the main queue's work: the watcher may look at the descriptor again.
    func didPump() {
        lock.lock()
        let pending = wakePending
        wakePending = false
        lock.unlock()
        if pending { pumped.signal() }
    }

    /// Stops the watching thread (it ends within half a second).
    func stop() {
        lock.lock()
        stopped = true
        let pending = wakePending
        wakePending = false
        lock.unlock()
        if pending { pumped.signal() }
    }

    private var isStopped: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopped
    }

    private func watch() {
        while !isStopped {
            var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&entry, 1, 500) > 0, !isStopped else { continue }
            lock.lock()
            wakePending = true
            lock.unlock()
            var event = SDL_Event()
            event.type = eventType
            SDL_PushEvent(&event)
            // Wait for the host to drain the main queue (a bounded wait keeps a stuck host from
            // leaving the watcher blocked forever).
            _ = pumped.wait(timeout: .now() + 1)
        }
    }
}
