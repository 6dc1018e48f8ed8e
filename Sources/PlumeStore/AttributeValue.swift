import Foundation

/// The SQLite column affinity an attribute type is stored with.
public enum AttributeStorageType: String, Sendable {
    case integer = "INTEGER"
    case real = "REAL"
    case text = "TEXT"
    case blob = "BLOB"
}

/// A type that can be an `@Attribute`: it converts itself to and from one ``SQLValue``.
///
/// Conforming types: `String`, every integer width, `Double`, `Float`, `Bool`, `Date` (seconds since 1970),
/// `UUID` (16 bytes), `Data`, `URL` (absolute string), `Decimal` (exact text), their optionals, and any
/// `Codable` type that adopts ``CodableAttributeValue`` (stored as JSON text). Example:
/// ```swift
/// struct Address: Codable, CodableAttributeValue { var city: String }
/// final class Person: ManagedObject { @Attribute var address: Address? }
/// ```
public protocol AttributeValue {
    /// The column affinity.
    static var storageType: AttributeStorageType { get }
    /// Whether the type is `Optional` (an optional attribute may be `NULL`).
    static var isOptionalType: Bool { get }
    /// The value read before a non-optional attribute was ever set (0, "", the zero UUID, 1970…).
    static var placeholderValue: Self { get }
    /// The stored form of this value.
    var storedValue: SQLValue { get }
    /// Creates a value from its stored form; `nil` when the stored value has the wrong shape.
    init?(storedValue: SQLValue)
}

extension AttributeValue {
    /// Non-optional by default.
    public static var isOptionalType: Bool { false }
}

extension Optional: AttributeValue where Wrapped: AttributeValue {
    public static var storageType: AttributeStorageType { Wrapped.storageType }
    public static var isOptionalType: Bool { true }
    public static var placeholderValue: Wrapped? { nil }
    public var storedValue: SQLValue { self?.storedValue ?? .null }
    public init?(storedValue: SQLValue) {
        if case .null = storedValue {
            self = .none
            return
        }
        guard let wrapped = Wrapped(storedValue: storedValue) else { return nil }
        self = .some(wrapped)
    }
}

extension String: AttributeValue {
    public static var storageType: AttributeStorageType { .text }
    public static var placeholderValue: String { "" }
    public var storedValue: SQLValue { .text(self) }
    public init?(storedValue: SQLValue) {
        guard case .text(let text) = storedValue else { return nil }
        self = text
    }
}

/// Integers of every width share one implementation, stored as 64-bit (unsigned values above
/// `Int64.max` keep their bit pattern, so they sort as negative numbers in SQL).
public protocol IntegerAttributeValue: AttributeValue, FixedWidthInteger {}

extension IntegerAttributeValue {
    public static var storageType: AttributeStorageType { .integer }
    public static var placeholderValue: Self { 0 }
    public var storedValue: SQLValue {
        .integer(Self.isSigned ? Int64(truncatingIfNeeded: self) : Int64(bitPattern: UInt64(truncatingIfNeeded: self)))
    }
    public init?(storedValue: SQLValue) {
        switch storedValue {
        case .integer(let number):
            if Self.isSigned {
                guard let value = Self(exactly: number) else { return nil }
                self = value
            } else {
                guard let value = Self(exactly: UInt64(bitPattern: number)) else { return nil }
                self = value
            }
        case .real(let number):
            guard let value = Self(exactly: number) else { return nil }
            self = value
        default: return nil
        }
    }
}

extension Int: IntegerAttributeValue {}
extension Int8: IntegerAttributeValue {}
extension Int16: IntegerAttributeValue {}
extension Int32: IntegerAttributeValue {}
extension Int64: IntegerAttributeValue {}
extension UInt: IntegerAttributeValue {}
extension UInt8: IntegerAttributeValue {}
extension UInt16: IntegerAttributeValue {}
extension UInt32: IntegerAttributeValue {}
extension UInt64: IntegerAttributeValue {}

extension Double: AttributeValue {
    public static var storageType: AttributeStorageType { .real }
    public static var placeholderValue: Double { 0 }
    public var storedValue: SQLValue { .real(self) }
    public init?(storedValue: SQLValue) {
        switch storedValue {
        case .real(let number): self = number
        case .integer(let number): self = Double(number)
        default: return nil
        }
    }
}

extension Float: AttributeValue {
    public static var storageType: AttributeStorageType { .real }
    public static var placeholderValue: Float { 0 }
    public var storedValue: SQLValue { .real(Double(self)) }
    public init?(storedValue: SQLValue) {
        guard let double = Double(storedValue: storedValue) else { return nil }
        self = Float(double)
    }
}

extension Bool: AttributeValue {
    public static var storageType: AttributeStorageType { .integer }
    public static var placeholderValue: Bool { false }
    public var storedValue: SQLValue { .integer(self ? 1 : 0) }
    public init?(storedValue: SQLValue) {
        guard case .integer(let number) = storedValue else { return nil }
        self = number != 0
    }
}

extension Date: AttributeValue {
    public static var storageType: AttributeStorageType { .real }
    public static var placeholderValue: Date { Date(timeIntervalSince1970: 0) }
    public var storedValue: SQLValue { .real(timeIntervalSince1970) }
    public init?(storedValue: SQLValue) {
        guard let seconds = Double(storedValue: storedValue) else { return nil }
        self = Date(timeIntervalSince1970: seconds)
    }
}

extension UUID: AttributeValue {
    public static var storageType: AttributeStorageType { .blob }
    public static var placeholderValue: UUID { UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)) }
    public var storedValue: SQLValue { .blob(withUnsafeBytes(of: uuid) { Data($0) }) }
    public init?(storedValue: SQLValue) {
        switch storedValue {
        case .blob(let data) where data.count == 16:
            var bytes = UUID.placeholderValue.uuid
            withUnsafeMutableBytes(of: &bytes) { $0.copyBytes(from: data) }
            self = UUID(uuid: bytes)
        case .text(let text):
            guard let uuid = UUID(uuidString: text) else { return nil }
            self = uuid
        default: return nil
        }
    }
}

extension Data: AttributeValue {
    public static var storageType: AttributeStorageType { .blob }
    public static var placeholderValue: Data { Data() }
    public var storedValue: SQLValue { .blob(self) }
    public init?(storedValue: SQLValue) {
        guard case .blob(let data) = storedValue else { return nil }
        self = data
    }
}

extension URL: AttributeValue {
    public static var storageType: AttributeStorageType { .text }
    public static var placeholderValue: URL { URL(string: "about:blank")! }
    public var storedValue: SQLValue { .text(absoluteString) }
    public init?(storedValue: SQLValue) {
        guard case .text(let text) = storedValue, let url = URL(string: text) else { return nil }
        self = url
    }
}

extension Decimal: AttributeValue {
    /// Stored as exact text (`"12.50"` keeps every digit); SQL comparisons on it are textual.
    public static var storageType: AttributeStorageType { .text }
    public static var placeholderValue: Decimal { 0 }
    public var storedValue: SQLValue { .text(description) }
    public init?(storedValue: SQLValue) {
        switch storedValue {
        case .text(let text):
            guard let value = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) else { return nil }
            self = value
        case .integer(let number): self = Decimal(number)
        case .real(let number): self = Decimal(number)
        default: return nil
        }
    }
}

/// Adopt this on a `Codable` type to store it in one `@Attribute` of a `ManagedObject` as JSON text.
///
/// ```swift
/// struct Tags: Codable, CodableAttributeValue { var names: [String] }
/// ```
/// Arrays and dictionaries of `Codable` elements conform already. A SwiftData `@Model` stores any
/// `Codable` property without it (as the same JSON); adopting it there still compiles.
public protocol CodableAttributeValue: AttributeValue, Codable {}

extension CodableAttributeValue {
    public static var storageType: AttributeStorageType { .text }
    public static var placeholderValue: Self {
        // A JSON `null`/empty decode is attempted, then the smallest value (``PlaceholderDecoding``: an
        // enum's first case, a struct of empty fields); types that cannot be built from nothing must be
        // optional or have a default in the model. The `try?`s are probes (a failure means "try the next
        // form"), and when every form fails the fatalError below says why.
        if let empty = try? JSONDecoder().decode(Self.self, from: Data("[]".utf8)) { return empty }
        if let empty = try? JSONDecoder().decode(Self.self, from: Data("{}".utf8)) { return empty }
        if let smallest = PlaceholderDecoding.value(of: Self.self) { return smallest }
        fatalError("\(Self.self) has no empty JSON form: declare the attribute optional or give it a default")
    }
    public var storedValue: SQLValue {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do {
            return .text(String(decoding: try encoder.encode(self), as: UTF8.self))
        } catch {
            // Storing NULL instead would lose the value at the next save; `storedValue` cannot throw.
            preconditionFailure("PlumeStore: cannot store a \(Self.self) as JSON: \(error)")
        }
    }
    public init?(storedValue: SQLValue) {
        // Left as `try?` (issue 13, not yet typed): the protocol's failable initialiser cannot carry the
        // decoding error, and a property read then gives the model's default. The stored JSON itself is
        // kept: the row is unchanged, so a save writes it back as it was unless the property is set.
        guard case .text(let text) = storedValue,
            let value = try? JSONDecoder().decode(Self.self, from: Data(text.utf8))
        else { return nil }
        self = value
    }
}

extension Array: AttributeValue, CodableAttributeValue where Element: Codable {}
extension Dictionary: AttributeValue, CodableAttributeValue where Key: Codable, Value: Codable {}
