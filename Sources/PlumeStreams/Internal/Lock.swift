import Foundation
import Synchronization

/// A non-recursive mutual-exclusion lock: one atomic word, locked and unlocked inline.
///
/// Every subscription and subject owns one; nothing in PlumeStreams uses a global lock on the send
/// path. Never call downstream code while holding it.
///
/// Uncontended, `lock()` is one compare-and-swap and `unlock()` one exchange (about a tenth of a
/// `pthread_mutex_t` pair, which was a third of a subject's cost per value). A thread that finds the
/// lock taken spins briefly, then marks the word contended and sleeps on one of the shared
/// `ParkingLot` slots (chosen by the lock's address); an `unlock()` that finds the mark wakes that
/// slot's sleepers, which try again (so a slot shared by two locks only costs a spurious wake-up).
@usableFromInline
final class Lock {
    /// 0: unlocked; 1: locked; 2: locked, and a thread may be sleeping for it.
    @usableFromInline let word = Atomic<UInt32>(0)

    @usableFromInline init() {}

    @inlinable @inline(__always) func lock() {
        if !word.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged { lockContended() }
    }

    @inlinable @inline(__always) func unlock() {
        if word.exchange(0, ordering: .releasing) == 2 { wakeSleepers() }
    }

    @inlinable @inline(__always) func withLock<T>(_ body: () throws -> T) rethrows -> T {
        lock()
        defer { unlock() }
        return try body()
    }

    /// Spins a little, then sleeps until an unlock finds the contended mark (set by the exchange to
    /// 2 under the slot's mutex, so an unlock between the exchange and the wait still wakes it).
    @usableFromInline
    func lockContended() {
        for _ in 0..<32 {
            if word.load(ordering: .relaxed) == 0,
                word.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged
            {
                return
            }
            sched_yield()
        }
        let slot = ParkingLot.slot(for: self)
        pthread_mutex_lock(slot.mutex)
        while word.exchange(2, ordering: .acquiring) != 0 {
            pthread_cond_wait(slot.condition, slot.mutex)
        }
        pthread_mutex_unlock(slot.mutex)
    }

    /// Wakes the threads sleeping on this lock's slot (they try again; one gets the lock).
    @usableFromInline
    func wakeSleepers() {
        let slot = ParkingLot.slot(for: self)
        pthread_mutex_lock(slot.mutex)
        pthread_cond_broadcast(slot.condition)
        pthread_mutex_unlock(slot.mutex)
    }
}

/// The mutexes and condition variables that contended `Lock`s sleep on: a fixed table shared by
/// every lock (a lock is one word, and most locks are never contended).
enum ParkingLot {
    struct Slot {
        let mutex: UnsafeMutablePointer<pthread_mutex_t>
        let condition: UnsafeMutablePointer<pthread_cond_t>
    }

    /// 64 slots, made once and kept for the life of the process.
    private static let slots: [Slot] = (0..<64).map { _ in
        let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
        condition.initialize(to: pthread_cond_t())
        pthread_cond_init(condition, nil)
        return Slot(mutex: mutex, condition: condition)
    }

    /// The slot for `object` (by address).
    static func slot(for object: AnyObject) -> Slot {
        let address = UInt(bitPattern: ObjectIdentifier(object).hashValue)
        return slots[Int((address >> 4) & 63)]
    }
}
