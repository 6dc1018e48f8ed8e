import Foundation
import PlumeAnimation
import PlumeGraphics

/// The stack algorithm shared by `HStack`/`VStack` (and their `…Layout` forms), written against the
/// public `Layout` API only: it asks subviews through `sizeThatFits`, `dimensions(in:)`, `priority`
/// and `spacing`, and places them with `place(at:anchor:proposal:)`, as a user's layout would.
///
/// Space along the axis goes to the least flexible subviews first (flexibility = size at an infinite
/// proposal minus size at zero), within groups of equal `layoutPriority` from highest to lowest, lower
/// groups keeping their minimum sizes. Subviews line up across the axis by the alignment guide.
/// A rigid subview — one that answers the same size at the zero and the infinite proposal, such as
/// a fixed `frame` — is taken to have that size at every length between and is not asked for its
/// share.
struct StackLayout: Layout {
    typealias Cache = _StackLayoutCache

    let axis: Axis
    /// The cross-axis guide (a horizontal guide for a VStack, a vertical one for an HStack).
    let guide: StackGuide
    let spacing: CGFloat?

    /// The implicit vertical stack used where several views stand in one place.
    static let implicit = StackLayout(axis: .vertical, guide: .horizontal(.center), spacing: nil)

    static var _explicitAlignmentsAreStandard: Bool { true }

    /// The gaps between neighbours: the given spacing, or what the subviews prefer.
    ///
    /// Gaps that are all alike and priorities that are all alike (the common case) are kept as one
    /// value each, not as arrays.
    func makeCache(subviews: Subviews) -> Cache {
        var cache = Cache()
        let count = subviews.count
        cache.subviewCount = count
        if count > 1 {
            let first = gap(0, subviews)
            cache.uniformGap = first
            var total = first
            for i in 1..<(count - 1) {
                let g = gap(i, subviews)
                if g != first && cache.gaps.isEmpty {
                    cache.gaps = Array(repeating: first, count: count - 1)
                }
                if !cache.gaps.isEmpty { cache.gaps[i] = g }
                total += g
            }
            cache.totalGap = total
        }
        let firstPriority = count > 0 ? subviews[0].priority : 0
        cache.commonPriority = firstPriority
        for i in 1..<max(1, count) {
            let priority = subviews[i].priority
            if priority != firstPriority && cache.commonPriority != nil {
                cache.commonPriority = nil
                cache.priorities = Array(repeating: firstPriority, count: count)
            }
            if cache.commonPriority == nil { cache.priorities[i] = priority }
        }
        cache.probes = StackProbes()
        cache.isReady = true
        return cache
    }

    /// The gap between subview `i` and the next: the given spacing, or what the two prefer.
    private func gap(_ i: Int, _ subviews: Subviews) -> CGFloat {
        spacing.map(layoutLength) ?? subviews[i].spacing.distance(to: subviews[i + 1].spacing, along: axis)
    }

    private var cross: Axis { axis == .horizontal ? .vertical : .horizontal }

    /// The sizes of the subviews for `proposal`, and the proposal each size answers.
    ///
    /// The arrays it works in (the previous allocation's and the cache's scratch) are reused, so a
    /// question costs no allocation once the stack has answered one.
    func allocate(_ proposal: ProposedViewSize, _ subviews: Subviews, _ cache: inout Cache) -> Allocation {
        if !cache.isReady || cache.subviewCount != subviews.count { cache = makeCache(subviews: subviews) }
        if let last = cache.last, last.proposal == proposal { return last }
        let count = subviews.count
        // The previous allocation's arrays, taken out of the cache so that they are not shared.
        var allocation = cache.last ?? Allocation(proposal: proposal, answers: [])
        cache.last = nil
        allocation.proposal = proposal
        // Every entry is written below: the array is only made the right length.
        if allocation.answers.count != count {
            allocation.answers = Array(repeating: Answer(size: .zero, proposal: .unspecified, guide: 0), count: count)
        }
        func childProposal(_ main: CGFloat?) -> ProposedViewSize {
            var p = ProposedViewSize.unspecified
            p[axis] = main
            p[cross] = proposal[cross]
            return p
        }
        if let total = proposal[axis] {
            var remaining = total - cache.totalGap
            let lowest = childProposal(0)
            if !cache.probes.answers(cross: proposal[cross], count: count) {
                cache.probes.probe(
                    subviews, lowest: lowest, highest: childProposal(.infinity), axis: axis, guide: guide)
            }
            let probes = cache.probes.probes
            // Offered nothing (with gaps that are not negative) or everything along the axis, every
            // subview gets the proposal it was probed with (its share of a length of at most 0 is 0;
            // of an infinite one, infinite): its answer is the probe's, with no question asked
            // again. A stack inside a stack of the same axis is asked these two lengths by its
            // parent's probes.
            if (total == 0 && cache.totalGap >= 0) || total == .infinity {
                let highest = childProposal(.infinity)
                for i in 0..<count {
                    allocation.answers[i] =
                        total == 0 || probes[i].isRigid
                        ? Answer(size: probes[i].minimum, proposal: lowest, guide: probes[i].minimumGuide)
                        : Answer(size: probes[i].maximum, proposal: highest, guide: probes[i].maximumGuide)
                }
                cache.last = allocation
                return allocation
            }
            let leastFlexibleFirst = cache.probes.order
            // A subview that answers its minimum and its maximum alike has that size for every length
            // between them: it is not asked again for its share (its size answers the minimum's
            // proposal).
            for i in 0..<count where probes[i].isRigid {
                allocation.answers[i] = Answer(size: probes[i].minimum, proposal: lowest, guide: probes[i].minimumGuide)
            }
            let priorities = cache.priorities
            let first = cache.commonPriority ?? 0
            // The priorities from highest to lowest (none listed when all are equal: one group).
            let single = cache.commonPriority != nil
            let groups: [Double] = single ? [] : Set(priorities).sorted(by: >)
            var order = cache.order
            cache.order = []
            for g in 0..<(single ? 1 : groups.count) {
                let priority = single ? first : groups[g]
                // The group's subviews, least flexible first (a stable sort: equals keep their order);
                // with one group, the order the probes sorted.
                if !single {
                    order.removeAll(keepingCapacity: true)
                    for i in 0..<count where priorities[i] == priority { order.append(i) }
                    order.sort { probes[$0].flexibility < probes[$1].flexibility }
                }
                let members = single ? leastFlexibleFirst : order
                var lowerMinimum: CGFloat = 0
                if !single {
                    for i in 0..<count where priorities[i] < priority { lowerMinimum += probes[i].minimumLength }
                }
                var available = remaining - lowerMinimum
                for (n, i) in members.enumerated() {
                    let size: CGSize
                    if probes[i].isRigid {
                        size = allocation.answers[i].size
                    } else {
                        let p = childProposal(max(0, available / CGFloat(members.count - n)))
                        let d = subviews[i].dimensions(in: p)
                        size = d.size
                        allocation.answers[i] = Answer(size: size, proposal: p, guide: guide.value(in: d))
                    }
                    available -= size[axis]
                    remaining -= size[axis]
                }
            }
            cache.order = order
        } else {
            let p = childProposal(nil)
            for i in 0..<count {
                let d = subviews[i].dimensions(in: p)
                allocation.answers[i] = Answer(size: d.size, proposal: p, guide: guide.value(in: d))
            }
        }
        cache.last = allocation
        return allocation
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let allocation = allocate(proposal, subviews, &cache)
        var main = cache.totalGap
        var before: CGFloat = 0
        var after: CGFloat = 0
        // The guides were read with the sizes (`Answer.guide`): no subview is asked again here.
        for answer in allocation.answers {
            let size = answer.size
            main += size[axis]
            before = max(before, answer.guide)
            after = max(after, size[cross] - answer.guide)
        }
        var result = CGSize.zero
        result[axis] = main
        result[cross] = before + after
        return result
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        arrange(in: bounds, proposal: proposal, subviews: subviews, cache: &cache) { i, origin, p in
            subviews[i].place(at: origin, proposal: p)
        }
    }

    /// Works out where each subview goes in `bounds` for `proposal` and hands `visit` its index,
    /// origin and proposal, in order. `placeSubviews` places them there; the stack's explicit guides
    /// and the layouts built on the stack (a list section's rows) read the same arrangement.
    @inline(__always)
    func arrange(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache,
        _ visit: (Int, CGPoint, ProposedViewSize) -> Void
    ) {
        guard !subviews.isEmpty else { return }
        let allocation = allocate(proposal, subviews, &cache)
        // Each subview is proposed its length along the axis and the stack's size across it. When
        // the stack was asked for its ideal size across the axis, a subview narrower than the stack
        // is offered the stack's size there, so a flexible one fills a stack sized by its siblings
        // (the `fixedSize` equal-width idiom); the widest (the one that sized the stack) keeps its
        // ideal.
        var placed = cache.placed
        cache.placed = []
        placed.removeAll(keepingCapacity: true)
        placed.reserveCapacity(allocation.answers.count)  // one allocation at the first placement, not one per growth
        var before: CGFloat = 0
        var after: CGFloat = 0
        for (i, answer) in allocation.answers.enumerated() {
            let size = answer.size
            var p = ProposedViewSize.unspecified
            p[axis] = proposal[axis] == nil ? nil : size[axis]
            p[cross] =
                proposal[cross] == nil && size[cross] >= bounds.size[cross]
                ? nil : proposal[cross] ?? bounds.size[cross]
            let d = subviews[i].dimensions(in: p)
            let g = guide.value(in: d)
            before = max(before, g)
            after = max(after, d.size[cross] - g)
            placed.append(PlacedSubview(proposal: p, size: d.size, guide: g))
        }
        // Center the aligned block across the axis when the bounds are larger than needed.
        let crossStart = bounds.origin[cross] + max(0, (bounds.size[cross] - (before + after)) / 2)
        var position = bounds.origin[axis]
        for (i, subview) in placed.enumerated() {
            var origin = CGPoint.zero
            origin[axis] = position
            origin[cross] = crossStart + before - subview.guide
            visit(i, origin, subview.proposal)
            position += subview.size[axis] + cache.gap(after: i)
        }
        cache.placed = placed
    }

    /// What placing found of one subview: the proposal it is placed with, its size, and its
    /// cross-axis guide's value.
    struct PlacedSubview {
        let proposal: ProposedViewSize
        let size: CGSize
        let guide: CGFloat
    }

    /// A guide of the stack as a whole, in the stack's coordinates: the explicit value of the first
    /// subview that has one (for the last text baseline of a column, the last), moved by where the
    /// stack places that subview, as SwiftUI's stacks report their subviews' guides.
    func explicitAlignment(
        _ id: ObjectIdentifier, vertical: Bool, in bounds: CGRect, subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        var arrangement: [(origin: CGPoint, proposal: ProposedViewSize)] = []
        arrangement.reserveCapacity(subviews.count)
        arrange(
            in: CGRect(origin: .zero, size: bounds.size), proposal: ProposedViewSize(bounds.size), subviews: subviews,
            cache: &cache
        ) { _, origin, proposal in arrangement.append((origin, proposal)) }
        let isLastBaseline = id == ObjectIdentifier(VerticalAlignment.LastBaseline.self)
        let order = isLastBaseline && axis == .vertical ? Array(subviews.indices.reversed()) : Array(subviews.indices)
        for i in order {
            let (origin, proposal) = arrangement[i]
            guard let value = subviews[i].dimensions(in: proposal).explicitValue(id) else { continue }
            return value + (vertical ? origin.y : origin.x)
        }
        return nil
    }

    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        explicitAlignment(guide.id, vertical: false, in: bounds, subviews: subviews, cache: &cache)
    }

    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        explicitAlignment(guide.id, vertical: true, in: bounds, subviews: subviews, cache: &cache)
    }

    /// The sizes chosen for one proposal, with the proposal each subview answered.
    struct Allocation {
        var proposal: ProposedViewSize
        var answers: [Answer]
    }

    /// One subview's size, the proposal it answers, and the stack's cross-axis guide in it.
    struct Answer {
        var size: CGSize
        var proposal: ProposedViewSize
        var guide: CGFloat
    }
}

/// The cross-axis guide of a stack.
enum StackGuide {
    case horizontal(HorizontalAlignment)
    case vertical(VerticalAlignment)

    /// The guide's value in `d`.
    func value(in d: ViewDimensions) -> CGFloat {
        switch self {
        case .horizontal(let g): d[g]
        case .vertical(let g): d[g]
        }
    }
}

/// The cache of the stack layouts: the gaps between subviews, their priorities, the sizes chosen for
/// the last proposal, and the arrays `allocate` works in. `updateCache` rebuilds it when the
/// subviews change.
public struct _StackLayoutCache {
    /// How many subviews the cache was made for.
    var subviewCount = 0
    /// The gap between every two neighbours when they are all alike.
    var uniformGap: CGFloat = 0
    /// Each gap (after subview `i`), only when they differ (empty otherwise).
    var gaps: [CGFloat] = []
    var totalGap: CGFloat = 0
    /// The priority of every subview when they are all alike (nil when they differ).
    var commonPriority: Double? = 0
    /// Each subview's priority, only when they differ (empty otherwise).
    var priorities: [Double] = []
    var isReady = false
    var last: StackLayout.Allocation?
    /// The subviews' minimums and flexibilities for the last cross-axis length asked.
    var probes = StackProbes()
    /// `allocate`'s working array for a priority group's order, kept to be reused.
    var order: [Int] = []
    /// `placeSubviews`' working array, kept to be reused.
    var placed: [StackLayout.PlacedSubview] = []
    init() {}

    /// The gap after subview `i` (none after the last).
    func gap(after i: Int) -> CGFloat {
        guard i < subviewCount - 1 else { return 0 }
        return gaps.isEmpty ? uniformGap : gaps[i]
    }
}
