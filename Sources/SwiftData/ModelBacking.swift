import Foundation
import Observation
import PlumeStore

/// The stored data behind one `@Model` object: a PlumeStore object whose entity is described by the
/// model's `schemaMetadata`, so fetching, faulting, saving, uniquing and SQL predicates are PlumeStore's.
///
/// `@Model` gives each model a backing (`_$backingData`) and turns each stored property into accessors
/// that call ``getValue(forKey:)-(KeyPath<Model,Value>)`` and ``setValue(forKey:to:)-(KeyPath<Model,Value>,_)``
/// here. Before the model is inserted into a context its values live in this object; relationships
/// set then are kept aside and connected on `insert` (which inserts the related models too). A
/// relationship between a model in a context and one in none inserts the latter, as SwiftData does.
/// Users never call it directly.
public final class ModelBacking<Model: PersistentModel>: ModelBackingState {
    /// The model object over this data, if one exists.
    var model: Model? { modelObjectIfAny.map { unsafeDowncast($0, to: Model.self) } }
    /// The prototype's model (kept in ``ModelBackingState/extras``: it reads key paths for predicates
    /// and inverses).
    private var prototypeModel: Model? {
        get { extras?.prototypeModel.map { unsafeDowncast($0, to: Model.self) } }
        set { madeExtras.prototypeModel = newValue }
    }

    /// Backing data for a new model, outside any context until inserted.
    public convenience init() {
        self.init(_creation: .unattached(Self.newModelEntity()))
        if PrototypeConstruction.isActive { isPlaceholder = true }
    }

    public required init(_creation creation: ObjectCreation) {
        super.init(_creation: creation)
    }

    /// The entity a new model's data uses: resolved (its columns are known), except while the entity's
    /// own prototype is being made, when the backing is a placeholder that is replaced at once.
    private static func newModelEntity() -> EntityDescription {
        if PrototypeConstruction.isActive { return ManagedObject.entityDescription(for: Self.self) }
        if let entity = LastNewModelEntity.entity(for: Self.self) { return entity }
        do {
            let entity = try ManagedObject.resolvedEntityDescription(for: Self.self)
            LastNewModelEntity.remember(entity, for: Self.self)
            return entity
        } catch {
            preconditionFailure("SwiftData: @Model \(Model.self) cannot be stored: \(error)")
        }
    }

    public override class var _declaredSchema: DeclaredEntitySchema? {
        DeclaredEntitySchema(
            name: String(describing: Model.self), properties: Model.schemaMetadata.map(\.declared),
            infersInverses: true, uniquenessConstraints: Model._$uniquenessConstraints,
            objectLeftContext: { unsafeDowncast($0, to: ModelBackingState.self).contextReleased() },
            objectMerged: { duplicate, survivor in
                // An upsert: the inserted model becomes a second model over the stored row's data.
                guard let model = unsafeDowncast(duplicate, to: ModelBacking<Model>.self).model else { return }
                let survivorBacking = unsafeDowncast(survivor, to: ModelBacking<Model>.self)
                model.persistentBackingData = survivorBacking
                survivorBacking.adopt(model)
            },
            readKeyPath: { prototype, keyPath in
                _ = unsafeDowncast(prototype, to: ModelBacking<Model>.self).prototypeModelObject()[keyPath: keyPath]
            })
    }

    /// The model over this data: the one that exists, or a new one.
    ///
    /// The new model's `_$backingData` starts as this backing (``_initialBacking()`` takes it from
    /// ``BackingHandOff``) rather than as a throwaway backing that `init(backingData:)` replaces: a
    /// fetch makes one model per row, and the throwaway (an entity lookup, an object, a dictionary
    /// for the relationships its initial values set) cost more than the model itself.
    func modelObject() -> Model {
        if let existing = modelObjectIfAny {
            keep(existing)
            return unsafeDowncast(existing, to: Model.self)
        }
        let made = makeModel()
        keep(made)
        return made
    }

    /// A new model over this data, which has none (``modelObject()`` without the look for one).
    private func makeModel() -> Model {
        adopting { Model(backingData: self) }
    }

    /// The backing a `@Model` class's `_$backingData` starts with (its initial value, written by
    /// `@Model`): the backing ``modelObject()`` is making a model over, or else a new one for a model
    /// made by its own initialiser. Users never call it.
    public static func _initialBacking() -> ModelBacking<Model> {
        // `take` checked the class: exactly `ModelBacking<Model>`.
        if let offered = BackingHandOff.take(self) { return unsafeDowncast(offered, to: ModelBacking<Model>.self) }
        return ModelBacking()
    }

    override class var modelTypeName: String { String(describing: Model.self) }

    private func prototypeModelObject() -> Model {
        if let prototypeModel { return prototypeModel }
        let made = PrototypeConstruction.run { Model(backingData: self) }
        prototypeModel = made
        return made
    }

    /// The prototype model of another model type (for key paths that continue through a to-one).
    private static func prototype<Other: PersistentModel>(of type: Other.Type) -> Other {
        let entity = ManagedObject.entityDescription(for: ModelBacking<Other>.self)
        return unsafeDowncast(entity.prototypeObject, to: ModelBacking<Other>.self).prototypeModelObject()
    }

    var persistentIdentifier: PersistentIdentifier {
        let name = String(describing: Model.self)
        if hasPrimaryKey { return PersistentIdentifier(storage: .stored(objectID), entityName: name) }
        return PersistentIdentifier(storage: .temporary(ObjectIdentifier(self)), entityName: name)
    }

    private func index(_ keyPath: AnyKeyPath) -> Int {
        guard let index = declaredPropertyIndex(keyPath) else {
            preconditionFailure("SwiftData: \(keyPath) is not a persistent property of \(Model.self)")
        }
        return index
    }

    // The accessors `@Model` writes call the forms with `property:`, the property's index in
    // `schemaMetadata` (the entity's property index), which the macro knows: a read or write is then an
    // array index, not a key path hashed into a dictionary. The key path is an autoclosure, made only
    // where it is needed (the prototype's probes). The forms without `property:` are SwiftData's
    // `getValue(forKey:)`/`setValue(forKey:to:)` shape and look the index up.

    // MARK: Attributes

    /// Reads an attribute.
    public func getValue<Value: AttributeValue>(forKey keyPath: KeyPath<Model, Value>) -> Value {
        getValue(forKey: keyPath, property: index(keyPath))
    }

    /// Reads the attribute at property index `property` (`@Model`'s accessors).
    public func getValue<Value: AttributeValue>(
        forKey keyPath: @autoclosure () -> KeyPath<Model, Value>, property: Int
    ) -> Value {
        assert(declaredPropertyIndex(keyPath()) == property, "SwiftData: \(keyPath()) is not property \(property)")
        if isPrototypeObject {
            recordProbe(property: property, wrapped: keyPath())
            return Value.placeholderValue
        }
        return declaredAttribute(property, as: Value.self)
    }

    /// Writes an attribute.
    public func setValue<Value: AttributeValue>(forKey keyPath: KeyPath<Model, Value>, to value: Value) {
        setValue(forKey: keyPath, property: index(keyPath), to: value)
    }

    /// Writes the attribute at property index `property` (`@Model`'s accessors).
    public func setValue<Value: AttributeValue>(
        forKey keyPath: @autoclosure () -> KeyPath<Model, Value>, property: Int, to value: Value
    ) {
        if ignoresWrites { return }
        assert(declaredPropertyIndex(keyPath()) == property, "SwiftData: \(keyPath()) is not property \(property)")
        setDeclaredAttribute(value, property)
        modelContext?.modelDidChange()
    }

    // MARK: Relationships

    /// Reads a to-one relationship.
    public func getValue<Related: PersistentModel>(forKey keyPath: KeyPath<Model, Related?>) -> Related? {
        getValue(forKey: keyPath, property: index(keyPath))
    }

    /// Reads the to-one relationship at property index `property` (`@Model`'s accessors).
    public func getValue<Related: PersistentModel>(
        forKey keyPath: @autoclosure () -> KeyPath<Model, Related?>, property: Int
    ) -> Related? {
        assert(declaredPropertyIndex(keyPath()) == property, "SwiftData: \(keyPath()) is not property \(property)")
        if isPrototypeObject {
            recordProbe(property: property, wrapped: keyPath())
            return Self.prototype(of: Related.self)
        }
        if !isInContext {
            return pending?[property]?.models.first.map { unsafeDowncast($0, to: Related.self) }
        }
        return declaredToOne(property).map { related($0, as: Related.self) }
    }

    /// Writes a to-one relationship (its inverse follows).
    public func setValue<Related: PersistentModel>(forKey keyPath: KeyPath<Model, Related?>, to value: Related?) {
        setValue(forKey: keyPath, property: index(keyPath), to: value)
    }

    /// Writes the to-one relationship at property index `property` (`@Model`'s accessors).
    public func setValue<Related: PersistentModel>(
        forKey keyPath: @autoclosure () -> KeyPath<Model, Related?>, property: Int, to value: Related?
    ) {
        if ignoresWrites { return }
        assert(declaredPropertyIndex(keyPath()) == property, "SwiftData: \(keyPath()) is not property \(property)")
        // The work is ModelBackingState's, compiled once: here, unspecialised for `Related`, it looked up
        // `Optional<Related>`'s type metadata on every write.
        if let value {
            setToOne(value, backing: value.persistentBackingData, property)
        } else {
            setToOne(nil, backing: nil, property)
        }
    }

    /// Reads a to-many relationship (in no particular order, as SwiftData's).
    public func getValue<Related: PersistentModel>(forKey keyPath: KeyPath<Model, [Related]>) -> [Related] {
        getValue(forKey: keyPath, property: index(keyPath))
    }

    /// Reads the to-many relationship at property index `property` (`@Model`'s accessors).
    public func getValue<Related: PersistentModel>(
        forKey keyPath: @autoclosure () -> KeyPath<Model, [Related]>, property: Int
    ) -> [Related] {
        assert(declaredPropertyIndex(keyPath()) == property, "SwiftData: \(keyPath()) is not property \(property)")
        if isPrototypeObject {
            recordProbe(property: property, wrapped: keyPath())
            return []
        }
        return toManyMembers(property, as: Related.self)
    }

    /// The members of the to-many relationship at `property`: the pending ones before the object is
    /// in a context, the stored ones after. Shared by the plain and the optional-array accessors.
    func toManyMembers<Related: PersistentModel>(_ property: Int, as type: Related.Type) -> [Related] {
        if !isInContext {
            return (pending?[property]?.models ?? []).map { unsafeDowncast($0, to: Related.self) }
        }
        let members = declaredToMany(property)
        if let contextLink {
            // The members' models made in the fetch's non-generic loop (each member gets this backing's
            // link when it has no live context, as ``related(_:as:)`` gives it); every element is a
            // `Related`, so the array is reinterpreted, as a fetch's is.
            let models = ModelBackingState.fetchedModels(
                members, link: contextLink, makeModel: { Related(backingData: $0) },
                modelObject: { unsafeDowncast($0, to: ModelBacking<Related>.self).modelObject() })
            return unsafeBitCast(models, to: [Related].self)
        }
        // Written in place rather than with `map` or `append`: this generic function is not specialised
        // for the model, and their unspecialised collection calls cost more than making the models.
        return [Related](unsafeUninitializedCapacity: members.count) { models, count in
            for member in members {
                (models.baseAddress! + count).initialize(to: related(member, as: Related.self))
                count += 1
            }
        }
    }

    /// Writes a to-many relationship (each member's inverse follows).
    public func setValue<Related: PersistentModel>(forKey keyPath: KeyPath<Model, [Related]>, to value: [Related]) {
        setValue(forKey: keyPath, property: index(keyPath), to: value)
    }

    /// Writes the to-many relationship at property index `property` (`@Model`'s accessors).
    public func setValue<Related: PersistentModel>(
        forKey keyPath: @autoclosure () -> KeyPath<Model, [Related]>, property: Int, to value: [Related]
    ) {
        if ignoresWrites { return }
        assert(declaredPropertyIndex(keyPath()) == property, "SwiftData: \(keyPath()) is not property \(property)")
        setToManyMembers(value, property)
    }

    /// Makes `members` the to-many relationship at `property` (pending until the object is in a
    /// context). Shared by the plain and the optional-array accessors.
    func setToManyMembers<Related: PersistentModel>(_ members: [Related], _ property: Int) {
        connect(members)
        guard isInContext else {
            setPending(members, isToOne: false, property)
            return
        }
        setDeclaredToMany(members.map { $0.persistentBackingData }, property)
        modelContext?.modelDidChange()
    }

    func related<Related: PersistentModel>(_ object: ManagedObject, as type: Related.Type) -> Related {
        let backing = unsafeDowncast(object, to: ModelBacking<Related>.self)
        if !backing.hasModelContext { backing.contextLink = contextLink }
        return backing.modelObject()
    }

    /// Puts this backing and the related models' in one context when one of them has a context.
    func connect<Related: PersistentModel>(_ models: [Related]) {
        for model in models { model.persistentBackingData.adopt(model) }
        if let modelContext {
            for model in models where !model.persistentBackingData.hasModelContext {
                modelContext.attach(model.persistentBackingData)
            }
        } else if let other = models.lazy.compactMap({ $0.persistentBackingData.modelContext }).first {
            other.attach(self)
            connect(models)
        }
    }
}

extension PersistentModel {
    /// The backing as a store object.
    var _backingObject: ManagedObject { persistentBackingData }

    /// Inserts the model's backing into `context` (nothing without one).
    func _attach(to context: ModelContext?) {
        guard let context else {
            persistentBackingData.adopt(self)
            return
        }
        let backing = persistentBackingData
        backing.keepInContext(self)
        context.attach(backing)
    }
}
