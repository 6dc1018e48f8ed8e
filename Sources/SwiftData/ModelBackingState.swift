import Foundation
import Observation
import PlumeStore

/// What a ``ModelBacking`` keeps besides the stored row, in a class that is not generic: the model
/// object over the data, the context it was inserted into or fetched from, the observation registrar
/// and the flags that make writes ignored.
///
/// Contract: used by ``ModelBacking`` (and, through it, by `@Model`'s accessors) on the context's
/// queue. Its code is compiled once, not per model type: `ModelBacking`'s own code is not specialised
/// for the model, so state kept there costs a run-time type lookup on each access (a third of a
/// model write's cost before this split). It touches its own properties, and, to connect
/// relationships, the related backings and the context (``ModelContext/attach(_:)``). Its stored
/// properties skip run-time exclusivity tracking: the backing is confined to its context's queue.
public class ModelBackingState: ManagedObject {
    // The flags first: they fill the last word of ManagedObject's fields. A fetch makes a backing per
    // row, so every word is memory written per row: what a fetched backing never needs is in `extras`.
    /// Set while a model is made over this data: the model's property initial values (run by every
    /// initialiser, `init(backingData:)` too) must not overwrite the stored values.
    @exclusivity(unchecked) @usableFromInline var isBeingAdopted = false
    /// A placeholder backing made while a model's prototype is made (replaced at once): it stores
    /// nothing.
    @exclusivity(unchecked) var isPlaceholder = false
    /// The model object over this data while the backing is in a context: kept, as the context keeps
    /// its objects (Core Data's registered objects), so a fetched or inserted model stays the one
    /// model over its row and is not made again. Let go when the backing leaves its context
    /// (``contextReleased()``), which breaks the model ↔ backing cycle.
    @exclusivity(unchecked) private var contextModel: AnyObject?
    /// The link to the context the backing was inserted into or fetched from (see ``modelContext``).
    @exclusivity(unchecked) var contextLink: ModelContextLink?
    /// What few backings need (a model in no context, the registrar, pending relationships, the
    /// prototype's model), made on first use.
    @exclusivity(unchecked) var extras: ModelBackingExtras?

    /// ``extras``, made if needed.
    var madeExtras: ModelBackingExtras {
        if let extras { return extras }
        let made = ModelBackingExtras()
        extras = made
        return made
    }

    /// The model over data that is in no context, while someone holds it (a new model before
    /// `insert`), held weakly in ``extras``.
    private var looseModel: AnyObject? {
        get { extras?.looseModel }
        set {
            guard newValue != nil || extras != nil else { return }
            madeExtras.looseModel = newValue
        }
    }
    /// Whether ``looseModel`` was set (reading a weak reference costs a call into the runtime).
    private var hasLooseModel: Bool { extras?.hasLooseModel ?? false }
    /// Made on first read (see ``observationRegistrar``).
    private var registrarBox: RegistrarBox? { extras?.registrarBox }
    /// Whether a model is being made over this data (``isBeingAdopted``), when the property initial
    /// values every initialiser runs are not stored: `@Model`'s init accessors ask this before they call
    /// `setValue`, so a fetched model with default values (or an optional property, whose initial
    /// value is an implicit `nil`) makes no call per property. Inlined into the model's module: a
    /// load. Users never call it.
    @inlinable public final var _isAdoptingStoredValues: Bool { isBeingAdopted }
    /// Relationships set before the backing had a context: property index → related models (`nil`
    /// while there are none, as for every fetched backing: no dictionary to make).
    var pending: [Int: (isToOne: Bool, models: [any PersistentModel])]? {
        get { extras?.pending }
        set {
            guard newValue != nil || extras != nil else { return }
            madeExtras.pending = newValue
        }
    }

    public required init(_creation creation: ObjectCreation) {
        super.init(_creation: creation)
    }

    /// The registrar that the model's property reads and writes report to (`@Model`'s `access` and
    /// `withMutation`), made on the first read: a fetch makes a model per row, and a model nobody
    /// reads needs none (writes to it skip the registrar, see ``withMutation(of:keyPath:_:)``). Kept with the data, so it outlives a model object made again over
    /// the same row.
    public var observationRegistrar: ObservationRegistrar {
        if let registrarBox { return registrarBox.registrar }
        let made = RegistrarBox()
        madeExtras.registrarBox = made
        return made.registrar
    }

    /// Runs `mutation` (a write through the model's accessors, `@Model`'s `withMutation`), telling the
    /// registrar before and after it when the registrar exists.
    ///
    /// A model whose registrar was never made has had no property read through its accessors, so no
    /// observation (`withObservationTracking`, a view's body) can be watching it: there is nobody to
    /// tell, and the write skips the registrar's bookkeeping (a look-up of the key path's observers
    /// before and after the write) and does not make a registrar. Observation's semantics are exact:
    /// every observer is registered through `access`, which makes the registrar first.
    public func withMutation<Subject: Observable, Member, Result>(
        of subject: Subject, keyPath: KeyPath<Subject, Member>, _ mutation: () throws -> Result
    ) rethrows -> Result {
        guard let registrarBox else { return try mutation() }
        return try registrarBox.registrar.withMutation(of: subject, keyPath: keyPath, mutation)
    }

    /// Whether no registrar was made (no property of this data was read through a model, so no
    /// observer can be registered): `@Model`'s setters then write without ``withMutation(of:keyPath:_:)``,
    /// which would run the write at once anyway, and without making the key path and closure it takes.
    /// Users never call it.
    public final var _isUnobserved: Bool { registrarBox == nil }

    /// The model object over this data, if one exists.
    var modelObjectIfAny: AnyObject? {
        if let contextModel { return contextModel }
        guard hasLooseModel else { return nil }
        return looseModel
    }

    /// The context the backing was inserted into or fetched from; `nil` once that context is freed.
    ///
    /// Held through the context's ``ModelContextLink`` rather than as a weak reference: a weak
    /// reference gives the context a side table, after which every retain and release of it takes
    /// the runtime's slow path, and a weak load retains; model writes and fetches ask for it per model.
    var modelContext: ModelContext? {
        get { contextLink?.context?.takeUnretainedValue() }
        set { contextLink = newValue?.link }
    }

    /// Whether the backing has a live context (``modelContext`` `!= nil`, without retaining it).
    var hasModelContext: Bool { contextLink?.context != nil }

    /// Whether the model is kept for the context.
    var keepsModel: Bool { contextModel != nil }

    /// Records `model` as the model over this data (models made by their own initialisers).
    func adopt(_ model: AnyObject) {
        if contextModel == nil { keep(model) }
    }

    /// Runs `makeModel` (a model's `init(backingData: self)`) while a model is made over this data:
    /// its property initial values are not stored (``isBeingAdopted``) and its `_$backingData` starts
    /// as this backing (``BackingHandOff``).
    @inline(__always)
    func adopting<Made>(_ makeModel: () -> Made) -> Made {
        isBeingAdopted = true
        BackingHandOff.offer(self)
        let made = makeModel()
        BackingHandOff.clear()
        isBeingAdopted = false
        return made
    }

    /// The models over the backings a fetch of a `ModelContext` returned (`objects`), in order: each
    /// backing's model, made by `makeModel` (the model type's `init(backingData:)`) for a backing in
    /// its context that has none, else found or made by `modelObject` (``ModelBacking/modelObject()``).
    /// Each backing without a live context gets `link`'s.
    ///
    /// Compiled once, not per model type: a generic loop over the objects, unspecialised for the
    /// model as SwiftData's code is, retained and released each backing and model several times more
    /// than making the model costs. The result holds the models as `AnyObject`s, for the caller to
    /// reinterpret as an array of its model type.
    /// Each backing is read through an unretained reference (the array holds it for the whole loop),
    /// and the loop is not inlined into the generic caller, where it was compiled with a retain and a
    /// release more per reference it touched.
    @inline(never)
    static func fetchedModels(
        _ objects: [ManagedObject], link: ModelContextLink, makeModel: (ModelBackingState) -> AnyObject,
        modelObject: (ModelBackingState) -> AnyObject
    ) -> [AnyObject] {
        objects.withUnsafeBufferPointer { objects in
            [AnyObject](unsafeUninitializedCapacity: objects.count) { models, count in
                for index in objects.indices {
                    let model = Unmanaged.passUnretained(objects[index])._withUnsafeGuaranteedRef { object in
                        let backing = unsafeDowncast(object, to: ModelBackingState.self)
                        return backing.fetchedModel(link: link, makeModel: makeModel, modelObject: modelObject)
                    }
                    (models.baseAddress! + count).initialize(to: model)
                    count += 1
                }
            }
        }
    }

    /// This backing's model for ``fetchedModels(_:link:makeModel:modelObject:)``.
    @inline(__always)
    private func fetchedModel(
        link: ModelContextLink, makeModel: (ModelBackingState) -> AnyObject,
        modelObject: (ModelBackingState) -> AnyObject
    ) -> AnyObject {
        // A fetched backing has no link yet: asked first, without loading the link it does not have.
        if contextLink == nil || !hasModelContext { contextLink = link }
        if let contextModel { return contextModel }
        guard isInContext && extras == nil else { return modelObject(self) }
        // No model over it (none kept, no loose one): make it and keep it for the context.
        let model = adopting { makeModel(self) }
        contextModel = model
        return model
    }

    /// The name of the model type, for messages.
    class var modelTypeName: String { "model" }

    /// Whether a write through the model's accessors is to be ignored: on the prototype, on a
    /// placeholder, and while a model is made over this data.
    var ignoresWrites: Bool { isPrototypeObject || isBeingAdopted || isPlaceholder }

    /// Records `model` as the model over this data: kept while the backing is in a context, else
    /// weakly. Inlined: a fetch calls it for every model it makes.
    @inline(__always)
    func keep(_ model: AnyObject) {
        if isInContext {
            if contextModel == nil { contextModel = model }
            if hasLooseModel { looseModel = nil }
        } else if !hasLooseModel || looseModel !== model {
            looseModel = model
        }
    }

    /// Records `model` as the model over this data, which is in a context or being inserted into one
    /// (kept from now on, without the weak reference a model in no context has).
    func keepInContext(_ model: AnyObject) {
        if contextModel == nil { contextModel = model }
    }

    /// The backing left its context (``DeclaredEntitySchema/objectLeftContext``): the model is no
    /// longer kept for it.
    func contextReleased() {
        contextModel = nil
    }

    // MARK: Relationships (the non-generic part of ModelBacking's accessors)

    /// Points the to-one relationship at `property` at `model` (whose backing is `backing`), connecting
    /// the two contexts first (``connect(_:_:)``); kept aside while this backing has no context.
    func setToOne(_ model: (any PersistentModel)?, backing: ModelBackingState?, _ property: Int) {
        // `nil` on a backing in no context that has no relationship set yet (every initialiser stores
        // a to-one property's `nil` initial value) changes nothing: no pending entry to clear.
        if model == nil, !isInContext, extras?.pending == nil { return }
        if let model, let backing { connect(model, backing) }
        guard isInContext else {
            setPending(model.map { [$0] } ?? [], isToOne: true, property)
            return
        }
        setDeclaredToOne(backing, property)
        modelContext?.modelDidChange()
    }

    /// Puts this backing and `model`'s (`backing`) in one context when one of them has a context.
    func connect(_ model: any PersistentModel, _ backing: ModelBackingState) {
        backing.adopt(model)
        if let modelContext {
            if !backing.hasModelContext { modelContext.attach(backing) }
        } else if let other = backing.modelContext {
            other.attach(self)
            connect(model, backing)
        }
    }

    /// Keeps a relationship set before the backing had a context. No models is no entry: a backing
    /// without a context has no relationships yet, so a property's `nil` or `[]` initial value (set by
    /// every initialiser) records nothing.
    func setPending(_ models: [any PersistentModel], isToOne: Bool, _ property: Int) {
        if models.isEmpty {
            pending?[property] = nil
        } else {
            pending = pending ?? [:]
            pending![property] = (isToOne, models)
        }
    }

    /// Connects the relationships set before the backing had a context (called by `ModelContext`
    /// right after inserting it).
    func connectPending() {
        guard let waiting = pending, !waiting.isEmpty else { return }
        pending = nil
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

/// The observation registrar of one backing (``ModelBackingState/observationRegistrar``), boxed so
/// that the backing holds a plain optional reference.
final class RegistrarBox {
    let registrar = ObservationRegistrar()
}

/// What a ``ModelBackingState`` rarely needs, kept aside so that a fetched backing (one per row) is
/// smaller: made on the first read through the model (its registrar), for a model in no context, for
/// relationships set before the backing had one, and for the prototype's model.
///
/// Contract: owned by one backing and used on its queue only; it holds the loose model weakly, the rest
/// strongly, and touches nothing else.
final class ModelBackingExtras {
    /// The model over data in no context, while someone holds it. A weak reference gives the model a
    /// side table, so only these use one.
    weak var looseModel: AnyObject? {
        didSet { hasLooseModel = looseModel != nil }
    }
    /// Whether ``looseModel`` was set.
    var hasLooseModel = false
    /// The registrar the model's reads and writes report to, once one read made it.
    var registrarBox: RegistrarBox?
    /// Relationships set before the backing had a context (see ``ModelBackingState/pending``).
    var pending: [Int: (isToOne: Bool, models: [any PersistentModel])]?
    /// The prototype's model (kept: it reads key paths for predicates and inverses).
    var prototypeModel: AnyObject?
}
