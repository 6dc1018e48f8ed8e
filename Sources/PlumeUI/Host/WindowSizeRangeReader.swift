import Foundation
import PlumeGraphics

/// Measures a window's content after each layout: its minimum (proposed zero) and maximum (proposed
/// infinity) sizes, for `windowResizability`. Lays out as its content does.
///
/// Set by `WindowRootView` around the scene's content; `report` runs after the frame in which the
/// range changed (so the host may resize the window then, not during layout).
nonisolated struct WindowSizeRangeReader: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let report: (_ minimum: CGSize, _ maximum: CGSize) -> Void
    @MainActor func makeBehavior() -> NodeBehavior { WindowSizeRangeReaderBehavior() }
}

final class WindowSizeRangeReaderBehavior: ModifierBehavior<WindowSizeRangeReader> {
    override var movesWithFrame: Bool { false }
    private var reported: (CGSize, CGSize)?

    /// The window's content is what a dump shows; the reader only watches it.
    override var appearsInDump: Bool { false }

    override func modifierChanged(from old: WindowSizeRangeReader) {}

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { contentSize(proposal) }

    override func place(in rect: CGRect, proposal: ProposedViewSize) {
        placeContent(in: rect, proposal: proposal)
        let minimum = contentSize(ProposedViewSize(width: 0, height: 0))
        let maximum = contentSize(ProposedViewSize(width: .infinity, height: .infinity))
        if let reported, reported.0 == minimum, reported.1 == maximum { return }
        reported = (minimum, maximum)
        let report = modifier.report
        node.graph.afterFrame { report(minimum, maximum) }
    }
}
