import Foundation

/// What a stack learns by asking each subview its size at the zero and at the infinite length along
/// the stack's axis, for one length across it: each subview's minimum, its flexibility (maximum
/// minus minimum), whether it is rigid (the two answers alike), and the order in which space goes
/// to the subviews (least flexible first).
///
/// `StackLayout.allocate` asks for the probes of each proposal it allocates. A stack is asked many
/// lengths along its axis for the same length across it (its own minimum, maximum and share, then
/// its placement), and the probes depend only on the length across, so they are kept in the
/// stack's cache and made again only for another length across — or when the cache is made anew,
/// which happens whenever a subview's size at some proposal may have changed (a subview whose
/// sizes stayed the same at every proposal it was asked leaves its ancestors' caches as they are;
/// see `ViewNode.invalidateContent`).
struct StackProbes {
    /// What one subview answered.
    struct Probe {
        /// The size at the zero length.
        var minimum: CGSize
        /// The size at the infinite length.
        var maximum: CGSize
        /// The stack's cross-axis guide in the subview at the zero and at the infinite length.
        var minimumGuide: CGFloat
        var maximumGuide: CGFloat
        /// The minimum length along the axis.
        var minimumLength: CGFloat
        /// The maximum minus the minimum length along the axis.
        var flexibility: CGFloat
        /// Whether the zero and the infinite length were answered alike.
        var isRigid: Bool
    }

    /// The cross-axis length the probes answer; meaningful only when `isMade`.
    private var cross: CGFloat?
    private var isMade = false
    /// Each subview's answers, in the subviews' order.
    private(set) var probes: [Probe] = []
    /// The subviews' indices, least flexible first (a stable sort: equals keep their order).
    private(set) var order: [Int] = []

    /// Whether the probes answer `cross` for `count` subviews (a NaN length never matches).
    func answers(cross length: CGFloat?, count: Int) -> Bool {
        isMade && cross == length && probes.count == count
    }

    /// Asks each subview its dimensions at `lowest` and `highest` (the zero and infinite lengths
    /// along `axis`), keeping its sizes and the value of the stack's cross-axis `guide` in each.
    mutating func probe(
        _ subviews: LayoutSubviews, lowest: ProposedViewSize, highest: ProposedViewSize, axis: Axis, guide: StackGuide
    ) {
        let count = subviews.count
        if probes.count != count {
            probes = Array(
                repeating: Probe(
                    minimum: .zero, maximum: .zero, minimumGuide: 0, maximumGuide: 0, minimumLength: 0,
                    flexibility: 0, isRigid: false),
                count: count)
            order = Array(0..<count)
        }
        for i in 0..<count {
            let loDimensions = subviews[i].dimensions(in: lowest)
            let hiDimensions = subviews[i].dimensions(in: highest)
            let lo = loDimensions.size
            let hi = hiDimensions.size
            probes[i] = Probe(
                minimum: lo, maximum: hi, minimumGuide: guide.value(in: loDimensions),
                maximumGuide: guide.value(in: hiDimensions), minimumLength: lo[axis], flexibility: hi[axis] - lo[axis],
                isRigid: lo == hi)
            order[i] = i
        }
        let probes = self.probes
        order.sort { probes[$0].flexibility < probes[$1].flexibility }
        cross = lowest[axis == .horizontal ? .vertical : .horizontal]
        isMade = true
    }
}
