extension Future where Failure == Never {
    /// The future's value, once fulfilled: `let answer = await future.value`.
    ///
    /// Subscribes to the future and suspends until its promise is called (forever if it never is).
    public var value: Output {
        get async {
            await withCheckedContinuation { continuation in
                subscribe(
                    FutureValueSubscriber<Output, Never> { result in
                        if case .success(let value) = result { continuation.resume(returning: value) }
                    })
            }
        }
    }
}

extension Future {
    /// The future's value, once fulfilled; throws the future's failure: `try await future.value`.
    ///
    /// Subscribes to the future and suspends until its promise is called (forever if it never is).
    public var value: Output {
        get async throws {
            try await withCheckedThrowingContinuation { continuation in
                subscribe(FutureValueSubscriber<Output, Failure> { continuation.resume(with: $0) })
            }
        }
    }
}

/// Requests the single value of a `Future` and hands the outcome to `resume` exactly once.
final class FutureValueSubscriber<Input, Failure: Error>: Subscriber, @unchecked Sendable {
    private let lock = Lock()
    private var resume: ((Result<Input, Failure>) -> Void)?

    init(resume: @escaping (Result<Input, Failure>) -> Void) { self.resume = resume }

    func receive(subscription: Subscription) { subscription.request(.max(1)) }

    func receive(_ input: Input) -> Subscribers.Demand {
        take()?(.success(input))
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        if case .failure(let error) = completion { take()?(.failure(error)) }
    }

    private func take() -> ((Result<Input, Failure>) -> Void)? {
        lock.lock()
        defer { lock.unlock() }
        let resume = self.resume
        self.resume = nil
        return resume
    }
}
