import Foundation
import PlumeAnimation
import PlumeGraphics

nonisolated extension View {
    /// Makes this view's geometry a barrier for its content, as SwiftUI's `geometryGroup()`: while
    /// the view's frame animates (it moves or changes size under `withAnimation`), its content is
    /// laid out again at every frame in the frame as drawn then, instead of each view inside animating
    /// from where it was to where it ends up on its own.
    ///
    /// ```swift
    /// GeometryReader { proxy in
    ///     Badge(size: proxy.size)          // drawn for the size the card has at each frame
    /// }
    /// .geometryGroup()
    /// .frame(width: expanded ? 300 : 120, height: expanded ? 300 : 120)
    /// ```
    /// A view appearing inside the group while it moves appears at its place in the moving group; a
    /// `GeometryReader` inside reads the animated size and its drawing follows it.
    public func geometryGroup() -> some View { modifier(GeometryGroupModifier()) }
}

/// The modifier `geometryGroup()` adds.
nonisolated struct GeometryGroupModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    @MainActor func makeBehavior() -> NodeBehavior { GeometryGroupBehavior() }
}

/// Lays out `geometryGroup()`: places its content in the group's frame as drawn now (its animated
/// presentation while the frame animates), proposing that size, with the frame animations of the
/// views inside suspended (`ViewGraph.geometryGroupsPlacing`), so they follow the group instead of
/// animating on their own. While the group's frame animates, each animation tick asks for the
/// content to be placed again (`ViewNode.needsPlacementAgain()`) in the next layout of the same frame;
/// the tick after the animation ends places it at the final frame.
final class GeometryGroupBehavior: ModifierBehavior<GeometryGroupModifier>, AnimationTicking {
    override var animationTarget: AnimationTicking? { self }
    /// Placed the ordinary way: its content's placement reads the group's animated frame.
    override var movesWithFrame: Bool { false }
    override var displayName: String? { "geometryGroup" }
    /// Where the content was last placed (the group's frame as drawn then).
    private var placedIn: CGRect?

    override func modifierChanged(from old: GeometryGroupModifier) {}

    override func place(in rect: CGRect, proposal: ProposedViewSize) {
        let shown = node.drawFrame
        placedIn = shown
        let graph = node.graph
        graph.geometryGroupsPlacing += 1
        defer { graph.geometryGroupsPlacing -= 1 }
        placeContent(in: shown, proposal: shown == rect ? proposal : ProposedViewSize(shown.size))
    }

    /// Called while the group's frame animates (the node's frame animator runs it): when the frame
    /// is drawn elsewhere than the content was placed, the content is placed again.
    func animationFrame(at time: TimeInterval, completions: inout [() -> Void]) -> Bool {
        if node.drawFrame != placedIn { node.needsPlacementAgain() }
        return false
    }
}
