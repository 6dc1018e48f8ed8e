import Foundation
import PlumeGraphics

/// How important a constraint is, as UIKit's `UILayoutPriority`: `required` (1000) must hold;
/// lower priorities are preferences the solver trades off, a higher one winning over any number of
/// much lower ones (priority p weighs 1000^(p/500), so 750 outweighs 250 by about a thousand).
public struct ConstraintPriority: Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral
{
    public var rawValue: Float
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { rawValue = value }
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    public static let required: ConstraintPriority = 1000
    public static let defaultHigh: ConstraintPriority = 750
    public static let defaultLow: ConstraintPriority = 250
    public static let fittingSizeLevel: ConstraintPriority = 50
    public static func < (a: ConstraintPriority, b: ConstraintPriority) -> Bool { a.rawValue < b.rawValue }

    var strength: SolverStrength {
        guard rawValue < 1000 else { return .required }
        return SolverStrength(weight: pow(1000, Double(max(rawValue, 1)) / 500))
    }
}

/// One linear relation between two anchors, as UIKit's `NSLayoutConstraint`:
/// `first (== | >= | <=) second × multiplier + constant`, at a `priority`.
public struct LayoutConstraint: Hashable, Sendable, CustomStringConvertible {
    public enum Relation: String, Hashable, Sendable {
        case equal = "=="
        case greaterThanOrEqual = ">="
        case lessThanOrEqual = "<="
    }
    public let firstItem: ConstraintItem
    public let firstAttribute: LayoutAttribute
    public let relation: Relation
    public let secondItem: ConstraintItem?
    public let secondAttribute: LayoutAttribute?
    public let multiplier: CGFloat
    public let constant: CGFloat
    /// Required (1000) by default; set a lower value for a preference that may give way.
    public var priority: ConstraintPriority = .required

    init(
        _ firstItem: ConstraintItem, _ firstAttribute: LayoutAttribute, _ relation: Relation,
        _ secondItem: ConstraintItem?, _ secondAttribute: LayoutAttribute?, _ multiplier: CGFloat,
        _ constant: CGFloat
    ) {
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
    }

    /// This constraint at `priority` (for use inside an array literal).
    public func priority(_ priority: ConstraintPriority) -> LayoutConstraint {
        var copy = self
        copy.priority = priority
        return copy
    }

    /// E.g. `box.width == container.width × 0.5 - 8 @750`.
    public var description: String {
        var text = "\(firstItem).\(firstAttribute.rawValue) \(relation.rawValue) "
        if let secondItem, let secondAttribute {
            text += "\(secondItem).\(secondAttribute.rawValue)"
            if multiplier != 1 { text += " × \(format(multiplier))" }
            if constant != 0 { text += " \(constant < 0 ? "-" : "+") \(format(abs(constant)))" }
        } else {
            text += format(constant)
        }
        if priority < .required { text += " @\(format(CGFloat(priority.rawValue)))" }
        return text
    }

    private func format(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.2f", Double(value))
    }
}
