import Foundation

/// A non-recursive mutual-exclusion lock around a heap-allocated `pthread_mutex_t`.
///
/// Every subscription and subject owns one; nothing in PlumeStreams uses a global lock on the send
/// path. Never call downstream code while holding it.
@usableFromInline
final class Lock {
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>

    @usableFromInline init() {
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    @inlinable @inline(__always) func lock() { pthread_mutex_lock(mutex) }

    @inlinable @inline(__always) func unlock() { pthread_mutex_unlock(mutex) }

    @inlinable @inline(__always) func withLock<T>(_ body: () throws -> T) rethrows -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
