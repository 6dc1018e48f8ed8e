/// The link between a publisher and one subscriber: request values, or cancel.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
    /// Adds `demand` to the number of values the subscriber is ready for (requests of `.none` are ignored).
    func request(_ demand: Subscribers.Demand)
}

/// Namespace for ready-made subscriptions.
public enum Subscriptions {
    /// A subscription that ignores requests and cancellation (used by publishers that complete at once).
    public static var empty: Subscription { EmptySubscription.shared }
}

/// The subscription behind `Subscriptions.empty`.
private final class EmptySubscription: Subscription, @unchecked Sendable {
    static let shared = EmptySubscription()
    func request(_ demand: Subscribers.Demand) {}
    func cancel() {}
}
