import Foundation
import PlumeStore

extension ModelContext {
    /// The models matching `descriptor`, in its order (see ``FetchDescriptor``).
    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
        let entity = try entity(of: T.self)
        let prefetching = descriptor.relationshipKeyPathsForPrefetching.compactMap { keyPath in
            T.schemaMetadata.first { $0.keyPath == keyPath }?.name
        }
        let objects = try context.fetchObjects(
            query(descriptor), entity: entity, includesPendingChanges: descriptor.includePendingChanges,
            prefetching: prefetching, root: model(of:))
        let models = ModelBackingState.fetchedModels(
            objects, link: link, makeModel: { T(backingData: $0) },
            modelObject: { unsafeDowncast($0, to: ModelBacking<T>.self).modelObject() })
        // Every element is a `T` (the model over a backing of `T`'s entity): the array of references can
        // be reinterpreted instead of copied element by element, as the store's fetch does.
        return unsafeBitCast(models, to: [T].self)
    }

    /// The number of models `descriptor` would return, counted in SQL.
    public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int {
        try context.countObjects(
            query(descriptor), entity: try entity(of: T.self), includesPendingChanges: descriptor.includePendingChanges,
            root: model(of:))
    }

    /// The identifiers of the models `descriptor` would return.
    public func fetchIdentifiers<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [PersistentIdentifier]
    {
        try fetch(descriptor).map(\.persistentModelID)
    }

    /// Calls `block` with each model `descriptor` matches, fetching `batchSize` at a time.
    public func enumerate<T: PersistentModel>(
        _ descriptor: FetchDescriptor<T>, batchSize: Int = 5000, allowEscapingMutations: Bool = false,
        block: (T) throws -> Void
    ) throws {
        var batch = descriptor
        let size = max(1, batchSize)
        var offset = descriptor.fetchOffset ?? 0
        var remaining = descriptor.fetchLimit ?? Int.max
        while remaining > 0 {
            batch.fetchOffset = offset
            batch.fetchLimit = min(size, remaining)
            let models = try fetch(batch)
            for model in models { try block(model) }
            if models.count < size { break }
            offset += models.count
            remaining -= models.count
        }
    }

    /// The registered model with `id`, or `nil` when this context does not hold it.
    public func registeredModel<T: PersistentModel>(for id: PersistentIdentifier) -> T? {
        guard let objectID = id.objectID, let object = context.registeredObject(for: objectID),
            object.entity === context.model.entity(for: ModelBacking<T>.self)
        else { return nil }
        return model(of: object)
    }

    /// Which saves can change a fetch of `T` through this context (what `@Query` refetches for).
    func changeScope<T: PersistentModel>(fetching type: T.Type) -> FetchChangeScope {
        FetchChangeScope(fetching: ModelBacking<T>.self, through: context)
    }

    private func entity<T: PersistentModel>(of type: T.Type) throws -> EntityDescription {
        guard let entity = context.model.entity(for: ModelBacking<T>.self) else {
            throw StoreError.unknownEntity("\(T.self) (add it to ModelContainer(for:))")
        }
        return entity
    }

    private func query<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) -> ObjectQuery<T> {
        ObjectQuery(
            predicate: descriptor.predicate, sortDescriptors: descriptor.sortBy, fetchLimit: descriptor.fetchLimit ?? 0,
            fetchOffset: descriptor.fetchOffset ?? 0)
    }

    /// The model over a fetched store object of `T`'s entity.
    func model<T: PersistentModel>(of object: ManagedObject) -> T {
        let backing = unsafeDowncast(object, to: ModelBacking<T>.self)
        if !backing.hasModelContext { backing.contextLink = link }
        return backing.modelObject()
    }
}

extension ModelContext {
    /// The model with `persistentModelID` in this context: the registered one, or a fault whose row
    /// loads on the first property read, as SwiftData's `model(for:)`.
    ///
    /// The identifier must be a permanent one of a model in the container's schema; a temporary one
    /// (a model never inserted) or another container's stops the program with a message saying so.
    public func model(for persistentModelID: PersistentIdentifier) -> any PersistentModel {
        guard let objectID = persistentModelID.objectID,
            let type = container.schema.modelTypes.first(where: {
                context.model.entity(for: $0._backingType) === objectID.entity
            })
        else {
            preconditionFailure(
                "SwiftData: \(persistentModelID) is not the identifier of a saved model of this container's schema")
        }
        return type._model(of: context.object(with: objectID), in: self)
    }
}

extension PersistentModel {
    /// The model over a store object of this model's entity, in `context`.
    static func _model(of object: ManagedObject, in context: ModelContext) -> any PersistentModel {
        let model: Self = context.model(of: object)
        return model
    }
}
