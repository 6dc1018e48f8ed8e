import Foundation
import PlumeGraphics

@MainActor
extension ImperativeView {
    /// The view's drawing in bounds coordinates, as a layer composes it: the background inside the
    /// rounded bounds, then `draw(_:in:)` (clipped to the rounded bounds when `clipsToBounds`), then
    /// the border inside the bounds on top. Colors resolve in `environment`. Called by the hosting
    /// behaviour when its cached drawing is stale; clears `needsDisplay`. Text and images are measured
    /// with `graph`'s engine and loader, and problems reported to it.
    func displayList(environment: EnvironmentValues, graph: ViewGraph) -> DisplayList {
        let rect = bounds
        let radius = layerLength(cornerRadius)
        let width = layerLength(borderWidth)
        let outline = radius > 0 ? Path(roundedRect: rect, cornerRadius: radius, style: .circular) : Path(rect)
        let destination = GraphicsContext.Destination(
            textEngine: graph.textEngine, imageLoader: graph.imageLoader, bounds: rect,
            report: { [weak graph] in graph?.report($0) })
        let context = GraphicsContext(environment: environment, destination: destination)
        if let backgroundColor { context.fill(outline, with: .color(backgroundColor)) }
        var content = context
        if clipsToBounds { content.clip(to: outline) }
        isDrawing = true
        draw(rect, in: &content)
        isDrawing = false
        needsDisplay = false
        if width > 0 {
            let inset = rect.insetBy(dx: width / 2, dy: width / 2)
            let inner = radius - width / 2
            let border = inner > 0 ? Path(roundedRect: inset, cornerRadius: inner, style: .circular) : Path(inset)
            context.stroke(border, with: .color(borderColor), lineWidth: width)
        }
        return destination.list
    }

    /// A corner radius or border width as drawn: NaN and negative lengths are 0, and none is longer
    /// than half the shorter side of the bounds.
    private func layerLength(_ value: CGFloat) -> CGFloat {
        let limit = max(0, min(bounds.width, bounds.height) / 2)
        return value.isNaN ? 0 : min(max(value, 0), limit)
    }
}
