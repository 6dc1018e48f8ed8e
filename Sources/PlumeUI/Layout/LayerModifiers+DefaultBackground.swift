import Foundation
import PlumeGraphics

nonisolated extension View {
    /// The background style behind this view (`backgroundStyle(_:)`, else the system background:
    /// white in light mode, black in dark), as SwiftUI's `background(ignoresSafeAreaEdges:)` with no
    /// style. Plume fills the view's bounds; the edges are accepted for source compatibility.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(BackgroundStyle(), ignoresSafeAreaEdges: edges)
    }

    /// The background style in `shape` behind this view, as SwiftUI's `.background(in: .capsule)`
    /// or `.background(in: RoundedRectangle(cornerRadius: 8))`.
    public func background<S: Shape>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View {
        background(shape.fill(BackgroundStyle(), style: fillStyle))
    }
}
