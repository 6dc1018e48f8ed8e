import Foundation
import PlumeGraphics

extension DisplayItem {
    /// A conservative bounding box for culling, or nil when unknown (effects).
    var bounds: CGRect? {
        switch self {
        case .fill(let path, _, _): return path.controlPointBounds
        case .stroke(let path, _, let style, _):
            return path.controlPointBounds.insetBy(dx: -style.lineWidth, dy: -style.lineWidth)
        case .text(_, let frame, _): return frame.insetBy(dx: -4, dy: -4)
        case .image(_, let frame, _, _): return frame
        case .effect: return nil
        }
    }
}
