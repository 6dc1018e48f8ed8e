import Foundation

/// CoreGraphics' path class, which Linux lacks; a reference wrapper around `Path` with CG spelling.
///
/// ```swift
/// let cg = CGMutablePath()
/// cg.move(to: .zero); cg.addLine(to: CGPoint(x: 10, y: 10))
/// let path = Path(cg)
/// ```
public class CGPath: Hashable, @unchecked Sendable {
    var storage: Path
    init(storage: Path) { self.storage = storage }

    /// The bounds of the path's curves.
    public var boundingBox: CGRect { storage.boundingRect }
    /// Whether the path has no elements.
    public var isEmpty: Bool { storage.isEmpty }
    /// The last point drawn to, or `.zero`.
    public var currentPoint: CGPoint { storage.currentPoint ?? .zero }
    /// Whether `point` is inside the path.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding) -> Bool {
        storage.contains(point, eoFill: rule == .evenOdd)
    }
    /// An independent mutable copy.
    public func mutableCopy() -> CGMutablePath { CGMutablePath(storage: storage) }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.storage == rhs.storage }
    public func hash(into hasher: inout Hasher) { hasher.combine(storage) }
}

/// How a CG path is filled.
public enum CGPathFillRule: Sendable {
    case winding
    case evenOdd
}

/// A CoreGraphics mutable path.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public init() { super.init(storage: Path()) }
    override init(storage: Path) { super.init(storage: storage) }

    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        storage.move(to: point.applying(transform))
    }
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        storage.addLine(to: point.applying(transform))
    }
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        storage.addLines(points.map { $0.applying(transform) })
    }
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        storage.addQuadCurve(to: end.applying(transform), control: control.applying(transform))
    }
    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) {
        storage.addCurve(
            to: end.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform))
    }
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        storage.addRect(rect, transform: transform)
    }
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        storage.addEllipse(in: rect, transform: transform)
    }
    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
    ) {
        storage.addRoundedRect(
            in: rect, cornerSize: CGSize(width: cornerWidth, height: cornerHeight), style: .circular,
            transform: transform)
    }
    /// An arc; `clockwise` has CoreGraphics' meaning in a y-down space (true = decreasing angle).
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        storage.addArc(
            center: center, radius: radius, startAngle: .radians(startAngle), endAngle: .radians(endAngle),
            clockwise: clockwise, transform: transform)
    }
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        storage.addPath(path.storage, transform: transform)
    }
    public func closeSubpath() { storage.closeSubpath() }
}

extension Path {
    /// A Path with the same elements as a CoreGraphics path.
    public init(_ path: CGPath) { self = path.storage }
    /// A CoreGraphics path with the same elements.
    public var cgPath: CGPath { CGMutablePath(storage: self) }
}
