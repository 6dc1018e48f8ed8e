import Foundation
import PlumeStreams
import Testing

/// A subject with one unlimited subscriber delivers without its lock, inside its send gate only
/// (issue 15, item 4). These races check that the gate still keeps the subscriber alive and the
/// completion last: a subscriber cancelled while another thread sends is released once the send is
/// over, and a completion sent from another thread comes once, after every value. Part of the suites
/// `make tsan` runs.
@Suite struct SoleSubscriberConcurrencyTests {
    final class Token {
        let onDeinit: () -> Void
        init(_ onDeinit: @escaping () -> Void) { self.onDeinit = onDeinit }
        deinit { onDeinit() }
    }

    @Test func soleSubscriberCancelledWhileAnotherThreadSendsIsReleased() {
        let subject = PassthroughSubject<Int, Never>()
        let released = Locked(0)
        let received = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 2) { worker in
            if worker == 0 {
                for value in 0..<40_000 { subject.send(value) }
            } else {
                for _ in 0..<2_000 {
                    let token = Token { released.mutate { $0 += 1 } }
                    let cancellable = subject.sink { _ in
                        withExtendedLifetime(token) { received.mutate { $0 += 1 } }
                    }
                    cancellable.cancel()
                }
            }
        }
        subject.send(-1)
        #expect(released.value == 2_000)
    }

    @Test func completionFromAnotherThreadComesOnceAndLast() {
        for _ in 0..<200 {
            let subject = PassthroughSubject<Int, Never>()
            let log = Locked<[String]>([])
            let cancellable = subject.sink(
                receiveCompletion: { _ in log.mutate { $0.append("end") } },
                receiveValue: { _ in log.mutate { $0.append("value") } })
            DispatchQueue.concurrentPerform(iterations: 2) { worker in
                if worker == 0 {
                    for value in 0..<200 { subject.send(value) }
                } else {
                    subject.send(completion: .finished)
                }
            }
            subject.send(1)
            let entries = log.value
            #expect(entries.filter { $0 == "end" }.count == 1)
            #expect(entries.last == "end")
            cancellable.cancel()
        }
    }

    /// A sole subscriber that cancels itself from inside `receive`, while another thread keeps
    /// sending, gets nothing more and is released after its `receive` returns.
    @Test func soleSubscriberCancellingItselfIsReleasedAfterItsReceive() {
        for _ in 0..<200 {
            let subject = PassthroughSubject<Int, Never>()
            let released = Locked(false)
            let afterCancel = Locked(0)
            let holder = Locked<AnyCancellable?>(nil)
            let cancelled = Locked(false)
            let token = Token { released.mutate { $0 = true } }
            holder.mutate {
                $0 = subject.sink { value in
                    withExtendedLifetime(token) {}
                    if cancelled.value { afterCancel.mutate { $0 += 1 } }
                    if value == 50 {
                        cancelled.mutate { $0 = true }
                        holder.value?.cancel()
                    }
                }
            }
            _ = consume token
            DispatchQueue.concurrentPerform(iterations: 2) { _ in
                for value in 0..<100 { subject.send(value) }
            }
            holder.mutate { $0 = nil }
            subject.send(0)
            #expect(released.value)
            #expect(afterCancel.value == 0)
        }
    }
}
