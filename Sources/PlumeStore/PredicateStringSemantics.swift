import Foundation

/// The one meaning of string comparisons in `#Predicate`, shared by in-memory evaluation and SQL.
///
/// The reference is Swift's: what Foundation's `Predicate.evaluate` returns on Linux. `==` and `<` are
/// `String`'s (canonical equivalence, so a composed and a decomposed "é" are equal; order by
/// normalized scalars); `contains(_:)` and `starts(with:)` are Foundation's collection algorithms over
/// `Character`s (grapheme clusters), so "👍🏽" does not contain "👍" and every string contains "" and
/// starts with it; `localizedStandardContains(_:)` is ``localizedStandardContains(_:_:)``. The SQL
/// path calls these same functions through the functions and the collation ``SQLiteStore`` registers
/// on its connection, so a fetch returns the same objects before a save (in memory) and after it
/// (in SQL). Differs from Core Data, whose SQL string matching follows SQLite/ICU rules instead.
enum PredicateStringSemantics {
    /// The collation that orders and equates text like `String`'s `<` and `==`.
    static let collation = "PLUME_UNICODE"
    /// `PLUME_SORT_KEY(text)`: ``sortKey(_:)`` where it differs from the text (non-ASCII text), else NULL.
    /// A lexical sort descriptor orders by `COALESCE(PLUME_SORT_KEY(x), x)` in SQL.
    static let sortKeyFunction = "PLUME_SORT_KEY"
    /// `PLUME_CONTAINS(base, other)`: Foundation's `contains(_:)` in a predicate.
    static let containsFunction = "PLUME_CONTAINS"
    /// `PLUME_STARTS_WITH(base, prefix)`: Foundation's `starts(with:)` in a predicate.
    static let startsWithFunction = "PLUME_STARTS_WITH"
    /// `PLUME_LOCALIZED_STANDARD_CONTAINS(base, other)`: ``localizedStandardContains(_:_:)``.
    static let localizedStandardContainsFunction = "PLUME_LOCALIZED_STANDARD_CONTAINS"

    private static let containsPredicate = #Predicate<String, String> { base, other in base.contains(other) }
    private static let startsWithPredicate = #Predicate<String, String> { base, prefix in base.starts(with: prefix) }

    /// `base.contains(other)` exactly as a `#Predicate` evaluates it (Foundation's expression, run here).
    static func contains(_ base: String, _ other: String) throws -> Bool {
        if let answer = bytewise(
            base, other,
            { haystack, needle in
                guard needle.count <= haystack.count else { return false }
                return (0...(haystack.count - needle.count)).contains { start in
                    needle.indices.allSatisfy { haystack[start + $0] == needle[$0] }
                }
            })
        {
            return answer
        }
        return try containsPredicate.evaluate(base, other)
    }

    /// `base.starts(with: prefix)` exactly as a `#Predicate` evaluates it.
    static func starts(_ base: String, with prefix: String) throws -> Bool {
        if let answer = bytewise(
            base, prefix,
            { text, start in
                start.count <= text.count && start.indices.allSatisfy { text[$0] == start[$0] }
            })
        {
            return answer
        }
        return try startsWithPredicate.evaluate(base, prefix)
    }

    /// Case- and diacritic-insensitive `contains`, like Apple's `localizedStandardContains`: both sides
    /// folded, then Foundation's `StringProtocol.contains`; an empty `other` is never contained (as on
    /// Apple platforms).
    static func localizedStandardContains(_ base: String, _ other: String) -> Bool {
        fold(base).contains(fold(other))
    }

    /// Text whose UTF-8 bytes order like `String`'s `<` (which compares the scalars of the canonically
    /// composed form, NFC): the NFC form itself. Two keys are equal exactly when the strings are `==`.
    static func sortKey(_ text: String) -> String {
        text.precomposedStringWithCanonicalMapping
    }

    /// `String`'s order: -1, 0 or 1 (0 exactly when `==`).
    static func compare(_ lhs: String, _ rhs: String) -> Int32 {
        lhs == rhs ? 0 : (lhs < rhs ? -1 : 1)
    }

    /// Whether `==` against the constant `text` may compare bytes: for ASCII text other than `K`, `;`
    /// and `` ` `` no other string is canonically equivalent (those three are the only ASCII targets of a
    /// non-ASCII scalar: U+212A KELVIN SIGN, U+037E GREEK QUESTION MARK, U+1FEF GREEK VARIA). Such
    /// comparisons keep using an index on the column.
    static func equalityIsBytewise(_ text: String) -> Bool {
        text.utf8.allSatisfy {
            $0 < 0x80 && $0 != UInt8(ascii: "K") && $0 != UInt8(ascii: ";") && $0 != UInt8(ascii: "`")
        }
    }

    /// The answer of `body` over the UTF-8 bytes when both strings are ASCII without a carriage return
    /// (then every byte is one `Character`, and byte matching is `Character` matching), else `nil`.
    private static func bytewise(
        _ lhs: String, _ rhs: String, _ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>) -> Bool
    ) -> Bool? {
        var lhs = lhs
        var rhs = rhs
        return lhs.withUTF8 { left in
            rhs.withUTF8 { right in
                guard isPlainASCII(left), isPlainASCII(right) else { return nil }
                return body(left, right)
            }
        }
    }

    private static func isPlainASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.allSatisfy { $0 < 0x80 && $0 != 0x0D }
    }

    /// Case- and diacritic-folded text.
    private static func fold(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
        return text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
}
