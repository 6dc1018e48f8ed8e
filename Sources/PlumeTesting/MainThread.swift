import Foundation
import PlumeUI

/// Runs the test host's work on the main thread, where `DispatchQueue.main` work queued by views
/// runs between frames, in order, never at the same time as a frame.
///
/// Swift Testing runs tests off the main thread while the main thread services the main queue, so
/// a block a view queues with `DispatchQueue.main.async` would otherwise run concurrently with the
/// next frame. Hopping each step to the main queue makes the order deterministic: a block queued
/// during frame N runs right after frame N, before frame N + 1 (the main queue is first in, first
/// out). When nothing services the main queue (a command-line tool whose main thread is busy), the
/// work runs on the calling thread and main-queue blocks wait for the main thread.
enum MainThread {
    nonisolated(unsafe) private static var probed: Bool?
    private static let lock = NSLock()

    /// Whether the main queue runs blocks queued from another thread (probed once, up to 2 s).
    static var isServiced: Bool {
        lock.lock()
        defer { lock.unlock() }
        if let probed { return probed }
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.main.async { done.signal() }
        let serviced = done.wait(timeout: .now() + 2) == .success
        if !serviced {
            FileHandle.standardError.write(
                Data("ViewHost: DispatchQueue.main is not serviced; main-queue work in views will not run\n".utf8))
        }
        probed = serviced
        return serviced
    }

    /// Whether the current code runs inside a hop (so nested hops run inline).
    nonisolated(unsafe) static var inHop = false

    /// Marks the main queue, so code can tell it runs there even on a thread that is not the process's
    /// main thread: under `dispatchMain()` (as Swift Testing runs `@MainActor` tests on Linux) a worker
    /// thread drains the main queue, and `DispatchQueue.main.sync` from it would deadlock.
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the caller runs on the main thread or inside a block of the main queue.
    static var isOnMainQueue: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
    }

    /// Runs `body` on the main thread (inline when already on the main queue or when the main queue is
    /// idle).
    static func run<T>(_ body: @MainActor () throws -> T) rethrows -> T {
        if isOnMainQueue || !isServiced { return try _assumingGraphActor(body) }
        return try DispatchQueue.main.sync {
            inHop = true
            defer { inHop = false }
            return try _assumingGraphActor(body)
        }
    }

    /// On the main thread outside a hop (a command-line tool), runs the main queue's pending blocks.
    static func pumpIfOnMain() {
        guard Thread.isMainThread, !inHop else { return }
        for _ in 0..<4 { _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0)) }
    }
}
