import Foundation
import PlumeAnimation
import PlumeGraphics

/// A container's layout algorithm, as SwiftUI's `Layout`; the built-in stacks use this same protocol.
///
/// ```swift
/// struct Diagonal: Layout {
///     func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///         subviews.reduce(.zero) { s, v in let d = v.sizeThatFits(.unspecified)
///             return CGSize(width: s.width + d.width, height: s.height + d.height) }
///     }
///     func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
///         var p = bounds.origin
///         for v in subviews { let d = v.sizeThatFits(.unspecified); v.place(at: p, proposal: .unspecified)
///             p.x += d.width; p.y += d.height }
///     }
/// }
/// // Diagonal { Text("a"); Text("b") }
/// ```
public protocol Layout {
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews

    /// Properties of the layout (its stack orientation, if any).
    static var layoutProperties: LayoutProperties { get }
    /// The container's size for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    /// Places each subview inside `bounds` (window coordinates).
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    /// The container's preferred spacing to its neighbours.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    /// An explicit horizontal guide of the container, or nil for the default.
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat?
    /// An explicit vertical guide of the container, or nil for the default.
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat?
    /// Creates the cache, before the layout's first question (and again after the layout value
    /// itself changes).
    func makeCache(subviews: Subviews) -> Cache
    /// Refreshes the cache when the subviews change (one is added, removed, or changes its size):
    /// the engine calls it before the next question. The default makes a new cache.
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    /// Whether the layout gives no explicit alignment guides but those of its subviews' standard
    /// ones (the built-in layouts). Plume-specific: a layout answering false (the default) is asked
    /// `explicitAlignment(of:…)` for every guide, so a custom layout's guides are always seen.
    static var _explicitAlignmentsAreStandard: Bool { get }
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { ViewSpacing() }
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? { nil }
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? { nil }
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }
    public static var _explicitAlignmentsAreStandard: Bool { false }

    /// Lays out the views `content` builds with this layout.
    @MainActor @preconcurrency
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        LayoutView(layout: self, content: content())
    }
}

extension Layout where Cache == Void {
    public func makeCache(subviews: Subviews) {}
}

/// Layout properties, as SwiftUI's `LayoutProperties`.
public struct LayoutProperties: Sendable {
    /// The axis along which the layout stacks its subviews, if it is a stack.
    public var stackOrientation: Axis?
    public init() {}
}

/// Preferred spacing around a view, as SwiftUI's `ViewSpacing`. Plume uses 8 points between any two
/// views (SwiftUI varies it a little by content type).
public struct ViewSpacing: Sendable {
    var value: CGFloat
    public init() { value = 8 }
    init(_ value: CGFloat) { self.value = value }
    public static let zero = ViewSpacing(0)
    /// The distance to `next` along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat { max(value, next.value) }
    /// Merges another spacing in.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) { value = max(value, other.value) }
}

/// A subview as a layout sees it, as SwiftUI's `LayoutSubview`.
public struct LayoutSubview: Sendable {
    let node: ViewNode

    /// The subview's size for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        GraphIsolation.layoutQuestion { node.sizeThatFits(proposal) }
    }
    /// The subview's dimensions (with alignment guides) for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        GraphIsolation.layoutQuestion { ViewDimensions(size: node.sizeThatFits(proposal), node: node) }
    }
    /// Places the subview with its `anchor` at `position`, sized for `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        GraphIsolation.layoutQuestion {
            let size = node.sizeThatFits(proposal)
            node.place(
                in: CGRect(
                    x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height, width: size.width,
                    height: size.height),
                proposal: proposal)
        }
    }
    /// The `layoutPriority` of the subview.
    public var priority: Double { GraphIsolation.layoutQuestion { node.behavior.layoutPriority } }
    /// The subview's preferred spacing.
    public var spacing: ViewSpacing { GraphIsolation.layoutQuestion { node.behavior.spacing } }
    /// A value set on the subview with `layoutValue(key:value:)`.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        let id = ObjectIdentifier(key)
        return GraphIsolation.layoutQuestion { node.behavior.layoutValue(for: id) } as? K.Value ?? K.defaultValue
    }
}

/// A key for values passed from subviews to a custom layout, as SwiftUI's `LayoutValueKey`.
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The subviews of a layout, as SwiftUI's `LayoutSubviews`.
///
/// It keeps the container's layout items as they are (a `LayoutSubview` is only a node) and makes
/// each subview when it is read, instead of copying the items into a second array per container.
public struct LayoutSubviews: RandomAccessCollection, Sendable {
    /// The subviews' nodes, in order.
    let nodes: [ViewNode]
    /// The layout direction of the container: placements are still made left to right (the graph
    /// mirrors them in a right-to-left container), so most layouts never read it.
    public let layoutDirection: LayoutDirection
    init(_ nodes: [ViewNode], layoutDirection: LayoutDirection = .leftToRight) {
        self.nodes = nodes
        self.layoutDirection = layoutDirection
    }
    public var startIndex: Int { 0 }
    public var endIndex: Int { nodes.count }
    public subscript(index: Int) -> LayoutSubview { LayoutSubview(node: nodes[index]) }
}

/// Edges of a rectangle, as SwiftUI's `Edge`.
public enum Edge: Int8, Hashable, Sendable, CaseIterable {
    case top, leading, bottom, trailing

    /// A set of edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }
        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
    }
}
