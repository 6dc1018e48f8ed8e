extension Publishers {
    /// Combines the latest value of each of 2 publishers into a tuple whenever any of them emits (once all have emitted).
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where B.Failure == A.Failure {
        /// A tuple of one value from each upstream.
        public typealias Output = (A.Output, B.Output)
        /// The shared failure.
        public typealias Failure = A.Failure
        /// Upstream 1.
        public let a: A
        /// Upstream 2.
        public let b: B

        /// Creates the operator.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        /// Subscribes to every upstream.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            combineLatestSubscribe([a.boxed(), b.boxed()], subscriber) { v in (v[0] as! A.Output, v[1] as! B.Output) }
        }
    }

    /// Combines the latest value of each of 3 publishers into a tuple whenever any of them emits (once all have emitted).
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where B.Failure == A.Failure, C.Failure == A.Failure {
        /// A tuple of one value from each upstream.
        public typealias Output = (A.Output, B.Output, C.Output)
        /// The shared failure.
        public typealias Failure = A.Failure
        /// Upstream 1.
        public let a: A
        /// Upstream 2.
        public let b: B
        /// Upstream 3.
        public let c: C

        /// Creates the operator.
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        /// Subscribes to every upstream.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            combineLatestSubscribe([a.boxed(), b.boxed(), c.boxed()], subscriber) { v in
                (v[0] as! A.Output, v[1] as! B.Output, v[2] as! C.Output)
            }
        }
    }

    /// Combines the latest value of each of 4 publishers into a tuple whenever any of them emits (once all have emitted).
    public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where B.Failure == A.Failure, C.Failure == A.Failure, D.Failure == A.Failure {
        /// A tuple of one value from each upstream.
        public typealias Output = (A.Output, B.Output, C.Output, D.Output)
        /// The shared failure.
        public typealias Failure = A.Failure
        /// Upstream 1.
        public let a: A
        /// Upstream 2.
        public let b: B
        /// Upstream 3.
        public let c: C
        /// Upstream 4.
        public let d: D

        /// Creates the operator.
        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }

        /// Subscribes to every upstream.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            combineLatestSubscribe([a.boxed(), b.boxed(), c.boxed(), d.boxed()], subscriber) { v in
                (v[0] as! A.Output, v[1] as! B.Output, v[2] as! C.Output, v[3] as! D.Output)
            }
        }
    }

}

extension Publisher {
    /// Combines the latest value of each of 2 publishers into a tuple whenever any of them emits (once all have emitted).
    public func combineLatest<B: Publisher>(_ b: B) -> Publishers.CombineLatest<Self, B>
    where B.Failure == Failure {
        Publishers.CombineLatest(self, b)
    }

    /// Like `combineLatest(_:)`, transforming each tuple with `transform`.
    public func combineLatest<B: Publisher, T>(
        _ b: B, _ transform: @escaping (Output, B.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest<Self, B>, T> where B.Failure == Failure {
        Publishers.CombineLatest(self, b).map(transform)
    }

    /// Combines the latest value of each of 3 publishers into a tuple whenever any of them emits (once all have emitted).
    public func combineLatest<B: Publisher, C: Publisher>(_ b: B, _ c: C) -> Publishers.CombineLatest3<Self, B, C>
    where B.Failure == Failure, C.Failure == Failure {
        Publishers.CombineLatest3(self, b, c)
    }

    /// Like `combineLatest(_:)`, transforming each tuple with `transform`.
    public func combineLatest<B: Publisher, C: Publisher, T>(
        _ b: B, _ c: C, _ transform: @escaping (Output, B.Output, C.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest3<Self, B, C>, T> where B.Failure == Failure, C.Failure == Failure {
        Publishers.CombineLatest3(self, b, c).map(transform)
    }

    /// Combines the latest value of each of 4 publishers into a tuple whenever any of them emits (once all have emitted).
    public func combineLatest<B: Publisher, C: Publisher, D: Publisher>(_ b: B, _ c: C, _ d: D)
        -> Publishers.CombineLatest4<Self, B, C, D>
    where B.Failure == Failure, C.Failure == Failure, D.Failure == Failure {
        Publishers.CombineLatest4(self, b, c, d)
    }

    /// Like `combineLatest(_:)`, transforming each tuple with `transform`.
    public func combineLatest<B: Publisher, C: Publisher, D: Publisher, T>(
        _ b: B, _ c: C, _ d: D, _ transform: @escaping (Output, B.Output, C.Output, D.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest4<Self, B, C, D>, T>
    where B.Failure == Failure, C.Failure == Failure, D.Failure == Failure {
        Publishers.CombineLatest4(self, b, c, d).map(transform)
    }

}
