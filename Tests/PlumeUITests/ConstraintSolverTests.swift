import Foundation
import Testing

@testable import PlumeUI

@Suite("constraint solver") struct ConstraintSolverTests {
    private func c(
        _ terms: [(SolverVariable, Double)], _ constant: Double, _ relation: SolverConstraint.Relation,
        _ strength: SolverStrength = .required
    ) -> SolverConstraint {
        SolverConstraint(SolverExpression(terms, constant: constant), relation, strength: strength)
    }

    @Test func equalitiesChainThroughVariables() throws {
        let solver = ConstraintSolver()
        let (x, y, z) = (SolverVariable("x"), SolverVariable("y"), SolverVariable("z"))
        try solver.add(c([(x, 1)], -10, .equal))  // x = 10
        try solver.add(c([(y, 1), (x, -2)], -5, .equal))  // y = 2x + 5
        try solver.add(c([(z, 1), (x, -1), (y, -1)], 0, .equal))  // z = x + y
        solver.updateVariables()
        #expect(x.value == 10)
        #expect(abs(y.value - 25) < 1e-9)
        #expect(abs(z.value - 35) < 1e-9)
    }

    @Test func inequalitiesBoundAWeakPreference() throws {
        let solver = ConstraintSolver()
        let x = SolverVariable("x")
        try solver.add(c([(x, 1)], -100, .equal, .weak))  // prefers 100
        try solver.add(c([(x, 1)], -40, .lessOrEqual))  // x <= 40
        solver.updateVariables()
        #expect(abs(x.value - 40) < 1e-9)
        try solver.add(c([(x, 1)], -30, .greaterOrEqual))  // 30 <= x <= 40
        solver.updateVariables()
        #expect(abs(x.value - 40) < 1e-9)
    }

    @Test func strongerPreferencesWinOverWeakerOnes() throws {
        let solver = ConstraintSolver()
        let x = SolverVariable("x")
        try solver.add(c([(x, 1)], -10, .equal, .weak))
        try solver.add(c([(x, 1)], -20, .equal, .medium))
        solver.updateVariables()
        #expect(abs(x.value - 20) < 1e-9, "medium beats weak")
        let strong = c([(x, 1)], -30, .equal, .strong)
        try solver.add(strong)
        solver.updateVariables()
        #expect(abs(x.value - 30) < 1e-9, "strong beats medium")
        try solver.remove(strong)
        solver.updateVariables()
        #expect(abs(x.value - 20) < 1e-9, "removing the strong one brings medium back")
    }

    @Test func aConflictingRequiredConstraintIsReportedAndLeavesTheSolverIntact() throws {
        let solver = ConstraintSolver()
        let x = SolverVariable("x")
        try solver.add(c([(x, 1)], -40, .lessOrEqual))
        #expect(throws: ConstraintSolverError.self) { try solver.add(c([(x, 1)], -60, .greaterOrEqual)) }
        let equal = SolverConstraint(SolverExpression([(x, 1)], constant: -50), .equal, label: "x == 50")
        do {
            try solver.add(equal)
            Issue.record("x == 50 should conflict with x <= 40")
        } catch let error as ConstraintSolverError {
            #expect(error.description == "Unable to satisfy the required constraint x == 50")
        }
        try solver.add(c([(x, 1)], -25, .equal))
        solver.updateVariables()
        #expect(abs(x.value - 25) < 1e-9, "the solver still works after rejecting: \(x.value)")
        #expect(solver.constraintCount == 2)
    }

    @Test func editVariablesFollowSuggestedValuesWithinBounds() throws {
        let solver = ConstraintSolver()
        let (left, right, mid) = (SolverVariable("left"), SolverVariable("right"), SolverVariable("mid"))
        try solver.add(c([(mid, 2), (left, -1), (right, -1)], 0, .equal))  // mid = (l + r) / 2
        try solver.add(c([(right, 1), (left, -1)], -10, .greaterOrEqual))  // r >= l + 10
        try solver.add(c([(left, 1)], 0, .greaterOrEqual))
        try solver.add(c([(right, 1)], -100, .lessOrEqual))
        try solver.addEditVariable(mid, strength: .strong)
        try solver.suggest(mid, 50)
        solver.updateVariables()
        #expect(abs(mid.value - 50) < 1e-9)
        #expect(right.value - left.value >= 10 - 1e-9)
        try solver.suggest(mid, 2)
        solver.updateVariables()
        #expect(abs(mid.value - 5) < 1e-9, "mid cannot go below 5 (left >= 0, width >= 10): \(mid.value)")
        try solver.suggest(mid, 99)
        solver.updateVariables()
        #expect(abs(mid.value - 95) < 1e-9, "nor above 95: \(mid.value)")
        #expect(throws: ConstraintSolverError.self) { try solver.suggest(left, 3) }
        #expect(throws: ConstraintSolverError.self) { try solver.addEditVariable(left, strength: .required) }
    }

    @Test func weightedPreferencesTradeOff() throws {
        // Two medium wishes pull one width apart; a strong one settles it.
        let solver = ConstraintSolver()
        let w = SolverVariable("w")
        try solver.add(c([(w, 1)], -100, .greaterOrEqual, .medium))
        try solver.add(c([(w, 1)], -50, .lessOrEqual, .strong))
        solver.updateVariables()
        #expect(abs(w.value - 50) < 1e-9)
    }

    /// Random systems: after every add (accepted or rejected) and remove, every required
    /// constraint still in the solver holds.
    @Test func randomSystemsKeepEveryRequiredConstraint() throws {
        var seed: UInt64 = 0x1234_5678
        func next(_ n: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(n))
        }
        var totalRejected = 0
        for _ in 0..<20 {
            let solver = ConstraintSolver()
            let vars = (0..<6).map { SolverVariable("v\($0)") }
            var present: [SolverConstraint] = []
            var rejected = 0
            for step in 0..<40 {
                if step % 7 == 6, !present.isEmpty {
                    try solver.remove(present.remove(at: next(present.count)))
                } else {
                    let terms = (0..<(1 + next(3))).map { _ in (vars[next(6)], Double(next(5) - 2)) }
                    let relation: SolverConstraint.Relation = [.equal, .lessOrEqual, .greaterOrEqual][next(3)]
                    let strength: SolverStrength = [.required, .required, .strong, .medium, .weak][next(5)]
                    let constraint = c(terms, Double(next(201) - 100), relation, strength)
                    do {
                        try solver.add(constraint)
                        present.append(constraint)
                    } catch ConstraintSolverError.unsatisfiable {
                        rejected += 1
                        #expect(constraint.strength.isRequired, "only required constraints are refused")
                    }
                }
                solver.updateVariables()
                for constraint in present where constraint.strength.isRequired {
                    let value = constraint.expression.terms.reduce(constraint.expression.constant) {
                        $0 + $1.0.value * $1.1
                    }
                    switch constraint.relation {
                    case .equal: #expect(abs(value) < 1e-6, "\(constraint) = \(value)")
                    case .lessOrEqual: #expect(value < 1e-6, "\(constraint) = \(value)")
                    case .greaterOrEqual: #expect(value > -1e-6, "\(constraint) = \(value)")
                    }
                }
            }
            #expect(solver.constraintCount == present.count)
            totalRejected += rejected
        }
        #expect(totalRejected > 0, "the random systems include conflicts")
    }
}
