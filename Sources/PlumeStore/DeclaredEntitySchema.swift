import Foundation

/// The stored properties of an entity class that lists them instead of declaring ``Attribute`` and
/// ``Relationship`` wrappers (see ``ManagedObject/_declaredSchema``).
///
/// SwiftData's `@Model` classes are not `ManagedObject` subclasses: each is stored through a
/// `ManagedObject` subclass whose schema comes from the model's macro-generated property list. Key paths
/// in predicates, sort descriptors and inverses are rooted at the model class, so the schema also says
/// how to read one on the entity's prototype (`readKeyPath` gets the prototype object and the key path;
/// property reads on the prototype must report themselves with ``ManagedObject/recordProbe(property:wrapped:)``).
public struct DeclaredEntitySchema {
    let name: String
    let properties: [DeclaredProperty]
    let readKeyPath: (ManagedObject, AnyKeyPath) -> Void
    let infersInverses: Bool
    /// Called on the context's queue when an object of the entity leaves its context (the context is
    /// freed or reset, or the object's deletion saved or merged): what the object keeps alive for the
    /// context's sake (a SwiftData model) is let go.
    let objectLeftContext: ((ManagedObject) -> Void)?
    /// Called on the context's queue when a save merged an inserted object (the first argument) into
    /// the object the context already held for the stored row its unique values match (the second):
    /// what points at the inserted object (a SwiftData model) is pointed at the survivor. The inserted
    /// object leaves its context right after.
    let objectMerged: ((ManagedObject, ManagedObject) -> Void)?
    /// Compound uniqueness constraints (SwiftData's `#Unique`): each is the key paths of properties
    /// whose values together must differ between any two objects; made a unique index of the table.
    let uniquenessConstraints: [[AnyKeyPath]]

    /// A schema for the entity (and table) `name`; unpaired relationships infer their inverse when
    /// `infersInverses` (SwiftData's rule).
    package init(
        name: String, properties: [DeclaredProperty], infersInverses: Bool, uniquenessConstraints: [[AnyKeyPath]] = [],
        objectLeftContext: ((ManagedObject) -> Void)? = nil,
        objectMerged: ((ManagedObject, ManagedObject) -> Void)? = nil,
        readKeyPath: @escaping (ManagedObject, AnyKeyPath) -> Void
    ) {
        self.name = name
        self.properties = properties
        self.uniquenessConstraints = uniquenessConstraints
        self.infersInverses = infersInverses
        self.objectLeftContext = objectLeftContext
        self.objectMerged = objectMerged
        self.readKeyPath = readKeyPath
    }
}

/// One stored property of a ``DeclaredEntitySchema``: its name (the column), the key path that reads
/// it on the model class, and what it declares.
package struct DeclaredProperty {
    let name: String
    let keyPath: AnyKeyPath
    let declaration: PropertyDeclaration

    package init(name: String, keyPath: AnyKeyPath, declaration: PropertyDeclaration) {
        self.name = name
        self.keyPath = keyPath
        self.declaration = declaration
    }
}

extension ManagedObject {
    /// The entity of `type`, described on first use (relationships not resolved yet).
    package static func entityDescription(for type: ManagedObject.Type) -> EntityDescription {
        EntityRegistry.shared.entity(for: type)
    }

    /// The entity of `type` with destinations, inverses and columns resolved; throws naming the
    /// relationship that cannot be resolved.
    package static func resolvedEntityDescription(for type: ManagedObject.Type) throws -> EntityDescription {
        try EntityRegistry.shared.resolvedEntity(for: type)
    }

    /// Whether the object was given its row's key (it was inserted into a context at some point).
    package var hasPrimaryKey: Bool { primaryKey != 0 }
}

extension EntityDescription {
    /// The entity's prototype object (reads on it record themselves; see ``DeclaredEntitySchema``).
    package var prototypeObject: ManagedObject { prototype }
}

extension ObjectCreation {
    /// An object of `entity` made without a context (inserted later with `ManagedObjectContext.insert`).
    /// Inlined into SwiftData, which makes one for every new model.
    @inlinable package static func unattached(_ entity: EntityDescription) -> ObjectCreation {
        ObjectCreation(entity: entity, mode: .inserted)
    }
}
