import Foundation

/// The elements of a `Path`: a short path's kept inline, a longer one's in an array.
///
/// Up to `inlineElements` elements holding up to four points between them (a line, a polyline of
/// four points, a rectangle, a triangle, one Bézier segment: what a `Canvas` draws by the thousand)
/// are kept in the value itself, so making, copying and destroying such a path allocates nothing.
/// The first element that does not fit moves every element into `spilled`, where they stay. Made
/// and changed only by `Path`'s methods, which keep it in that form; read by `forEach`.
@usableFromInline
struct PathElementStorage: Sendable {
    /// The kind of each inline element, four bits each from the lowest (`Kind`).
    @usableFromInline var kinds: UInt32 = 0
    /// How many elements are inline (0 once spilled).
    @usableFromInline var count: UInt8 = 0
    /// How many of `points` are used.
    @usableFromInline var pointCount: UInt8 = 0
    /// The inline elements' points, in order (a quadratic curve's end then its control, a cubic's
    /// end then its two controls); unused ones are zero.
    @usableFromInline var points = (CGPoint.zero, CGPoint.zero, CGPoint.zero, CGPoint.zero)
    /// Every element, once there are more than fit inline.
    @usableFromInline var spilled: [Path.Element]?

    /// How many elements fit inline.
    static let inlineElements = 8
    /// How many points fit inline.
    static let inlinePoints = 4

    /// An inline element's kind.
    enum Kind: UInt32 {
        case move, line, quadCurve, curve, closeSubpath
    }

    init() {}

    /// Whether there are no elements.
    var isEmpty: Bool { count == 0 && spilled == nil }

    /// How many elements there are.
    var elementCount: Int { spilled?.count ?? Int(count) }

    /// The inline point at `index` (0..<4).
    @inlinable func point(_ index: Int) -> CGPoint {
        switch index {
        case 0: return points.0
        case 1: return points.1
        case 2: return points.2
        default: return points.3
        }
    }

    private mutating func setPoint(_ index: Int, _ p: CGPoint) {
        switch index {
        case 0: points.0 = p
        case 1: points.1 = p
        case 2: points.2 = p
        default: points.3 = p
        }
    }

    /// Calls `body` with each element in order (inlined into callers in other modules: the
    /// painter reads every path it draws through it).
    @inlinable func forEach(_ body: (Path.Element) throws -> Void) rethrows {
        if let spilled {
            for element in spilled { try body(element) }
            return
        }
        var next = 0
        for index in 0..<Int(count) {
            // The raw values of `Kind`.
            switch (kinds >> UInt32(index &* 4)) & 0xf {
            case 0:
                try body(.move(to: point(next)))
                next &+= 1
            case 1:
                try body(.line(to: point(next)))
                next &+= 1
            case 2:
                try body(.quadCurve(to: point(next), control: point(next &+ 1)))
                next &+= 2
            case 3:
                try body(.curve(to: point(next), control1: point(next &+ 1), control2: point(next &+ 2)))
                next &+= 3
            default:
                try body(.closeSubpath)
            }
        }
    }

    /// The last element, if any.
    var last: Path.Element? {
        if let spilled { return spilled.last }
        guard count > 0 else { return nil }
        let kind = Kind(rawValue: (kinds >> UInt32((Int(count) - 1) * 4)) & 0xf) ?? .closeSubpath
        let end = Int(pointCount)
        switch kind {
        case .move: return .move(to: point(end - 1))
        case .line: return .line(to: point(end - 1))
        case .quadCurve: return .quadCurve(to: point(end - 2), control: point(end - 1))
        case .curve: return .curve(to: point(end - 3), control1: point(end - 2), control2: point(end - 1))
        case .closeSubpath: return .closeSubpath
        }
    }

    /// The point of the last `move`, if any (where a closed subpath's current point returns to).
    var lastMovePoint: CGPoint? {
        if let spilled {
            for element in spilled.reversed() { if case .move(let p) = element { return p } }
            return nil
        }
        var found: CGPoint?
        forEach { if case .move(let p) = $0 { found = p } }
        return found
    }

    /// Adds `element` at the end, inline while it fits.
    mutating func append(_ element: Path.Element) {
        if spilled != nil {
            spilled!.append(element)
            return
        }
        let (kind, needed): (Kind, Int)
        switch element {
        case .move: (kind, needed) = (.move, 1)
        case .line: (kind, needed) = (.line, 1)
        case .quadCurve: (kind, needed) = (.quadCurve, 2)
        case .curve: (kind, needed) = (.curve, 3)
        case .closeSubpath: (kind, needed) = (.closeSubpath, 0)
        }
        let first = Int(pointCount)
        guard Int(count) < Self.inlineElements, first + needed <= Self.inlinePoints else {
            var all: [Path.Element] = []
            all.reserveCapacity(Int(count) * 2 + 2)
            forEach { all.append($0) }
            all.append(element)
            self = PathElementStorage()
            spilled = all
            return
        }
        switch element {
        case .move(let p), .line(let p): setPoint(first, p)
        case .quadCurve(let p, let c):
            setPoint(first, p)
            setPoint(first + 1, c)
        case .curve(let p, let c1, let c2):
            setPoint(first, p)
            setPoint(first + 1, c1)
            setPoint(first + 2, c2)
        case .closeSubpath: break
        }
        kinds |= kind.rawValue << UInt32(Int(count) * 4)
        count += 1
        pointCount += UInt8(needed)
    }

    /// Every point moved by (`dx`, `dy`), the elements kept as they are.
    mutating func offset(dx: CGFloat, dy: CGFloat) {
        func move(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x + dx, y: p.y + dy) }
        if let elements = spilled {
            spilled = elements.map { element in
                switch element {
                case .move(let p): .move(to: move(p))
                case .line(let p): .line(to: move(p))
                case .quadCurve(let p, let c): .quadCurve(to: move(p), control: move(c))
                case .curve(let p, let c1, let c2): .curve(to: move(p), control1: move(c1), control2: move(c2))
                case .closeSubpath: .closeSubpath
                }
            }
            return
        }
        for index in 0..<Int(pointCount) { setPoint(index, move(point(index))) }
    }

    /// Whether both hold the same elements.
    static func same(_ a: PathElementStorage, _ b: PathElementStorage) -> Bool {
        switch (a.spilled, b.spilled) {
        case (nil, nil):
            guard a.count == b.count, a.kinds == b.kinds, a.pointCount == b.pointCount else { return false }
            for index in 0..<Int(a.pointCount) where a.point(index) != b.point(index) { return false }
            return true
        case (let x?, let y?): return x == y
        default:
            // A spilled path never has few enough elements to be inline; compared element by
            // element all the same.
            guard a.elementCount == b.elementCount else { return false }
            var elements: [Path.Element] = []
            a.forEach { elements.append($0) }
            var index = 0
            var equal = true
            b.forEach { element in
                if equal, elements[index] != element { equal = false }
                index += 1
            }
            return equal
        }
    }
}
