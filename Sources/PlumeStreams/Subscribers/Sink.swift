extension Subscribers {
    /// A subscriber that requests unlimited values and hands each one, and the completion, to closures.
    ///
    /// Created by `Publisher.sink`. As in Combine, values are passed on only while subscribed: none
    /// before the subscription arrives and none after the completion, and the completion is passed on
    /// once. After the completion the subscription and both closures are released, so a closure that
    /// captures the returned `AnyCancellable` (or its owner) does not keep anything alive.
    ///
    /// `cancel()` may come from any thread, also from inside `receiveValue`: it cancels and releases
    /// the subscription; every Plume publisher then sends nothing more. Differs from Apple: the
    /// closures are released when the sink itself is released rather than inside `cancel()` (values
    /// are read without a lock, so `cancel()` on another thread cannot free a closure that may be
    /// running); `AnyCancellable.cancel()` and the upstream let go of the sink at once, so a sink made
    /// by `sink(…)` and cancelled through its cancellable is freed with its closures.
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, CustomStringConvertible {
        private let lock = Lock()
        private var subscription: Subscription?
        private var isTerminated = false
        /// The per-value state, without dynamic exclusivity checks (read on every value). It is
        /// written only by `receive(subscription:)` and `receive(completion:)`, under `lock`, which the
        /// publisher contract orders before and after every `receive(_:)`.
        @exclusivity(unchecked) @usableFromInline var hot: SinkState

        /// The closure called with each value (one that does nothing after the completion).
        public var receiveValue: (Input) -> Void { handlers?.receiveValue ?? { _ in } }
        /// The closure called with the completion (one that does nothing after the completion).
        public var receiveCompletion: (Subscribers.Completion<Failure>) -> Void {
            handlers?.receiveCompletion ?? { _ in }
        }

        /// Creates a sink calling `receiveCompletion` and `receiveValue`.
        public init(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Input) -> Void
        ) {
            let handlers = SinkHandlers(receiveValue: receiveValue, receiveCompletion: receiveCompletion)
            hot = SinkState(handlers: Unmanaged.passRetained(handlers).toOpaque())
        }

        deinit {
            if let handlers = hot.handlers {
                Unmanaged<SinkHandlers<Input, Failure>>.fromOpaque(handlers).release()
            }
        }

        private var handlers: SinkHandlers<Input, Failure>? {
            lock.withLock {
                hot.handlers.map {
                    Unmanaged<SinkHandlers<Input, Failure>>.fromOpaque($0).takeUnretainedValue()
                }
            }
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
            hot.isSubscribed = true
            lock.unlock()
            subscription.request(.unlimited)
        }

        /// Calls `receiveValue` between the subscription and the completion (other values are dropped).
        @inlinable
        public func receive(_ input: Input) -> Subscribers.Demand {
            let state = hot
            guard state.isSubscribed, let handlers = state.handlers else { return .none }
            Unmanaged<SinkHandlers<Input, Failure>>.fromOpaque(handlers)._withUnsafeGuaranteedRef {
                $0.receiveValue(input)
            }
            return .none
        }

        /// Calls `receiveCompletion` once, then releases the subscription and the closures.
        public func receive(completion: Subscribers.Completion<Failure>) {
            lock.lock()
            guard !isTerminated else {
                lock.unlock()
                return
            }
            isTerminated = true
            let subscription = self.subscription
            self.subscription = nil
            hot.isSubscribed = false
            let handlers = hot.handlers
            hot.handlers = nil
            lock.unlock()
            guard let handlers else { return }
            let owned = Unmanaged<SinkHandlers<Input, Failure>>.fromOpaque(handlers)
            owned._withUnsafeGuaranteedRef { $0.receiveCompletion(completion) }
            owned.release()
            withExtendedLifetime(subscription) {}
        }

        /// Cancels and releases the subscription (once).
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

/// The closures of a `Subscribers.Sink`, held by the sink through an unmanaged reference so that a
/// value calls them without retaining anything.
@usableFromInline
final class SinkHandlers<Input, Failure: Error> {
    @usableFromInline let receiveValue: (Input) -> Void
    @usableFromInline let receiveCompletion: (Subscribers.Completion<Failure>) -> Void

    init(
        receiveValue: @escaping (Input) -> Void, receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void
    ) {
        self.receiveValue = receiveValue
        self.receiveCompletion = receiveCompletion
    }
}

/// The per-value state of a `Subscribers.Sink`.
@usableFromInline
struct SinkState {
    /// Between the subscription and the completion.
    @usableFromInline var isSubscribed = false
    /// The retained `SinkHandlers`, `nil` after the completion.
    @usableFromInline var handlers: UnsafeMutableRawPointer?

    init(handlers: UnsafeMutableRawPointer) { self.handlers = handlers }
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
