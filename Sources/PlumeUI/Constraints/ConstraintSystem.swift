import Foundation
import PlumeGraphics

/// One solve of a `ConstraintLayout`: the solver variables of each subview (leading, top, width,
/// height) and of the container (width, height), the layout's constraints translated to them, and
/// the intrinsic-size preferences.
struct ConstraintSystem {
    struct Box {
        let x, y, width, height: SolverVariable
    }
    let layout: ConstraintLayout
    let ids: [String?]
    let idealSizes: [CGSize]
    /// Whether a bad constraint throws (`solve`) or is dropped and listed in `errors` (layout).
    let throwing: Bool

    private static let reported = Mutex()

    /// Writes a dropped constraint to standard error, once per distinct message.
    static func report(_ error: ConstraintLayoutError) {
        guard reported.insert(error.description) else { return }
        FileHandle.standardError.write(Data("ConstraintLayout: \(error)\n".utf8))
    }

    func solve(_ proposal: ProposedViewSize) throws -> ConstraintLayout.Solution {
        let solver = ConstraintSolver()
        let containerWidth = SolverVariable("container.width")
        let containerHeight = SolverVariable("container.height")
        let boxes = ids.indices.map { i in
            Box(
                x: SolverVariable("\(i).x"), y: SolverVariable("\(i).y"), width: SolverVariable("\(i).width"),
                height: SolverVariable("\(i).height"))
        }
        var index: [ConstraintItem: Int] = [:]
        for (i, id) in ids.enumerated() {
            index[.view(at: i)] = i
            if let id { index[.view(id)] = i }
        }
        func add(
            _ terms: [(SolverVariable, Double)], _ relation: SolverConstraint.Relation, _ constant: Double,
            _ strength: SolverStrength
        ) {
            try? solver.add(SolverConstraint(SolverExpression(terms, constant: constant), relation, strength: strength))
        }
        for (variable, proposed) in [(containerWidth, proposal.width), (containerHeight, proposal.height)] {
            add([(variable, 1)], .greaterOrEqual, 0, .required)
            if let proposed, proposed.isFinite {
                add([(variable, 1)], .equal, -Double(proposed), .required)
            } else {
                add([(variable, 1)], .equal, 0, .weak)
            }
        }
        for (i, box) in boxes.enumerated() {
            add([(box.width, 1)], .greaterOrEqual, 0, .required)
            add([(box.height, 1)], .greaterOrEqual, 0, .required)
            add([(box.x, 1)], .equal, 0, .weak)
            add([(box.y, 1)], .equal, 0, .weak)
            guard i < idealSizes.count else { continue }
            for (variable, ideal) in [(box.width, idealSizes[i].width), (box.height, idealSizes[i].height)]
            where ideal.isFinite {
                add([(variable, 1)], .lessOrEqual, -Double(ideal), ConstraintPriority.defaultLow.strength)
                add([(variable, 1)], .greaterOrEqual, -Double(ideal), ConstraintPriority.defaultHigh.strength)
            }
        }
        func terms(
            _ item: ConstraintItem, _ attribute: LayoutAttribute, _ scale: Double, _ constraint: LayoutConstraint
        )
            throws -> [(SolverVariable, Double)]?
        {
            let x: SolverVariable?
            let y: SolverVariable?
            let width: SolverVariable
            let height: SolverVariable
            if item == .container {
                (x, y, width, height) = (nil, nil, containerWidth, containerHeight)
            } else if let i = index[item] {
                (x, y, width, height) = (boxes[i].x, boxes[i].y, boxes[i].width, boxes[i].height)
            } else {
                throw ConstraintLayoutError.unknownView(item, in: constraint)
            }
            let pairs: [(SolverVariable?, Double)] =
                switch attribute {
                case .leading: [(x, 1)]
                case .trailing: [(x, 1), (width, 1)]
                case .centerX: [(x, 1), (width, 0.5)]
                case .width: [(width, 1)]
                case .top: [(y, 1)]
                case .bottom: [(y, 1), (height, 1)]
                case .centerY: [(y, 1), (height, 0.5)]
                case .height: [(height, 1)]
                }
            return pairs.compactMap { v, c in v.map { ($0, c * scale) } }
        }
        var errors: [ConstraintLayoutError] = []
        for constraint in layout.constraints {
            do {
                var expression = try terms(constraint.firstItem, constraint.firstAttribute, 1, constraint) ?? []
                if let item = constraint.secondItem, let attribute = constraint.secondAttribute {
                    expression += try terms(item, attribute, -Double(constraint.multiplier), constraint) ?? []
                }
                let relation: SolverConstraint.Relation =
                    switch constraint.relation {
                    case .equal: .equal
                    case .greaterThanOrEqual: .greaterOrEqual
                    case .lessThanOrEqual: .lessOrEqual
                    }
                let solverConstraint = SolverConstraint(
                    SolverExpression(expression, constant: -Double(constraint.constant)), relation,
                    strength: constraint.priority.strength, label: constraint.description)
                do {
                    try solver.add(solverConstraint)
                } catch ConstraintSolverError.unsatisfiable {
                    throw ConstraintLayoutError.unsatisfiable(constraint)
                }
            } catch let error as ConstraintLayoutError {
                if throwing { throw error }
                errors.append(error)
            }
        }
        solver.updateVariables()
        var frames: [ConstraintItem: CGRect] = [:]
        for (i, box) in boxes.enumerated() {
            let frame = CGRect(
                x: box.x.value, y: box.y.value, width: max(0, box.width.value), height: max(0, box.height.value))
            frames[.view(at: i)] = frame
            if let id = ids[i] { frames[.view(id)] = frame }
        }
        return ConstraintLayout.Solution(
            size: CGSize(width: max(0, containerWidth.value), height: max(0, containerHeight.value)), frames: frames,
            errors: errors)
    }
}

/// A set of strings guarded by a lock (the messages already reported).
private final class Mutex: @unchecked Sendable {
    private let lock = NSLock()
    private var seen: Set<String> = []
    /// Inserts `message`; false when it was already there.
    func insert(_ message: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return seen.insert(message).inserted
    }
}
