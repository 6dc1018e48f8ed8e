import Foundation
import PlumeStore

#if canImport(Glibc)
    import Glibc
#endif

/// The stored data behind one `@Model` object: a PlumeStore object whose entity is described by the
/// model's `schemaMetadata`, so fetching, faulting, saving, uniquing and SQL predicates are PlumeStore's.
///
/// `@Model` gives each model a backing (`_$backingData`) and turns each stored property into accessors
/// that call ``getValue(forKey:)-(KeyPath<Model,Value>)`` and ``setValue(forKey:to:)-(KeyPath<Model,Value>,_)``
/// here. Before the model is inserted into a context its values live in this object; relationships
/// set then are kept aside and connected on `insert` (which inserts the related models too). A
/// relationship between a model in a context and one in none inserts the latter, as SwiftData does.
/// Users never call it directly.
public final class ModelBacking<Model: PersistentModel>: ManagedObject {
    /// The model object over this data, while someone holds it.
    weak var model: Model?
    /// The prototype's model (kept: it reads key paths for predicates and inverses).
    private var prototypeModel: Model?
    /// The context the backing was inserted into or fetched from.
    weak var modelContext: ModelContext?
    /// Relationships set before the backing had a context: property index → related models.
    private var pending: [Int: (isToOne: Bool, models: [any PersistentModel])] = [:]

    /// Backing data for a new model, outside any context until inserted.
    public convenience init() {
        self.init(_creation: .unattached(Self.newModelEntity()))
    }

    public required init(_creation creation: ObjectCreation) {
        super.init(_creation: creation)
    }

    /// The entity a new model's data uses: resolved (its columns are known), except while the entity's
    /// own prototype is being made, when the backing is a placeholder that is replaced at once.
    private static func newModelEntity() -> EntityDescription {
        if PrototypeConstruction.isActive { return ManagedObject.entityDescription(for: Self.self) }
        do {
            return try ManagedObject.resolvedEntityDescription(for: Self.self)
        } catch {
            preconditionFailure("SwiftData: @Model \(Model.self) cannot be stored: \(error)")
        }
    }

    public override class var _declaredSchema: DeclaredEntitySchema? {
        DeclaredEntitySchema(
            name: String(describing: Model.self), properties: Model.schemaMetadata.map(\.declared),
            infersInverses: true
        ) { prototype, keyPath in
            _ = unsafeDowncast(prototype, to: ModelBacking<Model>.self).prototypeModelObject()[keyPath: keyPath]
        }
    }

    /// The model over this data: the one that exists, or a new one.
    func modelObject() -> Model {
        if let model { return model }
        let made = Model(backingData: self)
        model = made
        return made
    }

    /// Records `model` as the model over this data (models made by their own initialisers).
    func adopt(_ model: Model) {
        if self.model == nil { self.model = model }
    }

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

    // MARK: Attributes

    /// Reads an attribute.
    public func getValue<Value: AttributeValue>(forKey keyPath: KeyPath<Model, Value>) -> Value {
        let property = index(keyPath)
        if isPrototypeObject {
            recordProbe(property: property, wrapped: keyPath)
            return Value.placeholderValue
        }
        return declaredAttribute(property, as: Value.self)
    }

    /// Writes an attribute.
    public func setValue<Value: AttributeValue>(forKey keyPath: KeyPath<Model, Value>, to value: Value) {
        if isPrototypeObject || PrototypeConstruction.isActive { return }
        setDeclaredAttribute(value, index(keyPath))
        modelContext?.modelDidChange()
    }

    // MARK: Relationships

    /// Reads a to-one relationship.
    public func getValue<Related: PersistentModel>(forKey keyPath: KeyPath<Model, Related?>) -> Related? {
        let property = index(keyPath)
        if isPrototypeObject {
            recordProbe(property: property, wrapped: keyPath)
            return Self.prototype(of: Related.self)
        }
        if managedObjectContext == nil {
            return pending[property]?.models.first.map { unsafeDowncast($0, to: Related.self) }
        }
        return declaredToOne(property).map { related($0, as: Related.self) }
    }

    /// Writes a to-one relationship (its inverse follows).
    public func setValue<Related: PersistentModel>(forKey keyPath: KeyPath<Model, Related?>, to value: Related?) {
        if isPrototypeObject || PrototypeConstruction.isActive { return }
        let property = index(keyPath)
        if let value { connect(value) }
        guard managedObjectContext != nil else {
            pending[property] = (true, value.map { [$0] } ?? [])
            return
        }
        setDeclaredToOne(value?.persistentBackingData, property)
        modelContext?.modelDidChange()
    }

    /// Reads a to-many relationship (in no particular order, as SwiftData's).
    public func getValue<Related: PersistentModel>(forKey keyPath: KeyPath<Model, [Related]>) -> [Related] {
        let property = index(keyPath)
        if isPrototypeObject {
            recordProbe(property: property, wrapped: keyPath)
            return []
        }
        if managedObjectContext == nil {
            return (pending[property]?.models ?? []).map { unsafeDowncast($0, to: Related.self) }
        }
        return declaredToMany(property).map { related($0, as: Related.self) }
    }

    /// Writes a to-many relationship (each member's inverse follows).
    public func setValue<Related: PersistentModel>(forKey keyPath: KeyPath<Model, [Related]>, to value: [Related]) {
        if isPrototypeObject || PrototypeConstruction.isActive { return }
        let property = index(keyPath)
        connect(value)
        guard managedObjectContext != nil else {
            pending[property] = (false, value)
            return
        }
        setDeclaredToMany(value.map { $0.persistentBackingData }, property)
        modelContext?.modelDidChange()
    }

    private func related<Related: PersistentModel>(_ object: ManagedObject, as type: Related.Type) -> Related {
        let backing = unsafeDowncast(object, to: ModelBacking<Related>.self)
        if backing.modelContext == nil { backing.modelContext = modelContext }
        return backing.modelObject()
    }

    /// Puts this backing and the related models' in one context when one of them has a context.
    private func connect<Related: PersistentModel>(_ models: [Related]) {
        for model in models { model.persistentBackingData.adopt(model) }
        if let modelContext {
            for model in models where model.persistentBackingData.modelContext == nil {
                modelContext.attach(model.persistentBackingData)
            }
        } else if let other = models.lazy.compactMap({ $0.persistentBackingData.modelContext }).first {
            other.attach(self)
            connect(models)
        }
    }

    /// ``connect(_:)-([Related])`` for one model, without making an array (a to-one is set once per
    /// model inserted with a relationship).
    private func connect<Related: PersistentModel>(_ model: Related) {
        let backing = model.persistentBackingData
        backing.adopt(model)
        if let modelContext {
            if backing.modelContext == nil { modelContext.attach(backing) }
        } else if let other = backing.modelContext {
            other.attach(self)
            connect(model)
        }
    }

    /// Connects the relationships set before the backing had a context (called by `ModelContext`
    /// right after inserting it).
    func connectPending() {
        let waiting = pending
        pending = [:]
        for (property, relationship) in waiting.sorted(by: { $0.key < $1.key }) {
            for model in relationship.models { model._attach(to: modelContext) }
            let backings = relationship.models.map { $0._backingObject }
            if relationship.isToOne {
                setDeclaredToOne(backings.first, property)
            } else {
                setDeclaredToMany(backings, property)
            }
        }
    }
}

extension PersistentModel {
    /// The backing as a store object.
    var _backingObject: ManagedObject { persistentBackingData }

    /// Inserts the model's backing into `context` (nothing without one).
    func _attach(to context: ModelContext?) {
        persistentBackingData.adopt(self)
        context?.attach(persistentBackingData)
    }
}

/// Marks, per thread, that a model's prototype is being made: the placeholder backing its initialiser
/// makes (replaced at once by the prototype's) neither resolves the entity nor stores anything.
///
/// Asked on every model read, write and initialisation, so it is a POSIX thread-specific value (a few
/// nanoseconds), not an entry of `Thread.current.threadDictionary` (which boxed the key and looked it
/// up in a dictionary: 8% of the SwiftData insert and fetch figures).
enum PrototypeConstruction {
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key, nil)
        precondition(status == 0, "SwiftData: no thread-specific key left (pthread_key_create: \(status))")
        return key
    }()

    static var isActive: Bool { pthread_getspecific(key) != nil }

    static func run<T>(_ body: () -> T) -> T {
        let previous = pthread_getspecific(key)
        pthread_setspecific(key, UnsafeRawPointer(bitPattern: 1))
        defer { pthread_setspecific(key, previous) }
        return body()
    }
}
