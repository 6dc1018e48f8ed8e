import Foundation

/// When a fetch may order by a text attribute's bytes instead of by its sort key.
///
/// A lexical sort on text (`SortDescriptor(\.name)`) orders as `String`'s `<` does, which SQL gets by
/// ordering by `COALESCE(PLUME_SORT_KEY(x), x)`: the sort key (``PredicateStringSemantics/sortKey(_:)``)
/// for text that is not all ASCII, the text itself otherwise. When every fetched row's value is ASCII
/// (or not text at all), that expression is each row's own value, so ordering by the column itself
/// (SQLite's byte order) gives the same rows in the same order, without calling the function for
/// every row and without storing each row's text twice in SQLite's sorter (once as the key, once as
/// the result column). Most stored text is ASCII, and a fetch sees every value it returns anyway.
///
/// So a fetch without limit or offset (which would keep rows chosen by the order of rows it does not
/// see) orders a sort column of its own entity by bytes, and checks as it reads the rows
/// (``FetchedRows``) that each value of such a column is ASCII. A non-ASCII value fails the check: its
/// rows are dropped before any object is registered, the fetch runs again with the sort key, and the
/// store remembers the column (``SQLiteStore/recordNonASCIISortText(_:)``), so that later fetches
/// order it by the sort key at once: a column that holds such text costs one fetch twice per store,
/// never a wrong order.
///
/// Contract: used by ``SelectQuery`` (which columns) and
/// ``ManagedObjectContext/fetchObjects(_:entity:includesPendingChanges:prefetching:root:)`` (the check
/// and the second run); the record lives in the store, behind its lock.
enum TextSortOrder {
    /// The attribute a sort key path reads when it is one text attribute of `entity` itself (not a
    /// key path through a relationship, whose values the fetch does not read).
    static func attribute(_ keyPath: AnyKeyPath, of entity: EntityDescription) -> AttributeDescription? {
        guard let path = entity.propertyPath(for: keyPath), path.count == 1, path[0] >= 0,
            path[0] < entity.properties.count, case .attribute(let attribute) = entity.properties[path[0]],
            attribute.storageType == .text
        else { return nil }
        return attribute
    }
}

extension SQLiteStore {
    /// Whether fetches may order `entity`'s text column `column` by its bytes: no fetch of this store
    /// has found a non-ASCII value in it.
    func ordersTextByBytes(_ entity: EntityDescription, column: Int) -> Bool {
        withLock { !nonASCIISortColumns.contains(SortColumn(entity: ObjectIdentifier(entity), column: column)) }
    }

    /// Records that `columns` of `entity` held text that is not ASCII when a fetch ordered by them:
    /// fetches order them by their sort key from now on.
    func recordNonASCIISortText(_ entity: EntityDescription, columns: [Int]) {
        withLock {
            for column in columns {
                nonASCIISortColumns.insert(SortColumn(entity: ObjectIdentifier(entity), column: column))
            }
        }
    }

    /// A text column of an entity's table (entities live for the whole process).
    struct SortColumn: Hashable {
        let entity: ObjectIdentifier
        let column: Int
    }
}
