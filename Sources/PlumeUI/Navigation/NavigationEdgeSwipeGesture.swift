import Foundation
import PlumeGraphics

/// The swipe that pops a navigation stack's top page: a drag that starts within `edgeWidth` points
/// of the stack's leading edge and moves more sideways than up or down. Other drags fail before
/// they claim the press, so scroll views and buttons under the stack keep theirs. Its values are
/// `DragGesture`'s, in the stack's coordinates.
struct NavigationEdgeSwipeGesture: Gesture, PrimitiveGesture {
    typealias Value = DragGesture.Value
    typealias Body = Never

    /// Whether a page is pushed (with none, every drag fails).
    let isEnabled: Bool
    /// The stack's width when its leading edge is the right one (a right-to-left layout); nil when it
    /// is the left edge.
    var rightToLeftWidth: CGFloat? = nil
    /// How close to the leading edge the drag must start, in points.
    static let edgeWidth: CGFloat = 20

    func makeRecognizer(in context: GestureRecognizerContext) -> AnyObject {
        let isEnabled = self.isEnabled
        let rightEdge = rightToLeftWidth
        return DragRecognizer(minimumDistance: 10, space: .local, context: context) { value in
            let fromEdge =
                rightEdge.map { value.startLocation.x >= $0 - Self.edgeWidth }
                ?? (value.startLocation.x <= Self.edgeWidth)
            return isEnabled && fromEdge && abs(value.translation.width) > abs(value.translation.height)
        }
    }
}
