import Foundation

/// The set of entities a container stores (Core Data's `NSManagedObjectModel`), built from classes.
///
/// ```swift
/// let model = try ManagedObjectModel(entities: [Company.self, Employee.self])
/// ```
/// Every relationship's destination must be part of the model.
public final class ManagedObjectModel: @unchecked Sendable {
    /// The entities, in the order given.
    public let entities: [EntityDescription]
    private let byClass: [ObjectIdentifier: EntityDescription]

    /// Builds the model, discovering each class's properties and resolving relationships and inverses.
    public init(entities types: [ManagedObject.Type]) throws {
        var entities: [EntityDescription] = []
        for type in types where !entities.contains(where: { $0.managedObjectClass == type }) {
            entities.append(try EntityRegistry.shared.resolvedEntity(for: type))
        }
        for entity in entities {
            for relationship in entity.relationships
            where !entities.contains(where: { $0 === relationship.destination }) {
                throw StoreError.unknownEntity(
                    "\(relationship.destination.name) (destination of \(entity.name).\(relationship.name))")
            }
        }
        self.entities = entities
        byClass = Dictionary(uniqueKeysWithValues: entities.map { (ObjectIdentifier($0.managedObjectClass), $0) })
    }

    /// The entity for `type`, or `nil` when it is not part of the model.
    public func entity(for type: ManagedObject.Type) -> EntityDescription? { byClass[ObjectIdentifier(type)] }

    /// The entity named `name`, or `nil`.
    public func entity(named name: String) -> EntityDescription? { entities.first { $0.name == name } }
}
