import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Whether the caller runs on the process's main thread, without a system call.
///
/// Foundation's `Thread.isMainThread` asks the kernel for the calling thread's id on Linux (a
/// `gettid` system call each time: invisible to instruction counts, but a few hundred nanoseconds a
/// question). `Transaction.current` and `MainQueue.isCurrent` ask it at every `@State` write: a drag
/// asked it three times per pointer move. The main thread's `pthread_t` is recorded the first time
/// the main thread asks, and compared with the caller's after that (the main thread lives as long as
/// the process, so no other thread can have its id).
///
/// Who calls it: `Transaction.current` and `MainQueue.isCurrent`, from any thread.
enum MainThreadCheck {
    /// The main thread's id once it has asked (0 before).
    private static let recordedMain = Atomic<UInt>(0)

    /// Whether the caller is the main thread.
    static var isMainThread: Bool {
        #if canImport(Glibc)
            let caller = UInt(pthread_self())
            let main = recordedMain.load(ordering: .relaxed)
            if main != 0 { return caller == main }
            guard Thread.isMainThread else { return false }
            recordedMain.store(caller, ordering: .relaxed)
            return true
        #else
            return Thread.isMainThread
        #endif
    }
}
