import Foundation
import PlumeGraphics

/// A view that shows the first of its children that fits the space offered, as SwiftUI's
/// `ViewThatFits`.
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///     Label("Add to favourites", systemImage: "star")
///     Label("Favourite", systemImage: "star")
///     Image(systemName: "star")
/// }
/// ```
/// The children are tried in order: a child fits when its ideal size along the constrained `axes`
/// (the size it takes when proposed nothing along them) is no larger than the proposal there (an
/// unspecified proposal fits anything). The first that fits is shown, proposed the whole offer;
/// when none fits, the last one is. Only the shown child is drawn, hit-tested and inspected
/// (`views()`, `dump()`).
///
/// Difference from SwiftUI: every child stays mounted while the container is, so the preferences,
/// tasks and `onAppear` of the children not shown run as if they were (SwiftUI keeps only the
/// chosen one in the hierarchy).
public struct ViewThatFits<Content: View>: View, PrimitiveView {
    let axes: Axis.Set
    let content: Content

    /// A container of `content`'s views, showing the first that fits along `axes`.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public typealias Body = Never
    func makeBehavior() -> NodeBehavior { ViewThatFitsBehavior<Content>() }
}

/// Chooses among the candidates at each layout question and shows the one chosen at placement.
///
/// The update reconciles the content as one child (its layout items are the candidates); layout
/// asks candidates their ideal sizes (pure, as the layout contract requires) and remembers only
/// which one `place` chose, which drawing, hit testing and inspection then use.
final class ViewThatFitsBehavior<Content: View>: PrimitiveBehavior<ViewThatFits<Content>> {
    override var movesWithFrame: Bool { false }
    /// The position among the candidates of the one placed by the last layout (nil before the
    /// first, or with no candidates). A position, not the node: a change of children re-lays out
    /// the container before it is drawn again.
    private var shownIndex: Int?

    /// The candidate placed by the last layout.
    private var shown: ViewNode? {
        guard let shownIndex else { return nil }
        let candidates = self.candidates
        return candidates.indices.contains(shownIndex) ? candidates[shownIndex] : nil
    }

    override func update(changed: Bool) {
        node.reconcileSingleChild(view.content, environment: node.environment)
    }

    private var candidates: [ViewNode] { node.children.first?.layoutItems ?? [] }

    /// The first candidate that fits `proposal` along the constrained axes, else the last one.
    private func choice(for proposal: ProposedViewSize) -> ViewNode? {
        let candidates = self.candidates
        let horizontal = view.axes.contains(.horizontal)
        let vertical = view.axes.contains(.vertical)
        let idealProposal = ProposedViewSize(
            width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
        for candidate in candidates.dropLast() {
            let ideal = candidate.sizeThatFits(idealProposal)
            if horizontal, !Self.fits(ideal.width, in: proposal.width) { continue }
            if vertical, !Self.fits(ideal.height, in: proposal.height) { continue }
            return candidate
        }
        return candidates.last
    }

    /// Whether `length` fits in `offered` (nil: unlimited), allowing for rounding.
    private static func fits(_ length: CGFloat, in offered: CGFloat?) -> Bool {
        guard let offered, offered.isFinite else { return true }
        return length <= offered + 0.001
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        choice(for: proposal)?.sizeThatFits(proposal) ?? .zero
    }

    override func place(in rect: CGRect, proposal: ProposedViewSize) {
        guard let chosen = choice(for: proposal) else {
            shownIndex = nil
            return
        }
        let index = candidates.firstIndex { $0 === chosen }
        if index != shownIndex {
            shownIndex = index
            node.invalidateRender()
        }
        let size = chosen.sizeThatFits(proposal)
        chosen.place(
            in: CGRect(
                x: rect.midX - size.width / 2, y: rect.midY - size.height / 2, width: size.width, height: size.height),
            proposal: proposal)
    }

    override func draw(into list: inout DisplayList) { shown?.render(into: &list) }

    override func hitTest(_ point: CGPoint) -> ViewNode? { shown?.behavior.hitTest(point) }

    override var inspectedChildren: [ViewNode] { shown.map { [$0] } ?? [] }
}
