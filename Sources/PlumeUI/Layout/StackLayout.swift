import Foundation
import PlumeAnimation
import PlumeGraphics

/// The stack algorithm shared by `HStack`/`VStack` (and their `…Layout` forms).
///
/// Space along the axis goes to the least flexible subviews first (flexibility = size at an infinite
/// proposal minus size at zero), within groups of equal `layoutPriority` from highest to lowest, lower
/// groups keeping their minimum sizes. Subviews line up across the axis by the alignment guide.
struct StackLayout: Layout {
    typealias Cache = _StackLayoutCache

    let axis: Axis
    /// The cross-axis guide (a horizontal guide for a VStack, a vertical one for an HStack).
    let alignment: ObjectIdentifier
    let alignmentDefault: (ViewDimensions) -> CGFloat
    let spacing: CGFloat?

    /// The implicit vertical stack used where several views stand in one place.
    static let implicit = StackLayout(
        axis: .vertical, alignment: ObjectIdentifier(HorizontalAlignment.Center.self),
        alignmentDefault: { $0.width / 2 }, spacing: nil)

    func makeCache(subviews: Subviews) -> Cache { Cache() }

    private var cross: Axis { axis == .horizontal ? .vertical : .horizontal }

    private func gaps(_ subviews: Subviews) -> [CGFloat] {
        guard subviews.count > 1 else { return [] }
        return (0..<(subviews.count - 1)).map { i in
            spacing.map(layoutLength)
                ?? subviews[i].spacing.distance(to: subviews[i + 1].spacing, along: axis)
        }
    }

    /// Sizes of the subviews for `proposal`.
    func allocate(_ proposal: ProposedViewSize, _ subviews: Subviews, _ cache: inout Cache) -> [CGSize] {
        if cache.proposal == proposal, cache.sizes.count == subviews.count { return cache.sizes }
        var sizes = [CGSize](repeating: .zero, count: subviews.count)
        func childProposal(_ main: CGFloat?) -> ProposedViewSize {
            var p = ProposedViewSize(width: nil, height: nil)
            p[axis] = main
            p[cross] = proposal[cross]
            return p
        }
        if let total = proposal[axis] {
            var remaining = total - gaps(subviews).reduce(0, +)
            var minimums = [CGFloat](repeating: 0, count: subviews.count)
            var flexibility = [CGFloat](repeating: 0, count: subviews.count)
            for i in subviews.indices {
                let lo = subviews[i].sizeThatFits(childProposal(0))[axis]
                let hi = subviews[i].sizeThatFits(childProposal(.infinity))[axis]
                minimums[i] = lo
                flexibility[i] = hi - lo
            }
            let priorities = Set(subviews.map(\.priority)).sorted(by: >)
            for priority in priorities {
                let group = subviews.indices.filter { subviews[$0].priority == priority }
                    .sorted { flexibility[$0] < flexibility[$1] }
                let lowerMinimum = subviews.indices.filter { subviews[$0].priority < priority }
                    .reduce(CGFloat(0)) { $0 + minimums[$1] }
                var available = remaining - lowerMinimum
                for (n, i) in group.enumerated() {
                    let share = max(0, available / CGFloat(group.count - n))
                    let size = subviews[i].sizeThatFits(childProposal(share))
                    sizes[i] = size
                    available -= size[axis]
                    remaining -= size[axis]
                }
            }
        } else {
            for i in subviews.indices { sizes[i] = subviews[i].sizeThatFits(childProposal(nil)) }
        }
        cache.proposal = proposal
        cache.sizes = sizes
        return sizes
    }

    private func guide(_ subview: LayoutSubview, _ size: CGSize) -> CGFloat {
        let d = subview.node.dimensions(for: size)
        return subview.node.explicitAlignment(alignment, size: size) ?? alignmentDefault(d)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let sizes = allocate(proposal, subviews, &cache)
        let main = sizes.reduce(0) { $0 + $1[axis] } + gaps(subviews).reduce(0, +)
        var before: CGFloat = 0
        var after: CGFloat = 0
        for (i, size) in sizes.enumerated() {
            let g = guide(subviews[i], size)
            before = max(before, g)
            after = max(after, size[cross] - g)
        }
        var result = CGSize.zero
        result[axis] = main
        result[cross] = before + after
        return result
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        guard !subviews.isEmpty else { return }
        let allocated = allocate(proposal, subviews, &cache)
        let gapList = gaps(subviews)
        // When the stack was asked for its ideal size across the axis, children are offered the
        // stack's final size there, so a flexible child fills a stack sized by its siblings (the
        // `fixedSize` equal-width idiom). With a concrete proposal they keep it: re-measuring every
        // child at the final size would cost a second text layout per row for the same result.
        var proposals: [ProposedViewSize] = []
        var sizes: [CGSize] = []
        for (i, size) in allocated.enumerated() {
            var p = ProposedViewSize(width: nil, height: nil)
            p[axis] = proposal[axis] == nil ? nil : size[axis]
            p[cross] = proposal[cross] ?? bounds.size[cross]
            var placed = size
            // Only a child narrower than the stack can grow into the offered size; the widest child
            // (the one that sized the stack) keeps its measurement.
            if proposal[cross] == nil, size[cross] < bounds.size[cross] {
                placed[cross] = subviews[i].sizeThatFits(p)[cross]
            } else if proposal[cross] == nil {
                p[cross] = nil
            }
            proposals.append(p)
            sizes.append(placed)
        }
        var before: CGFloat = 0
        var after: CGFloat = 0
        let guides = sizes.enumerated().map { guide(subviews[$0.offset], $0.element) }
        for (i, size) in sizes.enumerated() {
            before = max(before, guides[i])
            after = max(after, size[cross] - guides[i])
        }
        // Center the aligned block across the axis when the bounds are larger than needed.
        let crossStart = bounds.origin[cross] + max(0, (bounds.size[cross] - (before + after)) / 2)
        var position = bounds.origin[axis]
        for (i, size) in sizes.enumerated() {
            var origin = CGPoint.zero
            origin[axis] = position
            origin[cross] = crossStart + before - guides[i]
            subviews[i].node.place(in: CGRect(origin: origin, size: size), proposal: proposals[i])
            position += size[axis] + (i < gapList.count ? gapList[i] : 0)
        }
    }

    func explicitAlignment(_ id: ObjectIdentifier, size: CGSize, subviews: Subviews) -> CGFloat? {
        var cache = Cache()
        let sizes = allocate(ProposedViewSize(size), subviews, &cache)
        var offset: CGFloat = 0
        let gapList = gaps(subviews)
        let isBaseline =
            id == ObjectIdentifier(VerticalAlignment.FirstBaseline.self)
            || id == ObjectIdentifier(VerticalAlignment.LastBaseline.self)
        let order: [Int] =
            id == ObjectIdentifier(VerticalAlignment.LastBaseline.self) && axis == .vertical
            ? Array(subviews.indices.reversed()) : Array(subviews.indices)
        var offsets: [CGFloat] = []
        for (i, s) in sizes.enumerated() {
            offsets.append(offset)
            offset += s[axis] + (i < gapList.count ? gapList[i] : 0)
        }
        for i in order {
            guard let value = subviews[i].node.explicitAlignment(id, size: sizes[i]) else { continue }
            if axis == .vertical && isBaseline { return offsets[i] + value }
            if axis == .horizontal && !isBaseline && id == alignment { return value }
            return axis == .horizontal ? value : (isBaseline ? offsets[i] + value : value)
        }
        return nil
    }
}

/// The cache of the stack layouts: the sizes chosen for the last proposal.
public struct _StackLayoutCache {
    var proposal: ProposedViewSize?
    var sizes: [CGSize] = []
    init() {}
}

/// A horizontal stack as a `Layout`, as SwiftUI's `HStackLayout`.
public struct HStackLayout: Layout {
    let stack: StackLayout
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        stack = StackLayout(
            axis: .horizontal, alignment: alignment.id, alignmentDefault: { alignment.key.defaultValue(in: $0) },
            spacing: spacing)
    }
    public static var layoutProperties: LayoutProperties {
        var p = LayoutProperties()
        p.stackOrientation = .horizontal
        return p
    }
    public func makeCache(subviews: Subviews) -> _StackLayoutCache { _StackLayoutCache() }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout _StackLayoutCache) -> CGSize {
        stack.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }
    public func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout _StackLayoutCache
    ) {
        stack.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}

/// A vertical stack as a `Layout`, as SwiftUI's `VStackLayout`.
public struct VStackLayout: Layout {
    let stack: StackLayout
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        stack = StackLayout(
            axis: .vertical, alignment: alignment.id, alignmentDefault: { alignment.key.defaultValue(in: $0) },
            spacing: spacing)
    }
    public static var layoutProperties: LayoutProperties {
        var p = LayoutProperties()
        p.stackOrientation = .vertical
        return p
    }
    public func makeCache(subviews: Subviews) -> _StackLayoutCache { _StackLayoutCache() }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout _StackLayoutCache) -> CGSize {
        stack.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }
    public func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout _StackLayoutCache
    ) {
        stack.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}
