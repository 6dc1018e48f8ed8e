import Foundation
import PlumeStreams
import Testing

@Suite struct OperatorCoverageTests {
    @Test func throwingVariantsFail() {
        let boom: (Int) throws -> Bool = { value in
            if value == 2 { throw TestError(code: 2) }
            return true
        }
        #expect([1, 2, 3].publisher.tryReduce(0) { try boom($1) ? $0 + $1 : $0 }.record().failure != nil)
        #expect([1, 2, 3].publisher.tryLast(where: boom).record().failure != nil)
        #expect([1, 2, 3].publisher.tryDrop(while: boom).record().failure != nil)
        let prefix = [1, 2, 3].publisher.tryPrefix(while: boom).record()
        #expect(prefix.values == [1] && prefix.failure != nil)
        let dedup = [1, 1, 2].publisher.tryRemoveDuplicates { _, new in try boom(new) && false }.record()
        #expect(dedup.values == [1, 1] && dedup.failure != nil)
        #expect([1, 2].publisher.tryLast(where: { $0 > 0 }).record().values == [2])
    }

    @Test func failuresPropagateThroughCombiners() {
        let a = PassthroughSubject<Int, TestError>()
        let b = PassthroughSubject<Int, TestError>()
        let merged = a.merge(with: b).record()
        let zipped = a.zip(b).record()
        let latest = a.combineLatest(b).record()
        a.send(1)
        b.send(completion: .failure(TestError(code: 4)))
        #expect(merged.failure == TestError(code: 4))
        #expect(zipped.failure == TestError(code: 4))
        #expect(latest.failure == TestError(code: 4))
        b.send(2)
        #expect(merged.values == [1])
    }

    @Test func combineLatestFinishesWhenASideCanNeverEmit() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let recorder = a.combineLatest(b).record()
        a.send(1)
        b.send(completion: .finished)
        #expect(recorder.isFinished && recorder.values.isEmpty)
    }

    @Test func flatMapAndSwitchFailures() {
        let outer = PassthroughSubject<Int, TestError>()
        let flat = outer.flatMap { value in
            value == 2
                ? Fail<Int, TestError>(error: TestError(code: 5)).eraseToAnyPublisher()
                : Just(value).setFailureType(to: TestError.self).eraseToAnyPublisher()
        }.record()
        outer.send(1)
        outer.send(2)
        outer.send(3)
        #expect(flat.values == [1] && flat.failure == TestError(code: 5))

        let switching = PassthroughSubject<AnyPublisher<Int, TestError>, TestError>()
        let latest = switching.switchToLatest().record()
        switching.send(Fail(error: TestError(code: 6)).eraseToAnyPublisher())
        #expect(latest.failure == TestError(code: 6))
    }

    @Test func flatMapFinishesAfterUpstreamAndInners() {
        let outer = PassthroughSubject<Int, Never>()
        let inner = PassthroughSubject<Int, Never>()
        let recorder = outer.flatMap { _ in inner }.record()
        outer.send(1)
        outer.send(completion: .finished)
        inner.send(7)
        #expect(!recorder.isFinished)
        inner.send(completion: .finished)
        #expect(recorder.values == [7] && recorder.isFinished)
    }

    @Test func autoconnectDisconnectsAfterLastCancel() {
        var cancels = 0
        var subscriptions = 0
        let upstream = PassthroughSubject<Int, Never>()
        let shared = upstream.handleEvents(
            receiveSubscription: { _ in subscriptions += 1 }, receiveCancel: { cancels += 1 }
        ).share()
        let a = shared.record()
        let b = shared.record()
        a.cancel()
        #expect(cancels == 0)
        b.cancel()
        #expect(cancels == 1)
        let c = shared.record()
        upstream.send(3)
        #expect(c.values == [3])
        #expect(subscriptions == 2)
    }

    @Test func shareAfterCompletionGivesCompletion() {
        let upstream = PassthroughSubject<Int, Never>()
        let shared = upstream.share()
        let first = shared.record()
        upstream.send(completion: .finished)
        #expect(first.isFinished)
        #expect(shared.record().isFinished)
        #expect(shared == shared)
    }

    @Test func multicastWithSubject() {
        let subject = CurrentValueSubject<Int, Never>(0)
        let multicast = [1, 2].publisher.multicast(subject: subject)
        let recorder = multicast.record()
        #expect(recorder.values == [0])
        let connection = multicast.connect()
        #expect(recorder.values == [0, 1, 2] && recorder.isFinished)
        connection.cancel()
    }

    @Test func handleEventsReportsCancel() {
        var cancelled = false
        let subject = PassthroughSubject<Int, Never>()
        let recorder = subject.handleEvents(receiveCancel: { cancelled = true }).record()
        recorder.cancel()
        #expect(cancelled)
    }

    @Test func valuesStopWhenTaskIsCancelled() async {
        let subject = PassthroughSubject<Int, Never>()
        let task = Task {
            var count = 0
            for await _ in subject.values { count += 1 }
            return count
        }
        task.cancel()
        let count = await task.value
        #expect(count == 0)
    }

    @Test func futureAsyncFailure() async {
        let future = Future<Int, Error> { throw TestError(code: 8) }
        var caught: Error?
        do {
            for try await _ in future.values {}
        } catch {
            caught = error
        }
        #expect(caught as? TestError == TestError(code: 8))
    }

    @Test func notificationObjectFilter() {
        let center = NotificationCenter()
        let name = Notification.Name("plume.filter")
        let sender = NSObject()
        let recorder = center.publisher(for: name, object: sender).record()
        center.post(name: name, object: NSObject())
        center.post(name: name, object: sender)
        #expect(recorder.values.count == 1)
    }

    @Test func notificationsDroppedWithoutDemand() {
        let center = NotificationCenter()
        let name = Notification.Name("plume.demand")
        let recorder = center.publisher(for: name).record(demand: .max(1))
        center.post(name: name, object: nil)
        center.post(name: name, object: nil)
        recorder.request(.max(1))
        #expect(recorder.values.count == 1)
        center.post(name: name, object: nil)
        #expect(recorder.values.count == 2)
    }

    @Test func dispatchQueueRepeatingSchedule() {
        let queue = DispatchQueue(label: "repeat")
        let fired = DispatchSemaphore(value: 0)
        let count = Locked(0)
        let repeating = queue.schedule(after: queue.now, interval: .milliseconds(1)) {
            count.mutate { $0 += 1 }
            if count.value == 3 { fired.signal() }
        }
        #expect(fired.wait(timeout: .now() + 10) == .success)
        repeating.cancel()
    }

    @Test func equatablePublishers() {
        #expect(Just(1) == Just(1))
        #expect(Empty<Int, Never>() == Empty<Int, Never>())
        #expect(Fail<Int, TestError>(error: TestError()) == Fail(error: TestError()))
        let a = AnyCancellable {}
        let b = AnyCancellable {}
        #expect(a != b && Set([a, b, a]).count == 2)
    }
}

@Suite struct CodableOperatorTests {
    struct Post: Codable, Equatable {
        var id: Int
        var title: String
    }

    @Test func decodeAndEncode() throws {
        let data = try JSONEncoder().encode([Post(id: 1, title: "Hi")])
        let decoded = Just(data).decode(type: [Post].self, decoder: JSONDecoder()).record()
        #expect(decoded.values == [[Post(id: 1, title: "Hi")]])
        let broken = Just(Data("{".utf8)).decode(type: Post.self, decoder: JSONDecoder()).record()
        #expect(broken.failure is DecodingError)
        let encoded = Just(Post(id: 2, title: "x")).encode(encoder: JSONEncoder()).record()
        #expect(try JSONDecoder().decode(Post.self, from: encoded.values[0]) == Post(id: 2, title: "x"))
    }
}
