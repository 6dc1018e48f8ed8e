import Foundation
import PlumeStreams
import Testing

/// Every operator's chain, cancelled and completed, releases its subscriber and its upstream
/// (issue 15's leak check): a weak reference to each is `nil` once the test lets go of them.
@Suite struct LeakTests {
    /// One operator applied to a subject; time-based operators use the given scheduler.
    struct Chain: CustomTestStringConvertible, Sendable {
        let name: String
        let make: @Sendable (PassthroughSubject<Int, Never>, TestScheduler) -> AnyPublisher<Int, Error>
        var testDescription: String { name }

        init<P: Publisher>(
            _ name: String, _ make: @escaping @Sendable (PassthroughSubject<Int, Never>, TestScheduler) -> P
        ) where P.Output == Int {
            self.name = name
            self.make = { make($0, $1).mapError { $0 as Error }.eraseToAnyPublisher() }
        }
    }

    static let chains: [Chain] = [
        Chain("map") { s, _ in s.map { $0 + 1 } },
        Chain("tryMap") { s, _ in s.tryMap { $0 + 1 } },
        Chain("filter") { s, _ in s.filter { $0 > 0 } },
        Chain("tryFilter") { s, _ in s.tryFilter { $0 > 0 } },
        Chain("compactMap") { s, _ in s.compactMap { $0 } },
        Chain("tryCompactMap") { s, _ in s.tryCompactMap { $0 } },
        Chain("scan") { s, _ in s.scan(0, +) },
        Chain("tryScan") { s, _ in s.tryScan(0, +) },
        Chain("reduce") { s, _ in s.reduce(0, +) },
        Chain("tryReduce") { s, _ in s.tryReduce(0, +) },
        Chain("collect") { s, _ in s.collect().map(\.count) },
        Chain("collect(2)") { s, _ in s.collect(2).map(\.count) },
        Chain("count") { s, _ in s.count() },
        Chain("first") { s, _ in s.first() },
        Chain("first(where:)") { s, _ in s.first { $0 > 5 } },
        Chain("tryFirst(where:)") { s, _ in s.tryFirst { $0 > 5 } },
        Chain("last") { s, _ in s.last() },
        Chain("tryLast(where:)") { s, _ in s.tryLast { $0 > 0 } },
        Chain("ignoreOutput") { s, _ in s.ignoreOutput().map { _ in 0 } },
        Chain("removeDuplicates") { s, _ in s.removeDuplicates() },
        Chain("tryRemoveDuplicates") { s, _ in s.tryRemoveDuplicates(by: ==) },
        Chain("dropFirst") { s, _ in s.dropFirst() },
        Chain("drop(while:)") { s, _ in s.drop { $0 < 2 } },
        Chain("tryDrop(while:)") { s, _ in s.tryDrop { $0 < 2 } },
        Chain("prefix") { s, _ in s.prefix(5) },
        Chain("prefix(while:)") { s, _ in s.prefix { $0 < 5 } },
        Chain("tryPrefix(while:)") { s, _ in s.tryPrefix { $0 < 5 } },
        Chain("output(at:)") { s, _ in s.output(at: 5) },
        Chain("contains") { s, _ in s.contains(9).map { $0 ? 1 : 0 } },
        Chain("allSatisfy") { s, _ in s.allSatisfy { $0 > 0 }.map { $0 ? 1 : 0 } },
        Chain("replaceEmpty") { s, _ in s.replaceEmpty(with: 0) },
        Chain("replaceError") { s, _ in s.setFailureType(to: TestError.self).replaceError(with: 0) },
        Chain("catch") { s, _ in s.setFailureType(to: TestError.self).catch { _ in Just(0) } },
        Chain("tryCatch") { s, _ in s.setFailureType(to: TestError.self).tryCatch { _ in Just(0) } },
        Chain("retry") { s, _ in s.setFailureType(to: TestError.self).retry(2) },
        Chain("merge") { s, _ in s.merge(with: Empty()) },
        Chain("combineLatest") { s, _ in s.combineLatest(Just(1)).map { $0 + $1 } },
        Chain("zip") { s, _ in s.zip(s).map { $0 + $1 } },
        Chain("flatMap") { s, _ in s.flatMap { Just($0) } },
        Chain("switchToLatest") { s, _ in s.map { Just($0) }.switchToLatest() },
        Chain("append") { s, _ in s.append(Just(0)) },
        Chain("prepend") { s, _ in s.prepend(Just(0)) },
        Chain("handleEvents") { s, _ in s.handleEvents(receiveOutput: { _ in }) },
        Chain("share") { s, _ in s.share() },
        Chain("multicast") { s, _ in s.multicast { PassthroughSubject<Int, Never>() }.autoconnect() },
        Chain("receive(on:)") { s, scheduler in s.receive(on: scheduler) },
        Chain("subscribe(on:)") { s, scheduler in s.subscribe(on: scheduler) },
        Chain("delay") { s, scheduler in s.delay(for: .seconds(1), scheduler: scheduler) },
        Chain("debounce") { s, scheduler in s.debounce(for: .seconds(1), scheduler: scheduler) },
        Chain("throttle") { s, scheduler in s.throttle(for: .seconds(1), scheduler: scheduler, latest: true) },
        Chain("timeout") { s, scheduler in s.timeout(.seconds(1), scheduler: scheduler) },
        Chain("measureInterval") { s, scheduler in s.measureInterval(using: scheduler).map { _ in 0 } },
        Chain("collect(byTime)") { s, scheduler in s.collect(.byTime(scheduler, .seconds(1))).map(\.count) },
        Chain("eraseToAnyPublisher") { s, _ in s.eraseToAnyPublisher() },
    ]

    @Test(arguments: chains, [false, true])
    func chainReleasesItsSubscriberAndUpstream(chain: Chain, complete: Bool) {
        let subscriber = Weak<KeepingSubscriber<Int, Error>>(nil)
        let upstream = Weak<PassthroughSubject<Int, Never>>(nil)
        run(chain, complete: complete, subscriber: subscriber, upstream: upstream)
        #expect(subscriber.object == nil, "\(chain.name) keeps its subscriber")
        #expect(upstream.object == nil, "\(chain.name) keeps its upstream")
    }

    /// Subscribes, sends two values, ends the chain, and lets go of everything it made.
    private func run(
        _ chain: Chain, complete: Bool, subscriber weakSubscriber: Weak<KeepingSubscriber<Int, Error>>,
        upstream weakUpstream: Weak<PassthroughSubject<Int, Never>>
    ) {
        let scheduler = TestScheduler()
        let subject = PassthroughSubject<Int, Never>()
        weakUpstream.object = subject
        let subscriber = KeepingSubscriber<Int, Error>()
        weakSubscriber.object = subscriber
        chain.make(subject, scheduler).subscribe(subscriber)
        scheduler.advance()
        subject.send(1)
        subject.send(2)
        scheduler.advance(by: .seconds(1))
        if complete {
            subject.send(completion: .finished)
            scheduler.advance(by: .seconds(10))
            #expect(subscriber.completions.count == 1, "\(chain.name) did not complete")
        } else {
            subscriber.subscription?.cancel()
            scheduler.advance(by: .seconds(10))
        }
    }
}
