import Foundation
import PlumeGraphics

extension ImperativeView {
    /// One press on an `ImperativeView` at one moment, as UIKit's `UITouch` for a single pointer.
    ///
    /// The graph makes one for each pointer event it routes to the view (its hit testing picked the
    /// view when the press began); locations are in the view's bounds coordinates.
    public struct Touch: Hashable, Sendable {
        /// Where the press is in its life.
        public enum Phase: String, Hashable, Sendable {
            case began, moved, ended, cancelled
        }

        /// The phase of this event.
        public let phase: Phase
        /// Where the pointer is, in the view's bounds coordinates.
        public let location: CGPoint
        /// Where it was at the previous event of this press (the same as `location` when it began).
        public let previousLocation: CGPoint
        /// The graph's clock time of the event, in seconds.
        public let timestamp: TimeInterval

        /// A touch value (the graph makes them; tests of a view class may too).
        public init(phase: Phase, location: CGPoint, previousLocation: CGPoint, timestamp: TimeInterval) {
            self.phase = phase
            self.location = location
            self.previousLocation = previousLocation
            self.timestamp = timestamp
        }
    }
}
