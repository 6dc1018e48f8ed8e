import Foundation
import Synchronization

/// The gate that serialises a subject's sends: one thread at a time delivers a sent value, so calls
/// to a subscriber's `receive(_:)` never overlap (Combine's contract for every publisher), while the
/// thread inside may send again from a subscriber's `receive` (re-entrant sends are delivered
/// nested, as with Combine's recursive delivery lock).
///
/// Uncontended, entering is one compare-and-swap of the owning thread's identity and leaving one
/// store and one load, all inlined into the send. A thread that finds another inside spins briefly,
/// then sleeps on a condition variable until the owner leaves. A subscriber that blocks inside
/// `receive` until another thread's send to the same subject returns deadlocks, as in Combine.
@usableFromInline
final class SendGate {
    /// The thread inside (`pthread_self()`), or 0.
    @usableFromInline let owner = Atomic<UInt>(0)
    /// Threads sleeping in `enterContended`.
    @usableFromInline let sleepers = Atomic<Int>(0)
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let condition: UnsafeMutablePointer<pthread_cond_t>

    @usableFromInline init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        condition = .allocate(capacity: 1)
        condition.initialize(to: pthread_cond_t())
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        condition.deinitialize(count: 1)
        condition.deallocate()
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Enters the gate, waiting while another thread is inside. Returns `false` when the calling
    /// thread is already inside (a nested send): it must then not call `leave()` for this entry.
    @inlinable @inline(__always)
    func enter() -> Bool {
        let me = UInt(bitPattern: Int(bitPattern: pthread_self()))
        if owner.compareExchange(expected: 0, desired: me, ordering: .sequentiallyConsistent).exchanged {
            return true
        }
        if owner.load(ordering: .relaxed) == me { return false }
        enterContended(me)
        return true
    }

    /// Leaves the gate entered by the matching `enter()` that returned `true`, waking sleepers.
    @inlinable @inline(__always)
    func leave() {
        owner.store(0, ordering: .sequentiallyConsistent)
        if sleepers.load(ordering: .sequentiallyConsistent) != 0 { wakeSleepers() }
    }

    /// Waits for the owner to leave: a short spin, then sleeping (a sleeper counts itself before
    /// its last try, and `leave` clears the owner before looking for sleepers, so no wake-up is lost).
    @usableFromInline
    func enterContended(_ me: UInt) {
        for _ in 0..<64 {
            if owner.load(ordering: .relaxed) == 0,
                owner.compareExchange(expected: 0, desired: me, ordering: .sequentiallyConsistent).exchanged
            {
                return
            }
            sched_yield()
        }
        pthread_mutex_lock(mutex)
        sleepers.add(1, ordering: .sequentiallyConsistent)
        while !owner.compareExchange(expected: 0, desired: me, ordering: .sequentiallyConsistent).exchanged {
            pthread_cond_wait(condition, mutex)
        }
        sleepers.subtract(1, ordering: .sequentiallyConsistent)
        pthread_mutex_unlock(mutex)
    }

    @usableFromInline
    func wakeSleepers() {
        pthread_mutex_lock(mutex)
        pthread_cond_broadcast(condition)
        pthread_mutex_unlock(mutex)
    }
}
