import Foundation
import PlumeStreams
import Testing

/// Collects what a sink receives (a Combine user's usual test helper).
private final class SinkLog<Output, Failure: Error>: @unchecked Sendable {
    private let lock = NSLock()
    private var storedValues: [Output] = []
    private var storedCompletion: Subscribers.Completion<Failure>?
    var cancellable: AnyCancellable?

    init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        cancellable = publisher.sink(
            receiveCompletion: { [self] completion in lock.withLock { storedCompletion = completion } },
            receiveValue: { [self] value in lock.withLock { storedValues.append(value) } })
    }

    var values: [Output] { lock.withLock { storedValues } }
    var finished: Bool {
        lock.withLock {
            if case .finished = storedCompletion { return true }
            return false
        }
    }
    var failure: Failure? {
        lock.withLock {
            if case .failure(let error) = storedCompletion { return error }
            return nil
        }
    }
}

@Suite struct ComparisonOperatorTests {
    @Test func minAndMaxEmitOnFinish() {
        let subject = PassthroughSubject<Int, Never>()
        let min = SinkLog(subject.min())
        let max = SinkLog(subject.max())
        for value in [3, 1, 4, 1, 5] { subject.send(value) }
        #expect(min.values.isEmpty && max.values.isEmpty)
        subject.send(completion: .finished)
        #expect(min.values == [1] && min.finished)
        #expect(max.values == [5] && max.finished)
        let typed: Publishers.Comparison<PassthroughSubject<Int, Never>> = subject.min()
        _ = typed
    }

    @Test func minByAndMaxByUseTheOrdering() {
        let words = ["pear", "fig", "banana", "kiwi"].publisher
        #expect(SinkLog(words.min { $0.count < $1.count }).values == ["fig"])
        #expect(SinkLog(words.max { $0.count < $1.count }).values == ["banana"])
        #expect(SinkLog(Empty<Int, Never>().min()).values.isEmpty)
    }

    @Test func tryMinAndTryMaxFailWithTheThrownError() {
        let failing = SinkLog(
            [1, 2, 3].publisher.tryMax { lhs, rhs -> Bool in
                if rhs == 3 { throw TestError(code: 3) }
                return lhs < rhs
            })
        #expect(failing.values.isEmpty)
        #expect(failing.failure as? TestError == TestError(code: 3))
        #expect(SinkLog([2, 1, 3].publisher.tryMin(by: <)).values == [1])
    }

    @Test func tryAllSatisfyAndTryContains() {
        #expect(SinkLog([2, 4].publisher.tryAllSatisfy { $0.isMultiple(of: 2) }).values == [true])
        #expect(SinkLog([2, 3].publisher.tryAllSatisfy { $0.isMultiple(of: 2) }).values == [false])
        let thrown = SinkLog([1].publisher.tryAllSatisfy { _ in throw TestError() })
        #expect(thrown.failure as? TestError == TestError())
        #expect(SinkLog([1, 5].publisher.tryContains { $0 > 4 }).values == [true])
        #expect(SinkLog([1, 2].publisher.tryContains { $0 > 4 }).values == [false])
        let failing = SinkLog([1].publisher.tryContains { _ in throw TestError(code: 2) })
        #expect(failing.failure as? TestError == TestError(code: 2))
    }
}

@Suite struct UntilOutputOperatorTests {
    @Test func dropUntilOutputPassesValuesAfterTheTrigger() {
        let values = PassthroughSubject<Int, Never>()
        let trigger = PassthroughSubject<Void, Never>()
        let log = SinkLog(values.drop(untilOutputFrom: trigger))
        values.send(1)
        values.send(2)
        trigger.send()
        values.send(3)
        trigger.send()
        values.send(4)
        #expect(log.values == [3, 4])
        values.send(completion: .finished)
        #expect(log.finished)
    }

    @Test func dropUntilOutputFinishesWhenTheTriggerFinishesFirst() {
        let values = PassthroughSubject<Int, TestError>()
        let trigger = PassthroughSubject<Void, TestError>()
        let log = SinkLog(values.drop(untilOutputFrom: trigger))
        trigger.send(completion: .finished)
        values.send(1)
        #expect(log.values.isEmpty && log.finished)
        let failing = SinkLog(values.drop(untilOutputFrom: Fail<Void, TestError>(error: TestError(code: 9))))
        #expect(failing.failure == TestError(code: 9))
    }

    @Test func dropUntilOutputKeepsDemandForDroppedValues() {
        let recorder = Recorder<Int, Never>(demand: .max(2))
        let trigger = PassthroughSubject<Void, Never>()
        let subject = PassthroughSubject<Int, Never>()
        subject.drop(untilOutputFrom: trigger).subscribe(recorder)
        subject.send(1)
        subject.send(2)
        trigger.send()
        subject.send(3)
        subject.send(4)
        subject.send(5)
        #expect(recorder.values == [3, 4])
    }

    @Test func prefixUntilOutputFinishesOnTheTrigger() {
        let values = PassthroughSubject<Int, Never>()
        let stop = PassthroughSubject<String, TestError>()
        let log = SinkLog(values.prefix(untilOutputFrom: stop))
        values.send(1)
        values.send(2)
        stop.send("stop")
        values.send(3)
        #expect(log.values == [1, 2] && log.finished)
    }

    @Test func prefixUntilOutputIgnoresTheTriggersCompletion() {
        let values = PassthroughSubject<Int, Never>()
        let stop = PassthroughSubject<Void, TestError>()
        let log = SinkLog(values.prefix(untilOutputFrom: stop))
        stop.send(completion: .failure(TestError()))
        values.send(1)
        #expect(log.values == [1] && !log.finished)
        #expect(SinkLog([1, 2].publisher.prefix(untilOutputFrom: Just(()))).values.isEmpty)
    }
}

@Suite struct KeyPathAndConnectableTests {
    struct Point {
        var x: Int
        var y: Int
        var z: Int
    }

    @Test func mapWithTwoAndThreeKeyPaths() {
        let points = [Point(x: 1, y: 2, z: 3), Point(x: 4, y: 5, z: 6)].publisher
        let one: Publishers.MapKeyPath<Publishers.Sequence<[Point], Never>, Int> = points.map(\.x)
        #expect(SinkLog(one).values == [1, 4])
        let pairs = SinkLog(points.map(\.x, \.y))
        #expect(pairs.values.map { $0.0 } == [1, 4] && pairs.values.map { $0.1 } == [2, 5])
        let triples: Publishers.MapKeyPath3<Publishers.Sequence<[Point], Never>, Int, Int, Int> = points.map(
            \.x, \.y, \.z)
        #expect(SinkLog(triples).values.map { $0.0 + $0.1 + $0.2 } == [6, 15])
    }

    @Test func makeConnectableWaitsForConnect() {
        let connectable = [1, 2, 3].publisher.makeConnectable()
        let first = SinkLog(connectable)
        let second = SinkLog(connectable)
        #expect(first.values.isEmpty)
        let connection = connectable.connect()
        #expect(first.values == [1, 2, 3] && second.values == [1, 2, 3])
        #expect(first.finished && second.finished)
        connection.cancel()
    }

    @Test func makeConnectableCancelStopsTheUpstream() {
        let subject = PassthroughSubject<Int, Never>()
        let connectable = subject.makeConnectable()
        let log = SinkLog(connectable)
        let connection = connectable.connect()
        subject.send(1)
        connection.cancel()
        subject.send(2)
        #expect(log.values == [1])
    }

    @Test func breakpointPassesEventsWhenNoClosureAsksToStop() {
        var seen: [Int] = []
        let log = SinkLog(
            [1, 2].publisher.breakpoint(
                receiveSubscription: { _ in false },
                receiveOutput: { value in
                    seen.append(value)
                    return false
                }, receiveCompletion: { _ in false }))
        #expect(log.values == [1, 2] && log.finished && seen == [1, 2])
        let onError = SinkLog([3].publisher.setFailureType(to: TestError.self).breakpointOnError())
        #expect(onError.values == [3] && onError.finished)
    }
}

@Suite struct BufferOperatorTests {
    @Test func byRequestStoresUpToSizeAndDropsNewest() {
        let subject = PassthroughSubject<Int, Never>()
        let recorder = Recorder<Int, Never>(demand: .none)
        subject.buffer(size: 2, prefetch: .byRequest, whenFull: .dropNewest).subscribe(recorder)
        for value in 1...4 { subject.send(value) }
        recorder.request(.unlimited)
        #expect(recorder.values == [1, 2])
        subject.send(5)
        #expect(recorder.values == [1, 2, 5])
    }

    @Test func dropOldestKeepsTheLatestValues() {
        let subject = PassthroughSubject<Int, Never>()
        let recorder = Recorder<Int, Never>(demand: .none)
        subject.buffer(size: 2, prefetch: .byRequest, whenFull: .dropOldest).subscribe(recorder)
        for value in 1...4 { subject.send(value) }
        subject.send(completion: .finished)
        #expect(recorder.completions.isEmpty)
        recorder.request(.max(1))
        #expect(recorder.values == [3])
        recorder.request(.max(1))
        #expect(recorder.values == [3, 4] && recorder.isFinished)
    }

    @Test func customErrorFailsWhenFull() {
        let subject = PassthroughSubject<Int, TestError>()
        let recorder = Recorder<Int, TestError>(demand: .none)
        subject.buffer(size: 1, prefetch: .byRequest, whenFull: .customError { TestError(code: 7) })
            .subscribe(recorder)
        subject.send(1)
        subject.send(2)
        #expect(recorder.failure == TestError(code: 7))
        #expect(recorder.values.isEmpty)
    }

    @Test func keepFullPrefetchesSizeAndRefills() {
        var requests: [Subscribers.Demand] = []
        let recorder = Recorder<Int, Never>(demand: .none)
        (1...10).publisher.handleEvents(receiveRequest: { requests.append($0) })
            .buffer(size: 3, prefetch: .keepFull, whenFull: .dropNewest).subscribe(recorder)
        #expect(requests == [.max(3)])
        recorder.request(.max(2))
        #expect(recorder.values == [1, 2])
        #expect(requests == [.max(3), .max(2)])
        recorder.request(.unlimited)
        #expect(recorder.values == Array(1...10) && recorder.isFinished)
    }
}

@Suite struct ResultAndOptionalPublisherTests {
    @Test func resultPublisherSendsItsValueOrFailure() {
        let success: Result<Int, TestError> = .success(4)
        #expect(SinkLog(success.publisher).values == [4])
        let failure = SinkLog(Result<Int, TestError>.Publisher(TestError(code: 5)))
        #expect(failure.values.isEmpty && failure.failure == TestError(code: 5))
        #expect(Result<Int, TestError>.Publisher(1) == Result<Int, TestError>.Publisher(.success(1)))
        let recorder = Recorder<Int, TestError>(demand: .none)
        Result<Int, TestError>.Publisher(8).subscribe(recorder)
        #expect(recorder.values.isEmpty)
        recorder.request(.max(1))
        #expect(recorder.values == [8] && recorder.isFinished)
    }

    @Test func optionalPublisherSendsTheValueOrJustFinishes() {
        let some: Int? = 3
        #expect(SinkLog(some.publisher).values == [3])
        let none = SinkLog(Optional<Int>.Publisher(nil))
        #expect(none.values.isEmpty && none.finished)
    }

    @Test func futureValueAwaitsThePromise() async throws {
        let future = Future<Int, Never> { promise in
            DispatchQueue.global().async { promise(.success(42)) }
        }
        #expect(await future.value == 42)
        let failing = Future<Int, TestError> { promise in promise(.failure(TestError(code: 4))) }
        await #expect(throws: TestError(code: 4)) { try await failing.value }
        let succeeding = Future<String, TestError> { promise in promise(.success("ok")) }
        #expect(try await succeeding.value == "ok")
    }
}

@Suite struct OverloadTests {
    @Test func appendAndPrependSequences() {
        let numbers = PassthroughSubject<Int, Never>()
        let log = SinkLog(numbers.prepend(0...1).append([8, 9]).prepend(-2, -1).append(10))
        numbers.send(5)
        numbers.send(completion: .finished)
        #expect(log.values == [-2, -1, 0, 1, 5, 8, 9, 10])
    }

    @Test func flatMapMixesNeverAndFailingPublishers() {
        let neverFails = [1, 2].publisher
        let bothNever: Publishers.FlatMap<Just<Int>, Publishers.Sequence<[Int], Never>> = neverFails.flatMap {
            Just($0 * 10)
        }
        #expect(SinkLog(bothNever).values == [10, 20])
        let failing = PassthroughSubject<Int, TestError>()
        let inner:
            Publishers.FlatMap<
                Publishers.SetFailureType<Just<Int>, TestError>, PassthroughSubject<Int, TestError>
            > = failing.flatMap { Just($0 + 1) }
        let log = SinkLog(inner)
        failing.send(1)
        failing.send(completion: .failure(TestError()))
        #expect(log.values == [2] && log.failure == TestError())
    }

    @Test func switchToLatestMixesNeverAndFailingPublishers() {
        let outerNever = PassthroughSubject<PassthroughSubject<Int, TestError>, Never>()
        let promoted = SinkLog(outerNever.switchToLatest())
        let inner = PassthroughSubject<Int, TestError>()
        outerNever.send(inner)
        inner.send(1)
        inner.send(completion: .failure(TestError(code: 3)))
        #expect(promoted.values == [1] && promoted.failure == TestError(code: 3))

        let outerFailing = PassthroughSubject<Just<Int>, TestError>()
        let innerPromoted = SinkLog(outerFailing.switchToLatest())
        outerFailing.send(Just(5))
        outerFailing.send(completion: .failure(TestError(code: 6)))
        #expect(innerPromoted.values == [5] && innerPromoted.failure == TestError(code: 6))

        let bothNever: Publishers.SwitchToLatest<Just<Int>, Publishers.Sequence<[Just<Int>], Never>> = [
            Just(1), Just(2),
        ].publisher.switchToLatest()
        #expect(SinkLog(bothNever).values == [1, 2])
    }
}

@Suite struct ContainsOperatorTests {
    @Test func containsFinishesOnTheFirstMatch() {
        let subject = PassthroughSubject<Int, Never>()
        let typed: Publishers.Contains<PassthroughSubject<Int, Never>> = subject.contains(3)
        let log = SinkLog(typed)
        subject.send(1)
        #expect(log.values.isEmpty)
        subject.send(3)
        #expect(log.values == [true] && log.finished)
        let absent = SinkLog(PassthroughSubject<Int, Never>().contains(9))
        #expect(absent.values.isEmpty)
        #expect(SinkLog(Empty<Int, Never>().contains(1)).values == [false])
    }
}
