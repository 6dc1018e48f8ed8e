import Foundation

/// An incremental Cassowary solver: a dual simplex over a tableau kept in basic feasible solved
/// form, where required constraints are hard and weaker ones enter the objective through error
/// variables. Constraints can be added and removed one at a time; edit variables take suggested
/// values which are re-solved with the dual simplex. A required constraint that conflicts with
/// the ones already added throws `.unsatisfiable` and leaves the solver as it was.
final class ConstraintSolver {
    struct Tag {
        var marker: SolverSymbol
        var other: SolverSymbol?
    }
    struct Edit {
        let tag: Tag
        let constraint: SolverConstraint
        var constant: Double
    }

    private var rows: [SolverSymbol: SolverRow] = [:]
    private var symbols: [SolverVariable: SolverSymbol] = [:]
    private var tags: [ObjectIdentifier: (SolverConstraint, Tag)] = [:]
    private var edits: [SolverVariable: Edit] = [:]
    private var infeasible: [SolverSymbol] = []
    private var objective = SolverRow()
    private var artificial: SolverRow?
    private var nextID = 0

    init() {}

    /// The number of constraints currently in the solver.
    var constraintCount: Int { tags.count }

    func contains(_ constraint: SolverConstraint) -> Bool { tags[ObjectIdentifier(constraint)] != nil }

    /// Adds `constraint`; throws `.unsatisfiable` when it is required and conflicts with the
    /// required constraints already present (the solver is then unchanged).
    func add(_ constraint: SolverConstraint) throws {
        let key = ObjectIdentifier(constraint)
        guard tags[key] == nil else { throw ConstraintSolverError.duplicate(constraint.description) }
        let saved = (rows.mapValues { $0.copy() }, symbols, objective.copy(), infeasible)
        do {
            try insert(constraint)
        } catch {
            (rows, symbols, objective, infeasible) = saved
            artificial = nil
            throw error
        }
    }

    private func insert(_ constraint: SolverConstraint) throws {
        let key = ObjectIdentifier(constraint)
        let (row, tag) = makeRow(constraint)
        var subject = chooseSubject(row, tag)
        if subject == nil, row.cells.keys.allSatisfy({ $0.kind == .dummy }) {
            guard abs(row.constant) < SolverRow.epsilon else {
                throw ConstraintSolverError.unsatisfiable(constraint.description)
            }
            subject = tag.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, with: row)
            rows[subject] = row
        } else {
            guard try addWithArtificialVariable(row) else {
                throw ConstraintSolverError.unsatisfiable(constraint.description)
            }
        }
        tags[key] = (constraint, tag)
        try optimize(objective)
    }

    /// Removes `constraint`, re-optimising the rest.
    func remove(_ constraint: SolverConstraint) throws {
        guard let (_, tag) = tags.removeValue(forKey: ObjectIdentifier(constraint)) else {
            throw ConstraintSolverError.unknown(constraint.description)
        }
        for symbol in [tag.marker, tag.other].compactMap({ $0 }) where symbol.kind == .error {
            if let row = rows[symbol] {
                objective.insert(row, -constraint.strength.weight)
            } else {
                objective.add(symbol, -constraint.strength.weight)
            }
        }
        if rows.removeValue(forKey: tag.marker) == nil {
            guard let leaving = markerLeavingRow(tag.marker), let row = rows.removeValue(forKey: leaving) else {
                throw ConstraintSolverError.internalFailure("no row to remove \(constraint)")
            }
            row.solve(for: leaving, rhs: tag.marker)
            substitute(tag.marker, with: row)
        }
        try optimize(objective)
    }

    /// Makes `variable` an edit variable with a non-required `strength`; `suggest` then moves it.
    func addEditVariable(_ variable: SolverVariable, strength: SolverStrength) throws {
        guard edits[variable] == nil else {
            throw ConstraintSolverError.badEdit("\(variable) is already an edit variable")
        }
        guard !strength.isRequired else {
            throw ConstraintSolverError.badEdit("an edit variable cannot be required (\(variable))")
        }
        let constraint = SolverConstraint(SolverExpression([(variable, 1)]), .equal, strength: strength)
        try add(constraint)
        edits[variable] = Edit(tag: tags[ObjectIdentifier(constraint)]!.1, constraint: constraint, constant: 0)
    }

    /// Suggests `value` for the edit variable `variable`; the solver keeps it as close as the
    /// other constraints and the edit's strength allow.
    func suggest(_ variable: SolverVariable, _ value: Double) throws {
        guard var edit = edits[variable] else {
            throw ConstraintSolverError.badEdit("\(variable) is not an edit variable")
        }
        guard value.isFinite else { throw ConstraintSolverError.badEdit("suggested value \(value) for \(variable)") }
        let delta = value - edit.constant
        edit.constant = value
        edits[variable] = edit
        if let row = rows[edit.tag.marker] {
            if row.add(-delta) < 0 { infeasible.append(edit.tag.marker) }
        } else if let other = edit.tag.other, let row = rows[other] {
            if row.add(delta) < 0 { infeasible.append(other) }
        } else {
            for (symbol, row) in rows.sorted(by: { $0.key < $1.key }) {
                let c = row.coefficient(edit.tag.marker)
                if c != 0, row.add(delta * c) < 0, symbol.kind != .external { infeasible.append(symbol) }
            }
        }
        try dualOptimize()
    }

    /// Copies the solution into each variable's `value`.
    func updateVariables() {
        for (variable, symbol) in symbols { variable.value = rows[symbol]?.constant ?? 0 }
    }

    // MARK: - Tableau

    private func newSymbol(_ kind: SolverSymbol.Kind) -> SolverSymbol {
        nextID += 1
        return SolverSymbol(id: nextID, kind: kind)
    }

    private func symbol(for variable: SolverVariable) -> SolverSymbol {
        if let s = symbols[variable] { return s }
        let s = newSymbol(.external)
        symbols[variable] = s
        return s
    }

    private func makeRow(_ constraint: SolverConstraint) -> (SolverRow, Tag) {
        let expression = constraint.expression
        let row = SolverRow(constant: expression.constant)
        for (variable, coefficient) in expression.terms where abs(coefficient) >= SolverRow.epsilon {
            let s = symbol(for: variable)
            if let basic = rows[s] { row.insert(basic, coefficient) } else { row.add(s, coefficient) }
        }
        let weight = constraint.strength.weight
        var tag: Tag
        switch constraint.relation {
        case .lessOrEqual, .greaterOrEqual:
            let sign: Double = constraint.relation == .lessOrEqual ? 1 : -1
            let slack = newSymbol(.slack)
            tag = Tag(marker: slack)
            row.add(slack, sign)
            if !constraint.strength.isRequired {
                let error = newSymbol(.error)
                tag.other = error
                row.add(error, -sign)
                objective.add(error, weight)
            }
        case .equal:
            if constraint.strength.isRequired {
                let dummy = newSymbol(.dummy)
                tag = Tag(marker: dummy)
                row.add(dummy, 1)
            } else {
                let plus = newSymbol(.error)
                let minus = newSymbol(.error)
                tag = Tag(marker: plus, other: minus)
                row.add(plus, -1)
                row.add(minus, 1)
                objective.add(plus, weight)
                objective.add(minus, weight)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    private func chooseSubject(_ row: SolverRow, _ tag: Tag) -> SolverSymbol? {
        if let external = row.cells.keys.filter({ $0.kind == .external }).min() { return external }
        for symbol in [tag.marker, tag.other].compactMap({ $0 }) where symbol.isPivotable {
            if row.coefficient(symbol) < 0 { return symbol }
        }
        return nil
    }

    private func addWithArtificialVariable(_ row: SolverRow) throws -> Bool {
        let art = newSymbol(.slack)
        rows[art] = row.copy()
        let objectiveRow = row.copy()
        artificial = objectiveRow
        try optimize(objectiveRow)
        let success = abs(objectiveRow.constant) < SolverRow.epsilon
        artificial = nil
        if let basic = rows.removeValue(forKey: art) {
            if basic.cells.isEmpty { return success }
            guard let entering = basic.orderedCells.first(where: { $0.0.isPivotable })?.0 else { return false }
            basic.solve(for: art, rhs: entering)
            substitute(entering, with: basic)
            rows[entering] = basic
        }
        for row in rows.values { row.remove(art) }
        objective.remove(art)
        return success
    }

    private func substitute(_ symbol: SolverSymbol, with row: SolverRow) {
        for (s, r) in rows.sorted(by: { $0.key < $1.key }) {
            r.substitute(symbol, with: row)
            if s.kind != .external, r.constant < 0 { infeasible.append(s) }
        }
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    /// The primal simplex: pivots until no objective coefficient is negative.
    private func optimize(_ target: SolverRow) throws {
        for _ in 0..<10_000 {
            guard let entering = target.orderedCells.first(where: { $0.0.kind != .dummy && $0.1 < 0 })?.0 else {
                return
            }
            var best = Double.infinity
            var leaving: SolverSymbol?
            for (symbol, row) in rows.sorted(by: { $0.key < $1.key }) where symbol.kind != .external {
                let c = row.coefficient(entering)
                if c < 0 {
                    let ratio = -row.constant / c
                    if ratio < best {
                        best = ratio
                        leaving = symbol
                    }
                }
            }
            guard let leaving, let row = rows.removeValue(forKey: leaving) else {
                throw ConstraintSolverError.internalFailure("the objective is unbounded")
            }
            row.solve(for: leaving, rhs: entering)
            substitute(entering, with: row)
            rows[entering] = row
        }
        throw ConstraintSolverError.internalFailure("the simplex did not converge")
    }

    /// The dual simplex: restores feasibility of rows whose constant went negative after an edit.
    private func dualOptimize() throws {
        while let leaving = infeasible.popLast() {
            guard let row = rows[leaving], row.constant < 0 else { continue }
            var best = Double.infinity
            var entering: SolverSymbol?
            for (symbol, c) in row.orderedCells where c > 0 && symbol.kind != .dummy {
                let ratio = objective.coefficient(symbol) / c
                if ratio < best {
                    best = ratio
                    entering = symbol
                }
            }
            guard let entering else {
                throw ConstraintSolverError.internalFailure("dual simplex found no entering symbol")
            }
            rows[leaving] = nil
            row.solve(for: leaving, rhs: entering)
            substitute(entering, with: row)
            rows[entering] = row
        }
    }

    private func markerLeavingRow(_ marker: SolverSymbol) -> SolverSymbol? {
        var r1 = Double.infinity
        var r2 = Double.infinity
        var first: SolverSymbol?
        var second: SolverSymbol?
        var third: SolverSymbol?
        for (symbol, row) in rows.sorted(by: { $0.key < $1.key }) {
            let c = row.coefficient(marker)
            if c == 0 { continue }
            if symbol.kind == .external {
                third = symbol
            } else if c < 0 {
                let r = -row.constant / c
                if r < r1 { (r1, first) = (r, symbol) }
            } else {
                let r = row.constant / c
                if r < r2 { (r2, second) = (r, symbol) }
            }
        }
        return first ?? second ?? third
    }
}
