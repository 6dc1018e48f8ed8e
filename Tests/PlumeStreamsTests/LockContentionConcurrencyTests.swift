import Foundation
import PlumeStreams
import Testing

/// PlumeStreams' lock (one atomic word; contended threads sleep on a shared parking table) under
/// heavy contention, seen through public API: a `TestScheduler`'s queue and a `CurrentValueSubject`
/// are read-modify-written under it from several threads at once, and no update may be lost. Part
/// of the suites `make tsan` runs.
@Suite struct LockContentionConcurrencyTests {
    @Test func scheduleFromEightThreadsLosesNoAction() {
        let scheduler = TestScheduler()
        let ran = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            for step in 0..<250 {
                scheduler.schedule(after: .init(nanoseconds: worker * 10 + step), tolerance: .zero, options: nil) {
                    ran.mutate { $0 += 1 }
                }
            }
        }
        #expect(scheduler.pendingCount == 2_000)
        scheduler.advance(by: .seconds(1))
        #expect(ran.value == 2_000)
        #expect(scheduler.pendingCount == 0)
    }

    /// Subscribing and cancelling on eight threads while two send: each attach and removal takes the
    /// subject's lock; afterwards the subject has no subscriber left and every sink was released.
    @Test func attachAndCancelFromEightThreadsLeavesNoSubscriber() {
        let subject = PassthroughSubject<Int, Never>()
        let released = Locked(0)
        final class Token {
            let onDeinit: () -> Void
            init(_ onDeinit: @escaping () -> Void) { self.onDeinit = onDeinit }
            deinit { onDeinit() }
        }
        DispatchQueue.concurrentPerform(iterations: 10) { worker in
            if worker < 2 {
                for value in 0..<5_000 { subject.send(value) }
            } else {
                for _ in 0..<500 {
                    let token = Token { released.mutate { $0 += 1 } }
                    let cancellable = subject.sink { _ in withExtendedLifetime(token) {} }
                    cancellable.cancel()
                }
            }
        }
        subject.send(-1)  // releases anything retired during the last concurrent send
        #expect(released.value == 4_000)
    }
}
