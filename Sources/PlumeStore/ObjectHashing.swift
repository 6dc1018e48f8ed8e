/// The hash of object identities and IDs in sets and dictionaries.
///
/// Contract: a pure function used by ``ManagedObject`` and ``ObjectID``'s `_rawHashValue(seed:)`.
/// Their keys are addresses and primary keys, not attacker-chosen text, so a strong multiply-xorshift
/// mix (every input bit reaches the low bits `Set` uses) replaces SipHash, which dominated building
/// the did-save notification's sets of 100,000 objects.
enum ObjectHashing {
    @inline(__always)
    static func mix(_ value: UInt64, seed: Int) -> Int {
        var mixed = (value ^ UInt64(bitPattern: Int64(seed))) &* 0xBF58_476D_1CE4_E5B9
        mixed ^= mixed >> 31
        mixed = mixed &* 0x94D0_49BB_1331_11EB
        mixed ^= mixed >> 29
        return Int(truncatingIfNeeded: mixed)
    }
}
