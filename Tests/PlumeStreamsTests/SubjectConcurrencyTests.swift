import Foundation
import PlumeStreams
import Testing

/// Subjects under many threads at once (issue 15, bugs 2 and 9); part of the suites `make tsan`
/// runs. The work is bounded by counts, not by time, and every assertion is about order or release,
/// never about how long something took.
@Suite struct SubjectConcurrencyTests {
    /// Bug 9: subscribers attach while other threads send (the sends themselves are ordered by a
    /// lock, so there is one true order). Every subscriber must see strictly increasing values: the
    /// current value it gets on attaching may not overtake a newer value sent meanwhile.
    @Test func currentValueSubjectKeepsOrderWhileSubscribersAttach() {
        let histories = attachWhileSending(to: CurrentValueSubject<Int, Never>(0))
        #expect(histories.count == 1600)
        let disordered = histories.filter { values in zip(values, values.dropFirst()).contains { $0 >= $1 } }
        #expect(disordered.isEmpty, "out of order: \(disordered.prefix(3))")
        #expect(histories.allSatisfy { !$0.isEmpty })
    }

    /// The same for a passthrough subject: ordered sends reach each subscriber in order.
    @Test func passthroughSubjectKeepsOrderWhileSubscribersAttach() {
        let histories = attachWhileSending(to: PassthroughSubject<Int, Never>())
        #expect(histories.allSatisfy { values in !zip(values, values.dropFirst()).contains { $0 >= $1 } })
    }

    /// Two threads send 1, 2, 3, … in one order (under a lock) while four threads each attach 400
    /// sinks and cancel them again; returns what every sink received.
    private func attachWhileSending<S: Subject>(to subject: S) -> [[Int]] where S.Output == Int, S.Failure == Never {
        let sendLock = NSLock()
        let next = Locked(0)
        let histories = Locked<[Locked<[Int]>]>([])
        DispatchQueue.concurrentPerform(iterations: 6) { worker in
            if worker < 2 {
                for _ in 0..<20_000 {
                    sendLock.withLock {
                        next.mutate { $0 += 1 }
                        subject.send(next.value)
                    }
                }
            } else {
                for _ in 0..<400 {
                    let history = Locked<[Int]>([])
                    histories.mutate { $0.append(history) }
                    let cancellable = subject.sink { value in
                        // Linger over the first value: a newer one sent meanwhile must wait, not overtake.
                        if history.value.isEmpty { usleep(50) }
                        history.mutate { $0.append(value) }
                    }
                    for _ in 0..<20 { _ = next.value }
                    cancellable.cancel()
                }
            }
        }
        return histories.value.map(\.value)
    }

    /// Bug 2 under concurrency: subscribers cancelled while other threads send are all released
    /// once the sends are over, also those cancelled in the middle of a delivery.
    @Test func subscribersCancelledDuringSendsAreReleased() {
        let subject = PassthroughSubject<Int, Never>()
        let released = Locked<[Weak<KeepingSubscriber<Int, Never>>]>([])
        DispatchQueue.concurrentPerform(iterations: 6) { worker in
            for step in 0..<500 {
                if worker < 2 {
                    subject.send(step)
                } else {
                    let subscriber = KeepingSubscriber<Int, Never>()
                    released.mutate { $0.append(Weak(subscriber)) }
                    subject.subscribe(subscriber)
                    subscriber.subscription?.cancel()
                }
            }
        }
        subject.send(-1)
        #expect(released.value.count == 2000)
        #expect(released.value.allSatisfy { $0.object == nil })
    }

    /// A completion sent while other threads send reaches every subscriber last, once.
    @Test func completionArrivesAfterEveryValueUnderConcurrentSends() {
        for _ in 0..<20 {
            let subject = PassthroughSubject<Int, Never>()
            let events = (0..<4).map { _ in Locked<[String]>([]) }
            let cancellables = events.map { log in
                subject.sink(
                    receiveCompletion: { _ in log.mutate { $0.append("end") } },
                    receiveValue: { _ in log.mutate { $0.append("value") } })
            }
            DispatchQueue.concurrentPerform(iterations: 4) { worker in
                for step in 0..<200 {
                    if worker == 0 && step == 100 { subject.send(completion: .finished) }
                    subject.send(step)
                }
            }
            #expect(events.allSatisfy { $0.value.last == "end" && $0.value.filter { $0 == "end" }.count == 1 })
            _ = cancellables
        }
    }
}
