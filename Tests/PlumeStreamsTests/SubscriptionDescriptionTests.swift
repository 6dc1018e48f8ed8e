import Foundation
import PlumeStreams
import Testing

/// Captures the subscription a publisher hands to its subscriber, as a debugging Combine user might.
private final class SubscriptionCatcher<Input, Failure: Error>: Subscriber {
    var subscription: Subscription?
    func receive(subscription: Subscription) { self.subscription = subscription }
    func receive(_ input: Input) -> Subscribers.Demand { .none }
    func receive(completion: Subscribers.Completion<Failure>) {}
}

private func subscriptionName<P: Publisher>(_ publisher: P) -> String {
    let catcher = SubscriptionCatcher<P.Output, P.Failure>()
    publisher.subscribe(catcher)
    defer { catcher.subscription?.cancel() }
    return catcher.subscription.map { String(describing: $0) } ?? "none"
}

private final class Lines: TextOutputStream {
    var text = ""
    func write(_ string: String) { text += string }
}

@Suite struct SubscriptionDescriptionTests {
    @Test func subscriptionsAreNamedAfterTheirOperator() {
        let subject = PassthroughSubject<Int, Never>()
        let other = PassthroughSubject<Int, Never>()
        #expect(subscriptionName(subject.dropFirst()) == "Drop")
        #expect(subscriptionName(subject.scan(0, +)) == "Scan")
        #expect(subscriptionName(subject.zip(other)) == "Zip")
        #expect(subscriptionName(subject.zip(other, other)) == "Zip")
        #expect(subscriptionName(subject.combineLatest(other)) == "CombineLatest")
        #expect(subscriptionName(subject.merge(with: other, other)) == "Merge")
        #expect(subscriptionName(subject.flatMap { Just($0) }) == "FlatMap")
        #expect(subscriptionName(subject.debounce(for: .seconds(1), scheduler: TestScheduler())) == "Debounce")
        #expect(subscriptionName(subject.buffer(size: 1, prefetch: .byRequest, whenFull: .dropNewest)) == "Buffer")
        #expect(subscriptionName(Future<Int, Never> { _ in }) == "Future")
        #expect(subscriptionName(subject.append(other)) == "Concatenate")
    }

    @Test func erasingAndMappingKeepTheOperatorsName() {
        let subject = PassthroughSubject<Int, Never>()
        #expect(subscriptionName(subject.dropFirst().eraseToAnyPublisher()) == "Drop")
        #expect(subscriptionName(subject.removeDuplicates().map { $0 * 2 }) == "RemoveDuplicates")
        #expect(subscriptionName(Deferred { subject.prefix(2) }) == "Output")
    }

    @Test func mirrorAndPlaygroundDescription() throws {
        let catcher = SubscriptionCatcher<[Int], Never>()
        PassthroughSubject<Int, Never>().collect().subscribe(catcher)
        let subscription = try #require(catcher.subscription)
        let reflectable = try #require(subscription as? CustomReflectable)
        #expect(reflectable.customMirror.children.map(\.label) == ["downstream", "demand"])
        let playground = try #require(subscription as? CustomPlaygroundDisplayConvertible)
        #expect(playground.playgroundDescription as? String == "Collect")
    }

    @Test func printShowsTheSubscriptionsName() {
        let lines = Lines()
        let subject = PassthroughSubject<Int, Never>()
        let cancellable = subject.dropFirst().print("tap", to: lines).sink { _ in }
        #expect(lines.text.hasPrefix("tap: receive subscription: (Drop)\n"))
        cancellable.cancel()
    }
}
