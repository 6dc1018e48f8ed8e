import Foundation

/// Every SQL statement the context runs against entity tables, as text: reads (rows by key, relationship
/// members, counts) and writes (insert, update, delete, join-table links). Values are never pasted in:
/// each `?` is bound by the caller, in the order documented on each function.
///
/// Contract: pure functions of the model (no connection, no state), called by ``ManagedObjectContext``'s
/// fetch, fault, relationship and save paths and by ``SQLiteStore/fetchRow(_:primaryKey:)``. The text is
/// pinned by `StoreSQLTests`, so a change here is a deliberate change of the store's queries. Fetch
/// requests' `WHERE`/`ORDER BY` come from ``SelectQuery`` (the predicate compiler), not from here.
enum StoreSQL {
    /// `t0."Z_PK", t0."Z_OPT", t0."column"…`: the columns every row read selects, in the row's order.
    static func rowColumns(_ entity: EntityDescription, alias: String = "t0") -> String {
        (["Z_PK", "Z_OPT"] + entity.columns.map(\.name)).map { "\(alias).\(quoted($0))" }.joined(separator: ", ")
    }

    /// One row by primary key. Binds: `Z_PK`.
    static func rowByKey(_ entity: EntityDescription) -> String {
        "SELECT \(rowColumns(entity)) FROM \(quoted(entity.name)) t0 WHERE t0.Z_PK = ?"
    }

    /// The row whose row columns `columns` hold given values: the stored row an inserted object's
    /// uniqueness constraint matches (SQL `=`, as the unique index compares; a NULL matches nothing).
    /// Binds: one value per column.
    static func rowByValues(_ entity: EntityDescription, columns: [Int]) -> String {
        let conditions = columns.map { "t0.\(quoted(entity.columns[$0].name)) = ?" }.joined(separator: " AND ")
        return "SELECT \(rowColumns(entity)) FROM \(quoted(entity.name)) t0 WHERE \(conditions) LIMIT 1"
    }

    /// The rows of `destination` whose foreign key `inverse` points at one owner (a to-many's members).
    /// Binds: the owner's `Z_PK`.
    static func toManyMembers(_ destination: EntityDescription, inverse: RelationshipDescription) -> String {
        "SELECT \(rowColumns(destination)) FROM \(quoted(destination.name)) t0 WHERE t0.\(quoted(inverse.name)) = ?"
    }

    /// The rows of `destination` linked to one owner through the join table of a many-to-many
    /// `relationship`. Binds: the owner's `Z_PK`.
    static func manyToManyMembers(_ destination: EntityDescription, relationship: RelationshipDescription) -> String {
        let (mine, theirs) = relationship.joinColumns
        return "SELECT \(rowColumns(destination)) FROM \(quoted(destination.name)) t0 "
            + "JOIN \(quoted(relationship.joinTable ?? "")) j ON j.\(theirs) = t0.Z_PK WHERE j.\(mine) = ?"
    }

    /// The rows of `entity` whose `column` is one of `count` values (prefetching). Binds: the values.
    static func rows(_ entity: EntityDescription, whereColumn column: String, in count: Int) -> String {
        let marks = Array(repeating: "?", count: count).joined(separator: ", ")
        return "SELECT \(rowColumns(entity)) FROM \(quoted(entity.name)) t0 WHERE t0.\(quoted(column)) IN (\(marks))"
    }

    /// The number of rows a fetch would return. Binds: the fetch's bindings.
    static func count(_ select: SelectQuery) -> String {
        var counted = select
        counted.columns = "t0.Z_PK"
        // Without a limit or offset the order does not change the count: count the rows directly, as
        // `SELECT COUNT(*) … WHERE …` written by hand would.
        guard counted.limit > 0 || counted.offset > 0 else {
            var text = "SELECT COUNT(*) FROM \(counted.from)"
            if let whereClause = counted.whereClause { text += " WHERE \(whereClause.text)" }
            return text
        }
        return "SELECT COUNT(*) FROM (\(counted.sql))"
    }

    /// `INSERT INTO t ("Z_PK", "Z_OPT", columns…) VALUES (?, ?, ?…)`. Binds: key, version, the row.
    /// With `firstVersion`, `Z_OPT` is the literal 1 (a new object's row, written by a save) and the
    /// binds are the key and the row: one value fewer to bind for every inserted object.
    static func insert(_ entity: EntityDescription, firstVersion: Bool = false) -> String {
        let names = (["Z_PK", "Z_OPT"] + entity.columns.map(\.name)).map(quoted)
        var marks = Array(repeating: "?", count: names.count)
        if firstVersion { marks[1] = "1" }
        return
            "INSERT INTO \(quoted(entity.name)) (\(names.joined(separator: ", "))) VALUES (\(marks.joined(separator: ", ")))"
    }

    /// `UPDATE … WHERE Z_PK = ? AND Z_OPT = ?` (optimistic locking). Binds: the row, new version, key, old
    /// version.
    static func update(_ entity: EntityDescription) -> String {
        forcedUpdate(entity) + " AND Z_OPT = ?"
    }

    /// `UPDATE … WHERE Z_PK = ?` (after a resolved conflict). Binds: the row, new version, key.
    static func forcedUpdate(_ entity: EntityDescription) -> String {
        let assignments = (entity.columns.map(\.name) + ["Z_OPT"]).map { "\(quoted($0)) = ?" }
        return "UPDATE \(quoted(entity.name)) SET \(assignments.joined(separator: ", ")) WHERE Z_PK = ?"
    }

    /// Deletes a row only at the version the context read. Binds: key, version.
    static func delete(_ entity: EntityDescription) -> String {
        "DELETE FROM \(quoted(entity.name)) WHERE Z_PK = ? AND Z_OPT = ?"
    }

    /// Deletes a row whatever its version (a merge policy let this context's deletion win). Binds: key.
    static func forcedDelete(_ entity: EntityDescription) -> String {
        "DELETE FROM \(quoted(entity.name)) WHERE Z_PK = ?"
    }

    /// Adds one link to a join table (kept when already there). Binds: owner, other.
    static func link(joinTable table: String) -> String {
        "INSERT OR IGNORE INTO \(quoted(table)) (owner, other) VALUES (?, ?)"
    }

    /// Removes one link from a join table. Binds: owner, other.
    static func unlink(joinTable table: String) -> String {
        "DELETE FROM \(quoted(table)) WHERE owner = ? AND other = ?"
    }

    /// Removes every link of a deleted object from the join table of `relationship`. Binds: its key.
    static func unlinkAll(_ relationship: RelationshipDescription) -> String {
        "DELETE FROM \(quoted(relationship.joinTable ?? "")) WHERE \(relationship.joinColumns.mine) = ?"
    }
}

/// Quotes an SQL identifier (`"name"`, doubling embedded quotes).
func quoted(_ identifier: String) -> String {
    "\"" + identifier.replacingOccurrences(of: "\"", with: "\"\"") + "\""
}
