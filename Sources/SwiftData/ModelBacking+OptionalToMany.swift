import Foundation
import PlumeStore

// To-many relationships declared as optional arrays (`var notes: [Note]?`, as SwiftData models often
// write them, and as CloudKit-synced models must): stored as the to-many they are; reading gives the
// members (an empty relationship reads as `[]`, as SwiftData's), and writing `nil` empties it.

extension ModelBacking {
    /// Reads the optional to-many relationship at property index `property` (`@Model`'s accessors).
    public func getValue<Related: PersistentModel>(
        forKey keyPath: @autoclosure () -> KeyPath<Model, [Related]?>, property: Int
    ) -> [Related]? {
        assert(declaredPropertyIndex(keyPath()) == property, "SwiftData: \(keyPath()) is not property \(property)")
        if isPrototypeObject {
            recordProbe(property: property, wrapped: keyPath())
            return []
        }
        return toManyMembers(property, as: Related.self)
    }

    /// Writes the optional to-many relationship at property index `property` (`nil` empties it).
    public func setValue<Related: PersistentModel>(
        forKey keyPath: @autoclosure () -> KeyPath<Model, [Related]?>, property: Int, to value: [Related]?
    ) {
        if ignoresWrites { return }
        assert(declaredPropertyIndex(keyPath()) == property, "SwiftData: \(keyPath()) is not property \(property)")
        setToManyMembers(value ?? [], property)
    }
}

extension PersistentModel {
    /// A to-many relationship declared as an optional array (written by `@Model` in `schemaMetadata`).
    public static func _property<Destination: PersistentModel>(
        _ name: String, _ keyPath: KeyPath<Self, [Destination]?>,
        default defaultValue: [Destination]?? = nil, _ relationship: Schema.Relationship? = nil
    ) -> Schema.PropertyMetadata {
        let declaration = RelationshipDeclaration(
            destinationType: ModelBacking<Destination>.self, kind: .toMany,
            deleteRule: relationship?.deleteRule ?? .nullify, inverse: relationship?.inverse,
            countAndIsEmptyKeyPaths: nil)
        return Schema.PropertyMetadata(
            name: name, keyPath: keyPath,
            declared: DeclaredProperty(name: name, keyPath: keyPath, declaration: .relationship(declaration)),
            destination: Destination.self)
    }
}
