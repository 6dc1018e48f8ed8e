import Foundation
import PlumeAnimation
import PlumeGraphics

/// A `ViewModifier` whose `animatableData` the graph interpolates, re-evaluating `body(content:)`
/// every frame with the intermediate value, as SwiftUI's `AnimatableModifier`.
///
/// ```swift
/// struct CountingModifier: AnimatableModifier {
///     var value: Double
///     var animatableData: Double { get { value } set { value = newValue } }
///     func body(content: Content) -> some View { Text(String(format: "%03.0f", value)) }
/// }
/// ```
public protocol AnimatableModifier: Animatable, ViewModifier {}

/// Changes the transaction for the content's updates (implicit animations and `.transaction`).
nonisolated struct TransactionModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    enum Rule {
        /// Animate with this animation when the value (compared with `==`) changes.
        case animation(Animation?, value: AnyEquatable)
        /// Animate every change inside with this animation (the deprecated `.animation(_:)`).
        case always(Animation?)
        /// Change the transaction with a closure.
        case custom((inout Transaction) -> Void)
    }
    let rule: Rule
    @MainActor func makeBehavior() -> NodeBehavior { TransactionBehavior() }
}

/// A value compared with its own type's `==`.
struct AnyEquatable: Equatable {
    let value: Any
    let equals: (Any) -> Bool
    init<V: Equatable>(_ value: V) {
        self.value = value
        equals = { ($0 as? V) == value }
    }
    /// A snapshot of `value` when its type is Equatable, else nil.
    init?(snapshotOf value: Any) {
        guard let e = value as? any Equatable else { return nil }
        self = AnyEquatable.wrap(e)
    }

    private static func wrap<E: Equatable>(_ value: E) -> AnyEquatable { AnyEquatable(value) }
    static func == (a: AnyEquatable, b: AnyEquatable) -> Bool { a.equals(b.value) }
}

final class TransactionBehavior: TransparentModifierBehavior<TransactionModifier> {
    private var lastValue: AnyEquatable?

    override func modifierChanged(from old: TransactionModifier) {}

    override func update(changed: Bool) {
        let graph = node.graph
        let saved = graph.transaction
        let rule = assignedModifier.rule
        switch rule {
        case .animation(let animation, let value):
            if let last = lastValue, last != value, !saved.disablesAnimations {
                graph.transaction.animation = animation
                node.changeStamp = (graph.frameNumber, graph.transaction)
            }
            lastValue = value
        case .always(let animation):
            if !saved.disablesAnimations {
                graph.transaction.animation = animation
                if changed { node.changeStamp = (graph.frameNumber, graph.transaction) }
            }
        case .custom(let change):
            change(&graph.transaction)
            if changed { node.changeStamp = (graph.frameNumber, graph.transaction) }
        }
        super.update(changed: changed)
        graph.transaction = saved
    }
}

nonisolated extension View {
    /// Animates the changes inside this view with `animation` whenever `value` changes.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(TransactionModifier(rule: .animation(animation, value: AnyEquatable(value))))
    }
    /// Animates every change inside this view with `animation` (SwiftUI's deprecated form).
    public func animation(_ animation: Animation?) -> some View {
        modifier(TransactionModifier(rule: .always(animation)))
    }
    /// Changes the transaction of the updates inside this view.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(TransactionModifier(rule: .custom(transform)))
    }
}
