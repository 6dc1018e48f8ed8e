/// Something that can stop an activity, such as a subscription.
public protocol Cancellable {
    /// Stops the activity and frees its resources; calling it again has no effect.
    func cancel()
}

extension Cancellable {
    /// Wraps this cancellable in an `AnyCancellable` and adds it to `collection`.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        AnyCancellable(self).store(in: &collection)
    }

    /// Wraps this cancellable in an `AnyCancellable` and inserts it into `set`.
    public func store(in set: inout Set<AnyCancellable>) {
        AnyCancellable(self).store(in: &set)
    }
}
