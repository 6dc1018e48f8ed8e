import Foundation

/// Declares a stored attribute of a ``ManagedObject`` subclass; the column is named after the property.
///
/// ```swift
/// final class Company: ManagedObject {
///     @Attribute var id: UUID
///     @Attribute var title: String
///     @Attribute var owner: String?
///     @Attribute(indexed: true) var founded: Date = .now        // a default for new objects
///     @Attribute(renamedFrom: "headcount") var size: Int = 0   // lightweight rename migration
///     @Attribute(unique: true) var code: String = ""
/// }
/// ```
/// Reading the property fires the object's fault (loads its row) and converts the cached stored value;
/// writing records the change in the object's context (for `hasChanges`, `save()`, undo). Differs from
/// Core Data: the model is declared in Swift instead of an `.xcdatamodeld`; a default given with `=` is
/// the attribute's default value in the model.
@propertyWrapper
public struct Attribute<Value: AttributeValue>: AttributeDeclaring {
    /// The wrapper's initialisation number in its object (see `SlotCounter`), or a probing marker. The
    /// wrapper's only stored value: the declaration's options are handed to the entity while its
    /// prototype is made (``SlotCounter/recordOptions(_:slot:)``), so every object is two bytes a
    /// property bigger, not sixteen.
    @usableFromInline var slot: Int16

    /// An attribute without a default value (optional attributes start as `nil`).
    @inlinable
    public init(renamedFrom: String? = nil, indexed: Bool = false, unique: Bool = false) {
        let (slot, isPrototype) = SlotCounter.nextWrapper()
        self.slot = slot
        if isPrototype {
            SlotCounter.recordOptions(
                .attribute(
                    AttributeOptions(defaultValue: nil, renamedFrom: renamedFrom, isIndexed: indexed, isUnique: unique)),
                slot: slot)
        }
    }

    /// An attribute whose new objects start with `wrappedValue`.
    @inlinable
    public init(wrappedValue: Value, renamedFrom: String? = nil, indexed: Bool = false, unique: Bool = false) {
        let (slot, isPrototype) = SlotCounter.nextWrapper()
        self.slot = slot
        if isPrototype {
            SlotCounter.recordOptions(
                .attribute(
                    AttributeOptions(
                        defaultValue: wrappedValue.storedValue, renamedFrom: renamedFrom, isIndexed: indexed,
                        isUnique: unique)),
                slot: slot)
        }
    }

    /// Not available: the value lives in the object's row, reached through the enclosing instance.
    @available(*, unavailable, message: "@Attribute can only be used on a ManagedObject subclass")
    public var wrappedValue: Value {
        get { fatalError("unavailable") }
        set { fatalError("unavailable") }
    }

    /// Reads and writes the attribute through the enclosing managed object (how Swift calls the wrapper).
    @inlinable
    public static subscript<Object: ManagedObject>(
        _enclosingInstance object: Object,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<Object, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<Object, Attribute<Value>>
    ) -> Value {
        @inline(__always) get {
            let property = object.propertyIndex(object[keyPath: storageKeyPath].slot, storageKeyPath)
            if object.isPrototype {
                object.recordProbe(property: property, wrapped: wrappedKeyPath)
                return Value.placeholderValue
            }
            let stored = object.storedValue(attribute: property)
            if let value = Value(storedValue: stored) { return value }
            return object.defaultOrPlaceholder(attribute: property, as: Value.self)
        }
        @inline(__always) set {
            let property = object.propertyIndex(object[keyPath: storageKeyPath].slot, storageKeyPath)
            if object.isPrototype { return }
            object.setStoredValue(newValue.storedValue, attribute: property)
        }
    }

    func declaration(options declared: WrapperOptions?) -> PropertyDeclaration {
        var options: AttributeOptions?
        if case .attribute(let recorded)? = declared { options = recorded }
        return .attribute(
            AttributeDeclaration(
                valueType: Value.self, storageType: Value.storageType, isOptional: Value.isOptionalType,
                defaultValue: options?.defaultValue, renamedFrom: options?.renamedFrom,
                isIndexed: options?.isIndexed ?? false, isUnique: options?.isUnique ?? false))
    }
    @usableFromInline var probeSlot: Int16 {
        get { slot }
        set { slot = newValue }
    }
}

/// The options of one `@Attribute` declaration (recorded while the entity's prototype is made).
@usableFromInline
final class AttributeOptions {
    let defaultValue: SQLValue?
    let renamedFrom: String?
    let isIndexed: Bool
    let isUnique: Bool

    @usableFromInline
    init(defaultValue: SQLValue?, renamedFrom: String?, isIndexed: Bool, isUnique: Bool) {
        self.defaultValue = defaultValue
        self.renamedFrom = renamedFrom
        self.isIndexed = isIndexed
        self.isUnique = isUnique
    }
}

extension ManagedObject {
    /// The value read when the stored value does not convert: the model's default, else the placeholder.
    @usableFromInline
    func defaultOrPlaceholder<Value: AttributeValue>(attribute property: Int, as type: Value.Type) -> Value {
        let column = entity.propertyColumns[property]
        if column < entity.attributes.count, let stored = entity.attributes[column].defaultValue,
            let value = Value(storedValue: stored)
        {
            return value
        }
        return Value.placeholderValue
    }
}

/// Which kind of stored property a wrapper (or a ``DeclaredEntitySchema``) declares.
package enum PropertyDeclaration {
    case attribute(AttributeDeclaration)
    case relationship(RelationshipDeclaration)
}

/// What one `@Attribute` declares.
package struct AttributeDeclaration {
    let valueType: Any.Type
    let storageType: AttributeStorageType
    let isOptional: Bool
    let defaultValue: SQLValue?
    let renamedFrom: String?
    let isIndexed: Bool
    let isUnique: Bool

    package init<Value: AttributeValue>(
        _ type: Value.Type, defaultValue: Value?, renamedFrom: String?, isIndexed: Bool, isUnique: Bool
    ) {
        self.init(
            valueType: type, storageType: type.storageType, isOptional: type.isOptionalType,
            defaultValue: defaultValue?.storedValue, renamedFrom: renamedFrom, isIndexed: isIndexed,
            isUnique: isUnique)
    }

    init(
        valueType: Any.Type, storageType: AttributeStorageType, isOptional: Bool, defaultValue: SQLValue?,
        renamedFrom: String?, isIndexed: Bool, isUnique: Bool
    ) {
        self.valueType = valueType
        self.storageType = storageType
        self.isOptional = isOptional
        self.defaultValue = defaultValue
        self.renamedFrom = renamedFrom
        self.isIndexed = isIndexed
        self.isUnique = isUnique
    }
}

/// Implemented by both wrappers so that entity discovery can read them from `Mirror` children.
protocol AttributeDeclaring: SlotHolding {
    /// The declaration, given the options the prototype's wrapper recorded (``SlotCounter/recordOptions(_:slot:)``).
    func declaration(options: WrapperOptions?) -> PropertyDeclaration
}

/// A wrapper that caches its property index (`slot`) and can be marked while probing.
@usableFromInline
protocol SlotHolding {
    var probeSlot: Int16 { get set }
}

extension ManagedObject {
    /// The property index of a wrapper whose slot (initialisation number, see `SlotCounter`) is `slot`.
    @inlinable
    func propertyIndex<Object: ManagedObject, Wrapper: SlotHolding>(
        _ slot: Int16, _ storage: ReferenceWritableKeyPath<Object, Wrapper>
    ) -> Int {
        let map = entityStorage.propertyOfSlot
        if slot >= 0, Int(slot) < map.count { return map[Int(slot)] }
        return resolveSlot(storage)
    }

    /// Finds the property index of the wrapper at `storage` (objects created outside `SlotCounter`) and
    /// writes the property's slot into the wrapper so later accesses are direct.
    @usableFromInline
    func resolveSlot<Object: ManagedObject, Wrapper: SlotHolding>(
        _ storage: ReferenceWritableKeyPath<Object, Wrapper>
    ) -> Int {
        let object = unsafeDowncast(self, to: Object.self)
        let index = entity.propertyIndex(forStorage: storage) { prototype, marker in
            (prototype as! Object)[keyPath: storage].probeSlot = marker
        }
        if !isPrototype, index < entity.slotOfProperty.count {
            object[keyPath: storage].probeSlot = entity.slotOfProperty[index]
        }
        return index
    }

    /// Records a wrapper read on a prototype (see `Probe`).
    @usableFromInline
    package func recordProbe(property: Int, wrapped: AnyKeyPath) {
        Probe.record(object: self, property: property, wrapped: wrapped)
    }
}
