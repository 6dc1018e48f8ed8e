import Foundation
import PlumeGraphics
@testable import PlumeUI

/// A graph over `view` with fixed-metric text (8 × 16 per character), for layout tests that must not
/// depend on fonts.
func makeGraph<V: View>(_ view: V, width: CGFloat = 400, height: CGFloat = 300) -> ViewGraph {
    let graph = ViewGraph(
        root: view, size: CGSize(width: width, height: height), textEngine: MonospaceTextLayoutEngine())
    graph.runFrame()
    return graph
}
