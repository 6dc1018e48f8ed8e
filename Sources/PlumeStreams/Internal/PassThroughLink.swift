/// The state of a subscriber that is also its downstream's subscription and passes calls straight
/// through (`handleEvents`, the counting subscriber of `autoconnect`): the upstream subscription and
/// the downstream, both released at the end (completion or cancel), so a finished chain keeps neither
/// its subscriber nor its upstream. Thread safe; it never calls out while holding its lock.
final class PassThroughLink<Downstream: Subscriber> {
    private let lock = Lock()
    private var downstream: Downstream?
    private var upstream: Subscription?

    init(_ downstream: Downstream) { self.downstream = downstream }

    /// Keeps the first subscription and returns the downstream to hand it on to; a second
    /// subscription, or one after the end, is cancelled (`nil` is returned).
    func attach(_ subscription: Subscription) -> Downstream? {
        lock.lock()
        guard upstream == nil, let downstream else {
            lock.unlock()
            subscription.cancel()
            return nil
        }
        upstream = subscription
        lock.unlock()
        return downstream
    }

    /// The downstream, until the end.
    var current: Downstream? { lock.withLock { downstream } }

    /// The upstream subscription, until the end.
    var subscription: Subscription? { lock.withLock { upstream } }

    /// Ends the link: returns what it held (each only once), for the caller to complete or cancel.
    func end() -> (upstream: Subscription?, downstream: Downstream?) {
        lock.lock()
        defer { lock.unlock() }
        let ended = (upstream, downstream)
        upstream = nil
        downstream = nil
        return ended
    }
}
