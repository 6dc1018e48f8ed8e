import Foundation

/// The identity of one object in a store: its entity and primary key (Core Data's `NSManagedObjectID`).
///
/// IDs are permanent from the moment an object is inserted (the store hands out the primary key then),
/// so, unlike Core Data, there are no temporary IDs. IDs are `Sendable`: pass them between contexts and
/// call ``ManagedObjectContext/object(with:)`` on the other side.
///
/// IDs are `Codable` (as entity name and primary key), which also lets a `#Predicate` compare them:
/// `#Predicate<Employee> { $0.company?.objectID == acmeID }` compiles to a foreign-key comparison.
public struct ObjectID: Hashable, Sendable, CustomStringConvertible, Codable {
    /// The entity of the object.
    public let entity: EntityDescription
    /// The row's primary key (`Z_PK`).
    public let primaryKey: Int64

    /// Always `false`: PlumeStore assigns permanent IDs at insert time.
    public var isTemporaryID: Bool { false }

    /// A URI naming the object, like Core Data's `x-coredata://…/Entity/p1`.
    public func uriRepresentation() -> URL { URL(string: "x-plumestore:///\(entity.name)/p\(primaryKey)")! }

    public static func == (lhs: ObjectID, rhs: ObjectID) -> Bool {
        lhs.primaryKey == rhs.primaryKey && lhs.entity === rhs.entity
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(
            UInt64(bitPattern: primaryKey) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(UInt(bitPattern: ObjectIdentifier(entity)))
        )
    }

    /// One multiply-mix instead of SipHash (see ``ManagedObject/_rawHashValue(seed:)``).
    public func _rawHashValue(seed: Int) -> Int {
        ObjectHashing.mix(
            UInt64(bitPattern: primaryKey) &* 0x9E37_79B9_7F4A_7C15
                ^ UInt64(UInt(bitPattern: ObjectIdentifier(entity))),
            seed: seed)
    }

    public var description: String { "\(entity.name)/p\(primaryKey)" }

    fileprivate enum CodingKeys: String, CodingKey {
        case entity
        case primaryKey
    }

    /// Encodes the entity name and primary key.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(entity.name, forKey: .entity)
        try container.encode(primaryKey, forKey: .primaryKey)
    }

}

extension CodingUserInfoKey {
    /// Put a `ManagedObjectContext` under this key in a decoder's `userInfo` to decode object IDs
    /// against that context's model (needed when several models use the same entity name).
    public static let managedObjectContext = CodingUserInfoKey(rawValue: "PlumeStore.managedObjectContext")!
}

extension ObjectID {
    /// Decodes an ID against the context in `userInfo[.managedObjectContext]`, or else against the
    /// entity classes used in this process; a name several classes share is then a clear error.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let name = try container.decode(String.self, forKey: .entity)
        if let context = decoder.userInfo[.managedObjectContext] as? ManagedObjectContext {
            guard let entity = context.model.entities.first(where: { $0.name == name }) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .entity, in: container, debugDescription: "entity '\(name)' is not in the context's model")
            }
            self.entity = entity
        } else {
            let candidates = EntityRegistry.shared.entities(named: name)
            guard candidates.count == 1, let entity = candidates.first else {
                throw DecodingError.dataCorruptedError(
                    forKey: .entity, in: container,
                    debugDescription: candidates.isEmpty
                        ? "unknown entity '\(name)'"
                        : "several entity classes are named '\(name)'; decode with userInfo[.managedObjectContext]")
            }
            self.entity = entity
        }
        primaryKey = try container.decode(Int64.self, forKey: .primaryKey)
    }
}
