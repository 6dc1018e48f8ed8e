import Foundation

/// One value as SQLite stores it: the common currency between attributes, the row cache and the store.
///
/// Every attribute type converts to and from one of these cases (see ``AttributeValue``). Values are
/// always bound to statements as parameters, never pasted into SQL text.
public enum SQLValue: Hashable, Sendable {
    /// SQL `NULL`: an optional attribute without a value.
    case null
    /// A 64-bit signed integer (integers of every width, `Bool`).
    case integer(Int64)
    /// A double (`Double`, `Float`, `Date` as seconds since 1970).
    case real(Double)
    /// UTF-8 text (`String`, `URL`, `Decimal`, JSON for `Codable` values).
    case text(String)
    /// Bytes (`Data`, `UUID` as 16 bytes).
    case blob(Data)

    /// Whether this is `.null`.
    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }
}
