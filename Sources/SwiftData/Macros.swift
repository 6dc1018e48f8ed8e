import PlumeStore

/// Makes a class a persistent model, as SwiftData's `@Model`: its stored properties become persistent
/// attributes and relationships kept by a ``ModelContext``, and the class conforms to
/// ``PersistentModel`` (so `Identifiable` and `Hashable`) and `Observable` (views that read a property
/// update when it changes).
///
/// ```swift
/// @Model final class Item {
///     var title: String
///     var timestamp: Date
///     init(title: String, timestamp: Date = .now) {
///         self.title = title
///         self.timestamp = timestamp
///     }
/// }
/// ```
/// A property's type must be an attribute type (`String`, numbers, `Bool`, `Date`, `UUID`, `Data`, `URL`,
/// `Decimal`, any other `Codable` type such as an enum or a struct, stored as JSON, or an optional of
/// one), another model (optional: to-one) or an array of models (to-many); anything else is a
/// compile-time error naming the property. Mark a property
/// that should not be stored `@Transient` (it needs a default value). Differs from SwiftData: a to-many
/// relationship needs an inverse (declared with `@Relationship(inverse:)` or inferred when exactly one
/// relationship of the other model points back).
@attached(
    member,
    names: named(_$backingData), named(persistentBackingData),
    named(schemaMetadata), named(init(backingData:)), named(access), named(withMutation))
@attached(memberAttribute)
@attached(extension, conformances: PersistentModel, Observable)
public macro Model() = #externalMacro(module: "PlumeMacrosPlugin", type: "ModelMacro")

/// Customises how a `@Model` property is stored, as SwiftData's `@Attribute`:
/// `@Attribute(.unique) var code: String`, `@Attribute(originalName: "name") var title: String`.
///
/// `.unique` makes inserting a second model with the same value update the stored one when the
/// context saves (an "upsert", as SwiftData: one model, the inserted one's values). `.externalStorage` is accepted; the data stays in the
/// store file. `originalName` renames the column in a lightweight migration.
@attached(peer)
public macro Attribute(
    _ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil
) = #externalMacro(module: "PlumeMacrosPlugin", type: "SchemaPropertyMacro")

/// Customises a `@Model` relationship, as SwiftData's `@Relationship`:
/// `@Relationship(deleteRule: .cascade, inverse: \Employee.company) var employees: [Employee] = []`.
///
/// Declare `inverse:` on one side only (naming each other from both sides is a "circular reference"
/// for the compiler, as on Apple's platforms). `minimumModelCount` and `maximumModelCount` are accepted and
/// not enforced.
@attached(peer)
public macro Relationship(
    _ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
    minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil,
    inverse: AnyKeyPath? = nil, hashModifier: String? = nil
) = #externalMacro(module: "PlumeMacrosPlugin", type: "SchemaPropertyMacro")

/// Declares compound uniqueness constraints inside a `@Model` class, as SwiftData's `#Unique` (iOS 18):
/// each array of key paths is one constraint, the properties' values together unique among the
/// model's objects.
///
/// ```swift
/// @Model final class Person {
///     #Unique<Person>([\.givenName, \.familyName], [\.email])
///     var givenName: String
///     var familyName: String
///     var email: String
///     …
/// }
/// ```
/// Each constraint is a unique index of the model's table. Inserting a model whose values of one
/// constraint match a stored one updates the stored model when the context saves (an "upsert", as
/// SwiftData), as a `.unique` attribute does. Adding `#Unique` to the model of an existing
/// store migrates it; if stored rows already share a constraint's values, opening the container throws
/// ``StoreError/migrationFailed(path:reason:)`` naming the columns and the store is left unchanged.
/// Key paths name attributes or to-one relationships.
@freestanding(declaration, names: named(_$uniquenessConstraints))
public macro Unique<T: PersistentModel>(_ constraints: [PartialKeyPath<T>]...) =
    #externalMacro(module: "PlumeMacrosPlugin", type: "UniqueMacro")

/// Keeps a `@Model` property out of the store, as SwiftData's `@Transient`: `@Transient var isExpanded = false`.
@attached(peer)
public macro Transient() = #externalMacro(module: "PlumeMacrosPlugin", type: "SchemaPropertyMacro")

/// Added by `@Model` to each stored property, with the property's position in `schemaMetadata`:
/// accessors that read and write the model's backing data at that property index.
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: prefixed(_))
public macro _PersistedProperty(_ index: Int) =
    #externalMacro(module: "PlumeMacrosPlugin", type: "PersistedPropertyMacro")

/// The empty peer `@Model` gives each persisted property, so the compiler checks initialisers set it.
public struct _ModelNoValue {
    public init() {}
}
