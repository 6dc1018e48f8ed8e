import Foundation

/// What happens to related objects when an object is deleted (Core Data's `NSDeleteRule`).
public enum DeleteRule: Sendable {
    /// Related objects stay; their inverse no longer points at the deleted object (the default).
    case nullify
    /// Related objects are deleted too.
    case cascade
    /// Saving fails with ``StoreError/deleteDenied(entity:relationship:)`` while the relationship is not empty.
    case deny
    /// Nothing is done to related objects (their inverse may point at a deleted object).
    case noAction
}

/// The shape of a relationship: to-one (`Employee?`), to-many (`Set<Employee>`) or ordered (`[Employee]`).
public enum RelationshipKind: Sendable {
    case toOne
    case toMany
    case orderedToMany
}

/// A type that can be a `@Relationship`: `Optional<Destination>`, `Set<Destination>` or `[Destination]`.
public protocol RelationshipValue {
    /// The related entity's class.
    associatedtype Destination: ManagedObject
    /// To-one, to-many or ordered to-many.
    static var kind: RelationshipKind { get }
    /// Builds the value from the related objects (in order).
    static func make(_ objects: [ManagedObject]) -> Self
    /// Builds a to-one value (or a one-element collection) without an intermediate array.
    static func make(single object: ManagedObject?) -> Self
    /// The related object of a to-one value (the first one of a collection).
    var relatedObject: ManagedObject? { get }
    /// The related objects, in order.
    var relatedObjects: [ManagedObject] { get }
}

extension Optional: RelationshipValue where Wrapped: ManagedObject {
    public typealias Destination = Wrapped
    public static var kind: RelationshipKind { .toOne }
    public static func make(_ objects: [ManagedObject]) -> Wrapped? { objects.first.map { $0 as! Wrapped } }
    public var relatedObjects: [ManagedObject] { self.map { [$0] } ?? [] }
    public static func make(single object: ManagedObject?) -> Wrapped? {
        object.map { unsafeDowncast($0, to: Wrapped.self) }
    }
    public var relatedObject: ManagedObject? { self }
}

extension Set: RelationshipValue where Element: ManagedObject {
    public typealias Destination = Element
    public static var kind: RelationshipKind { .toMany }
    public static func make(_ objects: [ManagedObject]) -> Set<Element> {
        // Built as a `Set<ManagedObject>`, whose inserts are specialised here (a `Set<Element>` built in
        // this generic code looked up its type metadata on every insert). Every object is an `Element`,
        // and an `Element` hashes and compares exactly as a `ManagedObject` (identity: `hash(into:)`,
        // `_rawHashValue(seed:)` and `==` are ManagedObject's and cannot be overridden), so the storage
        // is a valid `Set<Element>` as it is.
        var result = Set<ManagedObject>(minimumCapacity: objects.count)
        for object in objects { result.insert(object) }
        return unsafeBitCast(result, to: Set<Element>.self)
    }
    public var relatedObjects: [ManagedObject] { map { $0 } }
    public static func make(single object: ManagedObject?) -> Set<Element> { make(object.map { [$0] } ?? []) }
    public var relatedObject: ManagedObject? { first }
}

extension Array: RelationshipValue where Element: ManagedObject {
    public typealias Destination = Element
    public static var kind: RelationshipKind { .orderedToMany }
    public static func make(_ objects: [ManagedObject]) -> [Element] {
        objects.map { unsafeDowncast($0, to: Element.self) }
    }
    public var relatedObjects: [ManagedObject] { self }
    public static func make(single object: ManagedObject?) -> [Element] { make(object.map { [$0] } ?? []) }
    public var relatedObject: ManagedObject? { first }
}

/// Declares a relationship of a ``ManagedObject`` subclass, with its inverse kept in sync both ways.
///
/// ```swift
/// final class Company: ManagedObject {
///     @Relationship(inverse: \Employee.company, deleteRule: .cascade) var employees: Set<Employee>
/// }
/// final class Employee: ManagedObject {
///     @Relationship var company: Company?     // inverse linked from Company.employees
/// }
/// ```
/// Declare `inverse:` on **one** side of a pair: the Swift compiler reports "circular reference" when both
/// sides name each other with key paths (SwiftData has the same rule); the other side is linked
/// automatically. To-one relationships are stored as a foreign-key column named after the property;
/// to-many ones are the inverse's foreign keys read back (loaded on first access, "faulted lazily"). An
/// ordered to-many (`[Employee]`) keeps an order column beside the inverse foreign key. A to-many whose
/// inverse is also to-many (`Set` on both sides) is many-to-many, stored in a join table
/// `Z_<Entity>_<relationship>`. Differs from Core Data: every to-many needs an inverse, and ordered
/// many-to-many is not supported.
@propertyWrapper
public struct Relationship<Value: RelationshipValue>: AttributeDeclaring {
    /// The wrapper's initialisation number in its object (see `SlotCounter`), or a probing marker; the
    /// declaration (inverse, delete rule) is handed to the entity while its prototype is made.
    @usableFromInline var slot: Int16

    /// A relationship whose inverse is the property at `inverse` on the destination.
    @inlinable
    public init<Inverse>(inverse: KeyPath<Value.Destination, Inverse>, deleteRule: DeleteRule = .nullify) {
        let (slot, isPrototype) = SlotCounter.nextWrapper()
        self.slot = slot
        if isPrototype {
            SlotCounter.recordOptions(
                .relationship(RelationshipOptions(inverse: inverse, deleteRule: deleteRule)), slot: slot)
        }
    }

    /// A relationship whose inverse, if any, is declared on the other side.
    ///
    /// Swift rejects `inverse:` key paths on both sides of a pair ("circular reference", as in
    /// SwiftData), so declare `inverse:` on one side only; PlumeStore links the other side itself.
    @inlinable
    public init(deleteRule: DeleteRule = .nullify) {
        let (slot, isPrototype) = SlotCounter.nextWrapper()
        self.slot = slot
        if isPrototype {
            SlotCounter.recordOptions(
                .relationship(RelationshipOptions(inverse: nil, deleteRule: deleteRule)), slot: slot)
        }
    }

    /// Not available: the value lives in the object's row, reached through the enclosing instance.
    @available(*, unavailable, message: "@Relationship can only be used on a ManagedObject subclass")
    public var wrappedValue: Value {
        get { fatalError("unavailable") }
        set { fatalError("unavailable") }
    }

    /// Reads and writes the relationship through the enclosing managed object.
    @inlinable
    public static subscript<Object: ManagedObject>(
        _enclosingInstance object: Object,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<Object, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<Object, Relationship<Value>>
    ) -> Value {
        @inline(__always) get {
            let property = object.propertyIndex(object[keyPath: storageKeyPath].slot, storageKeyPath)
            if object.isPrototype { return object.probeRelationship(property: property, wrapped: wrappedKeyPath) }
            let relationship = object.entityStorage.relationship(atProperty: property)
            if Value.kind == .toOne { return Value.make(single: object.toOneTarget(relationship)) }
            return object.toManyValue(relationship, as: Value.self)
        }
        @inline(__always) set {
            let property = object.propertyIndex(object[keyPath: storageKeyPath].slot, storageKeyPath)
            if object.isPrototype { return }
            let relationship = object.entityStorage.relationship(atProperty: property)
            if Value.kind == .toOne {
                object.setToOne(newValue.relatedObject, relationship: relationship)
            } else {
                object.setToMany(newValue.relatedObjects, relationship: relationship)
            }
        }
    }

    func declaration(options declared: WrapperOptions?) -> PropertyDeclaration {
        var options: RelationshipOptions?
        if case .relationship(let recorded)? = declared { options = recorded }
        return .relationship(
            RelationshipDeclaration(
                destinationType: Value.Destination.self, kind: Value.kind,
                deleteRule: options?.deleteRule ?? .nullify, inverse: options?.inverse,
                countAndIsEmptyKeyPaths: toManyKeyPaths(Value.Destination.self, kind: Value.kind)))
    }
    @usableFromInline var probeSlot: Int16 {
        get { slot }
        set { slot = newValue }
    }
}

/// The options of one `@Relationship` declaration (recorded while the entity's prototype is made).
@usableFromInline
final class RelationshipOptions {
    let inverse: AnyKeyPath?
    let deleteRule: DeleteRule

    @usableFromInline
    init(inverse: AnyKeyPath?, deleteRule: DeleteRule) {
        self.inverse = inverse
        self.deleteRule = deleteRule
    }
}

/// What one `@Relationship` declares.
package struct RelationshipDeclaration {
    let destinationType: ManagedObject.Type
    let kind: RelationshipKind
    let deleteRule: DeleteRule
    let inverse: AnyKeyPath?
    /// The key paths of the property's `count` and `isEmpty` (to-many), recognised in predicates.
    let countAndIsEmptyKeyPaths: (AnyKeyPath, AnyKeyPath)?

    package init(
        destinationType: ManagedObject.Type, kind: RelationshipKind, deleteRule: DeleteRule, inverse: AnyKeyPath?,
        countAndIsEmptyKeyPaths: (AnyKeyPath, AnyKeyPath)?
    ) {
        self.destinationType = destinationType
        self.kind = kind
        self.deleteRule = deleteRule
        self.inverse = inverse
        self.countAndIsEmptyKeyPaths = countAndIsEmptyKeyPaths
    }
}

/// `count` and `isEmpty` key paths of a to-many value, so predicates using them can be recognised.
private func toManyKeyPaths<Element: Hashable>(
    _ type: Element.Type, kind: RelationshipKind
) -> (AnyKeyPath, AnyKeyPath)? {
    switch kind {
    case .toOne: return nil
    case .toMany: return (setCount(type), setIsEmpty(type))
    case .orderedToMany: return (arrayCount(type), arrayIsEmpty(type))
    }
}

private func setCount<Element: Hashable>(_ type: Element.Type) -> AnyKeyPath { \Set<Element>.count }
private func setIsEmpty<Element: Hashable>(_ type: Element.Type) -> AnyKeyPath { \Set<Element>.isEmpty }
private func arrayCount<Element>(_ type: Element.Type) -> AnyKeyPath { \[Element].count }
private func arrayIsEmpty<Element>(_ type: Element.Type) -> AnyKeyPath { \[Element].isEmpty }

extension ManagedObject {
    /// A relationship read on a prototype while probing: records it and returns a placeholder (the
    /// destination's prototype for to-one, so key paths can continue through it).
    @usableFromInline
    func probeRelationship<Value: RelationshipValue>(
        property: Int, wrapped: ReferenceWritableKeyPath<some ManagedObject, Value>
    ) -> Value {
        Probe.record(object: self, property: property, wrapped: wrapped)
        if Value.kind == .toOne, let destination = Probe.destinationPrototype(Value.Destination.self) {
            return Value.make(single: destination)
        }
        return Value.make([])
    }
}
