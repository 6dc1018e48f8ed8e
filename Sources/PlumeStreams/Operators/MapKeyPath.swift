extension Publishers {
    /// Maps every value to one of its properties (`map(\.name)`). Adds no lock per value.
    public struct MapKeyPath<Upstream: Publisher, Output>: Publisher {
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The publisher whose values are read.
        public let upstream: Upstream
        /// The property read from each value.
        public let keyPath: KeyPath<Upstream.Output, Output>

        /// Subscribes a pass-through subscriber that reads the property.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let keyPath = self.keyPath
            upstream.subscribe(MapSubscriber(downstream: subscriber) { $0[keyPath: keyPath] })
        }
    }

    /// Maps every value to a pair of its properties (`map(\.x, \.y)`).
    public struct MapKeyPath2<Upstream: Publisher, Output0, Output1>: Publisher {
        /// The pair of properties.
        public typealias Output = (Output0, Output1)
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The publisher whose values are read.
        public let upstream: Upstream
        /// The first property.
        public let keyPath0: KeyPath<Upstream.Output, Output0>
        /// The second property.
        public let keyPath1: KeyPath<Upstream.Output, Output1>

        /// Subscribes a pass-through subscriber that reads the properties.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let (keyPath0, keyPath1) = (self.keyPath0, self.keyPath1)
            upstream.subscribe(
                MapSubscriber(downstream: subscriber) { ($0[keyPath: keyPath0], $0[keyPath: keyPath1]) })
        }
    }

    /// Maps every value to three of its properties (`map(\.x, \.y, \.z)`).
    public struct MapKeyPath3<Upstream: Publisher, Output0, Output1, Output2>: Publisher {
        /// The three properties.
        public typealias Output = (Output0, Output1, Output2)
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The publisher whose values are read.
        public let upstream: Upstream
        /// The first property.
        public let keyPath0: KeyPath<Upstream.Output, Output0>
        /// The second property.
        public let keyPath1: KeyPath<Upstream.Output, Output1>
        /// The third property.
        public let keyPath2: KeyPath<Upstream.Output, Output2>

        /// Subscribes a pass-through subscriber that reads the properties.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let (keyPath0, keyPath1, keyPath2) = (self.keyPath0, self.keyPath1, self.keyPath2)
            upstream.subscribe(
                MapSubscriber(downstream: subscriber) {
                    ($0[keyPath: keyPath0], $0[keyPath: keyPath1], $0[keyPath: keyPath2])
                })
        }
    }
}

extension Publisher {
    /// Maps each value to a property: `publisher.map(\.name)`.
    public func map<T>(_ keyPath: KeyPath<Output, T>) -> Publishers.MapKeyPath<Self, T> {
        Publishers.MapKeyPath(upstream: self, keyPath: keyPath)
    }

    /// Maps each value to a pair of properties: `points.map(\.x, \.y)`.
    public func map<T0, T1>(_ keyPath0: KeyPath<Output, T0>, _ keyPath1: KeyPath<Output, T1>)
        -> Publishers.MapKeyPath2<Self, T0, T1>
    {
        Publishers.MapKeyPath2(upstream: self, keyPath0: keyPath0, keyPath1: keyPath1)
    }

    /// Maps each value to three properties: `points.map(\.x, \.y, \.z)`.
    public func map<T0, T1, T2>(
        _ keyPath0: KeyPath<Output, T0>, _ keyPath1: KeyPath<Output, T1>, _ keyPath2: KeyPath<Output, T2>
    ) -> Publishers.MapKeyPath3<Self, T0, T1, T2> {
        Publishers.MapKeyPath3(upstream: self, keyPath0: keyPath0, keyPath1: keyPath1, keyPath2: keyPath2)
    }
}
