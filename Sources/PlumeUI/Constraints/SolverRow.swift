import Foundation

/// A symbol of the simplex tableau: an external variable, a slack of an inequality, an error
/// variable of a non-required constraint, or a dummy marking a required equality.
struct SolverSymbol: Hashable, Comparable {
    enum Kind { case external, slack, error, dummy }
    let id: Int
    let kind: Kind

    static func < (a: SolverSymbol, b: SolverSymbol) -> Bool { a.id < b.id }
    /// Slack and error symbols are restricted to be >= 0; externals are unrestricted.
    var isPivotable: Bool { kind == .slack || kind == .error }
}

/// A linear row `constant + Σ coefficient·symbol`. Once solved for a basic symbol it reads
/// `basic = constant + Σ …`; before that it reads `0 = constant + Σ …`.
final class SolverRow {
    static let epsilon = 1e-8
    var constant: Double
    var cells: [SolverSymbol: Double]

    init(constant: Double = 0, cells: [SolverSymbol: Double] = [:]) {
        self.constant = constant
        self.cells = cells
    }

    func copy() -> SolverRow { SolverRow(constant: constant, cells: cells) }

    /// The symbols in a fixed order, so that every choice the solver makes is deterministic.
    var orderedCells: [(SolverSymbol, Double)] { cells.sorted { $0.key < $1.key }.map { ($0.key, $0.value) } }

    func coefficient(_ symbol: SolverSymbol) -> Double { cells[symbol] ?? 0 }

    /// Adds `value` to the constant and returns the new constant.
    @discardableResult func add(_ value: Double) -> Double {
        constant += value
        return constant
    }

    /// Adds `coefficient·symbol`, dropping the cell when it cancels out.
    func add(_ symbol: SolverSymbol, _ coefficient: Double) {
        let value = (cells[symbol] ?? 0) + coefficient
        if abs(value) < Self.epsilon { cells[symbol] = nil } else { cells[symbol] = value }
    }

    /// Adds `coefficient` times `row`.
    func insert(_ row: SolverRow, _ coefficient: Double = 1) {
        constant += row.constant * coefficient
        for (symbol, value) in row.cells { add(symbol, value * coefficient) }
    }

    func remove(_ symbol: SolverSymbol) { cells[symbol] = nil }

    func reverseSign() {
        constant = -constant
        for key in cells.keys { cells[key] = -cells[key]! }
    }

    /// Turns `0 = … + c·symbol + …` into `symbol = …`.
    func solve(for symbol: SolverSymbol) {
        let factor = -1 / (cells.removeValue(forKey: symbol) ?? 1)
        constant *= factor
        for key in cells.keys { cells[key] = cells[key]! * factor }
    }

    /// Turns `lhs = … + c·rhs + …` into `rhs = …` (a pivot between two symbols).
    func solve(for lhs: SolverSymbol, rhs: SolverSymbol) {
        add(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by the expression `row`.
    func substitute(_ symbol: SolverSymbol, with row: SolverRow) {
        guard let coefficient = cells.removeValue(forKey: symbol) else { return }
        insert(row, coefficient)
    }
}
