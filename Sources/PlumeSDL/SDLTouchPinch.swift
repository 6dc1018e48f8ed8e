import Foundation
import PlumeGraphics

/// Two or more fingers on a touch device SDL reports (`SDL_FINGERDOWN`/`MOTION`/`UP`), made into
/// pinch increments: the change of the fingers' mean distance from their centre (scale), of the
/// angle of the line through the two earliest fingers (turn), at their centre.
///
/// SDL reports finger positions normalised to the touch device (0…1); they are taken as fractions
/// of the window, which is right for a touch screen showing the window full-screen and approximate
/// otherwise. SDL2 on X11 reports only direct touch devices this way: a touchpad's pinch reaches
/// no application through SDL2 (its two-finger scroll arrives as a wheel), so Control + wheel is
/// the pinch that works everywhere. Used by `SDLWindowHost` on the main thread.
struct SDLTouchPinch {
    /// One pinch increment for `ViewGraph.pinch(at:scaleBy:rotateBy:)`.
    struct Increment {
        var location: CGPoint
        var factor: CGFloat
        var radians: Double
    }

    /// The fingers down, by SDL finger id, in the order they went down, normalised.
    private var fingers: [(id: Int64, point: CGPoint)] = []
    private var lastSpread: CGFloat?
    private var lastAngle: Double?

    /// Whether at least two fingers are down (a pinch is in progress).
    var isPinching: Bool { fingers.count >= 2 }

    /// A finger went down or moved to `point` (normalised); returns the increment since the last
    /// reading when two or more fingers are down.
    mutating func fingerMoved(id: Int64, to point: CGPoint, windowSize: CGSize) -> Increment? {
        if let index = fingers.firstIndex(where: { $0.id == id }) {
            fingers[index].point = point
        } else {
            fingers.append((id, point))
        }
        return reading(windowSize: windowSize)
    }

    /// A finger went up: its readings start afresh for the fingers left.
    mutating func fingerLifted(id: Int64) {
        fingers.removeAll { $0.id == id }
        lastSpread = nil
        lastAngle = nil
    }

    private mutating func reading(windowSize: CGSize) -> Increment? {
        guard fingers.count >= 2 else { return nil }
        let points = fingers.map { CGPoint(x: $0.point.x * windowSize.width, y: $0.point.y * windowSize.height) }
        let centre = CGPoint(
            x: points.map(\.x).reduce(0, +) / CGFloat(points.count),
            y: points.map(\.y).reduce(0, +) / CGFloat(points.count))
        let spread = points.map { hypot($0.x - centre.x, $0.y - centre.y) }.reduce(0, +) / CGFloat(points.count)
        let angle = Double(atan2(points[1].y - points[0].y, points[1].x - points[0].x))
        defer {
            lastSpread = spread
            lastAngle = angle
        }
        guard let lastSpread, let lastAngle, lastSpread > 0.5 else {
            return Increment(location: centre, factor: 1, radians: 0)
        }
        var turn = angle - lastAngle
        if turn > .pi { turn -= 2 * .pi }
        if turn < -.pi { turn += 2 * .pi }
        return Increment(location: centre, factor: spread / lastSpread, radians: turn)
    }
}
