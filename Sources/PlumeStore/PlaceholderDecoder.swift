import Foundation

/// Makes a value of a `Decodable` type out of nothing, for an entity's prototype: reading a key path on
/// the prototype (to find which properties it crosses) must return some value of each property it
/// reads, and a key path that continues past a `Codable` attribute (`\.priority.rawValue`,
/// `\.address.city`) reads that attribute's value.
///
/// Contract: called by ``CodableAttributeValue/placeholderValue`` only, on the prototype's reads. It
/// decodes `T` from a decoder that has every key and answers the smallest value of each type asked for
/// (`nil` for optionals, `""`, `0`, `false`, empty arrays); a type that rejects those (an enum whose raw
/// values are not `""`) and holds no references is made of zero bits instead, which for such a type
/// (a trivial type: enums without payloads, structs of numbers) is its first case or all-zero fields.
/// `nil` when neither works (a non-trivial type that rejects every empty value): the caller says so.
enum PlaceholderDecoding {
    static func value<T: Decodable>(of type: T.Type) -> T? {
        if let decoded = try? T(from: PlaceholderDecoder()) { return decoded }
        return zeroed(type)
    }

    /// A value of a trivial type made of zero bits (`nil` for types that hold references).
    static func zeroed<T>(_ type: T.Type) -> T? {
        guard _isPOD(type) else { return nil }
        let size = max(MemoryLayout<T>.size, 1)
        let memory = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: MemoryLayout<T>.alignment)
        defer { memory.deallocate() }
        memory.initializeMemory(as: UInt8.self, repeating: 0, count: size)
        return memory.load(as: T.self)
    }
}

/// The decoder of ``PlaceholderDecoding``: every container answers the smallest value.
private struct PlaceholderDecoder: Decoder {
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(PlaceholderKeyedContainer<Key>())
    }

    func unkeyedContainer() -> any UnkeyedDecodingContainer { PlaceholderUnkeyedContainer() }
    func singleValueContainer() -> any SingleValueDecodingContainer { PlaceholderSingleValueContainer() }

    /// The types whose `init(from:)` asks a single-value container for themselves: answered directly
    /// (`""`, or zero bits: `false` and `0`), never decoded (which would ask again, forever).
    private static let primitives: Set<ObjectIdentifier> = [
        ObjectIdentifier(String.self), ObjectIdentifier(Bool.self), ObjectIdentifier(Double.self),
        ObjectIdentifier(Float.self), ObjectIdentifier(Int.self), ObjectIdentifier(Int8.self),
        ObjectIdentifier(Int16.self), ObjectIdentifier(Int32.self), ObjectIdentifier(Int64.self),
        ObjectIdentifier(UInt.self), ObjectIdentifier(UInt8.self), ObjectIdentifier(UInt16.self),
        ObjectIdentifier(UInt32.self), ObjectIdentifier(UInt64.self),
    ]

    /// The smallest value of `type`: a primitive's, a decoded one, or zero bits for a trivial type.
    static func smallest<T: Decodable>(_ type: T.Type) throws -> T {
        if let empty = "" as? T { return empty }
        if primitives.contains(ObjectIdentifier(type)), let zero = PlaceholderDecoding.zeroed(type) { return zero }
        if let decoded = try? T(from: PlaceholderDecoder()) { return decoded }
        if let zeroed = PlaceholderDecoding.zeroed(type) { return zeroed }
        throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "no placeholder for \(T.self)"))
    }
}

private struct PlaceholderKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    var codingPath: [any CodingKey] { [] }
    var allKeys: [Key] { [] }
    func contains(_ key: Key) -> Bool { true }
    func decodeNil(forKey key: Key) -> Bool { true }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try PlaceholderDecoder.smallest(type) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try PlaceholderDecoder.smallest(type) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try PlaceholderDecoder.smallest(type) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try PlaceholderDecoder.smallest(type) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try PlaceholderDecoder.smallest(type) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try PlaceholderDecoder.smallest(type) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try PlaceholderDecoder.smallest(type) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try PlaceholderDecoder.smallest(type) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try PlaceholderDecoder.smallest(type) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try PlaceholderDecoder.smallest(type) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try PlaceholderDecoder.smallest(type) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try PlaceholderDecoder.smallest(type) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try PlaceholderDecoder.smallest(type) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try PlaceholderDecoder.smallest(type) }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try PlaceholderDecoder.smallest(type) }
    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key)
        -> KeyedDecodingContainer<NestedKey>
    {
        KeyedDecodingContainer(PlaceholderKeyedContainer<NestedKey>())
    }
    func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedDecodingContainer { PlaceholderUnkeyedContainer() }
    func superDecoder() -> any Decoder { PlaceholderDecoder() }
    func superDecoder(forKey key: Key) -> any Decoder { PlaceholderDecoder() }
}

/// An empty sequence (arrays, sets and dictionaries decode empty).
private struct PlaceholderUnkeyedContainer: UnkeyedDecodingContainer {
    var codingPath: [any CodingKey] { [] }
    var count: Int? { 0 }
    var isAtEnd: Bool { true }
    var currentIndex: Int { 0 }
    mutating func decodeNil() -> Bool { true }
    mutating func decode(_ type: Bool.Type) throws -> Bool { try PlaceholderDecoder.smallest(type) }
    mutating func decode(_ type: String.Type) throws -> String { try PlaceholderDecoder.smallest(type) }
    mutating func decode(_ type: Double.Type) throws -> Double { try PlaceholderDecoder.smallest(type) }
    mutating func decode(_ type: Float.Type) throws -> Float { try PlaceholderDecoder.smallest(type) }
    mutating func decode(_ type: Int.Type) throws -> Int { try PlaceholderDecoder.smallest(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try PlaceholderDecoder.smallest(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try PlaceholderDecoder.smallest(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try PlaceholderDecoder.smallest(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try PlaceholderDecoder.smallest(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try PlaceholderDecoder.smallest(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try PlaceholderDecoder.smallest(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try PlaceholderDecoder.smallest(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try PlaceholderDecoder.smallest(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try PlaceholderDecoder.smallest(type) }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try PlaceholderDecoder.smallest(type) }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type)
        -> KeyedDecodingContainer<NestedKey>
    {
        KeyedDecodingContainer(PlaceholderKeyedContainer<NestedKey>())
    }
    mutating func nestedUnkeyedContainer() -> any UnkeyedDecodingContainer { PlaceholderUnkeyedContainer() }
    mutating func superDecoder() -> any Decoder { PlaceholderDecoder() }
}

private struct PlaceholderSingleValueContainer: SingleValueDecodingContainer {
    var codingPath: [any CodingKey] { [] }
    func decodeNil() -> Bool { false }
    func decode(_ type: Bool.Type) throws -> Bool { try PlaceholderDecoder.smallest(type) }
    func decode(_ type: String.Type) throws -> String { try PlaceholderDecoder.smallest(type) }
    func decode(_ type: Double.Type) throws -> Double { try PlaceholderDecoder.smallest(type) }
    func decode(_ type: Float.Type) throws -> Float { try PlaceholderDecoder.smallest(type) }
    func decode(_ type: Int.Type) throws -> Int { try PlaceholderDecoder.smallest(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try PlaceholderDecoder.smallest(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try PlaceholderDecoder.smallest(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try PlaceholderDecoder.smallest(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try PlaceholderDecoder.smallest(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try PlaceholderDecoder.smallest(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try PlaceholderDecoder.smallest(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try PlaceholderDecoder.smallest(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try PlaceholderDecoder.smallest(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try PlaceholderDecoder.smallest(type) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try PlaceholderDecoder.smallest(type) }
}
