import Foundation

/// The description of one entity (one `ManagedObject` subclass): its attributes, relationships and table.
///
/// Built once per class by reading a prototype instance with `Mirror` (the wrappers' labels, minus the
/// leading underscore, name the columns). Differs from Core Data: there is no entity inheritance; every
/// class is its own entity and table, named after the class.
public final class EntityDescription: CustomStringConvertible, @unchecked Sendable {
    /// The entity (and table) name: the class name.
    public let name: String
    /// The class whose instances are this entity's objects.
    public let managedObjectClass: ManagedObject.Type
    // The layout below is written while the model is built, before any context uses it, and only read
    // afterwards: its reads (on every property access) skip Swift's run-time exclusivity tracking.

    /// The attributes, in declaration order.
    @exclusivity(unchecked) public private(set) var attributes: [AttributeDescription] = []
    /// The relationships, in declaration order.
    @exclusivity(unchecked) public private(set) var relationships: [RelationshipDescription] = []
    /// Every stored property, indexed by the property index wrappers cache.
    @exclusivity(unchecked) var properties: [PropertyKind] = []
    /// Row columns: attributes first, then one foreign key per to-one relationship (plus its order column).
    @exclusivity(unchecked) var columns: [ColumnDescription] = []
    /// For each property index: its row column (attributes, to-one foreign keys) or -1 (to-many).
    @exclusivity(unchecked) @usableFromInline var propertyColumns: [Int] = []
    /// Wrapper initialisation number (`SlotCounter`) → property index; empty if numbering failed.
    @exclusivity(unchecked) @usableFromInline var propertyOfSlot: [Int] = []
    /// Property index → wrapper initialisation number.
    var slotOfProperty: [Int16] = []
    /// A new object's row: declared defaults, NULL elsewhere.
    @exclusivity(unchecked) var defaultRow: [SQLValue] = []
    /// Columns of non-optional attributes without a default (checked when saving).
    @exclusivity(unchecked) var requiredColumns: [Int] = []
    let prototype: ManagedObject
    private var storageIndexes: [ObjectIdentifier: (AnyKeyPath, Int)] = [:]
    private var keyPathPaths: [AnyKeyPath: [Int]?] = [:]
    private let lock = NSLock()
    var isResolved = false

    enum PropertyKind {
        case attribute(AttributeDescription)
        case relationship(RelationshipDescription)
    }

    /// Reads a key path on the prototype (through the declared schema's model for declared entities).
    private let readKeyPath: (ManagedObject, AnyKeyPath) -> Void
    /// Whether unpaired relationships find their inverse themselves (declared entities, as SwiftData's).
    let infersInverses: Bool
    /// The declared schema's ``DeclaredEntitySchema/objectLeftContext`` (`nil` for wrapper classes).
    let objectLeftContext: ((ManagedObject) -> Void)?
    /// Whether the class declares its properties with wrappers, which ``SlotCounter`` numbers as an
    /// object is made (`false` for declared entities, which have none).
    let hasPropertyWrappers: Bool
    /// For declared entities: each declared property's key path → its property index.
    package private(set) var declaredPropertyIndexes: [AnyKeyPath: Int] = [:]
    /// The declared schema's compound uniqueness constraints, as key paths (checked and turned into
    /// ``uniquenessConstraints`` by ``layOutColumns()``).
    private let declaredUniquenessConstraints: [[AnyKeyPath]]
    /// Each compound uniqueness constraint as its column names (a unique index on the table).
    private(set) var uniquenessConstraints: [[String]] = []
    /// Every uniqueness constraint as row columns: one per `.unique` attribute, then one per compound
    /// constraint. What a save's unique-constraint resolution (``UniqueConflictPlanner``) matches on.
    private(set) var uniqueColumnSets: [[Int]] = []
    /// The declared schema's ``DeclaredEntitySchema/objectMerged`` (`nil` for wrapper classes).
    let objectMerged: ((ManagedObject, ManagedObject) -> Void)?

    init(managedObjectClass: ManagedObject.Type) {
        self.managedObjectClass = managedObjectClass
        let schema = managedObjectClass._declaredSchema
        name = schema?.name ?? String(describing: managedObjectClass)
        readKeyPath = schema?.readKeyPath ?? { object, keyPath in _ = object[keyPath: keyPath] }
        infersInverses = schema?.infersInverses ?? false
        objectLeftContext = schema?.objectLeftContext
        objectMerged = schema?.objectMerged
        hasPropertyWrappers = schema == nil
        declaredUniquenessConstraints = schema?.uniquenessConstraints ?? []
        let made = SlotCounter.makePrototype(managedObjectClass)
        prototype = made.prototype
        prototype.entityStorage = self
        if let schema {
            for property in schema.properties {
                declaredPropertyIndexes[property.keyPath] = properties.count
                append(name: property.name, declaration: property.declaration)
            }
            finishDiscovery(slots: [])
        } else {
            discoverProperties(options: made.options)
        }
    }

    /// Adds one stored property (attribute or relationship) at the next property index.
    private func append(name propertyName: String, declaration: PropertyDeclaration) {
        let index = properties.count
        switch declaration {
        case .attribute(let declaration):
            let attribute = AttributeDescription(
                name: propertyName, propertyIndex: index, column: attributes.count, declaration: declaration)
            attributes.append(attribute)
            properties.append(.attribute(attribute))
        case .relationship(let declaration):
            let relationship = RelationshipDescription(
                name: propertyName, propertyIndex: index, declaration: declaration)
            relationship.entity = self
            relationships.append(relationship)
            properties.append(.relationship(relationship))
        }
    }

    public var description: String { "EntityDescription(\(name))" }

    /// Reads the wrapped properties from the prototype, with the options its wrappers recorded by slot.
    private func discoverProperties(options: [Int16: WrapperOptions]) {
        var mirrors: [Mirror] = []
        var mirror: Mirror? = Mirror(reflecting: prototype)
        while let current = mirror, current.subjectType != ManagedObject.self {
            mirrors.insert(current, at: 0)
            mirror = current.superclassMirror
        }
        var slots: [Int16] = []
        for mirror in mirrors {
            for child in mirror.children {
                guard let label = child.label, let declaring = child.value as? AttributeDeclaring else { continue }
                let propertyName = label.hasPrefix("_") ? String(label.dropFirst()) : label
                slots.append(declaring.probeSlot)
                append(name: propertyName, declaration: declaring.declaration(options: options[declaring.probeSlot]))
            }
        }
        finishDiscovery(slots: slots)
    }

    /// Lays out the attribute columns and the wrapper-slot maps once every property is known.
    private func finishDiscovery(slots: [Int16]) {
        columns = attributes.map { ColumnDescription(name: $0.name, storageType: $0.storageType, kind: .attribute) }
        if !slots.isEmpty, Set(slots) == Set((0..<Int16(slots.count))), slots.count == properties.count {
            slotOfProperty = slots
            propertyOfSlot = Array(repeating: 0, count: slots.count)
            for (property, slot) in slots.enumerated() { propertyOfSlot[Int(slot)] = property }
        }
        propertyColumns = properties.map { property in
            if case .attribute(let attribute) = property { return attribute.column }
            return -1
        }
    }

    /// Links destinations and the inverses declared here (both directions); called by the registry for
    /// every entity of a connected group before ``layOutColumns()``.
    func linkRelationships(registry: EntityRegistry) throws {
        for relationship in relationships {
            let destination = registry.entity(for: relationship.declaration.destinationType)
            relationship.destination = destination
            guard let inverseKeyPath = relationship.declaration.inverse else { continue }
            let path = destination.probe(keyPath: inverseKeyPath)
            guard path.count == 1, case .relationship(let inverse) = destination.properties[path[0]] else {
                throw StoreError.unknownProperty(entity: destination.name, property: "inverse of \(relationship.name)")
            }
            relationship.inverse = inverse
            inverse.inverse = relationship
        }
    }

    /// Pairs each relationship left without an inverse with the one relationship of its destination that
    /// points back and is unpaired too, as SwiftData infers inverses; called for declared entities after
    /// ``linkRelationships(registry:)``. Ambiguous cases (several candidates) stay unpaired.
    func inferInverses() {
        for relationship in relationships where relationship.inverse == nil {
            let destination = relationship.destination!
            let candidates = destination.relationships.filter {
                $0 !== relationship && $0.inverse == nil && $0.destination === self
            }
            let rivals = relationships.filter { $0.inverse == nil && $0.destination === destination }
            guard candidates.count == 1, rivals.count == 1 || (destination === self && rivals.count == 2) else {
                continue
            }
            relationship.inverse = candidates[0]
            candidates[0].inverse = relationship
        }
    }

    /// Checks every to-many has a to-one inverse and appends foreign-key and order columns.
    func layOutColumns() throws {
        guard !isResolved else { return }
        for relationship in relationships where relationship.kind != .toOne {
            guard let inverse = relationship.inverse else {
                throw StoreError.unknownProperty(
                    entity: name,
                    property: "inverse of to-many \(relationship.name) (declare `inverse:` on one side)")
            }
            if inverse.kind != .toOne {
                guard relationship.kind == .toMany, inverse.kind == .toMany else {
                    throw StoreError.unknownProperty(
                        entity: name,
                        property: "unordered inverse of \(relationship.name) (ordered many-to-many is not supported)")
                }
                let mine = "\(name).\(relationship.name)"
                let theirs = "\(inverse.entity.name).\(inverse.name)"
                let owner = mine <= theirs ? relationship : inverse
                let table = "Z_\(owner.entity.name)_\(owner.name)"
                relationship.joinTable = table
                relationship.isJoinOwner = owner === relationship
            }
        }
        for relationship in relationships where relationship.kind == .toOne {
            relationship.foreignKeyColumn = columns.count
            propertyColumns[relationship.propertyIndex] = columns.count
            columns.append(ColumnDescription(name: relationship.name, storageType: .integer, kind: .foreignKey))
            if let inverse = relationship.inverse, inverse.kind == .orderedToMany {
                relationship.orderColumn = columns.count
                columns.append(
                    ColumnDescription(name: "\(relationship.name)_order", storageType: .integer, kind: .order))
            }
        }
        uniquenessConstraints = try declaredUniquenessConstraints.map(uniquenessColumns)
        uniqueColumnSets =
            attributes.filter(\.isUnique).map { [$0.column] }
            + uniquenessConstraints.map { names in names.compactMap { name in columns.firstIndex { $0.name == name } } }
        requiredColumns = attributes.filter { !$0.isOptional && $0.defaultValue == nil }.map(\.column)
        defaultRow = columns.indices.map { column in
            column < attributes.count ? (attributes[column].defaultValue ?? .null) : .null
        }
        isResolved = true
    }

    /// The columns of one uniqueness constraint: each key path must name an attribute or a to-one
    /// relationship of this entity (SwiftData's rule), else the model cannot be stored.
    private func uniquenessColumns(_ keyPaths: [AnyKeyPath]) throws -> [String] {
        guard !keyPaths.isEmpty else {
            throw StoreError.unknownProperty(entity: name, property: "#Unique constraint with no key paths")
        }
        return try keyPaths.map { keyPath in
            switch declaredPropertyIndexes[keyPath].map({ properties[$0] }) {
            case .attribute(let attribute): return attribute.name
            case .relationship(let relationship) where relationship.kind == .toOne: return relationship.name
            default:
                throw StoreError.unknownProperty(
                    entity: name, property: "#Unique key path \(keyPath) (an attribute or to-one relationship)")
            }
        }
    }

    /// The relationship at a property index.
    @usableFromInline
    func relationship(atProperty index: Int) -> RelationshipDescription {
        guard case .relationship(let relationship) = properties[index] else {
            preconditionFailure("not a relationship")
        }
        return relationship
    }

    /// The attribute with `name`, or `nil`.
    public func attribute(named name: String) -> AttributeDescription? { attributes.first { $0.name == name } }
    /// The relationship with `name`, or `nil`.
    public func relationship(named name: String) -> RelationshipDescription? {
        relationships.first { $0.name == name }
    }

    /// The property index of the wrapper stored at `storage`: a cached lookup, or a one-time probe that
    /// marks the prototype's wrapper through the key path and finds the marked child with `Mirror`.
    @usableFromInline
    func propertyIndex(forStorage storage: AnyKeyPath, mark: (ManagedObject, Int16) -> Void) -> Int {
        lock.lock()
        defer { lock.unlock() }
        if let (_, index) = storageIndexes[ObjectIdentifier(storage)] { return index }
        mark(prototype, -2)
        var found = -1
        var index = 0
        var mirrors: [Mirror] = []
        var mirror: Mirror? = Mirror(reflecting: prototype)
        while let current = mirror, current.subjectType != ManagedObject.self {
            mirrors.insert(current, at: 0)
            mirror = current.superclassMirror
        }
        for mirror in mirrors {
            for child in mirror.children {
                guard let declaring = child.value as? AttributeDeclaring else { continue }
                if declaring.probeSlot == -2 { found = index }
                index += 1
            }
        }
        precondition(found >= 0, "PlumeStore: a property wrapper of \(name) was not found by reflection")
        mark(prototype, found < slotOfProperty.count ? slotOfProperty[found] : -1)
        storageIndexes[ObjectIdentifier(storage)] = (storage, found)
        return found
    }

    /// The property path a key path on this entity reads (one index per wrapper crossed), found by reading
    /// the key path on the prototype while recording; cached. `nil` when the key path is not exactly a chain
    /// of wrapped properties (e.g. `\.title.count`).
    func propertyPath(for keyPath: AnyKeyPath) -> [Int]? {
        // A declared entity's own property key path needs no probe (nor a value of the property's type:
        // a `Codable` enum has no placeholder to give the prototype's read).
        if !declaredPropertyIndexes.isEmpty, let index = declaredPropertyIndexes[keyPath] { return [index] }
        lock.lock()
        if let cached = keyPathPaths[keyPath] {
            lock.unlock()
            return cached
        }
        lock.unlock()
        let recorded = Probe.run(on: prototype) { readKeyPath($0, keyPath) }
        var path: [Int]? = recorded.map(\.0)
        if recorded.count == 1, recorded[0].0 >= 0, recorded[0].1 != keyPath { path = nil }
        if recorded.count == 1, recorded[0].0 == Probe.objectIDProperty,
            type(of: keyPath).valueType != ObjectID.self
        {
            path = nil
        }
        if recorded.isEmpty { path = nil }
        lock.lock()
        keyPathPaths[keyPath] = path
        lock.unlock()
        return path
    }

    /// Reads `keyPath` on the prototype and returns the property indexes it touched.
    func probe(keyPath: AnyKeyPath) -> [Int] {
        Probe.run(on: prototype) { readKeyPath($0, keyPath) }.map(\.0)
    }
}

/// One column of an entity's table (and of each object's cached row).
struct ColumnDescription {
    enum Kind {
        case attribute
        case foreignKey
        case order
    }
    let name: String
    let storageType: AttributeStorageType
    let kind: Kind
}

/// One attribute of an entity.
public final class AttributeDescription: @unchecked Sendable {
    /// The property (and column) name.
    public let name: String
    let propertyIndex: Int
    /// The column in the object's row.
    let column: Int
    /// The column affinity.
    public let storageType: AttributeStorageType
    /// Whether the attribute may be nil.
    public let isOptional: Bool
    /// The stored default for new objects, if declared.
    public let defaultValue: SQLValue?
    /// The old name this attribute is migrated from.
    public let renamedFrom: String?
    /// Whether the column has an index.
    public let isIndexed: Bool
    /// Whether values must be unique.
    public let isUnique: Bool
    let valueType: Any.Type

    init(name: String, propertyIndex: Int, column: Int, declaration: AttributeDeclaration) {
        self.name = name
        self.propertyIndex = propertyIndex
        self.column = column
        storageType = declaration.storageType
        isOptional = declaration.isOptional
        defaultValue = declaration.defaultValue
        renamedFrom = declaration.renamedFrom
        isIndexed = declaration.isIndexed
        isUnique = declaration.isUnique
        valueType = declaration.valueType
    }
}

/// One relationship of an entity.
public final class RelationshipDescription: @unchecked Sendable {
    /// The property name (and, for to-one, the foreign-key column name).
    public let name: String
    let propertyIndex: Int
    let declaration: RelationshipDeclaration
    /// To-one, to-many or ordered.
    public var kind: RelationshipKind { declaration.kind }
    /// The delete rule.
    public var deleteRule: DeleteRule { declaration.deleteRule }
    // The three references below skip run-time exclusivity tracking: every entity and its
    // relationships live for the whole process (``EntityRegistry`` keeps them) and are only written
    // while the registry resolves them, so a read needs no access check (a to-one write reads
    // `inverse` for every relationship set). They stay checked `unowned` references.
    /// The entity that declares it.
    @exclusivity(unchecked) public internal(set) unowned var entity: EntityDescription!
    /// The related entity.
    @exclusivity(unchecked) public internal(set) unowned var destination: EntityDescription!
    /// The inverse relationship, if declared.
    @exclusivity(unchecked) public internal(set) unowned var inverse: RelationshipDescription?
    @exclusivity(unchecked) var foreignKeyColumn: Int = -1
    @exclusivity(unchecked) var orderColumn: Int = -1
    /// For many-to-many: the join table (`owner`, `other` columns) and whether this side is `owner`.
    @exclusivity(unchecked) var joinTable: String?
    var isJoinOwner = false
    /// Whether this is one side of a many-to-many relationship.
    var isManyToMany: Bool { joinTable != nil }
    /// The join-table column holding this side's primary key, and the one holding the related object's.
    var joinColumns: (mine: String, theirs: String) { isJoinOwner ? ("owner", "other") : ("other", "owner") }
    /// Index among the declaring entity's to-many relationships' loaded caches.
    var isToMany: Bool { declaration.kind != .toOne }

    init(name: String, propertyIndex: Int, declaration: RelationshipDeclaration) {
        self.name = name
        self.propertyIndex = propertyIndex
        self.declaration = declaration
    }
}
