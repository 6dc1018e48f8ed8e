import Foundation

/// How one save resolves inserted objects whose unique values match a row that exists (stored, or
/// inserted earlier in the same save): which objects are merged into which, what row each survivor
/// ends with, and how keys of merged objects map to their survivors' keys.
///
/// Contract: made by ``ManagedObjectContext/planUpserts(inserted:updated:policy:on:)`` inside the
/// save's transaction, read by the save's writes (``row(for:)``, ``redirectedJoin(_:)``), and applied
/// to the context's objects by ``ManagedObjectContext/applyUpserts(_:inserted:updated:)`` only after
/// the transaction committed, so a failed save leaves every object as it was. An empty plan (no
/// conflict, or policy `.error`) changes nothing and costs one check per written row.
struct UpsertPlan {
    /// One inserted object merged into a row that exists.
    struct Merge {
        /// The inserted object whose unique values matched.
        let duplicate: ManagedObject
        /// The object that holds the row after the save: the object the context already had for it,
        /// or `duplicate` itself when it takes over a stored row the context held no object for.
        let survivor: ManagedObject
        /// `duplicate`'s key before the save (its references are redirected from it).
        let formerKey: Int64
    }

    /// A survivor's row after the save, and, for a row already stored, the key and version it is
    /// written at (`nil`: the survivor is inserted by this save).
    struct SurvivorState {
        let object: ManagedObject
        var row: [SQLValue]
        var stored: (key: Int64, version: Int64)?
    }

    /// The merges, in the order the inserted objects were inserted.
    private(set) var merges: [Merge] = []
    /// Per survivor (by identity): its final row and where it is written.
    private(set) var survivors: [ObjectIdentifier: SurvivorState] = [:]
    /// Survivors in the order they were first merged into (their writes run in this order).
    private(set) var survivorOrder: [ManagedObject] = []
    /// Per entity (by identity): a merged object's former key → its survivor's key.
    private(set) var redirects: [ObjectIdentifier: [Int64: Int64]] = [:]
    /// The merged objects (by identity): not written themselves.
    private var duplicates: Set<ObjectIdentifier> = []

    var isEmpty: Bool { merges.isEmpty }

    /// Whether `object` was merged into another object (it is not written).
    func isDuplicate(_ object: ManagedObject) -> Bool { duplicates.contains(ObjectIdentifier(object)) }

    /// The survivor state of `object`, if it is one.
    func survivorState(of object: ManagedObject) -> SurvivorState? { survivors[ObjectIdentifier(object)] }

    /// Whether `object` survives a merge into a row already stored (written by an `UPDATE` of the plan,
    /// not by the save's inserts or updates).
    func writesStoredRow(of object: ManagedObject) -> Bool { survivors[ObjectIdentifier(object)]?.stored != nil }

    /// Records that `duplicate` merges into `survivor`, which ends with `row` and, for a stored row, is
    /// written at `stored`.
    mutating func merge(
        _ duplicate: ManagedObject, into survivor: ManagedObject, row: [SQLValue], stored: (key: Int64, version: Int64)?
    ) {
        let survivorKey = stored?.key ?? survivor.primaryKey
        merges.append(Merge(duplicate: duplicate, survivor: survivor, formerKey: duplicate.primaryKey))
        if duplicate !== survivor { duplicates.insert(ObjectIdentifier(duplicate)) }
        let state = SurvivorState(object: survivor, row: row, stored: stored)
        if survivors.updateValue(state, forKey: ObjectIdentifier(survivor)) == nil { survivorOrder.append(survivor) }
        // A survivor is never merged itself, so one step of redirection reaches it. Rows are redirected
        // when read (``row(for:)``, ``finalRow(of:)``): rows planned before this merge may point at
        // `duplicate`.
        redirects[ObjectIdentifier(duplicate.entity), default: [:]][duplicate.primaryKey] = survivorKey
    }

    /// The row survivor `state` ends with, pointing at survivors only.
    func finalRow(of state: SurvivorState) -> [SQLValue] { redirected(state.row, of: state.object.entity) }

    /// `row` of an object of `entity` with every to-one foreign key that points at a merged object
    /// pointed at its survivor.
    func redirected(_ row: [SQLValue], of entity: EntityDescription) -> [SQLValue] {
        guard !redirects.isEmpty else { return row }
        var result = row
        for relationship in entity.relationships where relationship.kind == .toOne {
            guard let keys = redirects[ObjectIdentifier(relationship.destination)],
                case .integer(let key) = row[relationship.foreignKeyColumn], let survivorKey = keys[key]
            else { continue }
            result[relationship.foreignKeyColumn] = .integer(survivorKey)
        }
        return result
    }

    /// The row a save writes for `object`: its survivor row, or its own row redirected.
    func row(for object: ManagedObject) -> [SQLValue] {
        if isEmpty { return object.row }
        if let state = survivors[ObjectIdentifier(object)] { return finalRow(of: state) }
        return redirected(object.row, of: object.entity)
    }

    /// A pending many-to-many link with either side's key redirected when that object was merged.
    func redirectedJoin(_ change: JoinChange, entities: [EntityDescription]) -> JoinChange {
        guard !redirects.isEmpty else { return change }
        var owner = change.owner
        var other = change.other
        for entity in entities {
            guard let keys = redirects[ObjectIdentifier(entity)] else { continue }
            for relationship in entity.relationships where relationship.joinTable == change.table {
                if relationship.isJoinOwner {
                    owner = keys[change.owner] ?? owner
                } else {
                    other = keys[change.other] ?? other
                }
            }
        }
        return JoinChange(table: change.table, owner: owner, other: other)
    }
}
