import Foundation

/// The process-wide cache of entity descriptions, one per `ManagedObject` subclass.
final class EntityRegistry: @unchecked Sendable {
    static let shared = EntityRegistry()
    private var entities: [ObjectIdentifier: EntityDescription] = [:]
    /// Guards the registry and `Probe` both: resolving an entity probes key paths, and a probe asks
    /// the registry for a destination's prototype, so two locks would be taken in both orders on
    /// two threads (a deadlock seen when stores load in parallel).
    let lock = NSRecursiveLock()

    /// The description of `type`, discovered on first use.
    func entity(for type: ManagedObject.Type) -> EntityDescription {
        lock.lock()
        defer { lock.unlock() }
        if let entity = entities[ObjectIdentifier(type)] { return entity }
        let entity = EntityDescription(managedObjectClass: type)
        entities[ObjectIdentifier(type)] = entity
        return entity
    }

    /// Every used entity named `name` (several classes in different modules can share a name).
    func entities(named name: String) -> [EntityDescription] {
        lock.lock()
        defer { lock.unlock() }
        return entities.values.filter { $0.name == name }
    }

    /// The description of `type` with relationships resolved (destinations, inverses, columns).
    func resolvedEntity(for type: ManagedObject.Type) throws -> EntityDescription {
        lock.lock()
        defer { lock.unlock() }
        let entity = entity(for: type)
        if entity.isResolved { return entity }
        var group: [EntityDescription] = [entity]
        var index = 0
        while index < group.count {
            for relationship in group[index].relationships {
                let destination = self.entity(for: relationship.declaration.destinationType)
                if !group.contains(where: { $0 === destination }) { group.append(destination) }
            }
            index += 1
        }
        for member in group where !member.isResolved { try member.linkRelationships(registry: self) }
        for member in group where !member.isResolved && member.infersInverses { member.inferInverses() }
        for member in group { try member.layOutColumns() }
        return entity
    }
}

/// Records which wrapped properties a key path reads on a prototype (see `EntityDescription.probe`).
enum Probe {
    /// The registry's lock (see `EntityRegistry.lock`).
    private static var lock: NSRecursiveLock { EntityRegistry.shared.lock }
    nonisolated(unsafe) private static var recorded: [(Int, AnyKeyPath)] = []
    nonisolated(unsafe) private static var isRecording = false

    /// Runs `read` on `prototype` and returns the property indexes read, in order.
    static func run(on prototype: ManagedObject, _ read: (ManagedObject) -> Void) -> [(Int, AnyKeyPath)] {
        lock.lock()
        defer { lock.unlock() }
        let saved = (recorded, isRecording)
        recorded = []
        isRecording = true
        read(prototype)
        let result = recorded
        (recorded, isRecording) = saved
        return result
    }

    /// Called by a wrapper read on a prototype.
    static func record(object: ManagedObject, property: Int, wrapped: AnyKeyPath) {
        lock.lock()
        defer { lock.unlock() }
        if isRecording { recorded.append((property, wrapped)) }
    }

    /// The property index recorded for a read of `objectID` (the primary key).
    static let objectIDProperty = -1

    /// Called by `objectID` read on a prototype.
    static func recordObjectID() {
        lock.lock()
        defer { lock.unlock() }
        if isRecording { recorded.append((objectIDProperty, \ManagedObject.objectID)) }
    }

    /// The prototype of `type`, so that a probe can follow a to-one relationship.
    static func destinationPrototype(_ type: ManagedObject.Type) -> ManagedObject? {
        EntityRegistry.shared.entity(for: type).prototype
    }
}
