import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Watches the event a `SoakRunner` is running: when it runs past its wall-clock limit, prints
/// what the runner said to print (the seed, event index and replay command) and ends the process
/// with status 3; when the process crashes during it (SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT,
/// SIGFPE), prints the same line from the signal handler and lets the signal end the process.
///
/// The message is copied into a fixed buffer before each event, so the signal handler only calls
/// `write` (async-signal-safe). One event at a time is watched in the process.
final class SoakWatchdog {
    private let limit: TimeInterval
    private let condition = NSCondition()
    private var generation = 0
    private var running = false
    private var stopped = false
    private var message = ""

    init(limit: TimeInterval) {
        self.limit = limit
        SoakCrashLine.installHandlers()
        let thread = Thread { [unowned self] in self.watch() }
        thread.name = "soak watchdog"
        thread.start()
    }

    /// An event starts: `message` is printed if it hangs or crashes.
    func begin(_ message: String) {
        SoakCrashLine.set(message)
        condition.lock()
        self.message = message
        generation += 1
        running = true
        condition.broadcast()
        condition.unlock()
    }

    /// The event finished.
    func end() {
        condition.lock()
        running = false
        condition.broadcast()
        condition.unlock()
        SoakCrashLine.set("")
    }

    /// Ends the watch thread.
    func stop() {
        condition.lock()
        stopped = true
        running = false
        condition.broadcast()
        condition.unlock()
    }

    private func watch() {
        condition.lock()
        defer { condition.unlock() }
        while !stopped {
            guard running else {
                condition.wait()
                continue
            }
            let watched = generation
            let deadline = Date(timeIntervalSinceNow: limit)
            while running, generation == watched, !stopped {
                if !condition.wait(until: deadline), running, generation == watched {
                    FileHandle.standardError.write(Data("soak: no answer after \(limit) s at \(message)".utf8))
                    exit(3)
                }
            }
        }
    }
}

/// The line printed when the process crashes during a soak event (see `SoakWatchdog`).
enum SoakCrashLine {
    private static let capacity = 2048
    nonisolated(unsafe) private static let buffer: UnsafeMutablePointer<CChar> = {
        let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: capacity)
        buffer.initialize(repeating: 0, count: capacity)
        return buffer
    }()
    nonisolated(unsafe) private static var length = 0
    /// The actions that were installed before (the Swift runtime's backtracer, for one), by signal.
    nonisolated(unsafe) private static let previous: UnsafeMutablePointer<sigaction> = {
        let actions = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
        actions.initialize(repeating: sigaction(), count: 65)
        return actions
    }()
    private static let installed: Void = {
        for number in [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in
                if SoakCrashLine.length > 0 { _ = write(2, SoakCrashLine.buffer, SoakCrashLine.length) }
                // The previous action then handles the signal (re-raised; a fault repeats anyway).
                sigaction(number, SoakCrashLine.previous + Int(number), nil)
                raise(number)
            }
            sigemptyset(&action.sa_mask)
            sigaction(number, &action, previous + Int(number))
        }
    }()

    static func installHandlers() { _ = installed }

    /// Sets the line (cut to the buffer's size); "" prints nothing.
    static func set(_ message: String) {
        let bytes = Array(("soak: crashed at " + message).utf8.prefix(capacity - 1))
        length = 0
        guard !message.isEmpty else { return }
        for (index, byte) in bytes.enumerated() { buffer[index] = CChar(bitPattern: byte) }
        length = bytes.count
    }
}
