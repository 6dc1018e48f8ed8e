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

/// How a save resolves conflicts with changes another context saved first (Core Data's `NSMergePolicy`).
///
/// A conflict is found by optimistic locking: every row carries a version (`Z_OPT`) that each save bumps;
/// an object whose version no longer matches the store's conflicts.
public struct MergePolicy: Equatable, Sendable, CustomStringConvertible {
    enum Kind: Equatable, Sendable {
        case error
        case mergeByPropertyObjectTrump
        case mergeByPropertyStoreTrump
        case overwrite
        case rollback
    }
    let kind: Kind

    /// The save fails with ``StoreError/mergeConflicts(_:)`` and changes nothing (the default).
    public static let error = MergePolicy(kind: .error)
    /// Properties this context changed win; other properties take the store's values.
    public static let mergeByPropertyObjectTrump = MergePolicy(kind: .mergeByPropertyObjectTrump)
    /// Properties changed in the store win; this context's other changes are kept.
    public static let mergeByPropertyStoreTrump = MergePolicy(kind: .mergeByPropertyStoreTrump)
    /// This context's whole object overwrites the store's row.
    public static let overwrite = MergePolicy(kind: .overwrite)
    /// This context's changes to the conflicting object are dropped in favour of the store's row.
    public static let rollback = MergePolicy(kind: .rollback)

    public var description: String { "MergePolicy.\(kind)" }
}
