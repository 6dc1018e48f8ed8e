import Foundation

extension NotificationCenter {
    /// A publisher of the notifications named `name` (optionally from `object`) posted to this center.
    ///
    /// Notifications posted while the downstream has no demand are dropped.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        NotificationCenter.Publisher(center: self, name: name, object: object)
    }

    /// The publisher returned by `publisher(for:object:)`; never fails.
    public struct Publisher: PlumeStreams.Publisher {
        /// Each matching notification.
        public typealias Output = Notification
        /// Never fails.
        public typealias Failure = Never

        /// The observed center.
        public let center: NotificationCenter
        /// The observed name.
        public let name: Notification.Name
        /// The observed sender, or `nil` for any.
        public let object: AnyObject?

        /// Creates the publisher.
        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        /// Registers an observer for `subscriber`, removed when it cancels.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
            let subscription = NotificationSubscription(downstream: subscriber)
            subscription.attachDownstream()
            let token = center.addObserver(forName: name, object: object, queue: nil) { [weak subscription] note in
                subscription?.emit(note, dropIfNoDemand: true)
            }
            subscription.observe(center: center, token: token)
        }
    }
}

/// The subscription of a notification publisher: removes its observer when it ends.
private final class NotificationSubscription: DeliveryQueue<Notification, Never> {
    private var center: NotificationCenter?
    private var token: NSObjectProtocol?

    func observe(center: NotificationCenter, token: NSObjectProtocol) {
        lock.lock()
        self.center = center
        self.token = token
        lock.unlock()
        if isFinished { didTerminate() }
    }

    override func didTerminate() {
        lock.lock()
        let center = self.center
        let token = self.token
        self.center = nil
        self.token = nil
        lock.unlock()
        if let center, let token { center.removeObserver(token) }
    }
}
