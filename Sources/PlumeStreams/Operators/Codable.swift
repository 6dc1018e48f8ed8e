import Foundation

/// A decoder that decodes a whole value from an input (`JSONDecoder` and `PropertyListDecoder` conform).
public protocol TopLevelDecoder {
    /// The encoded form, e.g. `Data`.
    associatedtype Input
    /// Decodes a value of `type` from `from`.
    func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}

/// An encoder that encodes a whole value (`JSONEncoder` and `PropertyListEncoder` conform).
public protocol TopLevelEncoder {
    /// The encoded form, e.g. `Data`.
    associatedtype Output
    /// Encodes `value`.
    func encode<T: Encodable>(_ value: T) throws -> Output
}

extension JSONDecoder: TopLevelDecoder {}
extension PropertyListDecoder: TopLevelDecoder {}
extension JSONEncoder: TopLevelEncoder {}
extension PropertyListEncoder: TopLevelEncoder {}

extension Publishers {
    /// Decodes each value with a top-level decoder; a decoding error fails the stream.
    public struct Decode<Upstream: Publisher, Output: Decodable, Coder: TopLevelDecoder>: Publisher
    where Upstream.Output == Coder.Input {
        /// Errors are erased (the decoder's `DecodingError`, or the upstream's error).
        public typealias Failure = Error
        /// The upstream.
        public let upstream: Upstream
        let decoder: Coder

        /// Creates the operator.
        public init(upstream: Upstream, decoder: Coder) {
            self.upstream = upstream
            self.decoder = decoder
        }

        /// Subscribes the operator.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let decoder = self.decoder
            upstream.tryMap { try decoder.decode(Output.self, from: $0) }.subscribe(subscriber)
        }
    }

    /// Encodes each value with a top-level encoder; an encoding error fails the stream.
    public struct Encode<Upstream: Publisher, Coder: TopLevelEncoder>: Publisher where Upstream.Output: Encodable {
        /// The encoded form.
        public typealias Output = Coder.Output
        /// Errors are erased.
        public typealias Failure = Error
        /// The upstream.
        public let upstream: Upstream
        let encoder: Coder

        /// Creates the operator.
        public init(upstream: Upstream, encoder: Coder) {
            self.upstream = upstream
            self.encoder = encoder
        }

        /// Subscribes the operator.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let encoder = self.encoder
            upstream.tryMap { try encoder.encode($0) }.subscribe(subscriber)
        }
    }
}

extension Publisher {
    /// Decodes each value: `data.decode(type: [Post].self, decoder: JSONDecoder())`.
    public func decode<Item: Decodable, Coder: TopLevelDecoder>(type: Item.Type, decoder: Coder)
        -> Publishers.Decode<Self, Item, Coder> where Output == Coder.Input
    {
        Publishers.Decode(upstream: self, decoder: decoder)
    }
}

extension Publisher where Output: Encodable {
    /// Encodes each value: `posts.encode(encoder: JSONEncoder())`.
    public func encode<Coder: TopLevelEncoder>(encoder: Coder) -> Publishers.Encode<Self, Coder> {
        Publishers.Encode(upstream: self, encoder: encoder)
    }
}
