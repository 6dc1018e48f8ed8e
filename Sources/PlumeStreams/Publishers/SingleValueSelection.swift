/// Whether the one value of a `Just` or an `Optional.Publisher` survives a counting operator, with
/// Combine's traps for negative arguments (shared by their specialised operators).
enum SingleValueSelection {
    /// `dropFirst(count)` keeps the value only when `count` is 0.
    static func keeps(dropFirst count: Int) -> Bool {
        precondition(count >= 0, "count must not be negative")
        return count == 0
    }

    /// `output(at: index)` keeps the value only at index 0.
    static func keeps(outputAt index: Int) -> Bool {
        precondition(index >= 0, "index must not be negative")
        return index == 0
    }

    /// `output(in: range)` keeps the value when the range contains 0.
    static func keeps<R: RangeExpression>(outputIn range: R) -> Bool where R.Bound == Int {
        let bounds = range.relative(to: 0..<Int.max)
        precondition(bounds.lowerBound >= 0, "lowerBound must not be negative")
        return bounds.contains(0)
    }

    /// `prefix(maxLength)` keeps the value when `maxLength` is positive.
    static func keeps(prefix maxLength: Int) -> Bool {
        precondition(maxLength >= 0, "maxLength must not be negative")
        return maxLength > 0
    }
}
