import Foundation
import PlumeGraphics

/// Pinch dispatch: the host's pinch input (two fingers on a touch device, Control + scroll wheel)
/// goes to the pinch and rotate gestures of the views under the pinch (see `PinchArena`).
///
/// Hosts report increments; a pinch begins with the first one and ends when `endPinch()` is called
/// or after `pinchQuietInterval` seconds of the graph's clock without input (a wake-up ends it at
/// the first frame past then), so the window and a test's manual clock end it at the same moment.
extension ViewGraph {
    /// Seconds of the graph's clock without pinch input after which a pinch ends.
    public static let pinchQuietInterval: TimeInterval = 0.3
    /// The wheel distance, in points, of one notch (the hosts' scroll step).
    public static let wheelNotchLength: CGFloat = 40
    /// The scale of one wheel notch towards the screen with Control held (away from you zooms in).
    public static let wheelMagnificationPerNotch: CGFloat = 1.1
    /// The turn of one wheel notch with Control and Shift held (towards you is clockwise).
    public static let wheelRotationPerNotch = Angle.degrees(15)

    /// Whether a pinch is in progress.
    public var isPinching: Bool { pinches.input != nil }

    /// One increment of pinch input centred at `point` (window coordinates): scales by `factor` and
    /// turns by `angle` (positive clockwise). Begins a pinch at `point` when none is in progress
    /// (ignored when `point` is not finite) and ends it after `pinchQuietInterval` without input.
    /// Bad numbers are clamped as `PinchInput` documents.
    public func pinch(at point: CGPoint, scaleBy factor: CGFloat = 1, rotateBy angle: Angle = .radians(0)) {
        if pinches.input == nil {
            guard point.x.isFinite, point.y.isFinite else { return }
            let input = PinchInput(location: point, time: time)
            pinches.input = input
            var candidates: [PinchHandler] = []
            var node = hitTest(point)
            while let n = node {
                if let handler = n.behavior.pinchHandler, n.environment.isEnabled { candidates.append(handler) }
                node = n.parent
            }
            pinches.begin(input.sample, candidates: candidates)
        }
        guard var input = pinches.input else { return }
        let sample = input.apply(at: point, scaleBy: factor, rotateBy: angle.radians, time: time)
        pinches.input = input
        pinches.change(sample)
        wakeUps.schedule(pinches, at: time + Self.pinchQuietInterval) { [weak self] in self?.endPinch() }
    }

    /// Ends the pinch in progress now (the fingers lifted): its gestures end with their last value.
    public func endPinch() {
        wakeUps.cancel(pinches)
        guard let input = pinches.input else { return }
        pinches.end(input.sample)
    }

    /// The host lost the pinch (a touch was cancelled): its gestures are cancelled and nothing fires.
    public func cancelPinch() {
        wakeUps.cancel(pinches)
        pinches.cancel()
    }

    /// A scroll wheel moved by `delta` points over `point` with `modifiers` held. With Control it is
    /// pinch input and never scrolls: a notch away from you (negative `delta.height`) magnifies by
    /// `wheelMagnificationPerNotch` about `point`; with Shift as well a notch towards you turns
    /// clockwise by `wheelRotationPerNotch` (a wheel without a vertical part uses its horizontal
    /// one). Without Control it scrolls as `scrollWheel(at:delta:)`. Returns whether anything moved
    /// or, for pinch input, true.
    @discardableResult
    public func scrollWheel(at point: CGPoint, delta: CGSize, modifiers: EventModifiers) -> Bool {
        guard modifiers.contains(.control) else { return scrollWheel(at: point, delta: delta) }
        let notches = (delta.height != 0 ? delta.height : delta.width) / Self.wheelNotchLength
        if modifiers.contains(.shift) {
            pinch(at: point, rotateBy: .degrees(Self.wheelRotationPerNotch.degrees * Double(notches)))
        } else {
            pinch(at: point, scaleBy: pow(Self.wheelMagnificationPerNotch, -notches))
        }
        return true
    }
}
