import Foundation
import PlumeAnimation
import PlumeGraphics

/// Builds views from closures, as SwiftUI's `@ViewBuilder`: several statements become a `TupleView`,
/// `if`/`else` and `switch` become `_ConditionalContent`, a lone `if` an `Optional`.
@resultBuilder
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
        (repeat each Content)
    > {
        var children: [any View] = []
        for child in repeat each content { children.append(child) }
        return TupleView(value: (repeat each content), children: children)
    }
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> {
        _ConditionalContent(storage: .trueContent(first))
    }
    public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> {
        _ConditionalContent(storage: .falseContent(second))
    }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// Several views built by a `@ViewBuilder`; each child keeps its position as its identity.
/// `nonisolated`, as the other plain value views: the builder makes it wherever the view is built.
nonisolated public struct TupleView<T>: View, PrimitiveView {
    /// The tuple of views.
    public var value: T
    let children: [any View]

    public typealias Body = Never
    @MainActor func makeBehavior() -> NodeBehavior { ContainerBehavior.providing(Self.self) }
}

/// One of two views chosen by an `if`/`else` or `switch`; switching branches replaces the view (and its state).
nonisolated public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage

    public typealias Body = Never
    @MainActor func makeBehavior() -> NodeBehavior { ContainerBehavior.providing(Self.self) }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
    func makeBehavior() -> NodeBehavior { ContainerBehavior.providing(Self.self) }
}

/// Views grouped without layout of their own; a modifier on a group applies to every child (see
/// `ViewList`).
public struct Group<Content: View>: View, PrimitiveView {
    let content: Content
    /// A group of the views `content` builds.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public typealias Body = Never
    func makeBehavior() -> NodeBehavior { ContainerBehavior.providing(Self.self) }
}

/// A type-erased view. Changing the wrapped view's type replaces it (and its state).
nonisolated public struct AnyView: View, PrimitiveView {
    let view: any View
    /// Wraps `view`.
    public init<V: View>(_ view: V) { self.view = (view as? AnyView)?.view ?? view }
    /// Wraps an existential view.
    public init(erasing view: any View) { self.view = (view as? AnyView)?.view ?? view }
    public typealias Body = Never
    @MainActor func makeBehavior() -> NodeBehavior { ContainerBehavior.providing(Self.self) }
}

nonisolated extension View {
    /// This view wrapped in `AnyView`.
    public func eraseToAnyView() -> AnyView { AnyView(self) }
}
