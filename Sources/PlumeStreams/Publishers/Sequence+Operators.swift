// Operators on `Publishers.Sequence` that Combine specialises: they run at once on the elements
// (when the operator is applied, not when subscribed) and return another `Publishers.Sequence`,
// a `Result.Publisher`, an `Optional.Publisher`, `Just` or `Empty`.
// `[1, 2].publisher.map { $0 * 2 }` is a `Publishers.Sequence<[Int], Never>`.

extension Publishers.Sequence: Equatable where Elements: Equatable {
    /// Equal when the sequences are equal.
    public static func == (lhs: Publishers.Sequence<Elements, Failure>, rhs: Publishers.Sequence<Elements, Failure>)
        -> Bool
    { lhs.sequence == rhs.sequence }
}

extension Publishers.Sequence where Failure == Never {
    /// The smallest element under `areInIncreasingOrder`, or nothing for no elements.
    public func min(by areInIncreasingOrder: (Output, Output) -> Bool) -> Optional<Output>.Publisher {
        Optional<Output>.Publisher(sequence.min(by: areInIncreasingOrder))
    }
    /// The largest element under `areInIncreasingOrder`, or nothing for no elements.
    public func max(by areInIncreasingOrder: (Output, Output) -> Bool) -> Optional<Output>.Publisher {
        Optional<Output>.Publisher(sequence.max(by: areInIncreasingOrder))
    }
    /// The first element that satisfies `predicate`, or nothing.
    public func first(where predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
        Optional<Output>.Publisher(sequence.first(where: predicate))
    }
}

extension Publishers.Sequence {
    /// Whether every element satisfies `predicate`.
    public func allSatisfy(_ predicate: (Output) -> Bool) -> Result<Bool, Failure>.Publisher {
        Result<Bool, Failure>.Publisher(sequence.allSatisfy(predicate))
    }
    /// Whether every element satisfies the throwing `predicate`, or its error.
    public func tryAllSatisfy(_ predicate: (Output) throws -> Bool) -> Result<Bool, Error>.Publisher {
        Result<Bool, Error>.Publisher(Result { try sequence.allSatisfy(predicate) })
    }
    /// All elements in one array.
    public func collect() -> Result<[Output], Failure>.Publisher {
        Result<[Output], Failure>.Publisher(Array(sequence))
    }
    /// The non-`nil` transformed elements.
    public func compactMap<T>(_ transform: (Output) -> T?) -> Publishers.Sequence<[T], Failure> {
        Publishers.Sequence<[T], Failure>(sequence: sequence.compactMap(transform))
    }
    /// Whether an element satisfies `predicate`.
    public func contains(where predicate: (Output) -> Bool) -> Result<Bool, Failure>.Publisher {
        Result<Bool, Failure>.Publisher(sequence.contains(where: predicate))
    }
    /// Whether an element satisfies the throwing `predicate`, or its error.
    public func tryContains(where predicate: (Output) throws -> Bool) -> Result<Bool, Error>.Publisher {
        Result<Bool, Error>.Publisher(Result { try sequence.contains(where: predicate) })
    }
    /// The elements after the leading ones that satisfy `predicate`.
    public func drop(while predicate: (Elements.Element) -> Bool)
        -> Publishers.Sequence<
            DropWhileSequence<Elements>, Failure
        >
    {
        Publishers.Sequence<DropWhileSequence<Elements>, Failure>(sequence: sequence.drop(while: predicate))
    }
    /// The elements after the first `count` (Swift traps on a negative count, as Combine does).
    public func dropFirst(_ count: Int = 1) -> Publishers.Sequence<DropFirstSequence<Elements>, Failure> {
        Publishers.Sequence<DropFirstSequence<Elements>, Failure>(sequence: sequence.dropFirst(count))
    }
    /// The elements that satisfy `isIncluded`.
    public func filter(_ isIncluded: (Output) -> Bool) -> Publishers.Sequence<[Output], Failure> {
        Publishers.Sequence<[Output], Failure>(sequence: sequence.filter(isIncluded))
    }
    /// Only `.finished`.
    public func ignoreOutput() -> Empty<Output, Failure> { Empty() }
    /// The transformed elements.
    public func map<T>(_ transform: (Elements.Element) -> T) -> Publishers.Sequence<[T], Failure> {
        Publishers.Sequence<[T], Failure>(sequence: sequence.map(transform))
    }
    /// The first `maxLength` elements (Swift traps on a negative length, as Combine does).
    public func prefix(_ maxLength: Int) -> Publishers.Sequence<PrefixSequence<Elements>, Failure> {
        Publishers.Sequence<PrefixSequence<Elements>, Failure>(sequence: sequence.prefix(maxLength))
    }
    /// The leading elements that satisfy `predicate`.
    public func prefix(while predicate: (Elements.Element) -> Bool) -> Publishers.Sequence<[Elements.Element], Failure>
    {
        Publishers.Sequence<[Elements.Element], Failure>(sequence: Array(sequence.prefix(while: predicate)))
    }
    /// The elements combined with `nextPartialResult`.
    public func reduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T)
        -> Result<T, Failure>.Publisher
    {
        Result<T, Failure>.Publisher(sequence.reduce(initialResult, nextPartialResult))
    }
    /// The elements combined with the throwing `nextPartialResult`, or its error.
    public func tryReduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) throws -> T)
        -> Result<T, Error>.Publisher
    {
        Result<T, Error>.Publisher(Result { try sequence.reduce(initialResult, nextPartialResult) })
    }
    /// The elements with `nil` replaced by `output`. As in Combine, the elements keep their
    /// optional type (`T?`), unlike the general `replaceNil(with:)`.
    public func replaceNil<T>(with output: T) -> Publishers.Sequence<[Output], Failure> where Elements.Element == T? {
        Publishers.Sequence<[Output], Failure>(sequence: sequence.map { $0 ?? output })
    }
    /// Every intermediate result of combining the elements with `nextPartialResult`.
    public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T)
        -> Publishers.Sequence<[T], Failure>
    {
        var accumulated = initialResult
        return Publishers.Sequence<[T], Failure>(
            sequence: sequence.map { element in
                accumulated = nextPartialResult(accumulated, element)
                return accumulated
            })
    }
    /// The same elements with another (never used) failure type.
    public func setFailureType<E: Error>(to error: E.Type) -> Publishers.Sequence<Elements, E> {
        Publishers.Sequence<Elements, E>(sequence: sequence)
    }
}

extension Publishers.Sequence where Elements.Element: Equatable {
    /// The elements without consecutive repeats.
    public func removeDuplicates() -> Publishers.Sequence<[Output], Failure> {
        var kept: [Output] = []
        for element in sequence where kept.last != element { kept.append(element) }
        return Publishers.Sequence<[Output], Failure>(sequence: kept)
    }
    /// Whether an element equals `output`.
    public func contains(_ output: Elements.Element) -> Result<Bool, Failure>.Publisher {
        Result<Bool, Failure>.Publisher(sequence.contains(output))
    }
}

extension Publishers.Sequence where Failure == Never, Elements.Element: Comparable {
    /// The smallest element, or nothing for no elements.
    public func min() -> Optional<Output>.Publisher { Optional<Output>.Publisher(sequence.min()) }
    /// The largest element, or nothing for no elements.
    public func max() -> Optional<Output>.Publisher { Optional<Output>.Publisher(sequence.max()) }
}

extension Publishers.Sequence where Elements: Collection, Failure == Never {
    /// The first element, or nothing.
    public func first() -> Optional<Output>.Publisher { Optional<Output>.Publisher(sequence.first) }
    /// The element at `index`, or nothing when the collection has no such index.
    public func output(at index: Elements.Index) -> Optional<Output>.Publisher {
        Optional<Output>.Publisher(sequence.indices.contains(index) ? sequence[index] : nil)
    }
}

extension Publishers.Sequence where Elements: Collection {
    /// The number of elements.
    public func count() -> Result<Int, Failure>.Publisher { Result<Int, Failure>.Publisher(sequence.count) }
    /// The elements in `range` (Swift traps on a range outside the collection, as Combine does).
    public func output(in range: Range<Elements.Index>) -> Publishers.Sequence<[Output], Failure> {
        Publishers.Sequence<[Output], Failure>(sequence: Array(sequence[range]))
    }
}

extension Publishers.Sequence where Elements: BidirectionalCollection, Failure == Never {
    /// The last element, or nothing.
    public func last() -> Optional<Output>.Publisher { Optional<Output>.Publisher(sequence.last) }
    /// The last element that satisfies `predicate`, or nothing.
    public func last(where predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
        Optional<Output>.Publisher(sequence.last(where: predicate))
    }
}

extension Publishers.Sequence where Elements: RandomAccessCollection, Failure == Never {
    /// The number of elements.
    public func count() -> Just<Int> { Just(sequence.count) }
}

extension Publishers.Sequence where Elements: RangeReplaceableCollection {
    /// `elements`, then this sequence's.
    public func prepend(_ elements: Output...) -> Publishers.Sequence<Elements, Failure> { prepend(elements) }
    /// `elements`, then this sequence's.
    public func prepend<S: Swift.Sequence>(_ elements: S) -> Publishers.Sequence<Elements, Failure>
    where S.Element == Elements.Element {
        var combined = Elements(elements)
        combined.append(contentsOf: sequence)
        return Publishers.Sequence<Elements, Failure>(sequence: combined)
    }
    /// `publisher`'s elements, then this sequence's.
    public func prepend(_ publisher: Publishers.Sequence<Elements, Failure>) -> Publishers.Sequence<Elements, Failure> {
        prepend(publisher.sequence)
    }
    /// This sequence's elements, then `elements`.
    public func append(_ elements: Output...) -> Publishers.Sequence<Elements, Failure> { append(elements) }
    /// This sequence's elements, then `elements`.
    public func append<S: Swift.Sequence>(_ elements: S) -> Publishers.Sequence<Elements, Failure>
    where S.Element == Elements.Element {
        var combined = sequence
        combined.append(contentsOf: elements)
        return Publishers.Sequence<Elements, Failure>(sequence: combined)
    }
    /// This sequence's elements, then `publisher`'s.
    public func append(_ publisher: Publishers.Sequence<Elements, Failure>) -> Publishers.Sequence<Elements, Failure> {
        append(publisher.sequence)
    }
}
