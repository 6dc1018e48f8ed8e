import Foundation

/// The strength of a constraint in the solver. `required` constraints must hold; the others are
/// weighted preferences: the solver minimises Σ weight · |violation|, so one strong violation
/// costs as much as a thousand medium ones (`strong` = 10⁶, `medium` = 10³, `weak` = 1).
struct SolverStrength: Comparable, Hashable {
    let weight: Double
    static let required = SolverStrength(weight: 1_001_001_000)
    static let strong = SolverStrength(weight: 1_000_000)
    static let medium = SolverStrength(weight: 1_000)
    static let weak = SolverStrength(weight: 1)
    static func < (a: SolverStrength, b: SolverStrength) -> Bool { a.weight < b.weight }
    var isRequired: Bool { weight >= Self.required.weight }
}

/// A variable the solver computes a value for.
final class SolverVariable: Hashable, CustomStringConvertible {
    let name: String
    /// The value after the last `updateVariables()`.
    var value: Double = 0
    init(_ name: String) { self.name = name }
    static func == (a: SolverVariable, b: SolverVariable) -> Bool { a === b }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    var description: String { name }
}

/// `Σ coefficient·variable + constant`.
struct SolverExpression {
    var terms: [(SolverVariable, Double)]
    var constant: Double
    init(_ terms: [(SolverVariable, Double)] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }
}

/// `expression (== | <= | >=) 0` with a strength.
final class SolverConstraint: CustomStringConvertible {
    enum Relation: String {
        case equal = "=="
        case lessOrEqual = "<="
        case greaterOrEqual = ">="
    }
    let expression: SolverExpression
    let relation: Relation
    let strength: SolverStrength
    /// A name for error messages (e.g. the public constraint's description).
    let label: String?

    init(
        _ expression: SolverExpression, _ relation: Relation, strength: SolverStrength = .required, label: String? = nil
    ) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
        self.label = label
    }

    var description: String {
        if let label { return label }
        let terms = expression.terms.map { "\($0.1)·\($0.0)" }.joined(separator: " + ")
        return "\(terms) + \(expression.constant) \(relation.rawValue) 0"
    }
}

/// What the solver refuses, with a message that names the constraint.
enum ConstraintSolverError: Error, Equatable, CustomStringConvertible {
    case unsatisfiable(String)
    case duplicate(String)
    case unknown(String)
    case badEdit(String)
    case internalFailure(String)

    var description: String {
        switch self {
        case .unsatisfiable(let c): "Unable to satisfy the required constraint \(c)"
        case .duplicate(let c): "The constraint \(c) was already added"
        case .unknown(let c): "The constraint \(c) is not in the solver"
        case .badEdit(let message): message
        case .internalFailure(let message): "Constraint solver failure: \(message)"
        }
    }
}
