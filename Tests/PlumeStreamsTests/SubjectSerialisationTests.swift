import Foundation
import PlumeStreams
import Testing

/// Issue 15, item 1: a subject is a publisher, so each of its subscribers receives values one at a
/// time even when several threads call `send` at once (Combine's contract: calls to a subscriber's
/// `receive(_:)` never overlap). Part of the suites `make tsan` runs (its name ends in
/// `ConcurrencyTests`). The work is bounded by counts; every assertion is about overlap or order.
@Suite struct SubjectSendSerialisationConcurrencyTests {
    /// A subscriber that notes whether two of its `receive(_:)` calls ever ran at the same time: each
    /// call marks itself inside, lingers a moment (so that an overlapping call would find it there),
    /// then leaves.
    final class OverlapDetector: Subscriber, @unchecked Sendable {
        typealias Input = Int
        typealias Failure = Never
        private let state = Locked((inside: 0, overlaps: 0, received: 0))
        private let demand: Subscribers.Demand
        private(set) var subscription: Subscription?

        /// `demand` is requested on subscription and again after each value (`.unlimited` takes the
        /// subject's lock-free path, a limited demand its locked one).
        init(demand: Subscribers.Demand) { self.demand = demand }

        var overlaps: Int { state.value.overlaps }
        var received: Int { state.value.received }

        func receive(subscription: Subscription) {
            self.subscription = subscription
            subscription.request(demand)
        }

        func receive(_ input: Int) -> Subscribers.Demand {
            state.mutate {
                $0.inside += 1
                if $0.inside > 1 { $0.overlaps += 1 }
                $0.received += 1
            }
            for _ in 0..<200 { _ = state.value.inside }
            state.mutate { $0.inside -= 1 }
            return demand == .unlimited ? .none : demand
        }

        func receive(completion: Subscribers.Completion<Never>) {}
    }

    /// Four threads send 2,000 values each, with no lock of their own around `send`.
    private func sendFromFourThreads<S: Subject>(_ subject: S) where S.Output == Int {
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            for value in 0..<2_000 { subject.send(worker * 10_000 + value) }
        }
    }

    @Test func passthroughSubjectSerialisesSendsToOneUnlimitedSubscriber() {
        let subject = PassthroughSubject<Int, Never>()
        let detector = OverlapDetector(demand: .unlimited)
        subject.subscribe(detector)
        sendFromFourThreads(subject)
        #expect(detector.overlaps == 0)
        #expect(detector.received == 8_000)
    }

    @Test func passthroughSubjectSerialisesSendsToOneLimitedSubscriber() {
        let subject = PassthroughSubject<Int, Never>()
        let detector = OverlapDetector(demand: .max(1_000_000))
        subject.subscribe(detector)
        sendFromFourThreads(subject)
        #expect(detector.overlaps == 0)
        #expect(detector.received == 8_000)
    }

    @Test func passthroughSubjectSerialisesSendsToEachOfSeveralSubscribers() {
        let subject = PassthroughSubject<Int, Never>()
        let detectors = [
            OverlapDetector(demand: .unlimited), OverlapDetector(demand: .max(10)), OverlapDetector(demand: .unlimited),
        ]
        for detector in detectors { subject.subscribe(detector) }
        sendFromFourThreads(subject)
        #expect(detectors.map(\.overlaps) == [0, 0, 0])
        #expect(detectors.map(\.received) == [8_000, 8_000, 8_000])
    }

    @Test func currentValueSubjectSerialisesSends() {
        let subject = CurrentValueSubject<Int, Never>(-1)
        let detectors = [OverlapDetector(demand: .unlimited), OverlapDetector(demand: .max(1))]
        for detector in detectors { subject.subscribe(detector) }
        sendFromFourThreads(subject)
        #expect(detectors.map(\.overlaps) == [0, 0])
        // The current value on subscribing, then every send.
        #expect(detectors.map(\.received) == [8_001, 8_001])
    }

    /// Serialising sends keeps re-entrancy: a subscriber that sends to the same subject from inside
    /// its `receive` gets that value at once, nested, on the same thread (as Combine's recursive
    /// delivery lock allows), while another thread sends too.
    @Test func reentrantSendIsDeliveredNestedWhileAnotherThreadSends() {
        let subject = PassthroughSubject<Int, Never>()
        let log = Locked<[Int]>([])
        let cancellable = subject.sink { value in
            log.mutate { $0.append(value) }
            if value >= 0, value % 2 == 0 { subject.send(-value - 1) }
        }
        let finished = returnsInTime {
            DispatchQueue.concurrentPerform(iterations: 2) { worker in
                for value in 0..<1_000 { subject.send(worker * 10_000 + value) }
            }
        }
        #expect(finished)
        let values = log.value
        #expect(values.count == 3_000)
        // Each even value is followed at once by its nested echo: no other send came between.
        for (index, value) in values.enumerated() where value >= 0 && value % 2 == 0 {
            #expect(index + 1 < values.count && values[index + 1] == -value - 1)
        }
        cancellable.cancel()
    }
}
