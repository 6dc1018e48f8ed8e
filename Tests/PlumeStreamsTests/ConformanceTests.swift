import Foundation
import PlumeStreams
import Testing

/// Behaviour Apple documents for Combine, on the cases issue 15 found broken (bugs 1–6 and 8).
@Suite struct ConformanceTests {
    /// An object that runs `onDeinit` when it is freed.
    final class Target {
        var value = 0
        var onDeinit: (() -> Void)?
        deinit { onDeinit?() }
    }

    // Bug 1. Apple: "Subscribers.Assign … holds a strong reference to `object` until the subscription
    // completes or is cancelled"; releasing it must not hold Assign's lock.
    @Test func assignReleasesItsObjectOutsideItsLockOnCancel() {
        let subject = PassthroughSubject<Int, Never>()
        var target: Target? = Target()
        let assign = Subscribers.Assign(object: target!, keyPath: \Target.value)
        target?.onDeinit = { assign.cancel() }
        subject.subscribe(assign)
        subject.send(3)
        #expect(assign.object?.value == 3)
        target = nil
        #expect(returnsInTime { assign.cancel() })
        #expect(assign.object == nil)
    }

    @Test func assignReleasesItsObjectOutsideItsLockOnCompletion() {
        let subject = PassthroughSubject<Int, Never>()
        var target: Target? = Target()
        let assign = Subscribers.Assign(object: target!, keyPath: \Target.value)
        target?.onDeinit = { assign.cancel() }
        subject.subscribe(assign)
        target = nil
        #expect(returnsInTime { subject.send(completion: .finished) })
        #expect(assign.object == nil)
    }

    // Bug 2. Apple: cancel() "frees up any allocated resources"; a finished subject lets its
    // subscribers go. The subscriber keeps its subscription, so holding it would be a cycle.
    @Test(arguments: [false, true])
    func passthroughSubjectReleasesItsSubscriber(finish: Bool) {
        let subject = PassthroughSubject<Int, Never>()
        let weak = Weak(KeepingSubscriber<Int, Never>())
        subscribeAndEnd(subject, weak: weak, finish: finish) { subject.send(completion: .finished) }
        #expect(weak.object == nil)
    }

    @Test(arguments: [false, true])
    func currentValueSubjectReleasesItsSubscriber(finish: Bool) {
        let subject = CurrentValueSubject<Int, Never>(1)
        let weak = Weak(KeepingSubscriber<Int, Never>())
        subscribeAndEnd(subject, weak: weak, finish: finish) { subject.send(completion: .finished) }
        #expect(weak.object == nil)
    }

    @Test(arguments: [false, true])
    func futureReleasesItsSubscriber(finish: Bool) {
        var promise: Future<Int, Never>.Promise?
        let future = Future<Int, Never> { promise = $0 }
        let weak = Weak(KeepingSubscriber<Int, Never>())
        subscribeAndEnd(future, weak: weak, finish: finish) { promise?(.success(1)) }
        #expect(weak.object == nil)
    }

    /// Subscribes the subscriber held (only) by `subscriber`, then ends it by `finish()` or by
    /// cancelling its subscription; the subscriber object goes out of scope here.
    private func subscribeAndEnd<P: Publisher>(
        _ publisher: P, weak: Weak<KeepingSubscriber<P.Output, P.Failure>>, finish: Bool, _ finishing: () -> Void
    ) {
        var strong: KeepingSubscriber<P.Output, P.Failure>? = KeepingSubscriber()
        weak.object = strong
        publisher.subscribe(strong!)
        if finish {
            finishing()
            #expect(strong?.completions.count == 1)
        } else {
            strong?.subscription?.cancel()
        }
        strong = nil
    }

    // Bug 3. Apple: switchToLatest "republishes elements sent by the most recently received publisher"
    // and finishes when the upstream and the latest inner publisher have finished.
    @Test(arguments: [Subscribers.Demand.max(1), .unlimited])
    func switchToLatestFinishes(demand: Subscribers.Demand) {
        let recorder = Recorder<Int, Never>(demand: demand)
        recorder.onValue = { _ in demand == .unlimited ? .none : .max(1) }
        [[1, 2].publisher, [3, 4].publisher].publisher.switchToLatest().subscribe(recorder)
        #expect(recorder.values == [1, 2, 3, 4])
        #expect(recorder.isFinished)
    }

    @Test func switchToLatestFinishesOneValueAtATimeWithSubjects() {
        let outer = PassthroughSubject<PassthroughSubject<Int, Never>, Never>()
        let recorder = outer.switchToLatest().record(demand: .max(1))
        recorder.onValue = { _ in .max(1) }
        let first = PassthroughSubject<Int, Never>()
        let second = PassthroughSubject<Int, Never>()
        outer.send(first)
        first.send(1)
        outer.send(second)
        first.send(99)
        second.send(2)
        outer.send(completion: .finished)
        #expect(!recorder.isFinished)
        second.send(completion: .finished)
        #expect(recorder.values == [1, 2])
        #expect(recorder.isFinished)
    }

    // Bug 4. Apple's tryDrop(while:) passes every value after the first that fails the predicate,
    // then the completion; an upstream that sends beyond the demand must not hide the completion.
    @Test func tryDropWhileDeliversTheCompletionAfterAValueBeyondDemand() {
        let upstream = ManualPublisher<Int, Never>()
        let recorder = upstream.tryDrop(while: { $0 < 2 }).record(demand: .max(1))
        #expect(upstream.send(1) == .max(1))
        #expect(upstream.send(2) == .none)
        #expect(upstream.send(3) == .none)
        upstream.send(completion: .finished)
        #expect(recorder.values == [2, 3])
        #expect(recorder.isFinished)
        #expect(upstream.subscription.requests == [.max(1)])
    }

    @Test func tryFilterReturnsTheDownstreamDemandAsCombineDoes() {
        let upstream = ManualPublisher<Int, Never>()
        let recorder = upstream.tryFilter { $0.isMultiple(of: 2) }.record(demand: .max(2))
        recorder.onValue = { _ in .max(1) }
        #expect(upstream.send(1) == .max(1))
        #expect(upstream.send(2) == .max(1))
        #expect(upstream.subscription.requests == [.max(2)])
        #expect(recorder.values == [2])
    }

    @Test func dropFirstAsksForTheDroppedValuesUpFront() {
        let upstream = ManualPublisher<Int, Never>()
        let recorder = upstream.dropFirst(2).record(demand: .max(1))
        #expect(upstream.subscription.requests == [.max(2), .max(1)])
        #expect(upstream.send(1) == .none)
        #expect(upstream.send(2) == .none)
        upstream.send(3)
        #expect(recorder.values == [3])
    }

    /// A misbehaving upstream (a second subscription, values and a completion after its completion):
    /// Combine's operators cancel the extra subscription and pass nothing on after the completion.
    @Test(arguments: ["tryMap", "scan", "dropFirst", "tryFilter", "prefix(while:)", "removeDuplicates"])
    func operatorIgnoresAMisbehavingUpstream(name: String) {
        let upstream = ManualPublisher<Int, Never>()
        let chain: AnyPublisher<Int, Error>
        switch name {
        case "tryMap": chain = upstream.tryMap { $0 }.eraseToAnyPublisher()
        case "scan": chain = upstream.scan(0) { $1 }.setFailureType(to: Error.self).eraseToAnyPublisher()
        case "dropFirst": chain = upstream.dropFirst(0).setFailureType(to: Error.self).eraseToAnyPublisher()
        case "tryFilter": chain = upstream.tryFilter { _ in true }.eraseToAnyPublisher()
        case "prefix(while:)":
            chain = upstream.prefix { _ in true }.setFailureType(to: Error.self).eraseToAnyPublisher()
        default: chain = upstream.removeDuplicates().setFailureType(to: Error.self).eraseToAnyPublisher()
        }
        let recorder = chain.record()
        let second = ManualSubscription()
        upstream.subscriber?.receive(subscription: second)
        #expect(second.cancels == 1)
        upstream.send(1)
        upstream.send(completion: .finished)
        upstream.send(2)
        upstream.send(completion: .finished)
        #expect(recorder.values == [1])
        #expect(recorder.completions.count == 1)
    }

    @Test func futureForgetsASubscriberThatCancelsBeforeTheValue() {
        var promise: Future<Int, Never>.Promise?
        let future = Future<Int, Never> { promise = $0 }
        let weak = Weak<KeepingSubscriber<Int, Never>>(nil)
        do {
            let subscriber = KeepingSubscriber<Int, Never>()
            weak.object = subscriber
            future.subscribe(subscriber)
            subscriber.subscription?.cancel()
            #expect(subscriber.values.isEmpty)
        }
        #expect(weak.object == nil)
        let later = future.record()
        promise?(.success(4))
        #expect(later.values == [4] && later.isFinished)
    }

    // Bug 5. Apple: AsyncPublisher's iterator subscribes when it is made; each next() asks for one.
    @Test(.timeLimit(.minutes(1))) func valuesSubscribesInMakeAsyncIterator() async {
        let upstream = ManualPublisher<Int, Never>()
        var iterator = upstream.values.makeAsyncIterator()
        #expect(upstream.subscriber != nil)
        #expect(upstream.subscription.requests.isEmpty)
        async let first = iterator.next()
        while upstream.subscription.requests.isEmpty { await Task.yield() }
        upstream.send(7)
        #expect(await first == 7)
    }

    @Test(.timeLimit(.minutes(1))) func valuesAnswersEveryConcurrentNextCall() async {
        let upstream = ManualPublisher<Int, Never>()
        let iterator = upstream.values.makeAsyncIterator()
        let results = await withTaskGroup(of: Int?.self) { group in
            for _ in 0..<3 {
                group.addTask {
                    var copy = iterator
                    return await copy.next()
                }
            }
            // Each waiting next() asks for one value: answer every request.
            var sent = 0
            while sent < 3 {
                if upstream.subscription.requests.count > sent {
                    sent += 1
                    upstream.send(sent)
                } else {
                    await Task.yield()
                }
            }
            var collected: [Int?] = []
            for await value in group { collected.append(value) }
            return collected
        }
        #expect(results.compactMap { $0 }.sorted() == [1, 2, 3])
    }

    // Bug 6. Apple: a sink passes values on only while subscribed and its completion once.
    @Test func sinkIgnoresValuesOutsideItsSubscription() {
        let received = Locked<[Int]>([])
        let sink = Subscribers.Sink<Int, Never>(
            receiveCompletion: { _ in },
            receiveValue: { value in
                received.mutate { $0.append(value) }
            })
        _ = sink.receive(0)
        let upstream = ManualPublisher<Int, Never>()
        upstream.subscribe(sink)
        #expect(upstream.subscription.requests == [.unlimited])
        upstream.send(1)
        upstream.send(completion: .finished)
        upstream.send(2)
        upstream.send(completion: .finished)
        #expect(received.value == [1])
    }

    @Test func sinkReleasesItsClosuresAfterTheCompletion() {
        let upstream = ManualPublisher<Int, Never>()
        let captured = Weak<Target>(nil)
        let completions = Locked(0)
        var sink: Subscribers.Sink<Int, Never>?
        do {
            let target = Target()
            captured.object = target
            sink = Subscribers.Sink(
                receiveCompletion: { _ in completions.mutate { $0 += 1 } },
                receiveValue: {
                    target.value = $0
                })
        }
        upstream.subscribe(sink!)
        upstream.send(5)
        #expect(captured.object?.value == 5)
        upstream.send(completion: .finished)
        #expect(completions.value == 1)
        #expect(captured.object == nil)
        _ = sink
    }

    @Test func sinkCancelledThroughItsCancellableIsFreedWithItsClosures() {
        let subject = PassthroughSubject<Int, Never>()
        let captured = Weak<Target>(nil)
        var cancellable: AnyCancellable?
        do {
            let target = Target()
            captured.object = target
            cancellable = subject.sink { target.value = $0 }
        }
        subject.send(1)
        #expect(captured.object?.value == 1)
        cancellable?.cancel()
        subject.send(2)
        #expect(captured.object == nil)
        _ = cancellable
    }

    // Bug 8. Apple: "Providing a negative value for this parameter results in a fatal error."
    @Test func negativeDemandTraps() async {
        await #expect(processExitsWith: .failure) {
            _ = Subscribers.Demand.max(-1)
        }
    }

    // Apple: CombineIdentifier(_:) "creates a combine identifier, using the bit pattern of the
    // provided object".
    @Test func combineIdentifierOfAnObjectIsItsAddress() {
        let object = Target()
        let address = UInt(bitPattern: ObjectIdentifier(object))
        #expect(CombineIdentifier(object).description == "0x" + String(address, radix: 16))
        #expect(CombineIdentifier(object) == CombineIdentifier(object))
        #expect(CombineIdentifier(object) != CombineIdentifier(Target()))
        #expect(CombineIdentifier() != CombineIdentifier())
    }
}
