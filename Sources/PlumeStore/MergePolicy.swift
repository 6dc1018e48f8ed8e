/// How a save resolves conflicts (Core Data's `NSMergePolicy`), set as a context's
/// ``ManagedObjectContext/mergePolicy``.
///
/// Two kinds of conflict, as in Core Data:
/// - **Optimistic locking**: every row carries a version (`Z_OPT`) that each save bumps; an object
///   whose version no longer matches the store's (another context saved it first) conflicts.
/// - **Unique constraints**: an inserted object whose unique attribute (`@Attribute(unique: true)`,
///   SwiftData's `.unique`) or compound constraint (`#Unique`) values equal those of a row that exists.
///   `.error` throws ``StoreError/constraintViolation(path:message:)``; every other policy merges the
///   inserted object into that row (an "upsert": one row, one object; see ``ManagedObjectContext``'s
///   `planUpserts`): `.mergeByPropertyObjectTrump` and `.overwrite` give the row the inserted object's
///   values, `.mergeByPropertyStoreTrump` and `.rollback` keep the row's values. Either way what pointed
///   at the inserted object points at the row. (For an inserted object every property is "changed",
///   so the by-property and whole-object policies agree here.)
///
/// ```swift
/// context.mergePolicy = .mergeByPropertyObjectTrump   // NSMergeByPropertyObjectTrumpMergePolicy
/// ```
public struct MergePolicy: Equatable, Sendable, CustomStringConvertible {
    enum Kind: Equatable, Sendable {
        case error
        case mergeByPropertyObjectTrump
        case mergeByPropertyStoreTrump
        case overwrite
        case rollback
    }
    let kind: Kind

    /// The save fails and changes nothing (the default): ``StoreError/mergeConflicts(_:)`` for
    /// objects saved elsewhere, ``StoreError/constraintViolation(path:message:)`` for unique values.
    public static let error = MergePolicy(kind: .error)
    /// Properties this context changed win; other properties take the store's values. An inserted
    /// object's values replace those of the row its unique values match.
    public static let mergeByPropertyObjectTrump = MergePolicy(kind: .mergeByPropertyObjectTrump)
    /// Properties changed in the store win; this context's other changes are kept. The row an inserted
    /// object's unique values match keeps its values.
    public static let mergeByPropertyStoreTrump = MergePolicy(kind: .mergeByPropertyStoreTrump)
    /// This context's whole object overwrites the store's row (for unique values, as
    /// ``mergeByPropertyObjectTrump``).
    public static let overwrite = MergePolicy(kind: .overwrite)
    /// This context's changes to the conflicting object are dropped in favour of the store's row (for
    /// unique values, as ``mergeByPropertyStoreTrump``).
    public static let rollback = MergePolicy(kind: .rollback)

    /// Core Data's merge policy types (`NSMergePolicyType`).
    public enum PolicyType: UInt, Sendable {
        case errorMergePolicyType = 0
        case mergeByPropertyStoreTrumpMergePolicyType = 1
        case mergeByPropertyObjectTrumpMergePolicyType = 2
        case overwriteMergePolicyType = 3
        case rollbackMergePolicyType = 4
    }

    /// The policy of a type, as Core Data's `NSMergePolicy(merge:)`.
    public init(merge type: PolicyType) {
        switch type {
        case .errorMergePolicyType: kind = .error
        case .mergeByPropertyStoreTrumpMergePolicyType: kind = .mergeByPropertyStoreTrump
        case .mergeByPropertyObjectTrumpMergePolicyType: kind = .mergeByPropertyObjectTrump
        case .overwriteMergePolicyType: kind = .overwrite
        case .rollbackMergePolicyType: kind = .rollback
        }
    }

    init(kind: Kind) { self.kind = kind }

    /// The policy's type, as Core Data's `mergeType`.
    public var mergeType: PolicyType {
        switch kind {
        case .error: .errorMergePolicyType
        case .mergeByPropertyStoreTrump: .mergeByPropertyStoreTrumpMergePolicyType
        case .mergeByPropertyObjectTrump: .mergeByPropertyObjectTrumpMergePolicyType
        case .overwrite: .overwriteMergePolicyType
        case .rollback: .rollbackMergePolicyType
        }
    }

    public var description: String { "MergePolicy.\(kind)" }
}
