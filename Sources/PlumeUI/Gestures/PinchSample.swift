import Foundation
import PlumeGraphics

/// One reading of a pinch in progress — two fingers on a touch device, or Control + scroll wheel —
/// in window coordinates: its centre, and how far it has scaled and turned since it began.
///
/// The graph makes these from the host's increments (`ViewGraph.pinch(at:scaleBy:rotateBy:)`) and
/// hands them to the pinch recognizers of the views under the pinch's first centre. Every value is
/// finite: the graph clamps its input (see `PinchInput`).
struct PinchSample: Equatable {
    /// The pinch's centre (window coordinates).
    var location: CGPoint
    /// The scale since the pinch began (1 = unchanged), within `PinchInput.magnificationRange`.
    var magnification: CGFloat
    /// The turn since the pinch began, in radians (positive is clockwise on screen).
    var rotation: Double
    /// The host clock's time of the reading.
    var time: TimeInterval
}
