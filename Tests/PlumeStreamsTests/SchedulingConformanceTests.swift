import Foundation
import PlumeStreams
import Testing

/// Issue 15, bug 7: time-based operators deliver values and completions on their scheduler (Apple:
/// "the scheduler on which this publisher delivers elements"), checked on a `TestScheduler`, where
/// nothing scheduled runs before `advance`.
@Suite struct SchedulingConformanceTests {
    /// throttle (its first value too) and timeout pass nothing on inside the upstream's call.
    @Test(arguments: ["throttle", "timeout"])
    func deliversValuesAndCompletionOnTheScheduler(name: String) {
        let scheduler = TestScheduler()
        let subject = PassthroughSubject<Int, Never>()
        let recorder =
            name == "throttle"
            ? subject.throttle(for: .seconds(1), scheduler: scheduler, latest: true).record()
            : subject.timeout(.seconds(5), scheduler: scheduler).record()
        subject.send(1)
        #expect(recorder.values.isEmpty)
        scheduler.advance()
        #expect(recorder.values == [1])
        subject.send(completion: .finished)
        #expect(!recorder.isFinished)
        scheduler.advance()
        #expect(recorder.isFinished)
    }

    @Test func debounceDeliversAFailureOnTheScheduler() {
        let scheduler = TestScheduler()
        let subject = PassthroughSubject<Int, TestError>()
        let recorder = subject.debounce(for: .seconds(1), scheduler: scheduler).record()
        subject.send(1)
        subject.send(completion: .failure(TestError()))
        #expect(recorder.completions.isEmpty)
        scheduler.advance()
        #expect(recorder.values.isEmpty)
        #expect(recorder.failure == TestError())
    }

    @Test func delayDeliversValuesAndCompletionOnTheScheduler() {
        let scheduler = TestScheduler()
        let subject = PassthroughSubject<Int, Never>()
        let recorder = subject.delay(for: .seconds(1), scheduler: scheduler).record()
        subject.send(1)
        subject.send(completion: .finished)
        scheduler.advance(by: .milliseconds(999))
        #expect(recorder.values.isEmpty && !recorder.isFinished)
        scheduler.advance(by: .milliseconds(1))
        #expect(recorder.values == [1] && recorder.isFinished)
    }

    /// Apple: subscribe(on:) "specifies the scheduler on which to perform subscribe, cancel, and
    /// request operations".
    @Test func subscribeOnSubscribesRequestsAndCancelsOnTheScheduler() {
        let scheduler = TestScheduler()
        let upstream = ManualPublisher<Int, Never>()
        let recorder = upstream.subscribe(on: scheduler).record(demand: .max(2))
        #expect(upstream.subscriber == nil)
        scheduler.advance()
        #expect(upstream.subscription.requests == [.max(2)])
        recorder.request(.max(1))
        #expect(upstream.subscription.requests == [.max(2)])
        scheduler.advance()
        #expect(upstream.subscription.requests == [.max(2), .max(1)])
        recorder.cancel()
        #expect(upstream.subscription.cancels == 0)
        scheduler.advance()
        #expect(upstream.subscription.cancels == 1)
    }

    /// The same on dispatch queues: every value arrives on the queue given to the operator.
    @Test(arguments: ["throttle", "timeout", "debounce", "delay", "receive(on:)"])
    func operatorDeliversOnItsDispatchQueue(name: String) {
        let key = DispatchSpecificKey<String>()
        let queue = DispatchQueue(label: "plume.streams.tests.\(name)")
        queue.setSpecific(key: key, value: name)
        let subject = PassthroughSubject<Int, Never>()
        let publisher: AnyPublisher<Int, Never>
        switch name {
        case "throttle":
            publisher = subject.throttle(for: .milliseconds(1), scheduler: queue, latest: true).eraseToAnyPublisher()
        case "timeout": publisher = subject.timeout(.seconds(60), scheduler: queue).eraseToAnyPublisher()
        case "debounce": publisher = subject.debounce(for: .milliseconds(1), scheduler: queue).eraseToAnyPublisher()
        case "delay": publisher = subject.delay(for: .milliseconds(1), scheduler: queue).eraseToAnyPublisher()
        default: publisher = subject.receive(on: queue).eraseToAnyPublisher()
        }
        let onQueue = Locked<[Bool]>([])
        let done = DispatchSemaphore(value: 0)
        let cancellable = publisher.sink(
            receiveCompletion: { _ in
                onQueue.mutate { $0.append(DispatchQueue.getSpecific(key: key) == name) }
                done.signal()
            },
            receiveValue: { _ in onQueue.mutate { $0.append(DispatchQueue.getSpecific(key: key) == name) } })
        subject.send(1)
        subject.send(completion: .finished)
        #expect(done.wait(timeout: .now() + 10) == .success)
        #expect(!onQueue.value.isEmpty && onQueue.value.allSatisfy { $0 })
        cancellable.cancel()
    }
}
