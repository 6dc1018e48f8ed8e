extension Publishers {
    /// Emits only the values at positions in a range, then finishes (`output(at:)`, `output(in:)`, `prefix(_:)`).
    public struct Output<Upstream: Publisher>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The upstream.
        public let upstream: Upstream
        /// Zero-based positions to emit.
        public let range: CountableRange<Int>

        /// Creates the operator; a negative bound is a fatal error, as in Combine.
        public init(upstream: Upstream, range: CountableRange<Int>) {
            precondition(range.lowerBound >= 0, "lowerBound must not be negative")
            precondition(range.upperBound >= 0, "upperBound must not be negative")
            self.upstream = upstream
            self.range = range
        }

        /// Subscribes the operator; an empty range finishes at the first value.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let range = self.range
            var index = 0
            upstream.relay(
                to: subscriber,
                step: { value in
                    defer { index += 1 }
                    if range.isEmpty || index >= range.upperBound { return .finish }
                    if index < range.lowerBound { return .drop }
                    return index == range.upperBound - 1 ? .emitAndFinish(value) : .emit(value)
                }, complete: passCompletion)
        }
    }

    /// Drops the first `count` values.
    ///
    /// As in Combine, it asks the upstream for the `count` values it drops as soon as it is subscribed,
    /// then passes the downstream's demand on unchanged. A negative `count` is a fatal error when
    /// subscribing, as in Combine.
    public struct Drop<Upstream: Publisher>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The upstream.
        public let upstream: Upstream
        /// How many values to drop.
        public let count: Int

        /// Creates the operator.
        public init(upstream: Upstream, count: Int) {
            self.upstream = upstream
            self.count = count
        }

        /// Subscribes the operator.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            precondition(count >= 0, "count must not be negative")
            var remaining = count
            upstream.relay(
                to: subscriber, initialDemand: .max(count),
                step: { value in
                    guard remaining <= 0 else {
                        remaining -= 1
                        return .skip
                    }
                    return .emit(value)
                }, complete: passCompletion)
        }
    }

    /// Drops values while a predicate holds, then passes everything.
    public struct DropWhile<Upstream: Publisher>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The upstream.
        public let upstream: Upstream
        /// Values are dropped while this returns `true`.
        public let predicate: (Output) -> Bool

        /// Creates the operator.
        public init(upstream: Upstream, predicate: @escaping (Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Subscribes the operator.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            var dropping = true
            upstream.relay(
                to: subscriber,
                step: { value in
                    if dropping && predicate(value) { return .drop }
                    dropping = false
                    return .emit(value)
                }, complete: passCompletion)
        }
    }

    /// Drops values while a throwing predicate holds.
    public struct TryDropWhile<Upstream: Publisher>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// Errors are erased.
        public typealias Failure = Error
        /// The upstream.
        public let upstream: Upstream
        /// Values are dropped while this returns `true`.
        public let predicate: (Output) throws -> Bool

        /// Creates the operator.
        public init(upstream: Upstream, predicate: @escaping (Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Subscribes the operator.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            var dropping = true
            upstream.relay(
                to: subscriber,
                step: { value in
                    do {
                        if dropping, try predicate(value) { return .drop }
                    } catch {
                        return .fail(error)
                    }
                    dropping = false
                    return .emit(value)
                }, complete: eraseCompletion)
        }
    }

    /// Passes values while a predicate holds, then finishes.
    public struct PrefixWhile<Upstream: Publisher>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The upstream.
        public let upstream: Upstream
        /// Values pass while this returns `true`.
        public let predicate: (Output) -> Bool

        /// Creates the operator.
        public init(upstream: Upstream, predicate: @escaping (Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Subscribes the operator.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            upstream.relay(to: subscriber, step: { predicate($0) ? .emit($0) : .finish }, complete: passCompletion)
        }
    }

    /// Passes values while a throwing predicate holds, then finishes.
    public struct TryPrefixWhile<Upstream: Publisher>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// Errors are erased.
        public typealias Failure = Error
        /// The upstream.
        public let upstream: Upstream
        /// Values pass while this returns `true`.
        public let predicate: (Output) throws -> Bool

        /// Creates the operator.
        public init(upstream: Upstream, predicate: @escaping (Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Subscribes the operator.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            upstream.relay(
                to: subscriber,
                step: { value in
                    do { return try predicate(value) ? .emit(value) : .finish } catch { return .fail(error) }
                }, complete: eraseCompletion)
        }
    }
}

extension Publisher {
    /// Emits only the value at `index` (zero-based), then finishes; a negative index traps, as in Combine.
    public func output(at index: Int) -> Publishers.Output<Self> {
        output(in: index...index)
    }

    /// Emits only the values at positions in `range`, then finishes; a negative bound traps, as in Combine.
    public func output<R: RangeExpression>(in range: R) -> Publishers.Output<Self> where R.Bound == Int {
        let bounds = range.relative(to: 0..<Int.max)
        return Publishers.Output(upstream: self, range: bounds.lowerBound..<bounds.upperBound)
    }

    /// Emits at most the first `maxLength` values, then finishes; a negative `maxLength` traps, as in
    /// Combine (the range `..<maxLength` cannot be formed).
    public func prefix(_ maxLength: Int) -> Publishers.Output<Self> {
        output(in: ..<maxLength)
    }

    /// Drops the first `count` values (default 1); a negative `count` traps on subscription, as in Combine.
    public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> { Publishers.Drop(upstream: self, count: count) }

    /// Drops values while `predicate` returns `true`.
    public func drop(while predicate: @escaping (Output) -> Bool) -> Publishers.DropWhile<Self> {
        Publishers.DropWhile(upstream: self, predicate: predicate)
    }

    /// Drops values while a throwing `predicate` returns `true`.
    public func tryDrop(while predicate: @escaping (Output) throws -> Bool) -> Publishers.TryDropWhile<Self> {
        Publishers.TryDropWhile(upstream: self, predicate: predicate)
    }

    /// Passes values while `predicate` returns `true`, then finishes.
    public func prefix(while predicate: @escaping (Output) -> Bool) -> Publishers.PrefixWhile<Self> {
        Publishers.PrefixWhile(upstream: self, predicate: predicate)
    }

    /// Passes values while a throwing `predicate` returns `true`, then finishes.
    public func tryPrefix(while predicate: @escaping (Output) throws -> Bool) -> Publishers.TryPrefixWhile<Self> {
        Publishers.TryPrefixWhile(upstream: self, predicate: predicate)
    }
}
