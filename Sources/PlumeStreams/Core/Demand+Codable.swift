extension Subscribers.Demand: Codable {
    /// Combine's raw value for `.unlimited` (`Int.max + 1`), used in the coded form.
    private static let codedUnlimited = UInt(Int.max) + 1

    /// Encodes the demand as one unsigned integer: the count, or `Int.max + 1` for `.unlimited`
    /// (Combine's coded form).
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(max.map { UInt($0) } ?? Self.codedUnlimited)
    }

    /// Decodes the form `encode(to:)` writes; any count above `Int.max` is `.unlimited`.
    public init(from decoder: Decoder) throws {
        let raw = try decoder.singleValueContainer().decode(UInt.self)
        self = raw > UInt(Int.max) ? .unlimited : .max(Int(raw))
    }
}
