import Foundation

/// What a fill or stroke in the display list is painted with, in absolute coordinates.
public enum Paint: Hashable, Sendable {
    /// One gradient stop, resolved.
    public struct Stop: Hashable, Sendable {
        public var color: Color.Resolved
        public var location: Double
        public init(color: Color.Resolved, location: Double) {
            self.color = color
            self.location = location
        }
    }

    /// A solid color.
    case color(Color.Resolved)
    /// A linear gradient from `start` to `end`.
    case linear([Stop], start: CGPoint, end: CGPoint)
    /// A radial gradient around `center`, from `startRadius` to `endRadius`.
    case radial([Stop], center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
    /// A conic gradient around `center` from `startAngle` to `endAngle` (clockwise on screen, 0 = +x).
    case angular([Stop], center: CGPoint, startAngle: Angle, endAngle: Angle)

    /// The stops of a gradient, or the single color of a solid paint.
    public var stops: [Stop] {
        switch self {
        case .color(let c): return [Stop(color: c, location: 0)]
        case .linear(let s, _, _), .radial(let s, _, _, _), .angular(let s, _, _, _): return s
        }
    }
}
