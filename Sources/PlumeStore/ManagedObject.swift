import Foundation
import PlumeFoundation

/// How a managed object is being created; only PlumeStore makes these.
public struct ObjectCreation {
    @usableFromInline enum Mode {
        case prototype
        case inserted
        case fault
    }
    @usableFromInline let entity: EntityDescription?
    @usableFromInline let mode: Mode

    @usableFromInline init(entity: EntityDescription?, mode: Mode) {
        self.entity = entity
        self.mode = mode
    }
}

/// The base class of every entity (Core Data's `NSManagedObject`).
///
/// Subclass it with `final class` and declare stored properties with ``Attribute`` and ``Relationship``:
/// ```swift
/// final class Employee: ManagedObject {
///     @Attribute var id: UUID
///     @Attribute var name: String
///     @Relationship(inverse: \Company.employees) var company: Company?
/// }
/// let employee = Employee(context: context)   // inserted into the context
/// ```
/// Objects belong to one context and are uniqued there (one object per row per context); they are
/// compared by identity. Do not add other stored properties that need initial values without defaults:
/// PlumeStore creates instances itself with `init(_creation:)`.
open class ManagedObject: Hashable, CustomStringConvertible {
    /// The context the object lives in; `nil` once the context was reset or the object's deletion saved.
    ///
    /// Held unowned: a context clears it on every object it still holds when it is deallocated.
    /// Leaving the context (set to `nil`) tells a declared entity's schema
    /// (``DeclaredEntitySchema/objectLeftContext``).
    public internal(set) var managedObjectContext: ManagedObjectContext? {
        get { contextReference?.takeUnretainedValue() }
        set {
            let left = newValue == nil && contextReference != nil
            contextReference = newValue.map { Unmanaged.passUnretained($0) }
            if left, let entityStorage, let objectLeftContext = entityStorage.objectLeftContext {
                objectLeftContext(self)
            }
        }
    }
    // The row state below is read and written on every property access. Objects are confined to their
    // context's queue (the documented contract), so these accesses never overlap, and the properties
    // skip Swift's run-time exclusivity tracking (a quarter of an insert's time when tracked).

    /// The context, unretained; hot paths read through it without retaining (the context clears it on
    /// every object it holds when it is deallocated).
    @exclusivity(unchecked) @usableFromInline final var contextReference: Unmanaged<ManagedObjectContext>?

    /// Whether the object's context records undo (read without retaining the context).
    @inline(__always)
    var contextHasUndoManager: Bool {
        guard let contextReference else { return false }
        return contextReference._withUnsafeGuaranteedRef { $0.undoManager != nil }
    }
    /// The entity. Strong: entities live for the whole process (``EntityRegistry`` keeps them), so
    /// the entity ↔ prototype cycle frees nothing either way, and a strong reference is read without
    /// the atomic check an `unowned` one costs on every property access. `final` (as ``row``): a
    /// wrapper's accessor, inlined into the entity's module, loads the field instead of calling a
    /// getter that retains the entity.
    @exclusivity(unchecked) @usableFromInline final var entityStorage: EntityDescription!
    @exclusivity(unchecked) var primaryKey: Int64 = 0
    /// The cached row (attribute values, then foreign keys); empty while the object is a fault.
    ///
    /// A fetched object keeps its row in the fetch's ``FetchedRows`` until it is first touched: every
    /// access to `row` or `committedRow` takes it from there first (``takeFetchedRow()``), so code
    /// reading the row never sees the difference, and a fetch makes no row array per object.
    @usableFromInline final var row: [SQLValue] {
        @inlinable @inline(__always) _read {
            if rowStorage.isEmpty, fetchedRows != nil { takeFetchedRow() }
            yield rowStorage
        }
        @inlinable @inline(__always) _modify {
            if rowStorage.isEmpty, fetchedRows != nil { takeFetchedRow() }
            yield &rowStorage
        }
    }
    /// The row once taken (see ``row``).
    @exclusivity(unchecked) @usableFromInline final var rowStorage: [SQLValue] = []
    /// The fetch whose rows hold this object's row, until the object is first touched.
    @exclusivity(unchecked) @usableFromInline final var fetchedRows: FetchedRows?
    /// The row as last read from or saved to the store (`nil` for inserted objects).
    var committedRow: [SQLValue]? {
        get {
            if rowStorage.isEmpty, fetchedRows != nil { takeFetchedRow() }
            return committedRowStorage
        }
        set {
            if rowStorage.isEmpty, fetchedRows != nil { takeFetchedRow() }
            committedRowStorage = newValue
        }
    }
    @exclusivity(unchecked) var committedRowStorage: [SQLValue]?
    /// The optimistic-locking version (`Z_OPT`) last read from or saved to the store.
    @exclusivity(unchecked) var version: Int64 = 0
    @exclusivity(unchecked) var toManyCaches: [ToManyCache?] = []
    /// The save that last collected this object (dedupes the change lists without a set).
    @exclusivity(unchecked) var saveMark = 0
    // The small fields last and together, so they share one word (a fetch makes an object per row:
    // every word of it is memory written per row).
    /// This object's row in ``fetchedRows``.
    @exclusivity(unchecked) var fetchedRowIndex: Int32 = 0
    @usableFromInline let isPrototype: Bool
    @exclusivity(unchecked) var changeState: ChangeState = .unchanged

    enum ChangeState {
        case unchanged
        case inserted
        case updated
        case deleted
    }

    /// Creates an instance for PlumeStore (prototype, fault or insert). Users call ``init(context:)``.
    public required init(_creation creation: ObjectCreation) {
        isPrototype = creation.mode == .prototype
        entityStorage = creation.entity
    }

    /// Creates an object and inserts it into `context` (it is saved with the next `save()`).
    public convenience init(context: ManagedObjectContext) {
        let entity = context.entityForInsert(Self.self)
        SlotCounter.begin()
        self.init(_creation: ObjectCreation(entity: entity, mode: .inserted))
        SlotCounter.end()
        context.insert(self)
    }

    /// The entity's previous class name, for lightweight migration of a renamed entity (override to set).
    open class var renamedFrom: String? { nil }

    /// The properties of a class that declares them as a list instead of with ``Attribute`` and
    /// ``Relationship`` wrappers; `nil` (the default) for wrapper-declared classes. SwiftData's `@Model`
    /// classes are stored through such a class; Core Data-style code never overrides it.
    open class var _declaredSchema: DeclaredEntitySchema? { nil }

    /// The entity description of this object's class.
    public var entity: EntityDescription { entityStorage }

    /// The object's permanent ID.
    public var objectID: ObjectID {
        if isPrototype { Probe.recordObjectID() }
        return ObjectID(entity: entityStorage, primaryKey: primaryKey)
    }

    /// Whether the row has not been loaded yet (it loads on the first property read).
    ///
    /// As in Core Data, fetched objects are faults until first touched; their row comes from the
    /// values the fetch read (no second query), a fault made by ``ManagedObjectContext/object(with:)``
    /// reads its row from the store.
    public var isFault: Bool { rowStorage.isEmpty && !isPrototype }
    /// Whether the object was inserted and not yet saved.
    public var isInserted: Bool { changeState == .inserted }
    /// Whether the object has unsaved changes to a saved row.
    public var isUpdated: Bool { changeState == .updated }
    /// Whether the object was deleted and the deletion not yet saved.
    public var isDeleted: Bool { changeState == .deleted }
    /// Whether the object has any unsaved change.
    public var hasChanges: Bool { changeState != .unchanged }

    /// The attribute and to-one values changed since the last save, keyed by property name: attribute
    /// values as their Swift type (`nil` values as `Optional<Any>.none`), to-one relationships as the
    /// related object's ``ObjectID`` (or `nil`).
    public func changedValues() -> [String: Any] {
        guard changeState == .updated || changeState == .inserted else { return [:] }
        var result: [String: Any] = [:]
        for (column, description) in entity.columns.enumerated() where description.kind != .order {
            let current = row[column]
            if let committed = committedRow, committed[column] == current { continue }
            result[description.name] = decodedValue(column: column)
        }
        return result
    }

    /// The value of one row column as a Swift value (see `changedValues()`).
    func decodedValue(column: Int) -> Any? {
        let value = row[column]
        if column < entity.attributes.count {
            guard let type = entity.attributes[column].valueType as? AttributeValue.Type,
                let decoded = type.init(storedValue: value)
            else { return nil }
            return decoded
        }
        guard case .integer(let key) = value,
            let relationship = entity.relationships.first(where: { $0.foreignKeyColumn == column })
        else { return nil }
        return ObjectID(entity: relationship.destination, primaryKey: key)
    }

    public static func == (lhs: ManagedObject, rhs: ManagedObject) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    /// Identity hashed with one multiply instead of SipHash: sets of objects (a save's did-save
    /// notification holds every saved object) are built on hot paths. Equal objects are identical, so
    /// this agrees with `==`.
    public func _rawHashValue(seed: Int) -> Int {
        ObjectHashing.mix(UInt64(UInt(bitPattern: ObjectIdentifier(self))), seed: seed)
    }

    open var description: String {
        guard let entityStorage else { return "<\(type(of: self)) prototype>" }
        return "<\(entityStorage.name) p\(primaryKey)\(isFault ? " fault" : "")>"
    }

    // MARK: Row access used by the wrappers

    /// Loads the row if the object is a fault.
    @inlinable
    func fireFaultIfNeeded() {
        if row.isEmpty { fireFault() }
    }

    /// Copies this object's row out of the fetch that read it (see ``row``); the row is then also
    /// the committed row, as for a row read from the store.
    @usableFromInline
    func takeFetchedRow() {
        guard let batch = fetchedRows else { return }
        let taken = batch.row(at: Int(fetchedRowIndex))
        fetchedRows = nil
        rowStorage = taken
        committedRowStorage = taken
    }

    /// The first of `columns` whose value is NULL, or `nil` (a save's check of required attributes),
    /// read in place: no value is copied out of the row.
    func firstNullColumn(among columns: [Int]) -> Int? {
        guard !columns.isEmpty else { return nil }
        return row.withUnsafeBufferPointer { row in columns.first { row[$0].isNull } }
    }

    /// The value of row column `column`, read where the row is (a fetched row stays in its fetch):
    /// for code that checks one column of many objects, such as a relationship's foreign key.
    func columnValue(_ column: Int) -> SQLValue {
        if rowStorage.isEmpty, let fetchedRows { return fetchedRows.value(row: Int(fetchedRowIndex), column: column) }
        return row[column]
    }

    /// Loads the row from the store (or fills defaults when there is no context or row).
    @usableFromInline
    func fireFault() {
        if fetchedRows != nil {
            takeFetchedRow()
            return
        }
        if let managedObjectContext {
            managedObjectContext.fulfillFault(self)
        } else {
            fillEmptyRow()
        }
    }

    /// Gives a row-less object (no context, or a row deleted elsewhere) its defaults so reads do not crash.
    func fillEmptyRow() {
        guard row.isEmpty else { return }
        // A fresh array rather than the shared `defaultRow`, so the first property set does not copy it.
        let defaults = entity.defaultRow
        row = RowAllocation.make(defaults.count) { defaults[$0] }
    }

    /// The stored value of the attribute at property index `property`.
    @inlinable
    func storedValue(attribute property: Int) -> SQLValue {
        if row.isEmpty { fireFault() }
        return row[entityStorage.propertyColumns[property]]
    }

    /// Writes the attribute at property index `property`, recording the change.
    @inlinable
    func setStoredValue(_ value: SQLValue, attribute property: Int) {
        setColumn(entityStorage.propertyColumns[property], to: value, registerUndo: true)
    }

    /// Writes one column of the row and tells the context.
    ///
    /// The old value is copied out only for an undo registration: most writes (no undo manager, or a
    /// foreign key written with its inverse) store the new value and, for a saved object's first
    /// change, tell the context.
    @usableFromInline
    func setColumn(_ column: Int, to value: SQLValue, registerUndo: Bool) {
        if row.isEmpty { fireFault() }
        guard registerUndo, contextHasUndoManager, let context = managedObjectContext,
            let undoManager = context.undoManager
        else {
            row[column] = value
            if changeState == .unchanged, let contextReference {
                contextReference._withUnsafeGuaranteedRef { $0.objectDidChange(self) }
            }
            return
        }
        let old = row[column]
        row[column] = value
        if changeState == .unchanged { context.objectDidChange(self) }
        undoManager.registerUndo(withTarget: self) { object in
            object.setColumn(column, to: old, registerUndo: true)
        }
    }
}

/// Adds Core Data's generated-style to-many helpers to every managed object class.
///
/// Core Data generates `addToEmployees(_:)`; Swift without macros cannot, so declare them as one-liners
/// that forward here:
/// ```swift
/// extension Company {
///     func addToEmployees(_ employee: Employee) { add(employee, to: \.employees) }
///     func removeFromEmployees(_ employee: Employee) { remove(employee, from: \.employees) }
/// }
/// ```
public protocol ManagedObjectRelationships: ManagedObject {}

extension ManagedObject: ManagedObjectRelationships {}

extension ManagedObjectRelationships {
    /// Adds `object` to the to-many relationship at `keyPath`; the inverse is updated too.
    public func add<Value: RelationshipValue>(
        _ object: Value.Destination, to keyPath: ReferenceWritableKeyPath<Self, Value>
    ) {
        guard let relationship = relationshipDescription(for: keyPath) else { return }
        addToMany(object, relationship: relationship)
    }

    /// Removes `object` from the to-many relationship at `keyPath`; the inverse is updated too.
    public func remove<Value: RelationshipValue>(
        _ object: Value.Destination, from keyPath: ReferenceWritableKeyPath<Self, Value>
    ) {
        guard let relationship = relationshipDescription(for: keyPath) else { return }
        removeFromMany(object, relationship: relationship)
    }

    private func relationshipDescription<Value>(for keyPath: KeyPath<Self, Value>) -> RelationshipDescription? {
        guard let path = entity.propertyPath(for: keyPath), path.count == 1,
            case .relationship(let relationship) = entity.properties[path[0]]
        else {
            assertionFailure("\(keyPath) is not a relationship of \(entity.name)")
            return nil
        }
        return relationship
    }
}
