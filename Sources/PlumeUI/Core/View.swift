import Foundation
import PlumeAnimation
import PlumeGraphics

/// A piece of user interface, as SwiftUI's `View`: a value whose `body` describes its content.
///
/// Write views as structs; the graph calls `body` when the view's inputs (its stored properties, its
/// `@State`, the environment it reads, the objects it observes) change.
/// ```swift
/// struct Greeting: View {
///     var name: String
///     var body: some View { Text("Hello, \(name)!") }
/// }
/// ```
/// As SwiftUI's, the protocol is `@MainActor @preconcurrency`: a view declared with the conformance
/// on its own declaration is main-actor isolated, so its `body`, its methods and the closures it
/// makes (a button's action) may call `@MainActor` code such as a view model's methods, and
/// `@StateObject private var model = Model()` may create a `@MainActor` model. Code in the Swift 5
/// language mode may still make and read views from elsewhere (the `@preconcurrency` part); the
/// graph evaluates bodies on the main thread, in an app and in `PlumeTesting`'s host alike.
@MainActor @preconcurrency
public protocol View {
    /// The type of view this view's body returns.
    associatedtype Body: View
    /// The content of this view.
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    /// Primitive views have no body; calling it is a programming error.
    public var body: Never { fatalError("Never has no body") }
}

/// Built-in views with `Body == Never` conform to this: they make the node behaviour that lays them out,
/// draws them and manages their children.
@MainActor
protocol PrimitiveView {
    /// A fresh behaviour for a node showing this view.
    func makeBehavior() -> NodeBehavior
}

extension PrimitiveView {
    /// Primitive views never have their body called.
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}

/// A view that shows nothing and takes no space; stacks skip it.
nonisolated public struct EmptyView: View, PrimitiveView {
    public init() {}
    public typealias Body = Never
    @MainActor func makeBehavior() -> NodeBehavior { ContainerBehavior.providing(Self.self) }
}
