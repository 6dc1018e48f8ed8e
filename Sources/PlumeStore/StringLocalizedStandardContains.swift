import Foundation

extension PredicateExpressions {
    /// `root.localizedStandardContains(other)` inside `#Predicate`: case- and diacritic-insensitive
    /// `contains`. FoundationEssentials on Linux does not provide this expression; PlumeStore does, so
    /// the macro's `build_localizedStandardContains` resolves here. In memory and in SQL (a function the
    /// store registers) it runs ``PredicateStringSemantics/localizedStandardContains(_:_:)``, so both
    /// give the same answer; like Apple's, an empty search string matches nothing.
    public struct StringLocalizedStandardContains<Root: PredicateExpression, Other: PredicateExpression>:
        PredicateExpression
    where Root.Output: StringProtocol, Other.Output: StringProtocol {
        public typealias Output = Bool
        /// The string searched.
        public let root: Root
        /// The string searched for.
        public let other: Other

        /// Creates the expression.
        public init(root: Root, other: Other) {
            self.root = root
            self.other = other
        }

        /// Evaluates in memory (``PredicateStringSemantics/localizedStandardContains(_:_:)``).
        public func evaluate(_ bindings: PredicateBindings) throws -> Bool {
            PredicateStringSemantics.localizedStandardContains(
                String(try root.evaluate(bindings)), String(try other.evaluate(bindings)))
        }
    }

    /// Builds ``StringLocalizedStandardContains`` for the `#Predicate` macro.
    public static func build_localizedStandardContains<Root, Other>(
        _ root: Root, _ other: Other
    ) -> StringLocalizedStandardContains<Root, Other> {
        StringLocalizedStandardContains(root: root, other: other)
    }
}

extension PredicateExpressions.StringLocalizedStandardContains: StandardPredicateExpression
where Root: StandardPredicateExpression, Other: StandardPredicateExpression {}

extension PredicateExpressions.StringLocalizedStandardContains: Codable where Root: Codable, Other: Codable {}

extension PredicateExpressions.StringLocalizedStandardContains: Sendable where Root: Sendable, Other: Sendable {}

extension PredicateExpressions.StringLocalizedStandardContains: SQLPredicateExpression {
    func sqlTerm(_ compiler: PredicateSQLCompiler) throws -> SQLTerm {
        try compiler.call(PredicateStringSemantics.localizedStandardContainsFunction, root, other)
    }
}
