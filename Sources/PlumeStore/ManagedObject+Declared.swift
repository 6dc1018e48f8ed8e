import Foundation

// Property access by index for classes with a ``DeclaredEntitySchema`` (SwiftData's models), which have
// no wrappers to go through. Same semantics as the wrappers: reads fire the fault, writes record the
// change (and undo) in the context, relationships keep their inverse in sync.
extension ManagedObject {
    /// Whether this is the entity's prototype, on which reads record themselves instead of loading.
    @inlinable package var isPrototypeObject: Bool { isPrototype }

    /// Whether the object is in a context: ``managedObjectContext`` `!= nil` without retaining the
    /// context (a context that other objects reference weakly counts its references slowly, and model
    /// reads and writes ask this on every access).
    /// Inlined into SwiftData: a load, where the call cost more than the answer.
    @inlinable package var isInContext: Bool { contextReference != nil }

    /// Whether the object belongs to `context`, compared without retaining either context.
    package func belongs(to context: ManagedObjectContext) -> Bool {
        contextReference?.toOpaque() == Unmanaged.passUnretained(context).toOpaque()
    }

    /// The property index of `keyPath` in a declared entity, or `nil` when it is not a declared property.
    package func declaredPropertyIndex(_ keyPath: AnyKeyPath) -> Int? {
        entityStorage.declaredPropertyIndexes[keyPath]
    }

    /// The value of the attribute at property index `property` (the model's default, else the type's
    /// placeholder, when the stored value does not convert).
    package func declaredAttribute<Value: AttributeValue>(_ property: Int, as type: Value.Type) -> Value {
        if let value = Value(storedValue: storedValue(attribute: property)) { return value }
        return defaultOrPlaceholder(attribute: property, as: Value.self)
    }

    /// Writes the attribute at property index `property`.
    package func setDeclaredAttribute<Value: AttributeValue>(_ value: Value, _ property: Int) {
        setStoredValue(value.storedValue, attribute: property)
    }

    /// The object the to-one relationship at `property` points at.
    package func declaredToOne(_ property: Int) -> ManagedObject? {
        toOneTarget(entityStorage.relationship(atProperty: property))
    }

    /// Points the to-one relationship at `property` at `target`, updating its inverse.
    package func setDeclaredToOne(_ target: ManagedObject?, _ property: Int) {
        setToOne(target, relationship: entityStorage.relationship(atProperty: property))
    }

    /// The members of the to-many relationship at `property` (loaded on first access).
    package func declaredToMany(_ property: Int) -> [ManagedObject] {
        toManyCache(entityStorage.relationship(atProperty: property)).members
    }

    /// Replaces the members of the to-many relationship at `property`, updating each inverse.
    package func setDeclaredToMany(_ objects: [ManagedObject], _ property: Int) {
        setToMany(objects, relationship: entityStorage.relationship(atProperty: property))
    }
}
