import Foundation
import PlumeStreams
import Testing

/// Issue 15's "bad input": negative counts trap where Combine traps (checked in a child process),
/// demand arithmetic saturates, and re-entrant sends, cancels, completions and schedulers have a
/// defined outcome instead of a deadlock.
@Suite struct BadInputTests {
    @Test func negativePrefixTraps() async {
        await #expect(processExitsWith: .failure) { _ = Just(1).prefix(-1) }
    }

    @Test func negativeOutputRangeTraps() async {
        await #expect(processExitsWith: .failure) { _ = Just(1).output(in: -1..<2) }
        await #expect(processExitsWith: .failure) { _ = Just(1).output(at: -1) }
    }

    @Test func negativeDropFirstTrapsOnSubscription() async {
        await #expect(processExitsWith: .failure) { _ = Just(1).dropFirst(-1).sink { _ in } }
    }

    /// Combine documents no trap for a negative retry count; Plume reads it as "no retry".
    @Test func negativeRetryMeansNoRetry() {
        var attempts = 0
        let recorder = Deferred { () -> Fail<Int, TestError> in
            attempts += 1
            return Fail(error: TestError())
        }.retry(-1).record()
        #expect(attempts == 1)
        #expect(recorder.failure == TestError())
    }

    @Test func demandSaturatesInsteadOfOverflowing() {
        #expect(Subscribers.Demand.max(Int.max) + .max(1) == .unlimited)
        #expect(Subscribers.Demand.max(Int.max) + 1 == .unlimited)
        #expect(Subscribers.Demand.max(Int.max / 2 + 1) * 2 == .unlimited)
        #expect(Subscribers.Demand.max(1) - 5 == .none)
        #expect(Subscribers.Demand.max(1) + Int.min == .none)
        let subject = PassthroughSubject<Int, Never>()
        let recorder = subject.record(demand: .max(Int.max))
        recorder.request(.max(Int.max))
        for value in 0..<3 { subject.send(value) }
        #expect(recorder.values == [0, 1, 2])
    }

    @Test func reentrantSendIsDeliveredInsideTheOuterOne() {
        let subject = PassthroughSubject<Int, Never>()
        let received = Locked<[Int]>([])
        let cancellable = subject.sink { value in
            received.mutate { $0.append(value) }
            if value == 1 { subject.send(2) }
        }
        #expect(returnsInTime { subject.send(1) })
        #expect(received.value == [1, 2])
        cancellable.cancel()
    }

    @Test func reentrantCancelStopsOnlyThatSubscriberAndReleasesIt() {
        let subject = PassthroughSubject<Int, Never>()
        let other = subject.record()
        let weak = Weak<KeepingSubscriber<Int, Never>>(nil)
        do {
            let subscriber = KeepingSubscriber<Int, Never>()
            weak.object = subscriber
            subject.subscribe(subscriber)
            let cancelling = subject.sink { _ in subscriber.subscription?.cancel() }
            #expect(returnsInTime { subject.send(1) })
            subject.send(2)
            #expect(subscriber.values == [1])
            cancelling.cancel()
        }
        #expect(weak.object == nil)
        #expect(other.values == [1, 2])
    }

    /// A completion sent from inside a delivery reaches every subscriber once that delivery returns
    /// (documented on `PassthroughSubject`), never before a value already being delivered.
    @Test func reentrantCompletionFollowsTheRunningDelivery() {
        let subject = PassthroughSubject<Int, Never>()
        let log = Locked<[String]>([])
        let first = subject.sink(
            receiveCompletion: { _ in log.mutate { $0.append("first end") } },
            receiveValue: { value in
                log.mutate { $0.append("first \(value)") }
                subject.send(completion: .finished)
            })
        let second = subject.sink(
            receiveCompletion: { _ in log.mutate { $0.append("second end") } },
            receiveValue: { value in log.mutate { $0.append("second \(value)") } })
        #expect(returnsInTime { subject.send(1) })
        subject.send(2)
        #expect(log.value == ["first 1", "second 1", "first end", "second end"])
        _ = (first, second)
    }

    /// A scheduler that runs actions at once, inside `schedule`, re-entered by a subscriber that sends
    /// again: the inner value waits for the outer delivery, so values stay in order.
    @Test func reentrantSchedulerKeepsValuesInOrder() {
        let subject = PassthroughSubject<Int, Never>()
        let received = Locked<[Int]>([])
        let cancellable = subject.receive(on: ImmediateScheduler.shared).sink { value in
            received.mutate { $0.append(value) }
            if value < 3 { subject.send(value + 1) }
        }
        #expect(returnsInTime { subject.send(1) })
        #expect(received.value == [1, 2, 3])
        cancellable.cancel()
    }
}
