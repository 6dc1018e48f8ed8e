import Foundation
import PlumeGraphics

extension View {
    /// The system background behind this view (white in light mode, black in dark), as SwiftUI's
    /// `background(ignoresSafeAreaEdges:)` with no style. Plume fills the view's bounds; the edges
    /// are accepted for source compatibility.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(Color.background, ignoresSafeAreaEdges: edges)
    }

    /// The system background in `shape` behind this view, as SwiftUI's
    /// `.background(in: .capsule)` or `.background(in: RoundedRectangle(cornerRadius: 8))`.
    public func background<S: Shape>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View {
        background(shape.fill(Color.background, style: fillStyle))
    }
}
