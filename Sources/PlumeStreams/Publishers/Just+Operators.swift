// Operators on `Just` that Combine specialises: they run at once on the single value and return
// `Just`, `Optional.Publisher`, `Result.Publisher`, `Empty` or `Publishers.Sequence` instead of an
// operator chain. `Just(1).map { $0 + 1 }` is a `Just<Int>`.

extension Just where Output: Comparable {
    /// The value itself.
    public func min() -> Just<Output> { self }
    /// The value itself.
    public func max() -> Just<Output> { self }
}

extension Just where Output: Equatable {
    /// Whether the value equals `output`.
    public func contains(_ output: Output) -> Just<Bool> { Just<Bool>(self.output == output) }
    /// The value itself (a single value has no duplicates).
    public func removeDuplicates() -> Just<Output> { self }
}

extension Just {
    /// Whether the value satisfies `predicate`.
    public func allSatisfy(_ predicate: (Output) -> Bool) -> Just<Bool> { Just<Bool>(predicate(output)) }
    /// Whether the value satisfies the throwing `predicate`, or its error.
    public func tryAllSatisfy(_ predicate: (Output) throws -> Bool) -> Result<Bool, Error>.Publisher {
        Result<Bool, Error>.Publisher(Result { try predicate(output) })
    }
    /// The value in a one-element array.
    public func collect() -> Just<[Output]> { Just<[Output]>([output]) }
    /// The transformed value, or nothing when `transform` returns `nil`.
    public func compactMap<T>(_ transform: (Output) -> T?) -> Optional<T>.Publisher {
        Optional<T>.Publisher(transform(output))
    }
    /// The value itself.
    public func min(by areInIncreasingOrder: (Output, Output) -> Bool) -> Just<Output> { self }
    /// The value itself.
    public func max(by areInIncreasingOrder: (Output, Output) -> Bool) -> Just<Output> { self }
    /// `elements`, then the value.
    public func prepend(_ elements: Output...) -> Publishers.Sequence<[Output], Never> { prepend(elements) }
    /// `elements`, then the value.
    public func prepend<S: Sequence>(_ elements: S) -> Publishers.Sequence<[Output], Never> where S.Element == Output {
        Publishers.Sequence(sequence: Array(elements) + [output])
    }
    /// The value, then `elements`.
    public func append(_ elements: Output...) -> Publishers.Sequence<[Output], Never> { append(elements) }
    /// The value, then `elements`.
    public func append<S: Sequence>(_ elements: S) -> Publishers.Sequence<[Output], Never> where S.Element == Output {
        Publishers.Sequence(sequence: [output] + Array(elements))
    }
    /// Whether the value satisfies `predicate`.
    public func contains(where predicate: (Output) -> Bool) -> Just<Bool> { Just<Bool>(predicate(output)) }
    /// Whether the value satisfies the throwing `predicate`, or its error.
    public func tryContains(where predicate: (Output) throws -> Bool) -> Result<Bool, Error>.Publisher {
        Result<Bool, Error>.Publisher(Result { try predicate(output) })
    }
    /// One.
    public func count() -> Just<Int> { Just<Int>(1) }
    /// The value if `count` is 0, else nothing. Traps if `count` is negative, as Combine does.
    public func dropFirst(_ count: Int = 1) -> Optional<Output>.Publisher {
        Optional<Output>.Publisher(SingleValueSelection.keeps(dropFirst: count) ? output : nil)
    }
    /// Nothing if the value satisfies `predicate`, else the value.
    public func drop(while predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
        Optional<Output>.Publisher(predicate(output) ? nil : output)
    }
    /// The value itself.
    public func first() -> Just<Output> { self }
    /// The value if it satisfies `predicate`, else nothing.
    public func first(where predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
        Optional<Output>.Publisher(predicate(output) ? output : nil)
    }
    /// The value itself.
    public func last() -> Just<Output> { self }
    /// The value if it satisfies `predicate`, else nothing.
    public func last(where predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
        Optional<Output>.Publisher(predicate(output) ? output : nil)
    }
    /// The value if it satisfies `isIncluded`, else nothing.
    public func filter(_ isIncluded: (Output) -> Bool) -> Optional<Output>.Publisher {
        Optional<Output>.Publisher(isIncluded(output) ? output : nil)
    }
    /// Only `.finished`.
    public func ignoreOutput() -> Empty<Output, Never> { Empty() }
    /// The transformed value.
    public func map<T>(_ transform: (Output) -> T) -> Just<T> { Just<T>(transform(output)) }
    /// The transformed value, or the thrown error.
    public func tryMap<T>(_ transform: (Output) throws -> T) -> Result<T, Error>.Publisher {
        Result<T, Error>.Publisher(Result { try transform(output) })
    }
    /// The value, with a failure type that is never used.
    public func mapError<E: Error>(_ transform: (Never) -> E) -> Result<Output, E>.Publisher {
        Result<Output, E>.Publisher(output)
    }
    /// The value if `index` is 0, else nothing. Traps if `index` is negative, as Combine does.
    public func output(at index: Int) -> Optional<Output>.Publisher {
        Optional<Output>.Publisher(SingleValueSelection.keeps(outputAt: index) ? output : nil)
    }
    /// The value if `range` contains 0, else nothing. Traps if the range starts below 0.
    public func output<R: RangeExpression>(in range: R) -> Optional<Output>.Publisher where R.Bound == Int {
        Optional<Output>.Publisher(SingleValueSelection.keeps(outputIn: range) ? output : nil)
    }
    /// The value if `maxLength` is positive, else nothing. Traps if `maxLength` is negative.
    public func prefix(_ maxLength: Int) -> Optional<Output>.Publisher {
        Optional<Output>.Publisher(SingleValueSelection.keeps(prefix: maxLength) ? output : nil)
    }
    /// The value if it satisfies `predicate`, else nothing.
    public func prefix(while predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
        Optional<Output>.Publisher(predicate(output) ? output : nil)
    }
    /// `nextPartialResult(initialResult, value)`.
    public func reduce<T>(_ initialResult: T, _ nextPartialResult: (T, Output) -> T) -> Result<T, Never>.Publisher {
        Result<T, Never>.Publisher(nextPartialResult(initialResult, output))
    }
    /// `nextPartialResult(initialResult, value)`, or the thrown error.
    public func tryReduce<T>(_ initialResult: T, _ nextPartialResult: (T, Output) throws -> T)
        -> Result<T, Error>.Publisher
    {
        Result<T, Error>.Publisher(Result { try nextPartialResult(initialResult, output) })
    }
    /// The value itself (`predicate` is never called).
    public func removeDuplicates(by predicate: (Output, Output) -> Bool) -> Just<Output> { self }
    /// The value (`predicate` is never called).
    public func tryRemoveDuplicates(by predicate: (Output, Output) throws -> Bool) -> Result<Output, Error>.Publisher {
        Result<Output, Error>.Publisher(output)
    }
    /// The value itself (`Just` cannot fail).
    public func replaceError(with output: Output) -> Just<Output> { self }
    /// The value itself (`Just` is never empty).
    public func replaceEmpty(with output: Output) -> Just<Output> { self }
    /// The value itself (`Just` cannot fail).
    public func retry(_ times: Int) -> Just<Output> { self }
    /// `nextPartialResult(initialResult, value)`.
    public func scan<T>(_ initialResult: T, _ nextPartialResult: (T, Output) -> T) -> Result<T, Never>.Publisher {
        Result<T, Never>.Publisher(nextPartialResult(initialResult, output))
    }
    /// `nextPartialResult(initialResult, value)`, or the thrown error.
    public func tryScan<T>(_ initialResult: T, _ nextPartialResult: (T, Output) throws -> T)
        -> Result<T, Error>.Publisher
    {
        Result<T, Error>.Publisher(Result { try nextPartialResult(initialResult, output) })
    }
    /// The value, with a failure type that is never used.
    public func setFailureType<E: Error>(to failureType: E.Type) -> Result<Output, E>.Publisher {
        Result<Output, E>.Publisher(output)
    }
}
