import Foundation
import PlumeStore

/// Identifies a model, as SwiftData's `PersistentIdentifier`: the entity and row once the model was
/// inserted into a context, a temporary identity before.
///
/// Differs from SwiftData: the identifier is permanent from `insert` on (PlumeStore gives rows their
/// key when they are inserted), not only after the first save.
public struct PersistentIdentifier: Hashable, Comparable, CustomStringConvertible, @unchecked Sendable {
    enum Storage: Hashable {
        case stored(ObjectID)
        case temporary(ObjectIdentifier)
    }
    let storage: Storage

    /// The entity (model class) name.
    public let entityName: String

    /// Whether the model was not inserted into a context yet.
    public var isTemporary: Bool {
        if case .temporary = storage { return true }
        return false
    }

    /// The store's object ID, for identifiers of inserted models.
    var objectID: ObjectID? {
        if case .stored(let id) = storage { return id }
        return nil
    }

    public static func < (lhs: PersistentIdentifier, rhs: PersistentIdentifier) -> Bool {
        lhs.description < rhs.description
    }

    public var description: String {
        switch storage {
        case .stored(let id): return id.description
        case .temporary(let identity): return "\(entityName)/temporary-\(UInt(bitPattern: identity.hashValue))"
        }
    }
}
