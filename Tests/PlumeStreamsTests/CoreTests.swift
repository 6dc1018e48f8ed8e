import Foundation
import PlumeStreams
import Testing

@Suite struct DemandTests {
    @Test func additiveAndUnlimitedAbsorbs() {
        #expect(Subscribers.Demand.max(2) + .max(3) == .max(5))
        #expect(Subscribers.Demand.max(2) + .unlimited == .unlimited)
        #expect(Subscribers.Demand.unlimited - .max(3) == .unlimited)
        #expect(Subscribers.Demand.max(2) - .max(3) == .none)
        #expect(Subscribers.Demand.max(2) - .unlimited == .none)
        #expect(Subscribers.Demand.max(2) * 3 == .max(6))
        #expect(Subscribers.Demand.unlimited * 0 == .unlimited)
        #expect(Subscribers.Demand.max(2) + -5 == .none)
        #expect(Subscribers.Demand.max(2) - -3 == .max(5))
        #expect(Subscribers.Demand.max(2) - Int.min == .unlimited)
        #expect(Subscribers.Demand.max(Int.max) + .max(Int.max) == .unlimited)
        #expect(Subscribers.Demand.max(1) > 0)
        #expect(Subscribers.Demand.unlimited > .max(Int.max - 1))
        #expect(Subscribers.Demand.max(4).max == 4)
        #expect(Subscribers.Demand.unlimited.max == nil)
        #expect(Subscribers.Demand.unlimited.description == "unlimited")
    }

    @Test func onlyDeliveriesReduceDemand() {
        let subject = PassthroughSubject<Int, Never>()
        let recorder = subject.record(demand: .max(2))
        subject.send(1)
        recorder.request(.max(1))
        subject.send(2)
        subject.send(3)
        subject.send(4)
        #expect(recorder.values == [1, 2, 3])
    }

    @Test func returnedDemandIsAdded() {
        let recorder = Recorder<Int, Never>(demand: .max(1))
        recorder.onValue = { $0 < 3 ? .max(1) : .none }
        (1...10).publisher.subscribe(recorder)
        #expect(recorder.values == [1, 2, 3])
        #expect(recorder.completions.isEmpty)
        recorder.request(.max(100))
        #expect(recorder.values == Array(1...10))
        #expect(recorder.isFinished)
    }
}

@Suite struct PublisherBasicsTests {
    @Test func justEmptyFail() {
        #expect(Just(5).record().values == [5])
        #expect(Just(5).record().isFinished)
        #expect(Just(5).record(demand: .none).values.isEmpty)
        let empty = Empty<Int, Never>().record()
        #expect(empty.values.isEmpty && empty.isFinished)
        #expect(Empty<Int, Never>(completeImmediately: false).record().completions.isEmpty)
        #expect(Fail<Int, TestError>(error: TestError()).record().failure == TestError())
    }

    @Test func sequenceHonoursDemand() {
        let recorder = [1, 2, 3, 4].publisher.record(demand: .max(2))
        #expect(recorder.values == [1, 2])
        recorder.request(.max(2))
        #expect(recorder.values == [1, 2, 3, 4])
        #expect(recorder.isFinished)
        #expect([Int]().publisher.record().isFinished)
    }

    @Test func deferredCreatesPerSubscriber() {
        let made = Locked(0)
        let deferred = Deferred {
            made.mutate { $0 += 1 }
            return Just(made.value)
        }
        #expect(deferred.record().values == [1])
        #expect(deferred.record().values == [2])
    }

    @Test func futureDeliversOnceToAll() {
        var promise: ((Result<Int, TestError>) -> Void)?
        let future = Future<Int, TestError> { promise = $0 }
        let a = future.record()
        let b = future.record(demand: .none)
        promise?(.success(7))
        promise?(.success(8))
        #expect(a.values == [7] && a.isFinished)
        #expect(b.values.isEmpty)
        b.request(.max(1))
        #expect(b.values == [7] && b.isFinished)
        #expect(future.record().values == [7])
        let failing = Future<Int, TestError> { $0(.failure(TestError(code: 3))) }
        #expect(failing.record(demand: .none).failure == TestError(code: 3))
    }

    @Test func futureFromAsyncWork() async throws {
        let future = Future<Int, Error> {
            try await Task.sleep(nanoseconds: 1000)
            return 42
        }
        var result: [Int] = []
        for try await value in future.values { result.append(value) }
        #expect(result == [42])
        let nonThrowing = Future<String, Never> { "done" }
        var strings: [String] = []
        for await value in nonThrowing.values { strings.append(value) }
        #expect(strings == ["done"])
    }

    @Test func recordReplays() {
        let record = Record<Int, TestError> {
            $0.receive(1)
            $0.receive(2)
            $0.receive(completion: .failure(TestError()))
            $0.receive(3)
        }
        let recorder = record.record()
        #expect(recorder.values == [1, 2])
        #expect(recorder.failure == TestError())
        #expect(Record<Int, Never>(output: [4], completion: .finished).record().values == [4])
    }

    @Test func anyPublisherAndAnySubscriber() {
        let erased = [1, 2].publisher.map { $0 * 2 }.eraseToAnyPublisher()
        #expect(erased.record().values == [2, 4])
        let got = Locked<[Int]>([])
        let subscriber = AnySubscriber<Int, Never>(
            receiveSubscription: { $0.request(.unlimited) },
            receiveValue: { value in
                got.mutate { $0.append(value) }
                return .none
            })
        [3, 4].publisher.subscribe(subscriber)
        #expect(got.value == [3, 4])
        let subject = PassthroughSubject<Int, Never>()
        let forwarded = subject.record()
        [5, 6].publisher.subscribe(AnySubscriber(subject))
        #expect(forwarded.values == [5, 6])
    }

    @Test func sinkBothFormsAndAssign() {
        var values: [Int] = []
        var completion: Subscribers.Completion<TestError>?
        let cancellable = [1, 2].publisher.setFailureType(to: TestError.self)
            .sink(receiveCompletion: { completion = $0 }, receiveValue: { values.append($0) })
        #expect(values == [1, 2])
        #expect(completion == .finished)
        var simple: [String] = []
        _ = ["a"].publisher.sink { simple.append($0) }
        #expect(simple == ["a"])
        final class Target { var text = "" }
        let target = Target()
        let assigned = ["x", "y"].publisher.assign(to: \.text, on: target)
        #expect(target.text == "y")
        _ = (cancellable, assigned)
    }

    @Test func anyCancellableStoreAndDeinit() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        var set = Set<AnyCancellable>()
        subject.sink { received.append($0) }.store(in: &set)
        var array: [AnyCancellable] = []
        subject.sink { received.append($0 * 10) }.store(in: &array)
        subject.send(1)
        #expect(received == [1, 10])
        set.removeAll()
        array.removeAll()
        subject.send(2)
        #expect(received == [1, 10])
        var cancelCount = 0
        let explicit = AnyCancellable { cancelCount += 1 }
        explicit.cancel()
        explicit.cancel()
        #expect(cancelCount == 1)
    }
}

@Suite struct SubjectTests {
    @Test func passthroughBroadcastsAndCompletesOnce() {
        let subject = PassthroughSubject<Int, TestError>()
        let a = subject.record()
        let b = subject.record()
        subject.send(1)
        subject.send(completion: .finished)
        subject.send(completion: .failure(TestError()))
        subject.send(2)
        #expect(a.values == [1] && b.values == [1])
        #expect(a.completions == [.finished])
        let late = subject.record()
        #expect(late.completions == [.finished])
    }

    @Test func currentValueSendsCurrentThenChanges() {
        let subject = CurrentValueSubject<Int, Never>(1)
        let recorder = subject.record()
        subject.value = 2
        subject.send(3)
        #expect(recorder.values == [1, 2, 3])
        #expect(subject.value == 3)
        let lazy = subject.record(demand: .none)
        subject.send(4)
        lazy.request(.max(1))
        #expect(lazy.values == [4])
        subject.send(completion: .finished)
        subject.send(5)
        #expect(subject.value == 4)
    }

    @Test func subjectSubscribedToPublisher() {
        let subject = PassthroughSubject<Int, Never>()
        let recorder = subject.record()
        let cancellable = [1, 2, 3].publisher.subscribe(subject)
        #expect(recorder.values == [1, 2, 3])
        #expect(recorder.isFinished)
        _ = cancellable
    }

    @Test func voidSubjectSend() {
        let subject = PassthroughSubject<Void, Never>()
        let recorder = subject.record()
        subject.send()
        #expect(recorder.values.count == 1)
    }
}

@Suite struct ReentrancyTests {
    @Test func cancelInsideSink() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        var cancellable: AnyCancellable?
        cancellable = subject.sink { value in
            received.append(value)
            if value == 2 { cancellable?.cancel() }
        }
        for value in 1...5 { subject.send(value) }
        #expect(received == [1, 2])
        _ = cancellable
    }

    @Test func sendInsideSink() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        let cancellable = subject.sink { value in
            received.append(value)
            if value < 3 { subject.send(value + 1) }
        }
        subject.send(1)
        #expect(received == [1, 2, 3])
        _ = cancellable
    }

    @Test func cancelSequenceInsideSink() {
        var received: [Int] = []
        var sink: Subscribers.Sink<Int, Never>?
        sink = Subscribers.Sink(
            receiveCompletion: { _ in },
            receiveValue: { value in
                received.append(value)
                if value == 3 { sink?.cancel() }
            })
        (1...100).publisher.map { $0 }.subscribe(sink!)
        #expect(received == [1, 2, 3])
        sink = nil
    }

    @Test func completeInsideSink() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        var completions = 0
        let cancellable = subject.sink(
            receiveCompletion: { _ in completions += 1 },
            receiveValue: { value in
                received.append(value)
                subject.send(completion: .finished)
            })
        subject.send(1)
        subject.send(2)
        #expect(received == [1])
        #expect(completions == 1)
        _ = cancellable
    }

    @Test func cancelledChainIsReleased() {
        let subject = PassthroughSubject<Int, Never>()
        weak var weakSink: Subscribers.Sink<Int, Never>?
        var received: [Int] = []
        var cancellable: AnyCancellable?
        do {
            let sink = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { received.append($0) })
            weakSink = sink
            subject.map { $0 + 1 }.filter { $0 > 0 }.scan(0, +).removeDuplicates().receive(
                on: ImmediateScheduler.shared
            )
            .subscribe(sink)
            cancellable = AnyCancellable(sink)
        }
        subject.send(1)
        #expect(received == [2])
        #expect(weakSink != nil)
        cancellable = nil
        #expect(weakSink == nil)
        subject.send(2)
        #expect(received == [2])
    }

    @Test func completedChainIsReleased() {
        weak var weakSubject: PassthroughSubject<Int, Never>?
        var cancellable: AnyCancellable?
        do {
            let subject = PassthroughSubject<Int, Never>()
            weakSubject = subject
            cancellable = subject.merge(with: Empty()).debounce(for: .seconds(1), scheduler: ImmediateScheduler.shared)
                .sink { _ in }
            subject.send(completion: .finished)
        }
        _ = cancellable
        #expect(weakSubject == nil)
    }
}
