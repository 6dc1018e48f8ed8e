import Foundation

// Each supported `PredicateExpressions` node compiles itself; unsupported nodes make
// `PredicateSQLCompiler.term(_:)` throw with the node's type name.

extension PredicateExpressions.Variable: SQLPredicateExpression {
    func sqlTerm(_ compiler: PredicateSQLCompiler) throws -> SQLTerm {
        guard let term = compiler.variables[key] else {
            throw StoreError.unsupportedPredicate("a variable outside the expression it belongs to")
        }
        return term
    }
}

extension PredicateExpressions.KeyPath: SQLPredicateExpression {
    func sqlTerm(_ compiler: PredicateSQLCompiler) throws -> SQLTerm {
        try compiler.keyPath(keyPath, on: try compiler.term(root))
    }
}

extension PredicateExpressions.Value: SQLPredicateExpression {
    func sqlTerm(_ compiler: PredicateSQLCompiler) throws -> SQLTerm {
        PredicateSQLCompiler.isNil(value) ? .null : .value(value)
    }
}

extension PredicateExpressions.NilLiteral: SQLPredicateExpression {
    func sqlTerm(_ compiler: PredicateSQLCompiler) throws -> SQLTerm { .null }
}

/// `lhs == rhs` / `lhs != rhs`, NULL-safe like Swift's optionals; strings (`text`) compare as `String`.
private func equality(
    _ lhs: Any, _ rhs: Any, negated: Bool, text: Bool, _ compiler: PredicateSQLCompiler
) throws -> SQLTerm {
    let left = try compiler.term(lhs)
    let right = try compiler.term(rhs)
    if compiler.isNilConstant(right) || compiler.isNilConstant(left) {
        let other = compiler.isNilConstant(right) ? left : right
        if compiler.isNilConstant(other) { return .boolean(SQLFragment(negated ? "0" : "1")) }
        return .boolean(try compiler.scalar(other).wrapped("(", negated ? " IS NOT NULL)" : " IS NULL)"))
    }
    let nullable = compiler.isNullable(left) || compiler.isNullable(right)
    let op = negated ? (nullable ? " IS NOT " : " <> ") : (nullable ? " IS " : " = ")
    let collation = compiler.collation(left, right, text: text, equality: true)
    let parts = [try compiler.scalar(left), collated(try compiler.scalar(right), collation)]
    return .boolean(SQLFragment.join(parts, separator: op).wrapped("(", ")"))
}

/// `fragment` with a `COLLATE` clause (parenthesised so that it applies to the whole operand).
private func collated(_ fragment: SQLFragment, _ collation: String) -> SQLFragment {
    collation.isEmpty ? fragment : fragment.wrapped("(", ")" + collation)
}

extension PredicateExpressions.Equal: SQLPredicateExpression {
    func sqlTerm(_ compiler: PredicateSQLCompiler) throws -> SQLTerm {
        try equality(lhs, rhs, negated: false, text: PredicateSQLCompiler.isText(LHS.Output.self), compiler)
    }
}

extension PredicateExpressions.NotEqual: SQLPredicateExpression {
    func sqlTerm(_ compiler: PredicateSQLCompiler) throws -> SQLTerm {
        try equality(lhs, rhs, negated: true, text: PredicateSQLCompiler.isText(LHS.Output.self), compiler)
    }
}

extension PredicateExpressions.Comparison: SQLPredicateExpression {
    func sqlTerm(_ compiler: PredicateSQLCompiler) throws -> SQLTerm {
        let left = try compiler.term(lhs)
        let right = try compiler.term(rhs)
        let symbol: String
        switch op {
        case .lessThan: symbol = " < "
        case .lessThanOrEqual: symbol = " <= "
        case .greaterThan: symbol = " > "
        case .greaterThanOrEqual: symbol = " >= "
        @unknown default: throw StoreError.unsupportedPredicate("comparison operator \(op)")
        }
        let collation = compiler.collation(
            left, right, text: PredicateSQLCompiler.isText(LHS.Output.self), equality: false)
        let parts = [try compiler.scalar(left), collated(try compiler.scalar(right), collation)]
        let fragment = SQLFragment.join(parts, separator: symbol)
        let nullable = compiler.isNullable(left) || compiler.isNullable(right)
        return .boolean(nullable ? fragment.wrapped("COALESCE(", ", 0)") : fragment.wrapped("(", ")"))
    }
}

extension PredicateExpressions.Conjunction: SQLPredicateExpression {
    func sqlTerm(_ compiler: PredicateSQLCompiler) throws -> SQLTerm {
        let parts = [try compiler.boolean(try compiler.term(lhs)), try compiler.boolean(try compiler.term(rhs))]
        return .boolean(SQLFragment.join(parts, separator: " AND ").wrapped("(", ")"))
    }
}

extension PredicateExpressions.Disjunction: SQLPredicateExpression {
    func sqlTerm(_ compiler: PredicateSQLCompiler) throws -> SQLTerm {
        let parts = [try compiler.boolean(try compiler.term(lhs)), try compiler.boolean(try compiler.term(rhs))]
        return .boolean(SQLFragment.join(parts, separator: " OR ").wrapped("(", ")"))
    }
}

extension PredicateExpressions.Negation: SQLPredicateExpression {
    func sqlTerm(_ compiler: PredicateSQLCompiler) throws -> SQLTerm {
        .boolean(try compiler.boolean(try compiler.term(wrapped)).wrapped("(NOT ", ")"))
    }
}

extension PredicateExpressions.OptionalFlatMap: SQLPredicateExpression {
    func sqlTerm(_ compiler: PredicateSQLCompiler) throws -> SQLTerm {
        var bound = try compiler.term(wrapped)
        if case .toOne(let alias, let relationship, _) = bound {
            bound = compiler.join(alias: alias, relationship: relationship)
        }
        compiler.variables[variable.key] = bound
        defer { compiler.variables[variable.key] = nil }
        let result = try compiler.term(transform)
        if case .boolean(let fragment) = result { return .scalar(fragment, nullable: true) }
        return result
    }
}

extension PredicateExpressions.NilCoalesce: SQLPredicateExpression {
    func sqlTerm(_ compiler: PredicateSQLCompiler) throws -> SQLTerm {
        let left = try compiler.term(lhs)
        let right = try compiler.term(rhs)
        let fragment = SQLFragment.join([try compiler.scalar(left), try compiler.scalar(right)], separator: ", ")
            .wrapped("COALESCE(", ")")
        return .scalar(fragment, nullable: compiler.isNullable(right))
    }
}

extension PredicateExpressions.ForcedUnwrap: SQLPredicateExpression {
    func sqlTerm(_ compiler: PredicateSQLCompiler) throws -> SQLTerm {
        try compiler.term(inner)
    }
}

extension PredicateExpressions.CollectionContainsCollection: SQLPredicateExpression {
    func sqlTerm(_ compiler: PredicateSQLCompiler) throws -> SQLTerm {
        if PredicateSQLCompiler.isText(Base.Output.self) {
            return try compiler.call(PredicateStringSemantics.containsFunction, base, other)
        }
        let parts = [try compiler.scalar(try compiler.term(base)), try compiler.scalar(try compiler.term(other))]
        return .boolean(SQLFragment.join(parts, separator: ", ").wrapped("COALESCE(instr(", ") > 0, 0)"))
    }
}

extension PredicateExpressions.SequenceStartsWith: SQLPredicateExpression {
    func sqlTerm(_ compiler: PredicateSQLCompiler) throws -> SQLTerm {
        if PredicateSQLCompiler.isText(Base.Output.self) {
            return try compiler.call(PredicateStringSemantics.startsWithFunction, base, prefix)
        }
        let parts = [try compiler.scalar(try compiler.term(base)), try compiler.scalar(try compiler.term(prefix))]
        return .boolean(SQLFragment.join(parts, separator: ", ").wrapped("COALESCE(instr(", ") = 1, 0)"))
    }
}

extension PredicateExpressions.SequenceContainsWhere: SQLPredicateExpression {
    func sqlTerm(_ compiler: PredicateSQLCompiler) throws -> SQLTerm {
        try existsSubquery(sequence, variable: variable.key, compiler) { try compiler.boolean(try compiler.term(test)) }
    }
}

extension PredicateExpressions.SequenceAllSatisfy: SQLPredicateExpression {
    func sqlTerm(_ compiler: PredicateSQLCompiler) throws -> SQLTerm {
        let exists = try existsSubquery(sequence, variable: variable.key, compiler) {
            try compiler.boolean(try compiler.term(test)).wrapped("NOT ", "")
        }
        return .boolean(try compiler.boolean(exists).wrapped("(NOT ", ")"))
    }
}

/// `EXISTS (SELECT 1 FROM Destination s WHERE s.inverse = owner.Z_PK AND condition)` for a to-many.
private func existsSubquery(
    _ sequence: Any, variable: PredicateExpressions.VariableID, _ compiler: PredicateSQLCompiler,
    condition: () throws -> SQLFragment
) throws -> SQLTerm {
    guard case .toMany(let owner, let relationship) = try compiler.term(sequence) else {
        throw StoreError.unsupportedPredicate("contains(where:) on something other than a to-many relationship")
    }
    let alias = compiler.newAlias()
    let destination = relationship.destination!
    let (link, member) = compiler.membership(relationship, owner: owner, member: alias)
    let (joins, test) = try compiler.inSubquery { () throws -> SQLFragment in
        compiler.variables[variable] = .object(alias: alias, entity: destination, nullable: false)
        defer { compiler.variables[variable] = nil }
        return try condition()
    }
    let head =
        "EXISTS (SELECT 1 FROM \(quoted(destination.name)) \(alias)\(link)\(joins) WHERE \(member) AND "
    return .boolean(test.wrapped(head, ")"))
}

extension PredicateExpressions.SequenceContains: SQLPredicateExpression {
    func sqlTerm(_ compiler: PredicateSQLCompiler) throws -> SQLTerm {
        let container = try compiler.term(sequence)
        let item = try compiler.term(element)
        switch container {
        case .toMany(let owner, let relationship):
            let alias = compiler.newAlias()
            let key = try compiler.scalar(item)
            let (link, member) = compiler.membership(relationship, owner: owner, member: alias)
            return .boolean(
                key.wrapped(
                    "EXISTS (SELECT 1 FROM \(quoted(relationship.destination.name)) \(alias)\(link) WHERE "
                        + "\(member) AND \(alias).Z_PK = ", ")"))
        case .value(let collection):
            let values = try PredicateSQLCompiler.elements(of: collection)
            if values.isEmpty { return .boolean(SQLFragment("0")) }
            let marks = Array(repeating: "?", count: values.count).joined(separator: ", ")
            let fragment = try compiler.scalar(item)
            var collation = ""
            if PredicateSQLCompiler.isText(RHS.Output.self),
                !values.allSatisfy({ value in
                    guard case .text(let text) = value else { return true }
                    return PredicateStringSemantics.equalityIsBytewise(text)
                })
            {
                collation = " COLLATE \(PredicateStringSemantics.collation)"
            }
            return .boolean(
                SQLFragment("COALESCE((\(fragment.text))\(collation) IN (\(marks)), 0)", fragment.bindings + values))
        default:
            throw StoreError.unsupportedPredicate("contains(_:) on something other than a to-many or a constant")
        }
    }
}

extension PredicateExpressions.Arithmetic: SQLPredicateExpression {
    func sqlTerm(_ compiler: PredicateSQLCompiler) throws -> SQLTerm {
        let left = try compiler.term(lhs)
        let right = try compiler.term(rhs)
        let symbol: String
        switch op {
        case .add: symbol = " + "
        case .subtract: symbol = " - "
        case .multiply: symbol = " * "
        @unknown default: throw StoreError.unsupportedPredicate("arithmetic operator \(op)")
        }
        let fragment = SQLFragment.join([try compiler.scalar(left), try compiler.scalar(right)], separator: symbol)
        return .scalar(fragment.wrapped("(", ")"), nullable: compiler.isNullable(left) || compiler.isNullable(right))
    }
}

extension PredicateExpressions.Conditional: SQLPredicateExpression {
    func sqlTerm(_ compiler: PredicateSQLCompiler) throws -> SQLTerm {
        let test = try compiler.term(test)
        // A test on constants only (`if searchText.isEmpty { return true } else { … }`) picks its branch
        // here, so the SQL holds only the branch every row takes.
        if case .value(let constant) = test, let isTrue = constant as? Bool {
            return try compiler.term(isTrue ? trueBranch : falseBranch)
        }
        let condition = try compiler.boolean(test)
        let yes = try compiler.term(trueBranch)
        let no = try compiler.term(falseBranch)
        let parts = [condition, try compiler.scalar(yes), try compiler.scalar(no)]
        let fragment = SQLFragment(
            "(CASE WHEN \(parts[0].text) THEN \(parts[1].text) ELSE \(parts[2].text) END)",
            parts.flatMap(\.bindings))
        return .scalar(fragment, nullable: compiler.isNullable(yes) || compiler.isNullable(no))
    }
}
