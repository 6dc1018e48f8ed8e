import Foundation
import PlumeGraphics

/// Marks a layout as the one holding a scroll view's targets, as SwiftUI's `scrollTargetLayout()`.
nonisolated struct ScrollTargetLayoutModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let isEnabled: Bool
    @MainActor func makeBehavior() -> NodeBehavior { ScrollTargetLayoutBehavior() }
}

/// What a scroll view asks of a node marked with `scrollTargetLayout()`: whether the mark is on.
@MainActor
protocol ScrollTargetLayoutMarker: AnyObject {
    var isScrollTargetLayoutEnabled: Bool { get }
}

/// The behaviour of `scrollTargetLayout()`: transparent to layout, it only states the
/// `scrollTargetLayout` capability so that the enclosing scroll view finds its content.
final class ScrollTargetLayoutBehavior: TransparentModifierBehavior<ScrollTargetLayoutModifier>,
    ScrollTargetLayoutMarker
{
    override var displayName: String? { "" }
    override var scrollTargetLayout: ScrollTargetLayoutMarker? { self }
    var isScrollTargetLayoutEnabled: Bool { modifier?.isEnabled ?? false }
    override func modifierChanged(from old: ScrollTargetLayoutModifier) {}
}

/// One view of a scroll target layout: its id (from a `ForEach` element or `.id(_:)`; nil for a
/// view without one) and its frame in window coordinates.
struct ScrollTargetView {
    let id: AnyHashable?
    let frame: CGRect
}

@MainActor
extension ScrollTargetView {
    /// The views of every scroll target layout inside the scroll view at `scroller`, in layout
    /// order. The search stops at nested scroll views and never enters a target view, so it costs
    /// the nodes between the scroll view and its layout plus one per target view.
    ///
    /// With `estimatingLazyRows`, a lazy stack's layout gives every line, created or not (its
    /// estimated frames, without ids), as snapping needs; otherwise only the rows that exist.
    static func all(in scroller: ViewNode, estimatingLazyRows: Bool = false) -> [ScrollTargetView] {
        var found: [ScrollTargetView] = []
        var stack = Array(scroller.children.reversed())
        while let node = stack.popLast() {
            if node.behavior.scrollTarget != nil { continue }
            if let marker = node.behavior.scrollTargetLayout, marker.isScrollTargetLayoutEnabled {
                for layout in node.children {
                    collectLayout(layout, estimatingLazyRows: estimatingLazyRows, into: &found)
                }
                continue
            }
            stack.append(contentsOf: node.children.reversed())
        }
        return found
    }

    /// The layout under a marker: through transparent wrappers to the layout itself, then its views.
    private static func collectLayout(
        _ node: ViewNode, estimatingLazyRows: Bool, into found: inout [ScrollTargetView]
    ) {
        if estimatingLazyRows, let lazy = node.behavior.lazyStack {
            found += lazy.estimatedLineFrames().map { ScrollTargetView(id: nil, frame: $0) }
        } else if isIdentityContainer(node) || !node.behavior.isTransparent {
            collectChildren(of: node, into: &found)
        } else {
            for child in node.children {
                collectLayout(child, estimatingLazyRows: estimatingLazyRows, into: &found)
            }
        }
    }

    /// The subviews `node` gives, each with its explicit id when `node` gives its children ids a
    /// person chose.
    private static func collectChildren(of node: ViewNode, into found: inout [ScrollTargetView]) {
        let keyed = isIdentityContainer(node)
        let keys = node.childKeys
        for (index, child) in node.children.enumerated() {
            let key = keyed && index < keys.count ? keys[index] : nil
            collectView(child, key: key, into: &found)
        }
    }

    /// A subview of the layout: a keyed child is one target; a transparent group (a `ForEach`, a
    /// `Group`) gives its children.
    private static func collectView(_ node: ViewNode, key: AnyHashable?, into found: inout [ScrollTargetView]) {
        if let key {
            found.append(ScrollTargetView(id: key, frame: frame(of: node)))
        } else if node.behavior.isTransparent {
            collectChildren(of: node, into: &found)
        } else {
            found.append(ScrollTargetView(id: nil, frame: node.frame))
        }
    }

    private static func isIdentityContainer(_ node: ViewNode) -> Bool {
        node.view is ExplicitIdentityContainer || node.behavior.childKeysAreExplicitIDs
    }

    private static func frame(of node: ViewNode) -> CGRect {
        let union = node.layoutItems.reduce(CGRect.null) { $0.union($1.frame) }
        return union.isNull ? node.frame : union
    }
}

nonisolated extension View {
    /// Makes this layout the one whose views the enclosing scroll view aligns to
    /// (`scrollTargetBehavior(.viewAligned)`) and reports (`scrollPosition(id:)`), as SwiftUI's
    /// `scrollTargetLayout(isEnabled:)`.
    ///
    /// ```swift
    /// ScrollView(.horizontal) {
    ///     LazyHStack { ForEach(cards) { CardView($0) } }
    ///         .scrollTargetLayout()
    /// }
    /// .scrollTargetBehavior(.viewAligned)
    /// ```
    /// The targets are the layout's subviews; a subview's id is its `ForEach` element's id or its
    /// `.id(_:)`. Only laid-out views count: rows of a lazy stack that do not exist yet are found
    /// by id when scrolled to, and are not snapped to until they exist.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        modifier(ScrollTargetLayoutModifier(isEnabled: isEnabled))
    }
}
