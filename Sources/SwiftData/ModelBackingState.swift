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
/// model write's cost before this split). It touches nothing but its own properties.
public class ModelBackingState: ManagedObject {
    /// The model object over this data while the backing is in a context: kept, as the context keeps
    /// its objects (Core Data's registered objects), so a fetched or inserted model stays the one
    /// model over its row and is not made again. Let go when the backing leaves its context
    /// (``contextReleased()``), which breaks the model ↔ backing cycle.
    private var contextModel: AnyObject?
    /// The model over data that is in no context, while someone holds it (a new model before
    /// `insert`). A weak reference gives the object a side table, so only these use one.
    private weak var looseModel: AnyObject? {
        didSet { hasLooseModel = looseModel != nil }
    }
    /// Whether ``looseModel`` was set (reading a weak reference costs a call into the runtime).
    private var hasLooseModel = false
    /// Made on first use (see ``observationRegistrar``).
    private var registrarStorage: ObservationRegistrar?
    /// The context the backing was inserted into or fetched from.
    weak var modelContext: ModelContext?
    /// Set while a model is made over this data: the model's property initial values (run by every
    /// initialiser, `init(backingData:)` too) must not overwrite the stored values.
    var isBeingAdopted = false
    /// A placeholder backing made while a model's prototype is made (replaced at once): it stores
    /// nothing.
    var isPlaceholder = false

    public required init(_creation creation: ObjectCreation) {
        super.init(_creation: creation)
    }

    /// The registrar that the model's property reads and writes report to (`@Model`'s `access` and
    /// `withMutation`), made on the first of them: a fetch makes a model per row, and a model nobody
    /// reads or writes needs none. Kept with the data, so it outlives a model object made again over
    /// the same row.
    public var observationRegistrar: ObservationRegistrar {
        if let registrarStorage { return registrarStorage }
        let made = ObservationRegistrar()
        registrarStorage = made
        return made
    }

    /// The model object over this data, if one exists.
    var modelObjectIfAny: AnyObject? {
        if let contextModel { return contextModel }
        guard hasLooseModel else { return nil }
        return looseModel
    }

    /// Whether the model is kept for the context.
    var keepsModel: Bool { contextModel != nil }

    /// Whether a write through the model's accessors is to be ignored: on the prototype, on a
    /// placeholder, and while a model is made over this data.
    var ignoresWrites: Bool { isPrototypeObject || isBeingAdopted || isPlaceholder }

    /// Records `model` as the model over this data: kept while the backing is in a context, else
    /// weakly.
    func keep(_ model: AnyObject) {
        if managedObjectContext != nil {
            if contextModel == nil { contextModel = model }
            if hasLooseModel { looseModel = nil }
        } else if !hasLooseModel || looseModel !== model {
            looseModel = model
        }
    }

    /// Records `model` as the model over this data, which is being inserted into a context (kept
    /// from now on, without the weak reference a model in no context has).
    func keepForInsert(_ model: AnyObject) {
        if contextModel == nil { contextModel = model }
    }

    /// The backing left its context (``DeclaredEntitySchema/objectLeftContext``): the model is no
    /// longer kept for it.
    func contextReleased() {
        contextModel = nil
    }
}
