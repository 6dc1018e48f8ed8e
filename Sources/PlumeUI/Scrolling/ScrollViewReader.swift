import Foundation
import PlumeAnimation
import PlumeGraphics

/// Gives its content a proxy that scrolls the scroll views inside it to a view's id, as SwiftUI's
/// `ScrollViewReader`.
///
/// ```swift
/// ScrollViewReader { proxy in
///     ScrollView {
///         ForEach(0..<100) { i in Text("Row \(i)").id(i) }
///     }
///     Button("Bottom") { withAnimation { proxy.scrollTo(99, anchor: .bottom) } }
/// }
/// ```
/// The reader is laid out as its content (like a `Group`).
public struct ScrollViewReader<Content: View>: View, PrimitiveView {
    public var content: (ScrollViewProxy) -> Content

    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }

    public typealias Body = Never
    func makeBehavior() -> NodeBehavior { ScrollViewReaderBehavior<Content>() }
}

/// Scrolls the scroll views of a `ScrollViewReader`, as SwiftUI's `ScrollViewProxy`.
@MainActor @preconcurrency
public struct ScrollViewProxy {
    final class Reference {
        weak var node: ViewNode?
    }
    let reference: Reference

    /// Scrolls the nearest scroll view that contains the view with `id` (from `.id(_:)` or a
    /// `ForEach` element's id) so that the view's `anchor` point lines up with the same point of
    /// the scroll view (`.top` puts its top at the top). With a nil anchor the scroll view moves as
    /// little as needed to show the view. Animated with the current transaction's animation (call it
    /// inside `withAnimation`), otherwise immediate; the offset stays within the content.
    ///
    /// Rows of a `LazyVStack`/`LazyHStack` that do not exist yet are found by their `ForEach` id:
    /// the scroll view goes to the row's estimated position and corrects once the row is created.
    ///
    /// An id that no view inside the reader has, or a view that is in no scroll view, is reported in
    /// `ViewGraph.diagnostics` and nothing moves (SwiftUI does nothing silently).
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        guard let reader = reference.node, !reader.isDestroyed else { return }
        let key = AnyHashable(id)
        guard let target = Self.find(key, under: reader) else {
            // A row of a lazy stack that was never created: found in its data, scrolled to its estimate.
            if LazyStackBehavior.scrollToRow(key, anchor: anchor, under: reader) { return }
            return reader.graph.report("ScrollViewProxy.scrollTo: no view with id \(key) in the ScrollViewReader")
        }
        var node = target.parent
        while let n = node, n.behavior.scrollTarget == nil { node = n.parent }
        guard let scrollable = node?.behavior.scrollTarget else {
            return reader.graph.report("ScrollViewProxy.scrollTo: the view with id \(key) is not in a ScrollView")
        }
        let frame = target.layoutItems.reduce(CGRect.null) { $0.union($1.frame) }
        guard !frame.isNull else { return }
        scrollable.scroll(toShow: frame, anchor: anchor)
    }

    /// The first node (depth first) whose explicit id is `key`.
    static func find(_ key: AnyHashable, under root: ViewNode) -> ViewNode? {
        var stack = [root]
        while let node = stack.popLast() {
            if node.view is ExplicitIdentityContainer || node.behavior.childKeysAreExplicitIDs,
                let index = node.childKeys.firstIndex(of: key), index < node.children.count
            {
                return node.children[index]
            }
            stack.append(contentsOf: node.children.reversed())
        }
        return nil
    }
}

/// Views whose child keys are ids a person gave (`ForEach`), as opposed to structural positions
/// (behaviours say so with `NodeBehavior.childKeysAreExplicitIDs`).
protocol ExplicitIdentityContainer {}
extension ForEach: ExplicitIdentityContainer {}

final class ScrollViewReaderBehavior<Content: View>: PrimitiveBehavior<ScrollViewReader<Content>> {
    private let reference = ScrollViewProxy.Reference()
    override var isTransparent: Bool { true }
    override var displayName: String? { "" }

    override func update(changed: Bool) {
        reference.node = node
        let reader = view!
        node.reconcileSingleChild(reader.content(ScrollViewProxy(reference: reference)), environment: node.environment)
    }
}
