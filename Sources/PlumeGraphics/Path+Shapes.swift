import Foundation

/// Rectangles, rounded rectangles, ellipses, polylines and arcs.
extension Path {
    /// Bézier handle length for a quarter circle of radius 1.
    static let kappa: CGFloat = 0.5522847498307936

    /// A closed rectangle, clockwise from the top-left corner. Non-finite rects are ignored.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        guard r.origin.x.isFinite, r.origin.y.isFinite, r.width.isFinite, r.height.isFinite else { return }
        var p = Path()
        p.move(to: CGPoint(x: r.minX, y: r.minY))
        p.addLine(to: CGPoint(x: r.maxX, y: r.minY))
        p.addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        p.addLine(to: CGPoint(x: r.minX, y: r.maxY))
        p.closeSubpath()
        addPath(p, transform: transform)
    }
    /// Several rectangles.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        rects.forEach { addRect($0, transform: transform) }
    }
    /// A polyline through `points` (a new subpath).
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        points.dropFirst().forEach { addLine(to: $0) }
    }

    /// An ellipse inscribed in `rect`, as four cubic Béziers starting at the rightmost point.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        guard r.origin.x.isFinite, r.origin.y.isFinite, r.width.isFinite, r.height.isFinite else { return }
        let (cx, cy, rx, ry) = (r.midX, r.midY, r.width / 2, r.height / 2)
        let (kx, ky) = (rx * Self.kappa, ry * Self.kappa)
        var p = Path()
        p.move(to: CGPoint(x: cx + rx, y: cy))
        p.addCurve(
            to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + ky),
            control2: CGPoint(x: cx + kx, y: cy + ry))
        p.addCurve(
            to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - kx, y: cy + ry),
            control2: CGPoint(x: cx - rx, y: cy + ky))
        p.addCurve(
            to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - ky),
            control2: CGPoint(x: cx - kx, y: cy - ry))
        p.addCurve(
            to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + kx, y: cy - ry),
            control2: CGPoint(x: cx + rx, y: cy - ky))
        p.closeSubpath()
        addPath(p, transform: transform)
    }

    /// A rounded rectangle; corner sizes are clamped to half the rectangle's sides.
    public mutating func addRoundedRect(
        in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {
        addRoundedRect(
            in: rect, cornerRadii: RectangleCornerRadii(uniform: cornerSize), style: style, transform: transform)
    }

    /// A rectangle with a different radius at each corner (clamped so that corners never overlap).
    public mutating func addRoundedRect(
        in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {
        let r = rect.standardized
        guard r.origin.x.isFinite, r.origin.y.isFinite, r.width.isFinite, r.height.isFinite else { return }
        func clamp(_ s: CGSize) -> CGSize {
            CGSize(
                width: max(0, min(s.width.isFinite ? s.width : 0, r.width / 2)),
                height: max(0, min(s.height.isFinite ? s.height : 0, r.height / 2)))
        }
        let tl = clamp(cornerRadii.topLeading)
        let tr = clamp(cornerRadii.topTrailing)
        let br = clamp(cornerRadii.bottomTrailing)
        let bl = clamp(cornerRadii.bottomLeading)
        let k = Self.kappa
        var p = Path()
        p.move(to: CGPoint(x: r.minX + tl.width, y: r.minY))
        p.addLine(to: CGPoint(x: r.maxX - tr.width, y: r.minY))
        if tr != .zero {
            p.addCurve(
                to: CGPoint(x: r.maxX, y: r.minY + tr.height),
                control1: CGPoint(x: r.maxX - tr.width * (1 - k), y: r.minY),
                control2: CGPoint(x: r.maxX, y: r.minY + tr.height * (1 - k)))
        }
        p.addLine(to: CGPoint(x: r.maxX, y: r.maxY - br.height))
        if br != .zero {
            p.addCurve(
                to: CGPoint(x: r.maxX - br.width, y: r.maxY),
                control1: CGPoint(x: r.maxX, y: r.maxY - br.height * (1 - k)),
                control2: CGPoint(x: r.maxX - br.width * (1 - k), y: r.maxY))
        }
        p.addLine(to: CGPoint(x: r.minX + bl.width, y: r.maxY))
        if bl != .zero {
            p.addCurve(
                to: CGPoint(x: r.minX, y: r.maxY - bl.height),
                control1: CGPoint(x: r.minX + bl.width * (1 - k), y: r.maxY),
                control2: CGPoint(x: r.minX, y: r.maxY - bl.height * (1 - k)))
        }
        p.addLine(to: CGPoint(x: r.minX, y: r.minY + tl.height))
        if tl != .zero {
            p.addCurve(
                to: CGPoint(x: r.minX + tl.width, y: r.minY),
                control1: CGPoint(x: r.minX, y: r.minY + tl.height * (1 - k)),
                control2: CGPoint(x: r.minX + tl.width * (1 - k), y: r.minY))
        }
        p.closeSubpath()
        addPath(p, transform: transform)
    }

    /// An arc of a circle. Angles are measured from +x toward +y (clockwise on the y-down screen);
    /// `clockwise: false` sweeps with increasing angle, as SwiftUI's `addArc` does on screen.
    /// Draws a line from the current point to the arc's start, if there is a current point.
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        guard radius.isFinite, radius >= 0, startAngle.radians.isFinite, endAngle.radians.isFinite else { return }
        var sweep = endAngle.radians - startAngle.radians
        let full = 2 * Double.pi
        if clockwise {
            if sweep > 0 {
                sweep =
                    sweep.truncatingRemainder(dividingBy: full)
                    - (sweep.truncatingRemainder(dividingBy: full) == 0 ? 0 : full)
            }
        } else {
            if sweep < 0 {
                sweep =
                    sweep.truncatingRemainder(dividingBy: full)
                    + (sweep.truncatingRemainder(dividingBy: full) == 0 ? 0 : full)
            }
        }
        sweep = max(-full, min(full, sweep))
        addRelativeArc(
            center: center, radius: radius, startAngle: startAngle, delta: Angle(radians: sweep), transform: transform)
    }

    /// An arc from `startAngle` sweeping `delta` (positive: increasing angle).
    public mutating func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity
    ) {
        guard radius.isFinite, radius >= 0, startAngle.radians.isFinite, delta.radians.isFinite else { return }
        let segments = max(1, Int((abs(delta.radians) / (Double.pi / 2)).rounded(.up)))
        let step = delta.radians / Double(segments)
        func point(_ a: Double) -> CGPoint {
            CGPoint(x: center.x + radius * cos(a), y: center.y + radius * sin(a)).applying(transform)
        }
        let start = point(startAngle.radians)
        if currentPoint == nil { move(to: start) } else { addLine(to: start) }
        let h = 4.0 / 3.0 * tan(step / 4) * radius
        var a = startAngle.radians
        for _ in 0..<segments {
            let b = a + step
            let c1 = CGPoint(x: center.x + radius * cos(a) - h * sin(a), y: center.y + radius * sin(a) + h * cos(a))
            let c2 = CGPoint(x: center.x + radius * cos(b) + h * sin(b), y: center.y + radius * sin(b) - h * cos(b))
            addCurve(to: point(b), control1: c1.applying(transform), control2: c2.applying(transform))
            a = b
        }
    }

    /// An arc tangent to the lines current point → `tangent1End` and `tangent1End` → `tangent2End`.
    public mutating func addArc(
        tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
    ) {
        guard let p0 = currentPoint else { return move(to: p1.applying(transform)) }
        let v1 = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y)
        let v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let l1 = hypot(v1.x, v1.y)
        let l2 = hypot(v2.x, v2.y)
        let cross = v1.x * v2.y - v1.y * v2.x
        guard l1 > 0, l2 > 0, abs(cross) > 1e-12, radius > 0 else { return addLine(to: p1.applying(transform)) }
        let angle = acos(max(-1, min(1, (v1.x * v2.x + v1.y * v2.y) / (l1 * l2))))
        let dist = radius / tan(angle / 2)
        let t1 = CGPoint(x: p1.x + v1.x / l1 * dist, y: p1.y + v1.y / l1 * dist)
        let t2 = CGPoint(x: p1.x + v2.x / l2 * dist, y: p1.y + v2.y / l2 * dist)
        let bis = CGPoint(x: v1.x / l1 + v2.x / l2, y: v1.y / l1 + v2.y / l2)
        let bl = hypot(bis.x, bis.y)
        let cd = radius / sin(angle / 2)
        let center = CGPoint(x: p1.x + bis.x / bl * cd, y: p1.y + bis.y / bl * cd)
        let a0 = atan2(t1.y - center.y, t1.x - center.x)
        let a1 = atan2(t2.y - center.y, t2.x - center.x)
        var delta = a1 - a0
        if delta > .pi { delta -= 2 * .pi }
        if delta < -.pi { delta += 2 * .pi }
        addLine(to: t1.applying(transform))
        addRelativeArc(
            center: center, radius: radius, startAngle: .radians(a0), delta: .radians(delta), transform: transform)
    }
}

/// Per-corner radii, as SwiftUI's `RectangleCornerRadii` (leading = left in left-to-right layouts).
public struct RectangleCornerRadii: Hashable, Sendable {
    public var topLeading: CGSize
    public var bottomLeading: CGSize
    public var bottomTrailing: CGSize
    public var topTrailing: CGSize

    /// Circular corners with the given radii.
    public init(
        topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0
    ) {
        self.topLeading = CGSize(width: topLeading, height: topLeading)
        self.bottomLeading = CGSize(width: bottomLeading, height: bottomLeading)
        self.bottomTrailing = CGSize(width: bottomTrailing, height: bottomTrailing)
        self.topTrailing = CGSize(width: topTrailing, height: topTrailing)
    }
    /// The same elliptical corner everywhere.
    public init(uniform size: CGSize) {
        (topLeading, bottomLeading, bottomTrailing, topTrailing) = (size, size, size, size)
    }
}
