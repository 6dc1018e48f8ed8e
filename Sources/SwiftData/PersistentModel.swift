import Foundation
import Observation
import PlumeStore

/// A class stored by SwiftData, as SwiftData's `PersistentModel`; `@Model` writes the conformance.
///
/// Models are compared and hashed by identity of the stored object (two references to one row in one
/// context are equal), and identified by their ``PersistentIdentifier``.
///
/// The backing is typed as the non-generic ``ModelBackingState`` (every model's is its class's
/// ``ModelBacking``, made by SwiftData), so that a `@Model` class need not be `final`: a requirement
/// naming `Self` in a generic type cannot be met by a class that may have subclasses.
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable {
    /// Creates a model over stored data (called by SwiftData when it fetches or faults a model, with
    /// the model class's own ``ModelBacking``).
    init(backingData: ModelBackingState)
    /// The stored data behind the model (its class's ``ModelBacking``).
    var persistentBackingData: ModelBackingState { get set }
    /// The model's stored properties, as `@Model` lists them.
    static var schemaMetadata: [Schema.PropertyMetadata] { get }
    /// The model's compound uniqueness constraints, as `#Unique` lists them (none by default).
    static var _$uniquenessConstraints: [[AnyKeyPath]] { get }
}

extension PersistentModel {
    /// No uniqueness constraints (a model without `#Unique`).
    public static var _$uniquenessConstraints: [[AnyKeyPath]] { [] }
}

extension PersistentModel {
    /// The model's identifier: permanent once inserted into a context, temporary before.
    public var persistentModelID: PersistentIdentifier { _modelBacking.persistentIdentifier }
    /// The stable identity SwiftUI lists use (``persistentModelID``).
    public var id: PersistentIdentifier { persistentModelID }
    /// The context the model was inserted into or fetched from; `nil` before `insert` and after its
    /// deletion was saved.
    public var modelContext: ModelContext? {
        persistentBackingData.adopt(self)
        return persistentBackingData.modelContext
    }
    /// Whether the model has unsaved changes (inserted models count).
    public var hasChanges: Bool { persistentBackingData.hasChanges }
    /// Whether the model was deleted and the deletion not yet saved.
    public var isDeleted: Bool { persistentBackingData.isDeleted }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.persistentBackingData === rhs.persistentBackingData }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(persistentBackingData)) }

    /// The store's class for this model (a PlumeStore entity).
    static var _backingType: ManagedObject.Type { ModelBacking<Self>.self }

    /// The backing as its class's ``ModelBacking``: SwiftData makes every model's backing as the
    /// `ModelBacking` of the model's class (`@Model`'s `_$backingData`, ``ModelBacking/modelObject()``).
    var _modelBacking: ModelBacking<Self> { unsafeDowncast(persistentBackingData, to: ModelBacking<Self>.self) }
}

// MARK: Schema entries written by @Model

extension PersistentModel {
    /// A stored attribute (written by `@Model` in `schemaMetadata`).
    public static func _property<Value: AttributeValue>(
        _ name: String, _ keyPath: KeyPath<Self, Value>, default defaultValue: Value? = nil,
        _ attribute: Schema.Attribute? = nil
    ) -> Schema.PropertyMetadata {
        _property(name, keyPath, stored: Value.self, defaultValue, attribute)
    }

    /// A stored attribute of any other `Codable` type (an enum, a struct), kept as JSON (written by
    /// `@Model` in `schemaMetadata`; disfavoured, so an `AttributeValue` type keeps its own column type).
    @_disfavoredOverload
    public static func _property<Value: Codable>(
        _ name: String, _ keyPath: KeyPath<Self, Value>, default defaultValue: Value? = nil,
        _ attribute: Schema.Attribute? = nil
    ) -> Schema.PropertyMetadata {
        _property(
            name, keyPath, stored: _CodableAttribute<Value>.self, defaultValue.map(_CodableAttribute.init), attribute)
    }

    /// An optional stored attribute of any other `Codable` type (`nil` is stored as NULL).
    @_disfavoredOverload
    public static func _property<Value: Codable>(
        _ name: String, _ keyPath: KeyPath<Self, Value?>, default defaultValue: Value?? = nil,
        _ attribute: Schema.Attribute? = nil
    ) -> Schema.PropertyMetadata {
        _property(
            name, keyPath, stored: _CodableAttribute<Value>?.self,
            defaultValue.map { $0.map(_CodableAttribute.init) }, attribute)
    }

    /// The metadata of an attribute whose column holds `Stored` (the value itself, or its JSON wrapper).
    private static func _property<Stored: AttributeValue>(
        _ name: String, _ keyPath: AnyKeyPath, stored: Stored.Type, _ defaultValue: Stored?,
        _ attribute: Schema.Attribute?
    ) -> Schema.PropertyMetadata {
        let declaration = AttributeDeclaration(
            Stored.self, defaultValue: defaultValue, renamedFrom: attribute?.originalName, isIndexed: false,
            isUnique: attribute?.isUnique ?? false)
        return Schema.PropertyMetadata(
            name: name, keyPath: keyPath,
            declared: DeclaredProperty(name: name, keyPath: keyPath, declaration: .attribute(declaration)),
            destination: nil)
    }

    /// A to-one relationship (written by `@Model` in `schemaMetadata`).
    public static func _property<Destination: PersistentModel>(
        _ name: String, _ keyPath: KeyPath<Self, Destination?>,
        default defaultValue: Destination?? = nil, _ relationship: Schema.Relationship? = nil
    ) -> Schema.PropertyMetadata {
        relationshipMetadata(name, keyPath, Destination.self, kind: .toOne, relationship, countAndIsEmpty: nil)
    }

    /// A to-many relationship (written by `@Model` in `schemaMetadata`).
    public static func _property<Destination: PersistentModel>(
        _ name: String, _ keyPath: KeyPath<Self, [Destination]>,
        default defaultValue: [Destination]? = nil, _ relationship: Schema.Relationship? = nil
    ) -> Schema.PropertyMetadata {
        relationshipMetadata(
            name, keyPath, Destination.self, kind: .toMany, relationship,
            countAndIsEmpty: (\[Destination].count, \[Destination].isEmpty))
    }

    /// Any other type: a compile-time error on the `@Model` property (disfavoured, as the `Codable`
    /// forms are, so it is chosen only when nothing else fits).
    @_disfavoredOverload
    @available(
        *, unavailable,
        message:
            "a @Model property must be an attribute type (String, a number, Bool, Date, UUID, Data, URL, Decimal, any Codable type, or an Optional of one), an optional @Model (to-one) or an array of @Model (to-many); mark other properties @Transient"
    )
    public static func _property<Value>(
        _ name: String, _ keyPath: KeyPath<Self, Value>, default defaultValue: Value? = nil,
        _ metadata: AnyObject? = nil
    ) -> Schema.PropertyMetadata {
        fatalError("unavailable")
    }

    private static func relationshipMetadata<Destination: PersistentModel>(
        _ name: String, _ keyPath: AnyKeyPath, _ destination: Destination.Type, kind: RelationshipKind,
        _ relationship: Schema.Relationship?, countAndIsEmpty: (AnyKeyPath, AnyKeyPath)?
    ) -> Schema.PropertyMetadata {
        let declaration = RelationshipDeclaration(
            destinationType: ModelBacking<Destination>.self, kind: kind,
            deleteRule: relationship?.deleteRule ?? .nullify, inverse: relationship?.inverse,
            countAndIsEmptyKeyPaths: countAndIsEmpty)
        return Schema.PropertyMetadata(
            name: name, keyPath: keyPath,
            declared: DeclaredProperty(name: name, keyPath: keyPath, declaration: .relationship(declaration)),
            destination: destination)
    }
}
