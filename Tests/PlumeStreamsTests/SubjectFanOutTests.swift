import Testing

import PlumeStreams

/// A subject's delivery to several subscribers: unlimited-demand subscribers are reached without the
/// subject's lock, and every change that makes one refuse values takes effect for the next offer.
@Suite struct SubjectFanOutTests {
    @Test func aSinkCancelledByAnEarlierSinkMissesTheValueBeingSent() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [String] = []
        var second: AnyCancellable?
        let first = subject.sink { value in
            received.append("first \(value)")
            if value == 2 { second?.cancel() }
        }
        second = subject.sink { received.append("second \($0)") }
        let third = subject.sink { received.append("third \($0)") }
        subject.send(1)
        subject.send(2)
        subject.send(3)
        #expect(
            received == [
                "first 1", "second 1", "third 1", "first 2", "third 2", "first 3", "third 3",
            ])
        _ = (first, third)
    }

    @Test func limitedDemandStillCountsWhileOthersAreUnlimited() {
        let subject = PassthroughSubject<Int, Never>()
        var unlimited: [Int] = []
        let sink = subject.sink { unlimited.append($0) }
        let limited = RecordingSubscriber<Int>(initial: .max(2))
        subject.subscribe(limited)
        subject.sink { _ in }.cancel()
        for value in 1...4 { subject.send(value) }
        #expect(unlimited == [1, 2, 3, 4])
        #expect(limited.values == [1, 2])
        limited.subscription?.request(.max(1))
        subject.send(5)
        #expect(limited.values == [1, 2, 5])
        _ = sink
    }

    @Test func aCurrentValueSubscriberGetsTheCurrentValueFirstThenSends() {
        let subject = CurrentValueSubject<Int, Never>(0)
        var first: [Int] = []
        var second: [Int] = []
        let a = subject.sink { first.append($0) }
        subject.send(1)
        let b = subject.sink { second.append($0) }
        subject.send(2)
        #expect(first == [0, 1, 2])
        #expect(second == [1, 2])
        _ = (a, b)
    }

    @Test func aFinishedSubjectDeliversNothingMore() {
        let subject = PassthroughSubject<Int, Never>()
        var values: [Int] = []
        var completions = 0
        let sinks = (0..<3).map { _ in
            subject.sink(receiveCompletion: { _ in completions += 1 }, receiveValue: { values.append($0) })
        }
        subject.send(1)
        subject.send(completion: .finished)
        subject.send(2)
        #expect(values == [1, 1, 1])
        #expect(completions == 3)
        _ = sinks
    }
}

/// A subscriber that asks for a given demand up front and records what it receives.
private final class RecordingSubscriber<Input>: Subscriber {
    typealias Failure = Never
    let initial: Subscribers.Demand
    var values: [Input] = []
    var subscription: Subscription?
    init(initial: Subscribers.Demand) { self.initial = initial }
    func receive(subscription: Subscription) {
        self.subscription = subscription
        subscription.request(initial)
    }
    func receive(_ input: Input) -> Subscribers.Demand {
        values.append(input)
        return .none
    }
    func receive(completion: Subscribers.Completion<Never>) {}
}
