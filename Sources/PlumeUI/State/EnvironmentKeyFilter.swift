/// Which keys an environment's list of entries may hold, as a 128-bit filter: each entry keeps the
/// filter of its own key and every key after it (`EnvironmentValues.Entry.keys`), so a read of a key
/// the list cannot hold returns the default without walking the list.
///
/// Most reads are of keys nobody set (a text reads about fifteen — its font, line limit, truncation,
/// spacing… — and most are defaults), and a list under a few stacks is thirty or more entries long:
/// each such read walked all of them (about 250 instructions). A key's bit is picked from its type's
/// address by a multiplicative hash; a set bit only says "maybe" (then the list is walked as
/// before), a clear one says "no" for certain. Thirty keys set about a fifth of the bits.
///
///     var filter = EnvironmentKeyFilter()
///     filter = filter.adding(ObjectIdentifier(FontKey.self))
///     filter.mayContain(ObjectIdentifier(FontKey.self))  // true
struct EnvironmentKeyFilter: Sendable {
    private var low: UInt64 = 0
    private var high: UInt64 = 0

    /// The filter of no key.
    init() {}

    /// This filter with `key` added.
    func adding(_ key: ObjectIdentifier) -> EnvironmentKeyFilter {
        var filter = self
        let bit = Self.bit(of: key)
        if bit < 64 { filter.low |= 1 << bit } else { filter.high |= 1 << (bit - 64) }
        return filter
    }

    /// Whether `key` may be one of the keys added (false: certainly not).
    @inline(__always)
    func mayContain(_ key: ObjectIdentifier) -> Bool {
        let bit = Self.bit(of: key)
        return bit < 64 ? low & (1 << bit) != 0 : high & (1 << (bit - 64)) != 0
    }

    /// The key's bit, 0..<128: the top seven bits of its address times the golden-ratio constant
    /// (Fibonacci hashing spreads aligned addresses evenly).
    @inline(__always)
    private static func bit(of key: ObjectIdentifier) -> UInt64 {
        (UInt64(UInt(bitPattern: key)) &* 0x9E37_79B9_7F4A_7C15) >> 57
    }
}
