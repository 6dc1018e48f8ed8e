import Foundation

/// Measuring a path: flattening into polylines, bounds, hit testing, length and trimming.
extension Path {
    /// One subpath as straight segments.
    public struct Polyline: Hashable, Sendable {
        public var points: [CGPoint]
        public var isClosed: Bool
    }

    /// The path as polylines; curves are split into segments no longer than about `tolerance` off the curve.
    public func flattened(tolerance: CGFloat = 0.25) -> [Polyline] {
        var result: [Polyline] = []
        var current: [CGPoint] = []
        func finish(closed: Bool) {
            if !current.isEmpty { result.append(Polyline(points: current, isClosed: closed)) }
            current = []
        }
        func steps(_ length: CGFloat) -> Int {
            max(1, min(256, Int((length / max(tolerance, 0.01)).squareRoot().rounded(.up))))
        }
        forEach { e in
            switch e {
            case .move(let p):
                finish(closed: false)
                current = [p]
            case .line(let p):
                current.append(p)
            case .quadCurve(let p, let c):
                let p0 = current.last ?? p
                let n = steps(hypot(c.x - p0.x, c.y - p0.y) + hypot(p.x - c.x, p.y - c.y))
                for i in 1...n {
                    let t = CGFloat(i) / CGFloat(n)
                    let u = 1 - t
                    current.append(
                        CGPoint(
                            x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x,
                            y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y))
                }
            case .curve(let p, let c1, let c2):
                let p0 = current.last ?? p
                let n = steps(
                    hypot(c1.x - p0.x, c1.y - p0.y) + hypot(c2.x - c1.x, c2.y - c1.y) + hypot(p.x - c2.x, p.y - c2.y))
                for i in 1...n {
                    let t = CGFloat(i) / CGFloat(n)
                    let u = 1 - t
                    let a = u * u * u
                    let b = 3 * u * u * t
                    let c = 3 * u * t * t
                    let d = t * t * t
                    current.append(
                        CGPoint(
                            x: a * p0.x + b * c1.x + c * c2.x + d * p.x, y: a * p0.y + b * c1.y + c * c2.y + d * p.y))
                }
            case .closeSubpath:
                let start = current.first
                finish(closed: true)
                if let start { current = [start] }
            }
        }
        if current.count > 1 { finish(closed: false) }
        return result
    }

    /// The smallest rectangle containing the path's curves (`.null` for an empty path).
    public var boundingRect: CGRect {
        var minX = CGFloat.infinity
        var minY = CGFloat.infinity
        var maxX = -CGFloat.infinity
        var maxY = -CGFloat.infinity
        for line in flattened() {
            for p in line.points {
                minX = min(minX, p.x)
                minY = min(minY, p.y)
                maxX = max(maxX, p.x)
                maxY = max(maxY, p.y)
            }
        }
        guard minX <= maxX else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The bounds of all points and control points, which contain the curves: cheaper than
    /// `boundingRect` and never smaller. `.null` for an empty path.
    public var controlPointBounds: CGRect {
        var minX = CGFloat.infinity
        var minY = CGFloat.infinity
        var maxX = -CGFloat.infinity
        var maxY = -CGFloat.infinity
        func include(_ p: CGPoint) {
            minX = min(minX, p.x)
            minY = min(minY, p.y)
            maxX = max(maxX, p.x)
            maxY = max(maxY, p.y)
        }
        forEach { element in
            switch element {
            case .move(let p), .line(let p): include(p)
            case .quadCurve(let p, let c):
                include(p)
                include(c)
            case .curve(let p, let c1, let c2):
                include(p)
                include(c1)
                include(c2)
            case .closeSubpath: break
            }
        }
        guard minX <= maxX, minY <= maxY else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether `point` is inside the filled path (non-zero winding, or even-odd when `eoFill`).
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        // The path lies within its control points' box: a point outside it is outside (no
        // flattening; hit testing asks every shape under a container).
        let box = controlPointBounds
        guard !box.isNull, point.x >= box.minX, point.x <= box.maxX, point.y >= box.minY, point.y <= box.maxY else {
            return false
        }
        var winding = 0
        for line in flattened() {
            let pts = line.points
            guard pts.count > 1 else { continue }
            for i in 0..<pts.count {
                let a = pts[i]
                let b = pts[(i + 1) % pts.count]
                if a.y <= point.y {
                    if b.y > point.y, (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y) > 0 { winding += 1 }
                } else if b.y <= point.y, (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y) < 0 {
                    winding -= 1
                }
            }
        }
        return eoFill ? winding % 2 != 0 : winding != 0
    }

    /// Whether `point` lies on the path's stroke of `lineWidth` (within half the width of a segment;
    /// joins and caps count as round). Closed subpaths include their closing segment.
    public func strokeContains(_ point: CGPoint, lineWidth: CGFloat) -> Bool {
        let reach = max(0, lineWidth.isFinite ? lineWidth : 0) / 2
        for line in flattened() {
            let pts = line.points
            guard let first = pts.first else { continue }
            if pts.count == 1 { if hypot(point.x - first.x, point.y - first.y) <= reach { return true } }
            let count = line.isClosed ? pts.count : pts.count - 1
            for i in 0..<count {
                let a = pts[i]
                let b = pts[(i + 1) % pts.count]
                let dx = b.x - a.x
                let dy = b.y - a.y
                let lengthSquared = dx * dx + dy * dy
                let t =
                    lengthSquared > 0
                    ? max(0, min(1, ((point.x - a.x) * dx + (point.y - a.y) * dy) / lengthSquared)) : 0
                if hypot(point.x - (a.x + t * dx), point.y - (a.y + t * dy)) <= reach { return true }
            }
        }
        return false
    }

    /// The total length of the path's segments (closed subpaths include their closing segment).
    public var length: CGFloat {
        flattened().reduce(0) { total, line in total + Self.length(of: line) }
    }

    private static func length(of line: Polyline) -> CGFloat {
        var pts = line.points
        if line.isClosed, let first = pts.first { pts.append(first) }
        var total: CGFloat = 0
        for i in pts.indices.dropFirst() { total += hypot(pts[i].x - pts[i - 1].x, pts[i].y - pts[i - 1].y) }
        return total
    }

    /// The part of the path between fractions `from` and `to` of its length (each clamped to 0…1), as
    /// SwiftUI's `trimmedPath`. The result is made of line segments following the curve closely.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let f = from.isNaN ? 0 : min(max(from, 0), 1)
        let t = to.isNaN ? 0 : min(max(to, 0), 1)
        guard t > f else { return Path() }
        if f == 0 && t == 1 { return self }
        let lines = flattened(tolerance: 0.1)
        let total = lines.reduce(0) { $0 + Self.length(of: $1) }
        guard total > 0 else { return Path() }
        let start = f * total
        let end = t * total
        var out = Path()
        var walked: CGFloat = 0
        for line in lines {
            var pts = line.points
            if line.isClosed, let first = pts.first { pts.append(first) }
            var drawing = false
            for i in pts.indices.dropFirst() {
                let a = pts[i - 1]
                let b = pts[i]
                let seg = hypot(b.x - a.x, b.y - a.y)
                let s0 = walked
                let s1 = walked + seg
                walked = s1
                if s1 < start || s0 > end || seg == 0 { continue }
                func at(_ s: CGFloat) -> CGPoint {
                    let u = (s - s0) / seg
                    return CGPoint(x: a.x + (b.x - a.x) * u, y: a.y + (b.y - a.y) * u)
                }
                if !drawing {
                    out.move(to: at(max(start, s0)))
                    drawing = true
                }
                out.addLine(to: at(min(end, s1)))
            }
        }
        return out
    }
}
