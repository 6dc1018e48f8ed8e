// Core Data's names with the `NS` prefix, as code written for Apple's platforms spells them; PlumeStore
// spells the same types without it. Only in the `CoreData` module (Apple's module name), so `import
// Plume` code keeps one spelling.

/// Core Data's `NSPersistentContainer`: ``PersistentContainer``.
public typealias NSPersistentContainer = PersistentContainer
/// Core Data's `NSManagedObjectContext`: ``ManagedObjectContext``.
public typealias NSManagedObjectContext = ManagedObjectContext
/// Core Data's `NSManagedObject`: ``ManagedObject`` (entities declare their attributes with
/// `@Attribute`; `@NSManaged` needs Objective-C).
public typealias NSManagedObject = ManagedObject
/// Core Data's `NSManagedObjectModel`: ``ManagedObjectModel``.
public typealias NSManagedObjectModel = ManagedObjectModel
/// Core Data's `NSManagedObjectID`: ``ObjectID``.
public typealias NSManagedObjectID = ObjectID
/// Core Data's `NSPersistentStoreDescription`: ``PersistentStoreDescription``.
public typealias NSPersistentStoreDescription = PersistentStoreDescription
/// Core Data's `NSEntityDescription`: ``EntityDescription``.
public typealias NSEntityDescription = EntityDescription
/// Core Data's `NSMergePolicy`: ``MergePolicy``.
public typealias NSMergePolicy = MergePolicy
/// Core Data's `NSMergePolicyType` (`NSMergePolicy(merge: .mergeByPropertyObjectTrumpMergePolicyType)`).
public typealias NSMergePolicyType = MergePolicy.PolicyType
/// Core Data's default policy: a conflict makes the save throw (``MergePolicy/error``).
public let NSErrorMergePolicy = MergePolicy.error
/// In-memory changes win, by property; an inserted object's values replace those of the row its unique
/// values match (``MergePolicy/mergeByPropertyObjectTrump``).
public let NSMergeByPropertyObjectTrumpMergePolicy = MergePolicy.mergeByPropertyObjectTrump
/// The store's changes win, by property; the row an inserted object's unique values match keeps its
/// values (``MergePolicy/mergeByPropertyStoreTrump``).
public let NSMergeByPropertyStoreTrumpMergePolicy = MergePolicy.mergeByPropertyStoreTrump
/// The whole in-memory object is written (``MergePolicy/overwrite``).
public let NSOverwriteMergePolicy = MergePolicy.overwrite
/// The conflicting objects' changes are dropped for the store's (``MergePolicy/rollback``).
public let NSRollbackMergePolicy = MergePolicy.rollback
/// Core Data's `NSFetchRequest`: ``ManagedFetchRequest``, a class as Apple's is
/// (`let request = NSFetchRequest<Item>(entityName: "Item"); request.fetchLimit = 1`).
public typealias NSFetchRequest<ResultType: ManagedObject> = ManagedFetchRequest<ResultType>

extension PersistentContainer {
    /// Core Data's `NSPersistentContainer(name:)` finds its entities in the app's `.xcdatamodeld`
    /// model, which Linux has no tools to compile: name the entity classes instead.
    @available(
        *, unavailable,
        message:
            "Linux has no .xcdatamodeld model: name the entity classes, NSPersistentContainer(name: \"Model\", entities: [Item.self])"
    )
    public convenience init(name: String) { self.init(name: name, entities: []) }
}
