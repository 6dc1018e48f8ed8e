import Foundation
import PlumeGraphics

/// A view that wraps an imperatively drawn view object (an `ImperativeView` subclass), shaped as
/// SwiftUI's `UIViewRepresentable`.
///
/// The graph calls `makeCoordinator()` and then `makeUIView(context:)` once, when the view's
/// identity appears, and `updateUIView(_:context:)` right after and again whenever the
/// representable's properties or its environment change; the object and the coordinator live as
/// long as the identity. When the identity goes, `dismantleUIView(_:coordinator:)` runs and the
/// graph lets go of both. Layout asks `sizeThatFits(_:uiView:context:)`; nil (the default) sizes
/// the view by its `intrinsicContentSize`. The object draws through `draw(_:in:)` and receives the
/// presses that hit-test to it. Like SwiftUI's, the representable is a `View` whose `body` is never
/// called.
/// ```swift
/// struct DotView: UIViewRepresentable {
///     @Binding var taps: Int
///     func makeCoordinator() -> Coordinator { Coordinator(taps: $taps) }
///     func makeUIView(context: Context) -> Dot {
///         let dot = Dot()
///         dot.onTap = { context.coordinator.taps.wrappedValue += 1 }
///         return dot
///     }
///     func updateUIView(_ dot: Dot, context: Context) { dot.color = taps.isMultiple(of: 2) ? .blue : .red }
///     final class Coordinator { var taps: Binding<Int>; init(taps: Binding<Int>) { self.taps = taps } }
/// }
/// ```
/// Differences from SwiftUI: `UIViewType` is an `ImperativeView`, not a UIKit `UIView` (UIKit is
/// Apple's only); the context has no `animate(changes:completion:)`. A `sizeThatFits` answer with a
/// NaN side uses the default sizing for that side and one with a negative side uses 0; both are
/// reported in the graph's diagnostics.
public protocol UIViewRepresentable: View where Body == Never {
    /// The view object this representable makes.
    associatedtype UIViewType: ImperativeView
    /// The type of the object that carries changes from the view object to the rest of the interface.
    associatedtype Coordinator = Void
    /// What the make, update and size methods are given.
    typealias Context = UIViewRepresentableContext<Self>

    /// Makes the view object, once per identity (after `makeCoordinator()`).
    func makeUIView(context: Context) -> UIViewType
    /// Brings the view object up to date with this representable's properties and `context`.
    func updateUIView(_ uiView: UIViewType, context: Context)
    /// Cleans up the view object as its identity goes (default: nothing).
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
    /// Makes the coordinator, once per identity, before the view object.
    func makeCoordinator() -> Coordinator
    /// The view's size for `proposal`, or nil for the default sizing (the intrinsic content size).
    /// Layout may ask many times with different proposals.
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

extension UIViewRepresentable {
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }
    /// A representable has no body; the graph never calls it.
    public var body: Never { fatalError("\(Self.self) is a UIViewRepresentable and has no body") }
}

extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

/// What a `UIViewRepresentable`'s methods are given, as SwiftUI's `UIViewRepresentableContext`: the
/// coordinator, the environment and the transaction of the change being applied. Plume makes it;
/// there is no public initialiser.
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// The representable's coordinator (the one `makeCoordinator()` made for this identity).
    public let coordinator: Representable.Coordinator
    /// The transaction of the change being applied (its animation, if any).
    public var transaction: Transaction { values.transaction }
    /// The environment the view is shown in.
    public var environment: EnvironmentValues { values.environment }

    private let values: RepresentableContextValues

    init(coordinator: Representable.Coordinator, values: RepresentableContextValues) {
        self.coordinator = coordinator
        self.values = values
    }
}

/// The environment and transaction the representable contexts carry.
struct RepresentableContextValues {
    let environment: EnvironmentValues
    let transaction: Transaction
}
