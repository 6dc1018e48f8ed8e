// Operators on `Result.Publisher` that Combine specialises: they run at once on the result and
// return another `Result.Publisher` (or `Empty`); a failure passes through unchanged.

extension Result.Publisher where Success: Equatable {
    /// Whether the value equals `output`.
    public func contains(_ output: Success) -> Result<Bool, Failure>.Publisher {
        Result<Bool, Failure>.Publisher(result.map { $0 == output })
    }
    /// This publisher (one value has no duplicates).
    public func removeDuplicates() -> Result<Success, Failure>.Publisher { self }
}

extension Result.Publisher where Success: Comparable {
    /// This publisher.
    public func min() -> Result<Success, Failure>.Publisher { self }
    /// This publisher.
    public func max() -> Result<Success, Failure>.Publisher { self }
}

extension Result.Publisher where Failure == Never {
    /// The value, with a failure type that is never used.
    public func setFailureType<E: Error>(to failureType: E.Type) -> Result<Success, E>.Publisher {
        switch result {
        case .success(let value): return Result<Success, E>.Publisher(value)
        }
    }
}

extension Result.Publisher {
    /// Runs a throwing step on the value; a thrown error becomes the failure.
    private func trying<T>(_ body: (Success) throws -> T) -> Result<T, Error>.Publisher {
        switch result {
        case .success(let value): return Result<T, Error>.Publisher(Result<T, Error> { try body(value) })
        case .failure(let error): return Result<T, Error>.Publisher(error)
        }
    }

    /// Whether the value satisfies `predicate`.
    public func allSatisfy(_ predicate: (Success) -> Bool) -> Result<Bool, Failure>.Publisher {
        Result<Bool, Failure>.Publisher(result.map(predicate))
    }
    /// Whether the value satisfies the throwing `predicate`.
    public func tryAllSatisfy(_ predicate: (Success) throws -> Bool) -> Result<Bool, Error>.Publisher {
        trying(predicate)
    }
    /// The value in a one-element array.
    public func collect() -> Result<[Success], Failure>.Publisher {
        Result<[Success], Failure>.Publisher(result.map { [$0] })
    }
    /// This publisher.
    public func min(by areInIncreasingOrder: (Success, Success) -> Bool) -> Result<Success, Failure>.Publisher { self }
    /// This publisher, with the failure erased (the ordering is never called).
    public func tryMin(by areInIncreasingOrder: (Success, Success) throws -> Bool) -> Result<Success, Error>.Publisher {
        trying { $0 }
    }
    /// This publisher.
    public func max(by areInIncreasingOrder: (Success, Success) -> Bool) -> Result<Success, Failure>.Publisher { self }
    /// This publisher, with the failure erased (the ordering is never called).
    public func tryMax(by areInIncreasingOrder: (Success, Success) throws -> Bool) -> Result<Success, Error>.Publisher {
        trying { $0 }
    }
    /// Whether the value satisfies `predicate`.
    public func contains(where predicate: (Success) -> Bool) -> Result<Bool, Failure>.Publisher {
        Result<Bool, Failure>.Publisher(result.map(predicate))
    }
    /// Whether the value satisfies the throwing `predicate`.
    public func tryContains(where predicate: (Success) throws -> Bool) -> Result<Bool, Error>.Publisher {
        trying(predicate)
    }
    /// One, or the failure.
    public func count() -> Result<Int, Failure>.Publisher { Result<Int, Failure>.Publisher(result.map { _ in 1 }) }
    /// This publisher.
    public func first() -> Result<Success, Failure>.Publisher { self }
    /// This publisher.
    public func last() -> Result<Success, Failure>.Publisher { self }
    /// Only the completion: `.finished` for a success (as in Combine, a failure also becomes `Empty`).
    public func ignoreOutput() -> Empty<Success, Failure> { Empty() }
    /// The transformed value.
    public func map<T>(_ transform: (Success) -> T) -> Result<T, Failure>.Publisher {
        Result<T, Failure>.Publisher(result.map(transform))
    }
    /// The transformed value, or the thrown error.
    public func tryMap<T>(_ transform: (Success) throws -> T) -> Result<T, Error>.Publisher { trying(transform) }
    /// The value, or the transformed failure.
    public func mapError<E: Error>(_ transform: (Failure) -> E) -> Result<Success, E>.Publisher {
        Result<Success, E>.Publisher(result.mapError(transform))
    }
    /// `nextPartialResult(initialResult, value)`.
    public func reduce<T>(_ initialResult: T, _ nextPartialResult: (T, Success) -> T) -> Result<T, Failure>.Publisher {
        Result<T, Failure>.Publisher(result.map { nextPartialResult(initialResult, $0) })
    }
    /// `nextPartialResult(initialResult, value)`, or the thrown error.
    public func tryReduce<T>(_ initialResult: T, _ nextPartialResult: (T, Success) throws -> T)
        -> Result<T, Error>.Publisher
    {
        trying { try nextPartialResult(initialResult, $0) }
    }
    /// This publisher (`predicate` is never called).
    public func removeDuplicates(by predicate: (Success, Success) -> Bool) -> Result<Success, Failure>.Publisher {
        self
    }
    /// This publisher with the failure erased (`predicate` is never called).
    public func tryRemoveDuplicates(by predicate: (Success, Success) throws -> Bool) -> Result<Success, Error>.Publisher
    {
        trying { $0 }
    }
    /// The value, or `output` in place of the failure.
    public func replaceError(with output: Success) -> Result<Success, Never>.Publisher {
        switch result {
        case .success(let value): return Result<Success, Never>.Publisher(value)
        case .failure: return Result<Success, Never>.Publisher(output)
        }
    }
    /// This publisher (it is never empty).
    public func replaceEmpty(with output: Success) -> Result<Success, Failure>.Publisher { self }
    /// This publisher (retrying gives the same result).
    public func retry(_ times: Int) -> Result<Success, Failure>.Publisher { self }
    /// `nextPartialResult(initialResult, value)`.
    public func scan<T>(_ initialResult: T, _ nextPartialResult: (T, Success) -> T) -> Result<T, Failure>.Publisher {
        Result<T, Failure>.Publisher(result.map { nextPartialResult(initialResult, $0) })
    }
    /// `nextPartialResult(initialResult, value)`, or the thrown error.
    public func tryScan<T>(_ initialResult: T, _ nextPartialResult: (T, Success) throws -> T)
        -> Result<T, Error>.Publisher
    {
        trying { try nextPartialResult(initialResult, $0) }
    }
}
