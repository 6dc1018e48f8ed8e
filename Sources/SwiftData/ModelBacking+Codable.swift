import Foundation
import PlumeStore

// The accessors `@Model` writes for a property whose type is `Codable` but not an `AttributeValue` (an
// enum, a struct): the value goes through `_CodableAttribute` as JSON. Disfavoured, so every
// `AttributeValue` type (all of which are `Codable` too) takes the plain accessors in ModelBacking.swift
// and keeps its column type; an optional takes the `Value?` forms and stores `nil` as NULL.

extension ModelBacking {
    /// Reads a `Codable` attribute.
    @_disfavoredOverload
    public func getValue<Value: Codable>(forKey keyPath: KeyPath<Model, Value>) -> Value {
        getValue(forKey: keyPath, property: declaredIndex(keyPath))
    }

    /// Reads the `Codable` attribute at property index `property` (`@Model`'s accessors).
    @_disfavoredOverload
    public func getValue<Value: Codable>(
        forKey keyPath: @autoclosure () -> KeyPath<Model, Value>, property: Int
    ) -> Value {
        stored(_CodableAttribute<Value>.self, wrapped: keyPath(), property).value
    }

    /// Reads an optional `Codable` attribute.
    @_disfavoredOverload
    public func getValue<Value: Codable>(forKey keyPath: KeyPath<Model, Value?>) -> Value? {
        getValue(forKey: keyPath, property: declaredIndex(keyPath))
    }

    /// Reads the optional `Codable` attribute at property index `property` (`@Model`'s accessors).
    @_disfavoredOverload
    public func getValue<Value: Codable>(
        forKey keyPath: @autoclosure () -> KeyPath<Model, Value?>, property: Int
    ) -> Value? {
        stored(_CodableAttribute<Value>?.self, wrapped: keyPath(), property)?.value
    }

    /// Writes a `Codable` attribute.
    @_disfavoredOverload
    public func setValue<Value: Codable>(forKey keyPath: KeyPath<Model, Value>, to value: Value) {
        setValue(forKey: keyPath, property: declaredIndex(keyPath), to: value)
    }

    /// Writes the `Codable` attribute at property index `property` (`@Model`'s accessors).
    @_disfavoredOverload
    public func setValue<Value: Codable>(
        forKey keyPath: @autoclosure () -> KeyPath<Model, Value>, property: Int, to value: Value
    ) {
        setStored(_CodableAttribute(value), wrapped: keyPath(), property)
    }

    /// Writes an optional `Codable` attribute.
    @_disfavoredOverload
    public func setValue<Value: Codable>(forKey keyPath: KeyPath<Model, Value?>, to value: Value?) {
        setValue(forKey: keyPath, property: declaredIndex(keyPath), to: value)
    }

    /// Writes the optional `Codable` attribute at property index `property` (`@Model`'s accessors).
    @_disfavoredOverload
    public func setValue<Value: Codable>(
        forKey keyPath: @autoclosure () -> KeyPath<Model, Value?>, property: Int, to value: Value?
    ) {
        setStored(value.map(_CodableAttribute.init), wrapped: keyPath(), property)
    }

    /// The property index of a declared key path (the forms without `property:`).
    private func declaredIndex(_ keyPath: AnyKeyPath) -> Int {
        guard let index = declaredPropertyIndex(keyPath) else {
            preconditionFailure("SwiftData: \(keyPath) is not a persistent property of \(Model.self)")
        }
        return index
    }

    /// Reads the stored form `Stored` of the property at `property` whose key path on the model is
    /// `wrapped` (on the prototype: records the read and gives the stored type's placeholder).
    private func stored<Stored: AttributeValue>(_ type: Stored.Type, wrapped: AnyKeyPath, _ property: Int) -> Stored {
        assert(declaredPropertyIndex(wrapped) == property, "SwiftData: \(wrapped) is not property \(property)")
        if isPrototypeObject {
            recordProbe(property: property, wrapped: wrapped)
            return Stored.placeholderValue
        }
        return declaredAttribute(property, as: Stored.self)
    }

    /// Writes the stored form of the property at `property` whose key path on the model is `wrapped`.
    private func setStored<Stored: AttributeValue>(_ value: Stored, wrapped: AnyKeyPath, _ property: Int) {
        if ignoresWrites { return }
        assert(declaredPropertyIndex(wrapped) == property, "SwiftData: \(wrapped) is not property \(property)")
        setDeclaredAttribute(value, property)
        modelContext?.modelDidChange()
    }
}
