import Foundation
import PlumeStreams

/// A thread-safe recorder of everything a subscriber receives, with manual demand.
final class Recorder<Input, Failure: Error>: Subscriber, @unchecked Sendable {
    private let lock = NSLock()
    private var storedValues: [Input] = []
    private var storedCompletions: [Subscribers.Completion<Failure>] = []
    private(set) var subscription: Subscription?
    private let initialDemand: Subscribers.Demand
    var onValue: ((Input) -> Subscribers.Demand)?

    init(demand: Subscribers.Demand = .unlimited) { initialDemand = demand }

    var values: [Input] { lock.withLock { storedValues } }
    var completions: [Subscribers.Completion<Failure>] { lock.withLock { storedCompletions } }
    var isFinished: Bool { completions.contains { if case .finished = $0 { true } else { false } } }
    var failure: Failure? {
        for completion in completions { if case .failure(let error) = completion { return error } }
        return nil
    }

    func receive(subscription: Subscription) {
        lock.withLock { self.subscription = subscription }
        if initialDemand > 0 { subscription.request(initialDemand) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        lock.withLock { storedValues.append(input) }
        return onValue?(input) ?? .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        lock.withLock { storedCompletions.append(completion) }
    }

    func request(_ demand: Subscribers.Demand) { subscription?.request(demand) }
    func cancel() { subscription?.cancel() }
}

struct TestError: Error, Equatable {
    var code = 1
}

extension Publisher {
    /// Subscribes a recorder with the given initial demand.
    func record(demand: Subscribers.Demand = .unlimited) -> Recorder<Output, Failure> {
        let recorder = Recorder<Output, Failure>(demand: demand)
        subscribe(recorder)
        return recorder
    }
}

/// A thread-safe counter / collector for sinks.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value { lock.withLock { stored } }
    func mutate(_ body: (inout Value) -> Void) { lock.withLock { body(&stored) } }
}

/// Runs `body` on a new thread and reports whether it returned within `seconds` (a deadlock guard:
/// a failing check leaves one stuck thread instead of a hung test run).
func returnsInTime(seconds: Double = 10, _ body: @escaping @Sendable () -> Void) -> Bool {
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
        body()
        done.signal()
    }
    return done.wait(timeout: .now() + seconds) == .success
}

/// A weak reference, for checking that a chain released an object.
final class Weak<Object: AnyObject> {
    weak var object: Object?
    init(_ object: Object?) { self.object = object }
}

/// A subscriber that keeps its subscription (as most real subscribers do), so a publisher that keeps
/// the subscriber after the end forms a cycle and leaks it.
final class KeepingSubscriber<Input, Failure: Error>: Subscriber {
    var subscription: Subscription?
    var values: [Input] = []
    var completions: [Subscribers.Completion<Failure>] = []
    private let initialDemand: Subscribers.Demand

    init(demand: Subscribers.Demand = .unlimited) { initialDemand = demand }

    func receive(subscription: Subscription) {
        self.subscription = subscription
        if initialDemand > 0 { subscription.request(initialDemand) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        values.append(input)
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) { completions.append(completion) }
}

/// A publisher driven by hand, with no rules of its own: the test sends values, completions and
/// subscriptions whenever it likes (also "misbehaving" ones: beyond demand, after completion, twice)
/// and reads the demand and cancels the subscriber asked for.
final class ManualPublisher<Output, Failure: Error>: Publisher, @unchecked Sendable {
    private(set) var subscriber: AnySubscriber<Output, Failure>?
    let subscription = ManualSubscription()
    /// Whether `receive(subscriber:)` hands over `subscription` at once.
    var subscribesAtOnce = true

    init(subscribesAtOnce: Bool = true) { self.subscribesAtOnce = subscribesAtOnce }

    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        self.subscriber = AnySubscriber(subscriber)
        if subscribesAtOnce { subscriber.receive(subscription: subscription) }
    }

    func subscribe() { subscriber?.receive(subscription: subscription) }
    @discardableResult func send(_ value: Output) -> Subscribers.Demand { subscriber?.receive(value) ?? .none }
    func send(completion: Subscribers.Completion<Failure>) { subscriber?.receive(completion: completion) }
    /// Forgets the subscriber, as a publisher does once it has ended.
    func release() { subscriber = nil }
}

/// The subscription of a `ManualPublisher`: records requests and cancels.
final class ManualSubscription: Subscription, @unchecked Sendable {
    private let lock = NSLock()
    private var storedRequests: [Subscribers.Demand] = []
    private var storedCancels = 0
    var requests: [Subscribers.Demand] { lock.withLock { storedRequests } }
    var cancels: Int { lock.withLock { storedCancels } }
    func request(_ demand: Subscribers.Demand) { lock.withLock { storedRequests.append(demand) } }
    func cancel() { lock.withLock { storedCancels += 1 } }
}
