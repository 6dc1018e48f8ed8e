import Foundation

/// A piece of SQL text with the values bound to its `?` placeholders, in order.
struct SQLFragment {
    var text: String
    var bindings: [SQLValue]

    init(_ text: String, _ bindings: [SQLValue] = []) {
        self.text = text
        self.bindings = bindings
    }

    /// Joins fragments with `separator`, keeping binding order.
    static func join(_ parts: [SQLFragment], separator: String) -> SQLFragment {
        SQLFragment(parts.map(\.text).joined(separator: separator), parts.flatMap(\.bindings))
    }

    /// `"\(prefix)\(fragment)\(suffix)"` with the fragment's bindings.
    func wrapped(_ prefix: String, _ suffix: String) -> SQLFragment {
        SQLFragment(prefix + text + suffix, bindings)
    }
}

/// What a predicate sub-expression compiles to.
enum SQLTerm {
    /// A row of `entity` under table alias `alias` (the predicate's input, a joined to-one, a subquery row).
    case object(alias: String, entity: EntityDescription, nullable: Bool)
    /// A to-one relationship of the row at `alias`, joined only when a key path goes through it.
    case toOne(alias: String, relationship: RelationshipDescription, nullable: Bool)
    /// A to-many relationship of the row at `alias` (usable in `contains`, `count`, `isEmpty`).
    case toMany(alias: String, relationship: RelationshipDescription)
    /// A scalar SQL expression (a column, arithmetic); `nullable` when it may be NULL.
    case scalar(SQLFragment, nullable: Bool)
    /// A boolean SQL expression that is never NULL.
    case boolean(SQLFragment)
    /// A Swift constant from the predicate; bound as a parameter when used.
    case value(Any)
    /// `nil`.
    case null
}
