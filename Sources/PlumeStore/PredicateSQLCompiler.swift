import Foundation

/// A predicate expression PlumeStore can compile to SQL (every supported `PredicateExpressions` type).
protocol SQLPredicateExpression {
    func sqlTerm(_ compiler: PredicateSQLCompiler) throws -> SQLTerm
}

/// Compiles Foundation `#Predicate` expression trees and sort key paths to parameterised SQL.
///
/// Walks the tree: key paths become columns (through LEFT JOINs for to-one relationships), constants
/// (and key paths on constants, read once) become bound parameters, a condition on constants picks its
/// branch, `contains` on a to-many becomes an `EXISTS` subquery. Anything else throws
/// ``StoreError/unsupportedPredicate(_:)`` naming the expression type.
final class PredicateSQLCompiler {
    private var aliasCount = 0
    private var joinScopes: [[String]] = [[]]
    private var joinAliases: [[String: String]] = [[:]]
    var variables: [PredicateExpressions.VariableID: SQLTerm] = [:]

    /// The LEFT JOIN clauses of the outermost query.
    var outerJoins: String { joinScopes[0].joined() }

    func newAlias() -> String {
        aliasCount += 1
        return "t\(aliasCount)"
    }

    /// Compiles a sub-expression, or throws naming its type when it is not supported.
    func term(_ expression: Any) throws -> SQLTerm {
        guard let compilable = expression as? SQLPredicateExpression else {
            throw StoreError.unsupportedPredicate("\(Self.name(of: expression)) is not supported in a fetch request")
        }
        return try compilable.sqlTerm(self)
    }

    static func name(of expression: Any) -> String {
        let full = String(reflecting: type(of: expression))
        return full.replacingOccurrences(of: "FoundationEssentials.", with: "")
    }

    /// Joins a to-one relationship (once per alias and relationship per scope) and returns the row term.
    func join(alias: String, relationship: RelationshipDescription) -> SQLTerm {
        let key = "\(alias).\(relationship.name)"
        if let existing = joinAliases[joinAliases.count - 1][key] {
            return .object(alias: existing, entity: relationship.destination, nullable: true)
        }
        let joined = newAlias()
        joinAliases[joinAliases.count - 1][key] = joined
        joinScopes[joinScopes.count - 1].append(
            " LEFT JOIN \(quoted(relationship.destination.name)) \(joined) ON \(joined).Z_PK = "
                + "\(alias).\(quoted(relationship.name))")
        return .object(alias: joined, entity: relationship.destination, nullable: true)
    }

    /// The join clause and condition that make the row `member` one of `owner`'s to-many members:
    /// the inverse foreign key for one-to-many, the join table for many-to-many.
    func membership(
        _ relationship: RelationshipDescription, owner: String, member: String
    ) -> (joins: String, condition: String) {
        if let table = relationship.joinTable {
            let link = newAlias()
            let (mine, theirs) = relationship.joinColumns
            return (
                " JOIN \(quoted(table)) \(link) ON \(link).\(theirs) = \(member).Z_PK",
                "\(link).\(mine) = \(owner).Z_PK"
            )
        }
        return ("", "\(member).\(quoted(relationship.inverse!.name)) = \(owner).Z_PK")
    }

    /// Compiles `body` in a subquery scope and returns its joins with the body's result.
    func inSubquery<T>(_ body: () throws -> T) rethrows -> (joins: String, result: T) {
        joinScopes.append([])
        joinAliases.append([:])
        defer {
            joinScopes.removeLast()
            joinAliases.removeLast()
        }
        let result = try body()
        return (joinScopes[joinScopes.count - 1].joined(), result)
    }

    /// Why `keyPath` (rooted at `entity`'s class) cannot be compiled, naming it: most often it continues
    /// past an attribute (`\.priority.rawValue`, `\.title.count`), whose stored form SQL cannot see into.
    static func unsupportedKeyPathReason(_ keyPath: AnyKeyPath, of entity: EntityDescription) -> String {
        let crossed = entity.probe(keyPath: keyPath)
        guard crossed.count == 1, crossed[0] >= 0, crossed[0] < entity.properties.count,
            case .attribute(let attribute) = entity.properties[crossed[0]]
        else {
            return "key path \(describe(keyPath)) is not a stored attribute or relationship of \(entity.name)"
        }
        let stored =
            attribute.valueType is CodableAttributeValue.Type
            ? "a Codable attribute stored as JSON" : "an attribute of type \(attribute.valueType)"
        return
            "key path \(describe(keyPath)) continues past '\(attribute.name)', \(stored), of \(entity.name): a predicate "
            + "or sort can use stored attributes, to-one relationships and a to-many's count or isEmpty; "
            + "store the value it needs (say, a raw value) in an attribute of its own"
    }

    /// A key path as messages name it: its text and type, or only its type when the text would show
    /// computed properties by address (`\Chore.<computed 0x…>`, as an `@Model` property's is).
    static func describe(_ keyPath: AnyKeyPath) -> String {
        let text = "\(keyPath)"
        return text.contains("<computed") ? "\(type(of: keyPath))" : "\(text) (\(type(of: keyPath)))"
    }

    /// The term for a key path applied to `root`.
    func keyPath(_ keyPath: AnyKeyPath, on root: SQLTerm) throws -> SQLTerm {
        switch root {
        case .object(let alias, let entity, let nullable):
            guard let path = entity.propertyPath(for: keyPath), !path.isEmpty else {
                throw StoreError.unsupportedPredicate(Self.unsupportedKeyPathReason(keyPath, of: entity))
            }
            var current = SQLTerm.object(alias: alias, entity: entity, nullable: nullable)
            for index in path {
                current = try step(current, property: index)
            }
            return current
        case .toOne(let alias, let relationship, _):
            return try self.keyPath(keyPath, on: join(alias: alias, relationship: relationship))
        case .toMany(let alias, let relationship):
            let destination = relationship.destination!
            let member = newAlias()
            let (joins, condition) = membership(relationship, owner: alias, member: member)
            let subquery =
                "SELECT COUNT(*) FROM \(quoted(destination.name)) \(member)\(joins) WHERE \(condition)"
            let special = relationship.declaration.countAndIsEmptyKeyPaths
            if keyPath == special?.0 { return .scalar(SQLFragment("(\(subquery))"), nullable: false) }
            if keyPath == special?.1 { return .boolean(SQLFragment("((\(subquery)) = 0)")) }
            throw StoreError.unsupportedPredicate(
                "\(type(of: keyPath)) on to-many relationship \(relationship.name) (only count and isEmpty)")
        case .value(let constant):
            // A property of a value captured from outside the predicate (`searchText.isEmpty`): the
            // same for every row, so it is read here and bound as a constant.
            guard let value = constant[keyPath: keyPath] else {
                throw StoreError.unsupportedPredicate(
                    "\(type(of: keyPath)) does not apply to the constant of type \(type(of: constant))")
            }
            return Self.isNil(value) ? .null : .value(value)
        case .scalar(let column, _):
            // `$0.priority.rawValue`: the predicate reads `priority`, then a key path of its value.
            throw StoreError.unsupportedPredicate(
                "key path \(Self.describe(keyPath)) continues past the stored value \(column.text): a "
                    + "predicate or sort can use stored attributes, to-one relationships and a to-many's count "
                    + "or isEmpty; store the value it needs (say, a raw value) in an attribute of its own")
        default:
            throw StoreError.unsupportedPredicate(
                "key path \(Self.describe(keyPath)) applied to a value that is not a managed object (only "
                    + "stored properties and to-many count/isEmpty compile to SQL)")
        }
    }

    private func step(_ term: SQLTerm, property index: Int) throws -> SQLTerm {
        var row = term
        if case .toOne(let alias, let relationship, let nullable) = term {
            if index == Probe.objectIDProperty {
                return .scalar(SQLFragment("\(alias).\(quoted(relationship.name))"), nullable: nullable)
            }
            row = join(alias: alias, relationship: relationship)
        }
        guard case .object(let alias, let entity, let nullable) = row else {
            throw StoreError.unsupportedPredicate("a key path continues through a to-many relationship")
        }
        if index == Probe.objectIDProperty { return .scalar(SQLFragment("\(alias).Z_PK"), nullable: nullable) }
        switch entity.properties[index] {
        case .attribute(let attribute):
            return .scalar(
                SQLFragment("\(alias).\(quoted(attribute.name))"), nullable: nullable || attribute.isOptional)
        case .relationship(let relationship):
            if relationship.kind == .toOne { return .toOne(alias: alias, relationship: relationship, nullable: true) }
            return .toMany(alias: alias, relationship: relationship)
        }
    }

    /// The scalar SQL for a term (columns, bound values, a relationship's key).
    func scalar(_ term: SQLTerm) throws -> SQLFragment {
        switch term {
        case .scalar(let fragment, _), .boolean(let fragment): return fragment
        case .value(let value): return SQLFragment("?", [try Self.bindable(value)])
        case .null: return SQLFragment("NULL")
        case .toOne(let alias, let relationship, _): return SQLFragment("\(alias).\(quoted(relationship.name))")
        case .object(let alias, _, _): return SQLFragment("\(alias).Z_PK")
        case .toMany(_, let relationship):
            throw StoreError.unsupportedPredicate(
                "to-many relationship \(relationship.name) used as a value; use contains, count or isEmpty")
        }
    }

    /// The never-NULL boolean SQL for a term.
    func boolean(_ term: SQLTerm) throws -> SQLFragment {
        switch term {
        case .boolean(let fragment): return fragment
        case .scalar(let fragment, let nullable):
            return nullable ? fragment.wrapped("COALESCE(", ", 0)") : fragment.wrapped("(", " <> 0)")
        case .value(let value):
            guard let bool = value as? Bool else { throw StoreError.unsupportedPredicate("\(value) is not a Bool") }
            return SQLFragment(bool ? "1" : "0")
        default: throw StoreError.unsupportedPredicate("expression used as a condition is not a Bool")
        }
    }

    /// `COALESCE(function(lhs, rhs), 0)` for one of the string functions of ``PredicateStringSemantics``.
    func call(_ function: String, _ lhs: Any, _ rhs: Any) throws -> SQLTerm {
        let parts = [try scalar(try term(lhs)), try scalar(try term(rhs))]
        return .boolean(SQLFragment.join(parts, separator: ", ").wrapped("COALESCE(\(function)(", "), 0)"))
    }

    /// Whether values of `type` are strings, compared in SQL with ``PredicateStringSemantics``.
    static func isText(_ type: Any.Type) -> Bool {
        type == String.self || type == String?.self
    }

    /// The `COLLATE` clause a comparison of `left` and `right` needs for `String`'s meaning: none unless
    /// they are strings, and none for `==` against a constant whose equality is bytewise.
    func collation(_ left: SQLTerm, _ right: SQLTerm, text: Bool, equality: Bool) -> String {
        guard text else { return "" }
        if equality {
            for case .value(let value) in [left, right] {
                if let string = Self.unwrappedString(value), PredicateStringSemantics.equalityIsBytewise(string) {
                    return ""
                }
            }
        }
        return " COLLATE \(PredicateStringSemantics.collation)"
    }

    /// The string in a constant (`String` or `String?` holding one).
    static func unwrappedString(_ value: Any) -> String? {
        if let string = value as? String { return string }
        if let optional = value as? String?, let string = optional { return string }
        return nil
    }

    /// Whether a term may be NULL.
    func isNullable(_ term: SQLTerm) -> Bool {
        switch term {
        case .scalar(_, let nullable): return nullable
        case .toOne, .null: return true
        case .object(_, _, let nullable): return nullable
        case .value(let value): return Self.isNil(value)
        default: return false
        }
    }

    /// Whether the term is the constant `nil`.
    func isNilConstant(_ term: SQLTerm) -> Bool {
        switch term {
        case .null: return true
        case .value(let value): return Self.isNil(value)
        default: return false
        }
    }

    static func isNil(_ value: Any) -> Bool {
        let mirror = Mirror(reflecting: value)
        return mirror.displayStyle == .optional && mirror.children.isEmpty
    }

    /// A constant from the predicate as a bound value.
    static func bindable(_ value: Any) throws -> SQLValue {
        if isNil(value) { return .null }
        if let object = value as? ManagedObject { return .integer(object.primaryKey) }
        if let id = value as? ObjectID { return .integer(id.primaryKey) }
        if let attribute = value as? AttributeValue { return attribute.storedValue }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional, let wrapped = mirror.children.first?.value { return try bindable(wrapped) }
        throw StoreError.unsupportedPredicate("a constant of type \(type(of: value)) cannot be bound to SQL")
    }

    /// The elements of a constant collection (for `[…].contains($0.x)`).
    static func elements(of value: Any) throws -> [SQLValue] {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .collection || mirror.displayStyle == .set else {
            throw StoreError.unsupportedPredicate("contains on a constant of type \(type(of: value))")
        }
        return try mirror.children.map { try bindable($0.value) }
    }
}
