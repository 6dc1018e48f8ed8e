/// Builds the `[SQLValue]` rows of fetched objects.
///
/// Contract: called by materialisation for every fetched row, with `value(i)` reading column `i`, and
/// for every inserted object's first row (its defaults).
/// An array literal of values computed at run time allocates its storage through type metadata the
/// compiler caches in this module, where `Array(repeating:count:)`, `reserveCapacity` or a copy look
/// the storage type up in the runtime on every call (a third of a small row's cost). (A literal of
/// constants would not do: the compiler makes it one static array, copied on the first write.) Rows up
/// to 12 columns, most entities, take the literal path.
enum RowAllocation {
    /// The row whose column `i` is `value(i)`, for `i` in `0..<count`, read in order.
    @inline(__always)
    static func make(_ count: Int, _ value: (Int) -> SQLValue) -> [SQLValue] {
        switch count {
        case 0: return []
        case 1: return [value(0)]
        case 2: return [value(0), value(1)]
        case 3: return [value(0), value(1), value(2)]
        case 4: return [value(0), value(1), value(2), value(3)]
        case 5: return [value(0), value(1), value(2), value(3), value(4)]
        case 6: return [value(0), value(1), value(2), value(3), value(4), value(5)]
        case 7: return [value(0), value(1), value(2), value(3), value(4), value(5), value(6)]
        case 8: return [value(0), value(1), value(2), value(3), value(4), value(5), value(6), value(7)]
        case 9: return [value(0), value(1), value(2), value(3), value(4), value(5), value(6), value(7), value(8)]
        case 10:
            return [value(0), value(1), value(2), value(3), value(4), value(5), value(6), value(7), value(8), value(9)]
        case 11:
            return [
                value(0), value(1), value(2), value(3), value(4), value(5), value(6), value(7), value(8), value(9),
                value(10),
            ]
        case 12:
            return [
                value(0), value(1), value(2), value(3), value(4), value(5), value(6), value(7), value(8), value(9),
                value(10), value(11),
            ]
        default:
            var row: [SQLValue] = []
            row.reserveCapacity(count)
            for column in 0..<count { row.append(value(column)) }
            return row
        }
    }
}
