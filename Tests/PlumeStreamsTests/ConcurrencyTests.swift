import Foundation
import PlumeStreams
import Testing

/// Thread-safety tests; the lead runs this suite under `--sanitize=thread` as well.
@Suite struct ConcurrencyTests {
    @Test func concurrentSendsReachEverySubscriber() {
        let subject = PassthroughSubject<Int, Never>()
        let counts = (0..<4).map { _ in Locked(0) }
        let cancellables = counts.map { count in subject.sink { _ in count.mutate { $0 += 1 } } }
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for value in 0..<500 { subject.send(value) }
        }
        #expect(counts.allSatisfy { $0.value == 4000 })
        _ = cancellables
    }

    @Test func concurrentSubscribesSendsAndCancels() {
        let subject = PassthroughSubject<Int, Never>()
        let received = Locked(0)
        let keep = Locked<[AnyCancellable]>([])
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            for step in 0..<200 {
                switch (worker + step) % 3 {
                case 0:
                    let cancellable = subject.map { $0 + 1 }.filter { $0 > 0 }.sink { _ in received.mutate { $0 += 1 } }
                    keep.mutate { $0.append(cancellable) }
                case 1:
                    subject.send(step)
                default:
                    var taken: AnyCancellable?
                    keep.mutate { list in taken = list.popLast() }
                    taken?.cancel()
                }
            }
        }
        keep.mutate { $0.removeAll() }
        let before = received.value
        subject.send(1)
        #expect(received.value == before)
    }

    @Test func concurrentCompletionIsDeliveredOnce() {
        for _ in 0..<50 {
            let subject = PassthroughSubject<Int, TestError>()
            let recorder = subject.record()
            DispatchQueue.concurrentPerform(iterations: 4) { index in
                subject.send(index)
                subject.send(completion: index.isMultiple(of: 2) ? .finished : .failure(TestError()))
                subject.send(index)
            }
            #expect(recorder.completions.count == 1)
        }
    }

    @Test func concurrentCurrentValueUpdates() {
        let subject = CurrentValueSubject<Int, Never>(0)
        let last = Locked(0)
        let cancellable = subject.sink { value in last.mutate { $0 = value } }
        DispatchQueue.concurrentPerform(iterations: 4) { index in
            for value in 0..<250 { subject.value = index * 1000 + value }
        }
        #expect(subject.value % 1000 == 249)
        _ = cancellable
    }

    @Test func mergeFromManyThreadsIsSerialised() {
        let subjects = (0..<4).map { _ in PassthroughSubject<Int, Never>() }
        let inFlight = Locked(0)
        let overlaps = Locked(0)
        let total = Locked(0)
        let cancellable = Publishers.MergeMany(subjects).scan(0) { sum, _ in sum + 1 }.sink { _ in
            inFlight.mutate { $0 += 1 }
            if inFlight.value > 1 { overlaps.mutate { $0 += 1 } }
            total.mutate { $0 += 1 }
            inFlight.mutate { $0 -= 1 }
        }
        DispatchQueue.concurrentPerform(iterations: 4) { index in
            for value in 0..<300 { subjects[index].send(value) }
        }
        #expect(total.value == 1200)
        #expect(overlaps.value == 0)
        _ = cancellable
    }

    @Test func concurrentFutureSubscribers() {
        let future = Future<Int, Never> { promise in
            DispatchQueue.global().async { promise(.success(7)) }
        }
        let results = Locked<[Int]>([])
        let done = DispatchGroup()
        let keep = Locked<[AnyCancellable]>([])
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            done.enter()
            let cancellable = future.sink { value in
                results.mutate { $0.append(value) }
                done.leave()
            }
            keep.mutate { $0.append(cancellable) }
        }
        #expect(done.wait(timeout: .now() + 10) == .success)
        #expect(results.value == Array(repeating: 7, count: 8))
    }

    @Test func concurrentPublishedChanges() {
        final class Counter: ObservableObject {
            @Published var value = 0
        }
        let counter = Counter()
        let notifications = Locked(0)
        let cancellable = counter.objectWillChange.sink { notifications.mutate { $0 += 1 } }
        let lock = NSLock()
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for _ in 0..<100 {
                lock.withLock { counter.value += 1 }
            }
        }
        #expect(counter.value == 400)
        #expect(notifications.value == 400)
        _ = cancellable
    }
}
