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
    /// The cross-axis length the probes answer; meaningful only when `isMade`.
    private var cross: CGFloat?
    private var isMade = false
    /// Each subview's size at the zero length.
    private(set) var minimums: [CGSize] = []
    /// Each subview's minimum length along the axis.
    private(set) var minimumLengths: [CGFloat] = []
    /// Each subview's maximum minus its minimum length along the axis.
    private(set) var flexibilities: [CGFloat] = []
    /// Whether each subview answered the zero and the infinite length alike.
    private(set) var rigid: [Bool] = []
    /// The subviews' indices, least flexible first (a stable sort: equals keep their order).
    private(set) var order: [Int] = []

    /// Whether the probes answer `cross` for `count` subviews (a NaN length never matches).
    func answers(cross length: CGFloat?, count: Int) -> Bool {
        isMade && cross == length && minimums.count == count
    }

    /// Asks each subview its size at `lowest` and `highest` (the zero and infinite lengths along
    /// `axis`).
    mutating func probe(_ subviews: LayoutSubviews, lowest: ProposedViewSize, highest: ProposedViewSize, axis: Axis) {
        let count = subviews.count
        if minimums.count != count {
            minimums = Array(repeating: .zero, count: count)
            minimumLengths = Array(repeating: 0, count: count)
            flexibilities = Array(repeating: 0, count: count)
            rigid = Array(repeating: false, count: count)
            order = Array(0..<count)
        }
        for i in 0..<count {
            let lo = subviews[i].sizeThatFits(lowest)
            let hi = subviews[i].sizeThatFits(highest)
            minimums[i] = lo
            minimumLengths[i] = lo[axis]
            flexibilities[i] = hi[axis] - lo[axis]
            rigid[i] = lo == hi
            order[i] = i
        }
        let flexibilities = self.flexibilities
        order.sort { flexibilities[$0] < flexibilities[$1] }
        cross = lowest[axis == .horizontal ? .vertical : .horizontal]
        isMade = true
    }
}
