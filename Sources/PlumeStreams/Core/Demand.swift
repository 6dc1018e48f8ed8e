extension Subscribers {
    /// How many more values a subscriber is ready to receive.
    ///
    /// Same semantics as Combine: demand is additive, only deliveries reduce it, and `.unlimited`
    /// absorbs every addition and subtraction. `.max(_:)` with a negative value traps, as Apple
    /// documents; arithmetic never traps: a sum that overflows is `.unlimited`, a result below zero is
    /// `.none` (adding a negative count subtracts it, multiplying by a count below one gives `.none`).
    public struct Demand: Equatable, Comparable, Hashable, Sendable, CustomStringConvertible {
        @usableFromInline var rawValue: UInt

        @inlinable init(rawValue: UInt) { self.rawValue = rawValue }

        /// No limit on the number of values.
        @inlinable public static var unlimited: Demand { Demand(rawValue: UInt.max) }

        /// Not ready for any value.
        @inlinable public static var none: Demand { Demand(rawValue: 0) }

        /// A limited demand of `value` values; a negative `value` is a fatal error, as in Combine.
        @inlinable public static func max(_ value: Int) -> Demand {
            precondition(value >= 0, "Demand cannot be negative")
            return Demand(rawValue: UInt(value))
        }

        /// The number of values, or `nil` for `.unlimited`.
        @inlinable public var max: Int? { rawValue == UInt.max ? nil : Int(rawValue) }

        /// `.unlimited`, or `max(n)`.
        public var description: String { rawValue == UInt.max ? "unlimited" : "max(\(rawValue))" }

        /// Sum of two demands; `.unlimited` absorbs.
        @inlinable public static func + (lhs: Demand, rhs: Demand) -> Demand {
            if lhs.rawValue == UInt.max || rhs.rawValue == UInt.max { return .unlimited }
            let (sum, overflow) = lhs.rawValue.addingReportingOverflow(rhs.rawValue)
            return overflow || sum >= UInt(Int.max) ? .unlimited : Demand(rawValue: sum)
        }

        /// Adds `rhs` to `lhs`.
        @inlinable public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }

        /// Adds a count (a negative count is subtracted, clamped at `.none`).
        @inlinable public static func + (lhs: Demand, rhs: Int) -> Demand {
            rhs < 0 ? lhs - Demand(rawValue: rhs.magnitude) : lhs + Demand(rawValue: UInt(rhs))
        }

        /// Adds a count to `lhs`.
        @inlinable public static func += (lhs: inout Demand, rhs: Int) { lhs = lhs + rhs }

        /// Difference, clamped at `.none`; `.unlimited - x` stays `.unlimited`, `x - .unlimited` is `.none`.
        @inlinable public static func - (lhs: Demand, rhs: Demand) -> Demand {
            if lhs.rawValue == UInt.max { return .unlimited }
            if rhs.rawValue == UInt.max { return .none }
            return lhs.rawValue > rhs.rawValue ? Demand(rawValue: lhs.rawValue - rhs.rawValue) : .none
        }

        /// Subtracts `rhs` from `lhs`.
        @inlinable public static func -= (lhs: inout Demand, rhs: Demand) { lhs = lhs - rhs }

        /// Subtracts a count (clamped at `.none`).
        @inlinable public static func - (lhs: Demand, rhs: Int) -> Demand {
            rhs < 0 ? lhs + Demand(rawValue: rhs.magnitude) : lhs - Demand(rawValue: UInt(rhs))
        }

        /// Subtracts a count from `lhs`.
        @inlinable public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }

        /// Multiplies a demand; `.unlimited` stays `.unlimited`.
        @inlinable public static func * (lhs: Demand, rhs: Int) -> Demand {
            if lhs.rawValue == UInt.max { return .unlimited }
            if rhs <= 0 { return .none }
            let (product, overflow) = lhs.rawValue.multipliedReportingOverflow(by: UInt(rhs))
            return overflow || product >= UInt(Int.max) ? .unlimited : Demand(rawValue: product)
        }

        /// Multiplies `lhs` by `rhs`.
        @inlinable public static func *= (lhs: inout Demand, rhs: Int) { lhs = lhs * rhs }

        /// Orders demands; `.unlimited` is greater than any count.
        @inlinable public static func < (lhs: Demand, rhs: Demand) -> Bool { lhs.rawValue < rhs.rawValue }

        /// Compares with a count.
        @inlinable public static func > (lhs: Demand, rhs: Int) -> Bool { rhs < 0 || lhs.rawValue > UInt(rhs) }

        /// Compares with a count.
        @inlinable public static func >= (lhs: Demand, rhs: Int) -> Bool { rhs <= 0 || lhs.rawValue >= UInt(rhs) }

        /// Compares with a count.
        @inlinable public static func < (lhs: Demand, rhs: Int) -> Bool { rhs > 0 && lhs.rawValue < UInt(rhs) }

        /// Compares with a count.
        @inlinable public static func <= (lhs: Demand, rhs: Int) -> Bool { rhs >= 0 && lhs.rawValue <= UInt(rhs) }

        /// Compares with a count.
        @inlinable public static func > (lhs: Int, rhs: Demand) -> Bool { rhs < lhs }

        /// Compares with a count.
        @inlinable public static func < (lhs: Int, rhs: Demand) -> Bool { rhs > lhs }

        /// Compares with a count.
        @inlinable public static func >= (lhs: Int, rhs: Demand) -> Bool { rhs <= lhs }

        /// Compares with a count.
        @inlinable public static func <= (lhs: Int, rhs: Demand) -> Bool { rhs >= lhs }

        /// Whether the demand equals a count (`.unlimited` equals none).
        @inlinable public static func == (lhs: Demand, rhs: Int) -> Bool { rhs >= 0 && lhs.rawValue == UInt(rhs) }

        /// Whether the demand differs from a count.
        @inlinable public static func != (lhs: Demand, rhs: Int) -> Bool { !(lhs == rhs) }

        /// Whether a count equals the demand.
        @inlinable public static func == (lhs: Int, rhs: Demand) -> Bool { rhs == lhs }

        /// Whether a count differs from the demand.
        @inlinable public static func != (lhs: Int, rhs: Demand) -> Bool { !(rhs == lhs) }

        /// Consumes one unit (no change for `.unlimited`); the caller checked `self > 0`.
        @inlinable mutating func consumeOne() {
            if rawValue != UInt.max { rawValue -= 1 }
        }
    }
}
