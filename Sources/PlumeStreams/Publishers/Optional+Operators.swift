// Operators on `Optional.Publisher` that Combine specialises: they run at once and return another
// `Optional.Publisher` (or `Just`/`Empty`). As in Combine, a `nil` publisher stays `nil` under every
// one of them (its `count()`, `collect()` and `reduce` publish nothing), except `replaceEmpty`.

extension Optional.Publisher where Wrapped: Equatable {
    /// Whether the value equals `output`; nothing for `nil`.
    public func contains(_ output: Wrapped) -> Optional<Bool>.Publisher {
        Optional<Bool>.Publisher(self.output.map { $0 == output })
    }
    /// This publisher (one value has no duplicates).
    public func removeDuplicates() -> Optional<Wrapped>.Publisher { self }
}

extension Optional.Publisher where Wrapped: Comparable {
    /// This publisher.
    public func min() -> Optional<Wrapped>.Publisher { self }
    /// This publisher.
    public func max() -> Optional<Wrapped>.Publisher { self }
}

extension Optional.Publisher {
    /// Whether the value satisfies `predicate`; nothing for `nil`.
    public func allSatisfy(_ predicate: (Wrapped) -> Bool) -> Optional<Bool>.Publisher {
        Optional<Bool>.Publisher(output.map(predicate))
    }
    /// The value in a one-element array; nothing for `nil`.
    public func collect() -> Optional<[Wrapped]>.Publisher { Optional<[Wrapped]>.Publisher(output.map { [$0] }) }
    /// The transformed value; nothing for `nil` or a `nil` result.
    public func compactMap<T>(_ transform: (Wrapped) -> T?) -> Optional<T>.Publisher {
        Optional<T>.Publisher(output.flatMap(transform))
    }
    /// This publisher.
    public func min(by areInIncreasingOrder: (Wrapped, Wrapped) -> Bool) -> Optional<Wrapped>.Publisher { self }
    /// This publisher.
    public func max(by areInIncreasingOrder: (Wrapped, Wrapped) -> Bool) -> Optional<Wrapped>.Publisher { self }
    /// Whether the value satisfies `predicate`; nothing for `nil`.
    public func contains(where predicate: (Wrapped) -> Bool) -> Optional<Bool>.Publisher {
        Optional<Bool>.Publisher(output.map(predicate))
    }
    /// One; nothing for `nil`.
    public func count() -> Optional<Int>.Publisher { Optional<Int>.Publisher(output.map { _ in 1 }) }
    /// The value if `count` is 0. Traps if `count` is negative, as Combine does.
    public func dropFirst(_ count: Int = 1) -> Optional<Wrapped>.Publisher {
        Optional<Wrapped>.Publisher(SingleValueSelection.keeps(dropFirst: count) ? output : nil)
    }
    /// The value unless it satisfies `predicate`.
    public func drop(while predicate: (Wrapped) -> Bool) -> Optional<Wrapped>.Publisher {
        Optional<Wrapped>.Publisher(output.flatMap { predicate($0) ? nil : $0 })
    }
    /// This publisher.
    public func first() -> Optional<Wrapped>.Publisher { self }
    /// The value if it satisfies `predicate`.
    public func first(where predicate: (Wrapped) -> Bool) -> Optional<Wrapped>.Publisher { filter(predicate) }
    /// This publisher.
    public func last() -> Optional<Wrapped>.Publisher { self }
    /// The value if it satisfies `predicate`.
    public func last(where predicate: (Wrapped) -> Bool) -> Optional<Wrapped>.Publisher { filter(predicate) }
    /// The value if it satisfies `isIncluded`.
    public func filter(_ isIncluded: (Wrapped) -> Bool) -> Optional<Wrapped>.Publisher {
        Optional<Wrapped>.Publisher(output.flatMap { isIncluded($0) ? $0 : nil })
    }
    /// Only `.finished`.
    public func ignoreOutput() -> Empty<Wrapped, Never> { Empty() }
    /// The transformed value; nothing for `nil`.
    public func map<T>(_ transform: (Wrapped) -> T) -> Optional<T>.Publisher {
        Optional<T>.Publisher(output.map(transform))
    }
    /// The value if `index` is 0. Traps if `index` is negative, as Combine does.
    public func output(at index: Int) -> Optional<Wrapped>.Publisher {
        Optional<Wrapped>.Publisher(SingleValueSelection.keeps(outputAt: index) ? output : nil)
    }
    /// The value if `range` contains 0. Traps if the range starts below 0.
    public func output<R: RangeExpression>(in range: R) -> Optional<Wrapped>.Publisher where R.Bound == Int {
        Optional<Wrapped>.Publisher(SingleValueSelection.keeps(outputIn: range) ? output : nil)
    }
    /// The value if `maxLength` is positive. Traps if `maxLength` is negative, as Combine does.
    public func prefix(_ maxLength: Int) -> Optional<Wrapped>.Publisher {
        Optional<Wrapped>.Publisher(SingleValueSelection.keeps(prefix: maxLength) ? output : nil)
    }
    /// The value if it satisfies `predicate`.
    public func prefix(while predicate: (Wrapped) -> Bool) -> Optional<Wrapped>.Publisher { filter(predicate) }
    /// `nextPartialResult(initialResult, value)`; nothing for `nil`.
    public func reduce<T>(_ initialResult: T, _ nextPartialResult: (T, Wrapped) -> T) -> Optional<T>.Publisher {
        Optional<T>.Publisher(output.map { nextPartialResult(initialResult, $0) })
    }
    /// `nextPartialResult(initialResult, value)`; nothing for `nil`.
    public func scan<T>(_ initialResult: T, _ nextPartialResult: (T, Wrapped) -> T) -> Optional<T>.Publisher {
        Optional<T>.Publisher(output.map { nextPartialResult(initialResult, $0) })
    }
    /// This publisher (`predicate` is never called).
    public func removeDuplicates(by predicate: (Wrapped, Wrapped) -> Bool) -> Optional<Wrapped>.Publisher { self }
    /// This publisher (it cannot fail).
    public func replaceError(with output: Wrapped) -> Optional<Wrapped>.Publisher { self }
    /// The value, or `output` for `nil`.
    public func replaceEmpty(with output: Wrapped) -> Just<Wrapped> { Just(self.output ?? output) }
    /// This publisher (it cannot fail).
    public func retry(_ times: Int) -> Optional<Wrapped>.Publisher { self }
}
