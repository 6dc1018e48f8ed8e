import Foundation
import PlumeAnimation

/// A container that animates its content through a sequence of phases, as SwiftUI's
/// `PhaseAnimator`.
///
/// ```swift
/// PhaseAnimator([false, true]) { lifted in
///     Image(systemName: "star.fill")
///         .scaleEffect(lifted ? 1.5 : 1)
///         .offset(y: lifted ? -20 : 0)
/// } animation: { lifted in
///     lifted ? .spring(duration: 0.4, bounce: 0.5) : .easeOut(duration: 0.3)
/// }
/// ```
/// Without a trigger the animator starts at the first phase when it appears and moves to each next
/// phase in turn, from the last back to the first, for as long as it is in the view tree. With a
/// `trigger`, it rests at the first phase and, each time the trigger changes, moves once through the
/// following phases and back to the first (a change while it runs starts the run again).
///
/// Each move re-evaluates `content` with the new phase under a transaction with `animation(phase)`
/// (the animation *to* that phase); the next move starts when that animation is logically complete
/// (`Animation`'s own timing, whether or not the content animates anything). A nil animation moves
/// without animating and goes on at the next frame. The animator asks for frames only while it is
/// moving and only while it is in the tree: a removed one stops, a finished triggered one asks for
/// none. An empty `phases` shows nothing and is reported in `ViewGraph.diagnostics`.
nonisolated public struct PhaseAnimator<Phase: Equatable, Content: View>: View, PrimitiveView {
    let phases: [Phase]
    let trigger: AnyEquatable?
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?

    /// Cycles through `phases` for as long as the view is shown.
    public init(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.phases = Array(phases)
        self.trigger = nil
        self.content = content
        self.animation = animation
    }

    /// Runs through `phases` once, back to the first, each time `trigger` changes.
    public init(
        _ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.phases = Array(phases)
        self.trigger = AnyEquatable(trigger)
        self.content = content
        self.animation = animation
    }

    public typealias Body = Never
    @MainActor func makeBehavior() -> NodeBehavior { PhaseAnimatorBehavior<Phase, Content>() }
}

nonisolated extension View {
    /// Cycles the view through `phases` for as long as it is shown, as SwiftUI's
    /// `phaseAnimator(_:content:animation:)`: `content` gets the view and the current phase.
    public func phaseAnimator<Phase: Equatable, Modified: View>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Modified,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let placeholder = PlaceholderContentView(self)
        return PhaseAnimator(phases, content: { content(placeholder, $0) }, animation: animation)
    }

    /// Runs the view through `phases` once each time `trigger` changes, as SwiftUI's
    /// `phaseAnimator(_:trigger:content:animation:)`.
    public func phaseAnimator<Phase: Equatable, Modified: View>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Modified,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let placeholder = PlaceholderContentView(self)
        return PhaseAnimator(phases, trigger: trigger, content: { content(placeholder, $0) }, animation: animation)
    }
}
