import Foundation
import PlumeGraphics

extension DisplayItem {
    /// A conservative bounding box for culling, or nil when unknown (effects).
    var bounds: CGRect? {
        switch self {
        case .fill(let path, _, _): return path.controlPointBounds
        case .stroke(let path, _, let style):
            return path.controlPointBounds.insetBy(dx: -style.lineWidth, dy: -style.lineWidth)
        case .text(_, let frame, _): return frame.insetBy(dx: -4, dy: -4)
        case .image(_, let frame, _, _): return frame
        case .effect: return nil
        }
    }
}

extension Path {
    /// The bounds of all points and control points (cheaper than `boundingRect`, never smaller).
    var controlPointBounds: CGRect {
        var minX = CGFloat.infinity
        var minY = CGFloat.infinity
        var maxX = -CGFloat.infinity
        var maxY = -CGFloat.infinity
        func add(_ p: CGPoint) {
            minX = min(minX, p.x)
            minY = min(minY, p.y)
            maxX = max(maxX, p.x)
            maxY = max(maxY, p.y)
        }
        for e in elements {
            switch e {
            case .move(let p), .line(let p): add(p)
            case .quadCurve(let p, let c):
                add(p)
                add(c)
            case .curve(let p, let c1, let c2):
                add(p)
                add(c1)
                add(c2)
            case .closeSubpath: break
            }
        }
        return minX <= maxX ? CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : .null
    }
}
