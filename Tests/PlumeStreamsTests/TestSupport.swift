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
