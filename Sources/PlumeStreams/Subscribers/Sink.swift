extension Subscribers {
    /// A subscriber that requests unlimited values and hands each one, and the completion, to closures.
    ///
    /// Created by `Publisher.sink`. Cancelling releases the subscription; the closures are released
    /// after the completion or cancellation.
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, CustomStringConvertible {
        private let lock = Lock()
        private var subscription: Subscription?
        private var isTerminated = false

        /// The closure called with each value.
        public let receiveValue: (Input) -> Void
        /// The closure called with the completion.
        public let receiveCompletion: (Subscribers.Completion<Failure>) -> Void

        /// Creates a sink calling `receiveCompletion` and `receiveValue`.
        public init(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Input) -> Void
        ) {
            self.receiveCompletion = receiveCompletion
            self.receiveValue = receiveValue
        }

        /// "Sink".
        public var description: String { "Sink" }

        /// Keeps the first subscription and requests `.unlimited`; later ones are cancelled.
        public func receive(subscription: Subscription) {
            lock.lock()
            guard self.subscription == nil, !isTerminated else {
                lock.unlock()
                subscription.cancel()
                return
            }
            self.subscription = subscription
            lock.unlock()
            subscription.request(.unlimited)
        }

        /// Calls `receiveValue`.
        @inlinable
        public func receive(_ input: Input) -> Subscribers.Demand {
            receiveValue(input)
            return .none
        }

        /// Calls `receiveCompletion` once and drops the subscription.
        public func receive(completion: Subscribers.Completion<Failure>) {
            lock.lock()
            guard !isTerminated else {
                lock.unlock()
                return
            }
            isTerminated = true
            subscription = nil
            lock.unlock()
            receiveCompletion(completion)
        }

        /// Cancels the subscription (once).
        public func cancel() {
            lock.lock()
            let subscription = self.subscription
            self.subscription = nil
            isTerminated = true
            lock.unlock()
            subscription?.cancel()
        }
    }
}

extension Publisher {
    /// Subscribes with closures for values and completion; keep the returned cancellable.
    ///
    /// ```swift
    /// let c = [1, 2, 3].publisher.sink(receiveCompletion: { print($0) }, receiveValue: { print($0) })
    /// ```
    @inlinable
    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        subscribe(sink)
        return AnyCancellable(sink)
    }
}

extension Publisher where Failure == Never {
    /// Subscribes with a closure for values (for publishers that cannot fail).
    @inlinable
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }
}
