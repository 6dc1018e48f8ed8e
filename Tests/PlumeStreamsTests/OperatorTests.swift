import Foundation
import PlumeStreams
import Testing

@Suite struct TransformingOperatorTests {
    @Test func mapFamily() throws {
        #expect([1, 2, 3].publisher.map { $0 * 2 }.record().values == [2, 4, 6])
        #expect([1, 2, 3].publisher.map { $0 }.map { $0 + 1 }.record().values == [2, 3, 4])
        struct Point { var x: Int }
        #expect([Point(x: 4)].publisher.map(\.x).record().values == [4])
        let failing = [1, 2, 3].publisher.tryMap { value -> Int in
            if value == 2 { throw TestError() }
            return value
        }.record()
        #expect(failing.values == [1])
        #expect(failing.failure as? TestError == TestError())
        #expect(["1", "x", "3"].publisher.compactMap { Int($0) }.record().values == [1, 3])
        #expect([1, nil, 3].publisher.replaceNil(with: 0).record().values == [1, 0, 3])
        let tryCompact = ["1", "x"].publisher.tryCompactMap { text -> Int? in
            if text == "x" { throw TestError() }
            return Int(text)
        }.record()
        #expect(tryCompact.values == [1] && tryCompact.failure != nil)
    }

    @Test func filterFamily() {
        #expect((1...6).publisher.filter { $0.isMultiple(of: 2) }.record().values == [2, 4, 6])
        let tried = (1...6).publisher.tryFilter { value -> Bool in
            if value == 5 { throw TestError() }
            return value.isMultiple(of: 2)
        }.record()
        #expect(tried.values == [2, 4] && tried.failure != nil)
        #expect([1, 1, 2, 2, 1].publisher.removeDuplicates().record().values == [1, 2, 1])
        #expect([1, 2, 12, 13, 30].publisher.removeDuplicates { $0 / 10 == $1 / 10 }.record().values == [1, 12, 30])
        let filteredDemand = (1...10).publisher.filter { $0 > 5 }.record(demand: .max(2))
        #expect(filteredDemand.values == [6, 7])
    }

    @Test func scanAndReduce() {
        #expect([1, 2, 3].publisher.scan(0, +).record().values == [1, 3, 6])
        #expect([1, 2, 3].publisher.reduce(0, +).record().values == [6])
        let tryScan = [1, 2, 3].publisher.tryScan(0) { sum, value in
            if value == 3 { throw TestError() }
            return sum + value
        }.record()
        #expect(tryScan.values == [1, 3] && tryScan.failure != nil)
        #expect([1, 2, 3].publisher.tryReduce(0, +).record().values == [6])
        #expect([3, 1, 2].publisher.min().record().values == [1])
        #expect([3, 1, 2].publisher.max().record().values == [3])
        #expect([1, 2, 3].publisher.count().record().values == [3])
        #expect([1, 2].publisher.contains(2).record().values == [true])
        #expect([1, 2].publisher.allSatisfy { $0 > 1 }.record().values == [false])
        let ignored = [1, 2].publisher.ignoreOutput().record()
        #expect(ignored.values.isEmpty && ignored.isFinished)
    }

    @Test func collect() {
        #expect((1...5).publisher.collect().record().values == [[1, 2, 3, 4, 5]])
        #expect((1...5).publisher.collect(2).record().values == [[1, 2], [3, 4], [5]])
        let subject = PassthroughSubject<Int, TestError>()
        let failed = subject.collect().record()
        subject.send(1)
        subject.send(completion: .failure(TestError()))
        #expect(failed.values.isEmpty && failed.failure == TestError())
    }

    @Test func collectByTime() {
        let scheduler = TestScheduler()
        let subject = PassthroughSubject<Int, Never>()
        let recorder = subject.collect(.byTime(scheduler, .seconds(1))).record()
        subject.send(1)
        subject.send(2)
        scheduler.advance(by: .seconds(1))
        scheduler.advance(by: .seconds(1))
        subject.send(3)
        scheduler.advance(by: .seconds(1))
        #expect(recorder.values == [[1, 2], [3]])
        let counted = subject.collect(.byTimeOrCount(scheduler, .seconds(10), 2)).record()
        subject.send(4)
        subject.send(5)
        subject.send(6)
        subject.send(completion: .finished)
        #expect(counted.values == [[4, 5], [6]])
        #expect(counted.isFinished)
    }

    @Test func firstLastOutput() {
        #expect([1, 2, 3].publisher.first().record().values == [1])
        #expect([1, 2, 3].publisher.first { $0 > 1 }.record().values == [2])
        #expect([1, 2, 3].publisher.last().record().values == [3])
        #expect([1, 2, 3].publisher.last { $0 < 3 }.record().values == [2])
        #expect([1, 2, 3].publisher.output(at: 1).record().values == [2])
        #expect((0..<10).publisher.output(in: 2...4).record().values == [2, 3, 4])
        #expect((0..<10).publisher.prefix(3).record().values == [0, 1, 2])
        #expect((0..<5).publisher.dropFirst(3).record().values == [3, 4])
        #expect([1, 2, 5, 1].publisher.drop { $0 < 3 }.record().values == [5, 1])
        #expect([1, 2, 5, 1].publisher.prefix { $0 < 3 }.record().values == [1, 2])
        let subject = PassthroughSubject<Int, Never>()
        let first = subject.first().record()
        subject.send(9)
        #expect(first.values == [9] && first.isFinished)
        let tryFirst = [1, 2].publisher.tryFirst { _ in throw TestError() }.record()
        #expect(tryFirst.failure != nil)
    }

    @Test func errorHandling() {
        let failing = PassthroughSubject<Int, TestError>()
        let replaced = failing.replaceError(with: -1).record()
        failing.send(1)
        failing.send(completion: .failure(TestError()))
        #expect(replaced.values == [1, -1] && replaced.isFinished)
        #expect(Empty<Int, Never>().replaceEmpty(with: 7).record().values == [7])
        #expect(Just(1).replaceEmpty(with: 7).record().values == [1])
        struct Other: Error, Equatable {}
        #expect(Fail<Int, TestError>(error: TestError()).mapError { _ in Other() }.record().failure == Other())
        let caught = Fail<Int, TestError>(error: TestError()).catch { _ in Just(5) }.record()
        #expect(caught.values == [5] && caught.isFinished)
        let tryCaught = Fail<Int, TestError>(error: TestError()).tryCatch { _ -> Just<Int> in throw Other() }.record()
        #expect(tryCaught.failure is Other)
        var attempts = 0
        let retried = Deferred { () -> AnyPublisher<Int, TestError> in
            attempts += 1
            return attempts < 3
                ? Fail(error: TestError()).eraseToAnyPublisher()
                : Just(attempts).setFailureType(
                    to: TestError.self
                ).eraseToAnyPublisher()
        }.retry(5).record()
        #expect(retried.values == [3] && retried.isFinished)
        let exhausted = Fail<Int, TestError>(error: TestError()).retry(100_000).record()
        #expect(exhausted.failure == TestError())
    }

    @Test func handleEventsAndPrint() {
        var events: [String] = []
        let cancellable = [1].publisher.handleEvents(
            receiveSubscription: { _ in events.append("sub") }, receiveOutput: { events.append("out \($0)") },
            receiveCompletion: { _ in events.append("done") }, receiveCancel: { events.append("cancel") },
            receiveRequest: { events.append("req \($0)") }
        ).sink { _ in }
        #expect(events == ["sub", "req unlimited", "out 1", "done"])
        _ = cancellable
        final class Stream: TextOutputStream {
            var text = ""
            func write(_ string: String) { text += string }
        }
        let stream = Stream()
        _ = [1].publisher.print("p", to: stream).sink { _ in }
        #expect(stream.text.contains("p: receive value: (1)"))
        #expect(stream.text.contains("p: receive finished"))
    }
}

@Suite struct CombiningOperatorTests {
    @Test func merge() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let recorder = a.merge(with: b).record()
        a.send(1)
        b.send(2)
        a.send(completion: .finished)
        b.send(3)
        #expect(recorder.values == [1, 2, 3] && !recorder.isFinished)
        b.send(completion: .finished)
        #expect(recorder.isFinished)
        let many = Publishers.MergeMany([1].publisher, [2].publisher, [3].publisher).record()
        #expect(many.values.sorted() == [1, 2, 3] && many.isFinished)
        let eight = Just(1).merge(with: Just(2), Just(3), Just(4), Just(5), Just(6), Just(7), Just(8)).record()
        #expect(eight.values.sorted() == Array(1...8))
        let limited = [1, 2].publisher.merge(with: [3, 4].publisher).record(demand: .max(3))
        #expect(limited.values.count == 3)
    }

    @Test func combineLatest() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<String, Never>()
        let recorder = a.combineLatest(b).map { "\($0)\($1)" }.record()
        a.send(1)
        b.send("a")
        a.send(2)
        b.send("b")
        #expect(recorder.values == ["1a", "2a", "2b"])
        let summed = Just(1).combineLatest(Just(2), Just(3)) { $0 + $1 + $2 }.record()
        #expect(summed.values == [6] && summed.isFinished)
        let four = Just(1).combineLatest(Just(2), Just(3), Just(4)).record()
        #expect(four.values.count == 1)
    }

    @Test func zip() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<String, Never>()
        let recorder = a.zip(b).map { "\($0)\($1)" }.record()
        a.send(1)
        a.send(2)
        b.send("a")
        b.send("b")
        b.send("c")
        #expect(recorder.values == ["1a", "2b"])
        a.send(completion: .finished)
        #expect(recorder.isFinished)
        let three = [1, 2].publisher.zip([3, 4].publisher, [5, 6].publisher) { $0 + $1 + $2 }.record()
        #expect(three.values == [9, 12])
        #expect(Just(1).zip(Just(2), Just(3), Just(4)).record().values.count == 1)
    }

    @Test func flatMapAndSwitchToLatest() {
        let outer = PassthroughSubject<Int, Never>()
        let inners = [PassthroughSubject<Int, Never>(), PassthroughSubject<Int, Never>()]
        let recorder = outer.flatMap(maxPublishers: .max(1)) { inners[$0] }.record()
        outer.send(0)
        outer.send(1)  // not requested yet: dropped by the subject (no demand)
        inners[0].send(10)
        inners[1].send(99)
        inners[0].send(completion: .finished)
        #expect(recorder.values == [10])
        #expect((1...3).publisher.flatMap { Just($0 * 10) }.record().values == [10, 20, 30])

        let switching = PassthroughSubject<PassthroughSubject<Int, Never>, Never>()
        let latest = switching.switchToLatest().record()
        let first = PassthroughSubject<Int, Never>()
        let second = PassthroughSubject<Int, Never>()
        switching.send(first)
        first.send(1)
        switching.send(second)
        first.send(2)
        second.send(3)
        #expect(latest.values == [1, 3])
        switching.send(completion: .finished)
        #expect(!latest.isFinished)
        second.send(completion: .finished)
        #expect(latest.isFinished)
    }

    @Test func shareAndMulticast() {
        var subscriptions = 0
        let upstream = PassthroughSubject<Int, Never>()
        let shared = upstream.handleEvents(receiveSubscription: { _ in subscriptions += 1 }).share()
        let a = shared.record()
        let b = shared.record()
        upstream.send(1)
        #expect(a.values == [1] && b.values == [1])
        #expect(subscriptions == 1)
        let multicast = [1, 2].publisher.multicast { PassthroughSubject<Int, Never>() }
        let m = multicast.record()
        #expect(m.values.isEmpty)
        let connection = multicast.connect()
        #expect(m.values == [1, 2] && m.isFinished)
        _ = connection
    }

    @Test func asyncValues() async {
        var collected: [Int] = []
        for await value in (1...3).publisher.values { collected.append(value) }
        #expect(collected == [1, 2, 3])
        var thrown: Error?
        do {
            for try await _ in Fail<Int, TestError>(error: TestError()).values {}
        } catch {
            thrown = error
        }
        #expect(thrown as? TestError == TestError())
    }
}
