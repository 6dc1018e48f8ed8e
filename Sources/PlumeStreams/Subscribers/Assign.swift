extension Subscribers {
    /// A subscriber that writes each value to a key path of an object, requesting unlimited values.
    ///
    /// Holds the object strongly until completion or cancellation (as Combine does). The object is
    /// released after Assign's lock is let go, so an object whose `deinit` cancels or completes this
    /// same chain does not deadlock.
    public final class Assign<Root, Input>: Subscriber, Cancellable, CustomStringConvertible {
        /// Assign never fails.
        public typealias Failure = Never

        private let lock = Lock()
        private var subscription: Subscription?
        private var target: Root?

        /// The object written to, until completion or cancellation.
        public var object: Root? { lock.withLock { target } }
        /// The property written to.
        public let keyPath: ReferenceWritableKeyPath<Root, Input>

        /// Creates a subscriber writing to `object[keyPath: keyPath]`.
        public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
            self.target = object
            self.keyPath = keyPath
        }

        /// "Assign".
        public var description: String { "Assign \(Root.self)." }

        /// Keeps the first subscription and requests `.unlimited`.
        public func receive(subscription: Subscription) {
            lock.lock()
            guard self.subscription == nil, target != nil else {
                lock.unlock()
                subscription.cancel()
                return
            }
            self.subscription = subscription
            lock.unlock()
            subscription.request(.unlimited)
        }

        /// Writes the value.
        public func receive(_ input: Input) -> Subscribers.Demand {
            lock.lock()
            let object = target
            lock.unlock()
            object?[keyPath: keyPath] = input
            return .none
        }

        /// Releases the object and subscription (outside the lock).
        public func receive(completion: Subscribers.Completion<Never>) {
            lock.lock()
            let released = (target, subscription)
            target = nil
            subscription = nil
            lock.unlock()
            withExtendedLifetime(released) {}
        }

        /// Cancels the subscription and releases the object.
        public func cancel() {
            lock.lock()
            let subscription = self.subscription
            self.subscription = nil
            let object = target
            target = nil
            lock.unlock()
            subscription?.cancel()
            withExtendedLifetime(object) {}
        }
    }
}

extension Publisher where Failure == Never {
    /// Writes every value to `object[keyPath: keyPath]`; keep the returned cancellable.
    ///
    /// The object is held strongly while subscribed (use `assign(to: &$property)` to avoid cycles).
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        let assign = Subscribers.Assign(object: object, keyPath: keyPath)
        subscribe(assign)
        return AnyCancellable(assign)
    }
}
