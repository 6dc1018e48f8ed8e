/// The numbers of a `DeviceShape`'s path in cairo's fixed point (`DeviceShape.Key.path`): each step's
/// raw value followed by its points' coordinates.
///
/// The first 32 numbers are kept inline in sixteen words (a move and a line or two, a small polygon,
/// a circle's four curves: the short strokes a `Canvas` draws by the thousand, the dots of a grid),
/// so such a key is made and compared without a heap allocation; numbers past them go to an array. Made by `DeviceShape`'s builder,
/// compared and hashed by `CoverageMaskCache`.
struct FixedPointCode: Hashable {
    typealias Words = (
        UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64,
        UInt64, UInt64
    )
    /// How many numbers are kept inline.
    static let inlineCapacity = 32
    /// The first `min(count, 32)` numbers, two to a word; the bytes past them stay zero, so equal
    /// codes have equal words.
    private(set) var words: Words = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    /// The numbers from the 33rd on.
    private var spilled: [Int32] = []
    /// How many numbers there are.
    private(set) var count = 0

    /// An empty code.
    init() {}

    /// Adds `value` at the end.
    @inline(__always)
    mutating func append(_ value: Int32) {
        if count < Self.inlineCapacity {
            let offset = count &* 4
            withUnsafeMutableBytes(of: &words) { $0.storeBytes(of: value, toByteOffset: offset, as: Int32.self) }
        } else {
            spilled.append(value)
        }
        count += 1
    }

    /// Every number, in order.
    var values: [Int32] {
        var words = words
        let inline = withUnsafeBytes(of: &words) { bytes in
            (0..<min(count, Self.inlineCapacity)).map { bytes.load(fromByteOffset: $0 * 4, as: Int32.self) }
        }
        return inline + spilled
    }

    /// Whether every number is inline (then `count` and `words` are the whole code).
    var isInline: Bool { count <= Self.inlineCapacity }

    /// Whether two codes' inline words are the same.
    static func same(_ a: Words, _ b: Words) -> Bool {
        a.0 == b.0 && a.1 == b.1 && a.2 == b.2 && a.3 == b.3 && a.4 == b.4 && a.5 == b.5 && a.6 == b.6 && a.7 == b.7
            && a.8 == b.8 && a.9 == b.9 && a.10 == b.10 && a.11 == b.11 && a.12 == b.12 && a.13 == b.13
            && a.14 == b.14 && a.15 == b.15
    }

    static func == (lhs: FixedPointCode, rhs: FixedPointCode) -> Bool {
        lhs.count == rhs.count && same(lhs.words, rhs.words) && lhs.spilled == rhs.spilled
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        // The inline numbers in use (the bytes past them are zero in every code of this count).
        withUnsafeBytes(of: words) { bytes in
            hasher.combine(bytes: UnsafeRawBufferPointer(rebasing: bytes.prefix(min(count, Self.inlineCapacity) * 4)))
        }
        hasher.combine(spilled)
    }

    /// Moves every point by (−`dx`, −`dy`) 1/256ths of a pixel (the step values stay).
    mutating func offset(by dx: Int32, _ dy: Int32) {
        // The spilled array is touched only when there is one (asking an empty array for its
        // storage to write would allocate one).
        if count > Self.inlineCapacity {
            var numbers: [Int32] = []
            swap(&numbers, &spilled)
            numbers.withUnsafeMutableBufferPointer { offset(by: dx, dy, spilled: $0) }
            swap(&numbers, &spilled)
        } else {
            offset(by: dx, dy, spilled: UnsafeMutableBufferPointer(start: nil, count: 0))
        }
    }

    private mutating func offset(by dx: Int32, _ dy: Int32, spilled: UnsafeMutableBufferPointer<Int32>) {
        let count = count
        let inlineCount = min(count, Self.inlineCapacity)
        withUnsafeMutableBytes(of: &words) { inline in
            func at(_ index: Int) -> Int32 {
                index < inlineCount
                    ? inline.load(fromByteOffset: index &* 4, as: Int32.self) : spilled[index - inlineCount]
            }
            func subtract(_ delta: Int32, at index: Int) {
                if index < inlineCount {
                    inline.storeBytes(of: at(index) &- delta, toByteOffset: index &* 4, as: Int32.self)
                } else {
                    spilled[index - inlineCount] &-= delta
                }
            }
            var index = 0
            while index < count, let step = DeviceShape.Step(rawValue: at(index)) {
                let points = step == .curve ? 3 : step == .close ? 0 : 1
                for point in 0..<points {
                    subtract(dx, at: index + 1 + 2 * point)
                    subtract(dy, at: index + 2 + 2 * point)
                }
                index += 1 + 2 * points
            }
        }
    }
}
