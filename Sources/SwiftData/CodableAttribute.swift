import Foundation
import PlumeStore

/// How a `@Model` property of any other `Codable` type is stored (an enum with or without associated
/// values, a struct): as JSON text in one column, exactly as a ``CodableAttributeValue`` is.
///
/// `@Model` cannot see a property's conformances, so the accessors it writes call `getValue`/`setValue`
/// overloads constrained to `Codable` (``ModelBacking``) and `_property` ones (``PersistentModel``);
/// those are disfavoured, so a type that is an `AttributeValue` (String, numbers, Date, …, a
/// `CodableAttributeValue`) keeps its own storage. This wrapper adapts the value to PlumeStore's
/// `AttributeValue`; its JSON is the value's own (a single-value container), so the column holds what a
/// `CodableAttributeValue` conformance would write. Made and read only by those overloads.
public struct _CodableAttribute<Value: Codable>: CodableAttributeValue {
    /// The model's value.
    public var value: Value

    public init(_ value: Value) { self.value = value }

    public init(from decoder: any Decoder) throws {
        value = try decoder.singleValueContainer().decode(Value.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}
