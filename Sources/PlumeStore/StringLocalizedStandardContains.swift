import Foundation

extension PredicateExpressions {
    /// `root.localizedStandardContains(other)` inside `#Predicate`: case- and diacritic-insensitive
    /// `contains`. FoundationEssentials on Linux does not provide this expression; PlumeStore does, so
    /// the macro's `build_localizedStandardContains` resolves here. In SQL it compares both sides folded
    /// by the store's `PLUME_FOLD` function.
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

        /// Evaluates in memory with Foundation's folding.
        public func evaluate(_ bindings: PredicateBindings) throws -> Bool {
            let haystack = String(try root.evaluate(bindings))
            let needle = String(try other.evaluate(bindings))
            return plumeFold(haystack).contains(plumeFold(needle))
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
        let parts = [try compiler.scalar(try compiler.term(root)), try compiler.scalar(try compiler.term(other))]
        let fragment = SQLFragment(
            "COALESCE(instr(PLUME_FOLD(\(parts[0].text)), PLUME_FOLD(\(parts[1].text))) > 0, 0)",
            parts[0].bindings + parts[1].bindings)
        return .boolean(fragment)
    }
}

/// Case- and diacritic-folded text used for insensitive matching (in memory and in SQL).
func plumeFold(_ text: String) -> String {
    if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
    return text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
}
