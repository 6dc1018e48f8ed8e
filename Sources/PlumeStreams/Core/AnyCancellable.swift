/// A type-erased cancellable that cancels automatically when it is deallocated.
///
/// Keep it (often with `store(in: &cancellables)`) for as long as the subscription should live.
/// Hashable and equatable by identity.
public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
    private let lock = Lock()
    private var cancelAction: (() -> Void)?

    /// Creates a cancellable that runs `cancel` once, on `cancel()` or on deinit.
    public init(_ cancel: @escaping () -> Void) {
        cancelAction = cancel
    }

    /// Wraps another cancellable.
    public init<C: Cancellable>(_ canceller: C) {
        if let any = canceller as? AnyCancellable {
            cancelAction = { any.cancel() }
        } else {
            cancelAction = { canceller.cancel() }
        }
    }

    deinit {
        cancelAction?()
    }

    /// Runs the cancel action (only the first time).
    public func cancel() {
        lock.lock()
        let action = cancelAction
        cancelAction = nil
        lock.unlock()
        action?()
    }

    /// Appends this cancellable to `collection`.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    /// Inserts this cancellable into `set`.
    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    /// Identity equality.
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
