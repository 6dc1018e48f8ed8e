import Foundation
import PlumeGraphics

/// Runs an action when a value read from the view's geometry changes (`onGeometryChange`).
nonisolated struct GeometryChangeModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let transform: @MainActor (GeometryProxy) -> Value
    let action: (_ old: Value, _ new: Value) -> Void
    @MainActor func makeBehavior() -> NodeBehavior { GeometryChangeBehavior<Value>() }
}

/// After each placement of the view (it does not move with its frame, so a scroll or a moving
/// ancestor places it again), reads the value from a proxy of its frame and, when it differs from
/// the last one, runs the action after the frame (state it writes updates the next frame). The
/// first placement runs it with the first value, old and new alike. Layout is unchanged.
final class GeometryChangeBehavior<Value: Equatable>: ModifierBehavior<GeometryChangeModifier<Value>> {
    override var movesWithFrame: Bool { false }
    override var displayName: String? { "onGeometryChange" }
    /// The value last seen (nil before the first placement).
    private var lastValue: Value?

    override func place(in rect: CGRect, proposal: ProposedViewSize) {
        super.place(in: rect, proposal: proposal)
        let value = modifier.transform(GeometryProxy(globalFrame: node.frame, node: node))
        guard value != lastValue else { return }
        let old = lastValue ?? value
        lastValue = value
        let action = modifier.action
        node.graph.afterFrame { action(old, value) }
    }
}

nonisolated extension View {
    /// Runs `action` with the new value whenever `transform` reads a different value from this
    /// view's geometry, as SwiftUI's `onGeometryChange(for:of:action:)` (iOS 18, back-deployed to 16).
    ///
    /// ```swift
    /// Text(message)
    ///     .onGeometryChange(for: CGFloat.self) { proxy in proxy.size.height } action: { height = $0 }
    /// ```
    /// The value is read after each layout that places the view (and when a scroll moves it);
    /// `action` runs after that frame, first with the initial value. `transform` runs on the main
    /// actor, since Plume's `GeometryProxy` is main-actor bound.
    public func onGeometryChange<T: Equatable & Sendable>(
        for type: T.Type, of transform: @escaping @MainActor @Sendable (GeometryProxy) -> T,
        action: @escaping (T) -> Void
    ) -> some View {
        modifier(GeometryChangeModifier(transform: transform) { _, new in action(new) })
    }

    /// Runs `action` with the old and the new value whenever `transform` reads a different value
    /// from this view's geometry, as SwiftUI's `onGeometryChange(for:of:action:)` with two values.
    public func onGeometryChange<T: Equatable & Sendable>(
        for type: T.Type, of transform: @escaping @MainActor @Sendable (GeometryProxy) -> T,
        action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        modifier(GeometryChangeModifier(transform: transform, action: action))
    }
}
