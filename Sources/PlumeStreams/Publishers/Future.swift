/// A publisher that eventually produces one value (or fails), shared by all subscribers.
///
/// The closure runs once, immediately, and receives a `promise` to fulfil. Subscribers get the value
/// and `.finished` on their first demand (a failure is delivered regardless of demand). Later calls of
/// the promise are ignored.
public final class Future<Output, Failure: Error>: Publisher, @unchecked Sendable {
    /// The callback that fulfils the future.
    public typealias Promise = (Result<Output, Failure>) -> Void

    private let lock = Lock()
    private var result: Result<Output, Failure>?
    private var waiting: [FutureSubscription<Output, Failure>] = []

    /// Creates a future and runs `attemptToFulfill` right away.
    ///
    /// ```swift
    /// let future = Future<Int, Never> { promise in promise(.success(42)) }
    /// ```
    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
        attemptToFulfill { [self] result in self.fulfill(result) }
    }

    private func forget(_ subscription: FutureSubscription<Output, Failure>) {
        lock.lock()
        waiting.removeAll { $0 === subscription }
        lock.unlock()
    }

    private func fulfill(_ result: Result<Output, Failure>) {
        lock.lock()
        guard self.result == nil else {
            lock.unlock()
            return
        }
        self.result = result
        let waiting = self.waiting
        self.waiting = []
        lock.unlock()
        for subscription in waiting { subscription.resolve(result) }
    }

    /// Attaches `subscriber`; a subscriber that cancels before the promise is fulfilled is forgotten.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let subscription = FutureSubscription<Output, Failure>(downstream: subscriber)
        subscription.onCancel = { [weak self, unowned subscription] in self?.forget(subscription) }
        lock.lock()
        let result = self.result
        if result == nil { waiting.append(subscription) }
        lock.unlock()
        subscription.attachDownstream()
        if let result { subscription.resolve(result) }
    }
}

/// One subscriber of a `Future`.
final class FutureSubscription<Output, Failure: Error>: DeliveryQueue<Output, Failure> {
    /// Tells the future to drop this subscription from its waiting list; set once, before attaching.
    var onCancel: (() -> Void)?

    override func didCancel() { onCancel?() }

    override func didTerminate() { onCancel = nil }

    func resolve(_ result: Result<Output, Failure>) {
        switch result {
        case .success(let value):
            emit(value)
            finish(.finished)
        case .failure(let error):
            finish(.failure(error))
        }
    }
}

extension Future where Failure == Error {
    /// Creates a future that runs `operation` in a new `Task` and publishes its result or error.
    ///
    /// Not in Apple's Combine (a common extension). Example:
    /// `Future { try await loadUser() }.sink(...)`.
    public convenience init(priority: TaskPriority? = nil, operation: @escaping @Sendable () async throws -> Output) {
        self.init { promise in
            let deliver = UncheckedBox(promise)
            Task(priority: priority) {
                do {
                    let value = try await operation()
                    deliver.value(.success(value))
                } catch {
                    deliver.value(.failure(error))
                }
            }
        }
    }
}

extension Future where Failure == Never {
    /// Creates a future that runs the non-throwing `operation` in a new `Task`.
    ///
    /// Not in Apple's Combine (a common extension).
    public convenience init(priority: TaskPriority? = nil, operation: @escaping @Sendable () async -> Output) {
        self.init { promise in
            let deliver = UncheckedBox(promise)
            Task(priority: priority) {
                let value = await operation()
                deliver.value(.success(value))
            }
        }
    }
}

/// Carries a non-Sendable value into a task; the code using it guarantees exclusive use.
struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
