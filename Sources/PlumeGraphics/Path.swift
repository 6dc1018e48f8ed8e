import Foundation

/// The outline of a 2D shape, as SwiftUI's `Path`: a value made of subpaths of lines and Bézier curves.
///
/// Build one with the `move`/`add…` methods or from a rectangle, rounded rectangle or ellipse:
/// ```swift
/// var wave = Path()
/// wave.move(to: .zero)
/// wave.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 40))
/// wave.closeSubpath()
/// ```
/// Coordinates are y-down (the screen's). Non-finite points are dropped: a path never holds NaN or ∞.
/// A short path (up to four points: a line, a rectangle, a triangle, one curve) is kept without a
/// heap allocation (`PathElementStorage`).
public struct Path: Hashable, Sendable, CustomStringConvertible {
    /// One drawing command.
    public enum Element: Hashable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    /// The commands, kept inline while few.
    @usableFromInline var storage = PathElementStorage()

    /// The commands, in order (made into an array on each call for a short path: iterate with
    /// `forEach` where that matters).
    public var elements: [Element] {
        if let spilled = storage.spilled { return spilled }
        var all: [Element] = []
        all.reserveCapacity(storage.elementCount)
        storage.forEach { all.append($0) }
        return all
    }

    /// How many commands there are.
    public var elementCount: Int { storage.elementCount }

    /// An empty path.
    public init() {}
    /// A path built by `callback`.
    public init(_ callback: (inout Path) -> Void) { callback(&self) }
    /// A rectangle.
    public init(_ rect: CGRect) { addRect(rect) }
    /// An ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }
    /// A rounded rectangle with equal corner radii.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }
    /// A rounded rectangle with elliptical corners.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { storage.isEmpty }

    /// The last point drawn to, if any.
    public var currentPoint: CGPoint? {
        guard let last = storage.last else { return nil }
        switch last {
        case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): return p
        case .closeSubpath: return storage.lastMovePoint
        }
    }

    /// Calls `body` with each element in order.
    @inlinable public func forEach(_ body: (Element) -> Void) { storage.forEach(body) }

    public static func == (lhs: Path, rhs: Path) -> Bool { PathElementStorage.same(lhs.storage, rhs.storage) }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.elementCount)
        storage.forEach { hasher.combine($0) }
    }

    /// Whether each point's coordinates are finite (one overload per count: a variadic list would
    /// make an array for every point added).
    private static func finite(_ p: CGPoint) -> Bool { p.x.isFinite && p.y.isFinite }
    private static func finite(_ p: CGPoint, _ q: CGPoint) -> Bool { finite(p) && finite(q) }
    private static func finite(_ p: CGPoint, _ q: CGPoint, _ r: CGPoint) -> Bool { finite(p) && finite(q) && finite(r) }

    /// Starts a new subpath at `point`.
    public mutating func move(to point: CGPoint) {
        guard Self.finite(point) else { return }
        storage.append(.move(to: point))
    }
    /// A straight line from the current point (a move if there is none).
    public mutating func addLine(to point: CGPoint) {
        guard Self.finite(point) else { return }
        // Every path starts with a move: a path with elements has a current point.
        guard !storage.isEmpty else { return move(to: point) }
        storage.append(.line(to: point))
    }
    /// A quadratic Bézier from the current point.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        guard Self.finite(point, control) else { return }
        guard !storage.isEmpty else { return move(to: point) }
        storage.append(.quadCurve(to: point, control: control))
    }
    /// A cubic Bézier from the current point.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard Self.finite(point, control1, control2) else { return }
        guard !storage.isEmpty else { return move(to: point) }
        storage.append(.curve(to: point, control1: control1, control2: control2))
    }
    /// Closes the current subpath with a line to its start.
    public mutating func closeSubpath() {
        guard let last = storage.last, last != .closeSubpath else { return }
        storage.append(.closeSubpath)
    }
    /// Appends `path`'s elements, mapped by `transform`.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        path.applying(transform).forEach { append($0) }
    }
    /// Appends one element verbatim (non-finite elements are dropped).
    public mutating func append(_ element: Element) {
        switch element {
        case .move(let p): move(to: p)
        case .line(let p): addLine(to: p)
        case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
        case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
        case .closeSubpath: closeSubpath()
        }
    }

    /// The path with every point mapped by `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path {
        if transform.isIdentity { return self }
        var out = Path()
        forEach { e in
            switch e {
            case .move(let p): out.move(to: p.applying(transform))
            case .line(let p): out.addLine(to: p.applying(transform))
            case .quadCurve(let p, let c): out.addQuadCurve(to: p.applying(transform), control: c.applying(transform))
            case .curve(let p, let c1, let c2):
                out.addCurve(
                    to: p.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
            case .closeSubpath: out.closeSubpath()
            }
        }
        return out
    }
    /// The path moved by (dx, dy): every point moved, the elements kept as they are (one copy of
    /// the element list, none of the checks `applying` makes for points that may become non-finite).
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        guard dx.isFinite, dy.isFinite else { return applying(CGAffineTransform(translationX: dx, y: dy)) }
        if dx == 0 && dy == 0 { return self }
        var moved = self
        moved.storage.offset(dx: dx, dy: dy)
        return moved
    }

    /// A compact SVG-like text form (`M 0 0 L 10 0 Z`), two decimals, used by dumps.
    public var description: String {
        func f(_ v: CGFloat) -> String { formatNumber(v) }
        func p(_ pt: CGPoint) -> String { "\(f(pt.x)) \(f(pt.y))" }
        return elements.map { e -> String in
            switch e {
            case .move(let a): return "M \(p(a))"
            case .line(let a): return "L \(p(a))"
            case .quadCurve(let a, let c): return "Q \(p(c)) \(p(a))"
            case .curve(let a, let c1, let c2): return "C \(p(c1)) \(p(c2)) \(p(a))"
            case .closeSubpath: return "Z"
            }
        }.joined(separator: " ")
    }
}

/// How rounded-rectangle corners are drawn. Both styles draw quarter ellipses in Plume (Apple's
/// `continuous` squircle differs by under a point at usual radii).
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular
    case continuous
}

/// `v` with four significant digits (for numbers far below 1 that two decimals would round to 0),
/// without trailing zeros: `0.001667`, `1.083`, `0`.
public func formatSignificant(_ v: CGFloat) -> String {
    guard v.isFinite, v != 0, abs(v) < 1e15 else { return formatNumber(v) }
    var s = String(format: "%.4g", Double(v))
    if s.contains("."), !s.contains("e") {
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
    }
    return s
}

/// Formats a number for text dumps: at most two decimals, no trailing zeros, `-0` as `0`.
/// Magnitudes of 1e15 and more (beyond `Int` and two exact decimals) use exponent notation, `1e+300`.
public func formatNumber(_ v: CGFloat) -> String {
    if !v.isFinite { return v.isNaN ? "nan" : (v > 0 ? "inf" : "-inf") }
    if abs(v) >= 1e15 { return String(format: "%g", Double(v)) }
    let rounded = (v * 100).rounded() / 100
    if rounded == 0 { return "0" }
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    var s = String(format: "%.2f", rounded)
    while s.hasSuffix("0") { s.removeLast() }
    return s
}
