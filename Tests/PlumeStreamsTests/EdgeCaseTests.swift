import Foundation
import PlumeStreams
import Testing

@Suite struct EdgeCaseTests {
    @Test func concatenatePrependAppend() {
        #expect([2, 3].publisher.prepend(1).append(4).record().values == [1, 2, 3, 4])
        #expect(Just(2).prepend(Just(1)).append(Just(3)).record().values == [1, 2, 3])
        let limited = [1, 2].publisher.append(3, 4).record(demand: .max(3))
        #expect(limited.values == [1, 2, 3] && !limited.isFinished)
        limited.request(.max(1))
        #expect(limited.values == [1, 2, 3, 4] && limited.isFinished)
        let failed = Fail<Int, TestError>(error: TestError()).append(1).record()
        #expect(failed.values.isEmpty && failed.failure == TestError())
    }

    @Test func zeroAndNegativeRequestsAreIgnored() {
        let subject = PassthroughSubject<Int, Never>()
        let recorder = subject.record(demand: .none)
        recorder.request(.none)
        recorder.request(.max(-5))
        subject.send(1)
        #expect(recorder.values.isEmpty)
        recorder.request(.max(1))
        subject.send(2)
        #expect(recorder.values == [2])
    }

    @Test func odditiesAreClampedNotCrashing() {
        #expect((1...3).publisher.collect(0).record().values == [[1], [2], [3]])
        #expect((1...3).publisher.eraseToAnyPublisher().prefix(-1).record().values.isEmpty)
        #expect((1...3).publisher.output(in: -2..<1).record().values == [1])
        #expect(Timer.publish(every: .nan, on: .main, in: .common).interval > 0)
        let scheduler = TestScheduler()
        scheduler.advance(by: .seconds(-5))
        #expect(scheduler.now == .init(nanoseconds: 0))
    }

    @Test func cancellingTwiceAndAfterCompletion() {
        let subject = PassthroughSubject<Int, Never>()
        let recorder = subject.map { $0 }.record()
        recorder.cancel()
        recorder.cancel()
        subject.send(completion: .finished)
        #expect(recorder.completions.isEmpty)
        let finished = Just(1).delay(for: .seconds(1), scheduler: ImmediateScheduler.shared).record()
        #expect(finished.isFinished)
        finished.cancel()
        #expect(finished.completions.count == 1)
    }

    @Test func secondSubscriptionIsCancelled() {
        let sink = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { _ in })
        let first = PassthroughSubject<Int, Never>()
        let second = PassthroughSubject<Int, Never>()
        first.subscribe(sink)
        second.subscribe(sink)
        var received: [Int] = []
        let probe = second.sink { received.append($0) }
        second.send(1)
        #expect(received == [1])
        _ = probe
    }

    @Test func demandAcrossOperatorsIsRespected() {
        let subject = PassthroughSubject<Int, Never>()
        let recorder = subject.scan(0, +).removeDuplicates().dropFirst().record(demand: .max(2))
        for value in 1...10 { subject.send(value) }
        #expect(recorder.values == [3, 6])
        let merged = Publishers.MergeMany((0..<3).map { Just($0) }).record(demand: .max(2))
        #expect(merged.values.count == 2)
        merged.request(.max(5))
        #expect(merged.values.count == 3 && merged.isFinished)
    }

    @Test func receiveOnPreservesOrderWithDemand() {
        let scheduler = TestScheduler()
        let recorder = (1...5).publisher.receive(on: scheduler).record(demand: .max(2))
        scheduler.run()
        #expect(recorder.values == [1, 2])
        recorder.request(.unlimited)
        scheduler.run()
        #expect(recorder.values == [1, 2, 3, 4, 5] && recorder.isFinished)
    }

    @Test func futureRunsItsClosureOnce() {
        var runs = 0
        let future = Future<Int, Never> { promise in
            runs += 1
            promise(.success(1))
        }
        _ = future.record()
        _ = future.record()
        #expect(runs == 1)
    }
}
