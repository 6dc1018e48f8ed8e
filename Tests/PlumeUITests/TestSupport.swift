import Foundation
import PlumeGraphics
import PlumeTesting
@testable import PlumeUI

/// A graph over `view` with fixed-metric text (8 × 16 per character), for layout tests that must not
/// depend on fonts.
@MainActor
func makeGraph<V: View>(_ view: V, width: CGFloat = 400, height: CGFloat = 300) -> ViewGraph {
    let graph = ViewGraph(
        root: view, size: CGSize(width: width, height: height), textEngine: MonospaceTextLayoutEngine())
    graph.runFrame()
    return graph
}

/// The opacity the host draws `text` with (the product of the opacity effects around it), or nil
/// when it is not drawn.
func drawnOpacity(of text: String, in host: ViewHost) -> Double? {
    var found: Double?
    func walk(_ list: DisplayList, _ opacity: Double) {
        for item in list.items {
            switch item {
            case .text(let request, _, _) where request.string == text: found = opacity
            case .effect(.opacity(let v), let inner): walk(inner, opacity * v)
            case .effect(_, let inner): walk(inner, opacity)
            default: break
            }
        }
    }
    walk(host.displayList, 1)
    return found
}
