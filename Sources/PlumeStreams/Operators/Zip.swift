extension Publishers {
    /// Pairs up the n-th values of 2 publishers into tuples.
    public struct Zip<A: Publisher, B: Publisher>: Publisher where B.Failure == A.Failure {
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
            zipSubscribe([a.boxed(), b.boxed()], subscriber) { v in (v[0] as! A.Output, v[1] as! B.Output) }
        }
    }

    /// Pairs up the n-th values of 3 publishers into tuples.
    public struct Zip3<A: Publisher, B: Publisher, C: Publisher>: Publisher
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
            zipSubscribe([a.boxed(), b.boxed(), c.boxed()], subscriber) { v in
                (v[0] as! A.Output, v[1] as! B.Output, v[2] as! C.Output)
            }
        }
    }

    /// Pairs up the n-th values of 4 publishers into tuples.
    public struct Zip4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
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
            zipSubscribe([a.boxed(), b.boxed(), c.boxed(), d.boxed()], subscriber) { v in
                (v[0] as! A.Output, v[1] as! B.Output, v[2] as! C.Output, v[3] as! D.Output)
            }
        }
    }

}

extension Publisher {
    /// Pairs up the n-th values of 2 publishers into tuples.
    public func zip<B: Publisher>(_ b: B) -> Publishers.Zip<Self, B>
    where B.Failure == Failure {
        Publishers.Zip(self, b)
    }

    /// Like `zip(_:)`, transforming each tuple with `transform`.
    public func zip<B: Publisher, T>(
        _ b: B, _ transform: @escaping (Output, B.Output) -> T
    ) -> Publishers.Map<Publishers.Zip<Self, B>, T> where B.Failure == Failure {
        Publishers.Zip(self, b).map(transform)
    }

    /// Pairs up the n-th values of 3 publishers into tuples.
    public func zip<B: Publisher, C: Publisher>(_ b: B, _ c: C) -> Publishers.Zip3<Self, B, C>
    where B.Failure == Failure, C.Failure == Failure {
        Publishers.Zip3(self, b, c)
    }

    /// Like `zip(_:)`, transforming each tuple with `transform`.
    public func zip<B: Publisher, C: Publisher, T>(
        _ b: B, _ c: C, _ transform: @escaping (Output, B.Output, C.Output) -> T
    ) -> Publishers.Map<Publishers.Zip3<Self, B, C>, T> where B.Failure == Failure, C.Failure == Failure {
        Publishers.Zip3(self, b, c).map(transform)
    }

    /// Pairs up the n-th values of 4 publishers into tuples.
    public func zip<B: Publisher, C: Publisher, D: Publisher>(_ b: B, _ c: C, _ d: D) -> Publishers.Zip4<Self, B, C, D>
    where B.Failure == Failure, C.Failure == Failure, D.Failure == Failure {
        Publishers.Zip4(self, b, c, d)
    }

    /// Like `zip(_:)`, transforming each tuple with `transform`.
    public func zip<B: Publisher, C: Publisher, D: Publisher, T>(
        _ b: B, _ c: C, _ d: D, _ transform: @escaping (Output, B.Output, C.Output, D.Output) -> T
    ) -> Publishers.Map<Publishers.Zip4<Self, B, C, D>, T>
    where B.Failure == Failure, C.Failure == Failure, D.Failure == Failure {
        Publishers.Zip4(self, b, c, d).map(transform)
    }

}
