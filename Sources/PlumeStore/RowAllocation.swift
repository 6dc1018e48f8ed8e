/// Allocates the `[SQLValue]` rows of fetched objects.
///
/// Contract: called by materialisation for every fetched row. An array literal allocates its storage
/// through metadata the compiler caches in this module, where `Array(repeating:count:)` and
/// `reserveCapacity` look the storage type up in the runtime on every call (a third of a small row's
/// cost); rows up to 12 columns, most entities, take the literal path.
enum RowAllocation {
    /// A row of `count` NULLs.
    static func make(_ count: Int) -> [SQLValue] {
        switch count {
        case 0: return []
        case 1: return [.null]
        case 2: return [.null, .null]
        case 3: return [.null, .null, .null]
        case 4: return [.null, .null, .null, .null]
        case 5: return [.null, .null, .null, .null, .null]
        case 6: return [.null, .null, .null, .null, .null, .null]
        case 7: return [.null, .null, .null, .null, .null, .null, .null]
        case 8: return [.null, .null, .null, .null, .null, .null, .null, .null]
        case 9: return [.null, .null, .null, .null, .null, .null, .null, .null, .null]
        case 10: return [.null, .null, .null, .null, .null, .null, .null, .null, .null, .null]
        case 11: return [.null, .null, .null, .null, .null, .null, .null, .null, .null, .null, .null]
        case 12: return [.null, .null, .null, .null, .null, .null, .null, .null, .null, .null, .null, .null]
        default: return [SQLValue](repeating: .null, count: count)
        }
    }
}
