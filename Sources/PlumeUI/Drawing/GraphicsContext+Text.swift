import Foundation
import PlumeGraphics

extension GraphicsContext {
    /// A text resolved against a context's environment (its fonts and colors fixed), ready to measure
    /// and draw, as SwiftUI's `GraphicsContext.ResolvedText`. Made by `context.resolve(_:)`.
    public struct ResolvedText {
        let runs: [TextRun]
        let engine: TextLayoutEngine?
        let environment: EnvironmentValues
        /// The shading of runs that have no color of their own (the foreground style by default).
        public var shading: Shading

        /// The size the text needs within `size` (wrapping at its width).
        public func measure(in size: CGSize) -> CGSize { layout(in: size)?.size ?? .zero }
        /// The distance from the top to the first line's baseline, laid out within `size`.
        public func firstBaseline(in size: CGSize) -> CGFloat { layout(in: size)?.firstBaseline ?? 0 }
        /// The distance from the top to the last line's baseline, laid out within `size`.
        public func lastBaseline(in size: CGSize) -> CGFloat { layout(in: size)?.lastBaseline ?? 0 }

        func request(in size: CGSize) -> TextLayoutRequest {
            TextLayoutRequest(
                runs: runs, maxWidth: size.width.isFinite ? size.width : nil,
                maxHeight: size.height.isFinite ? size.height : nil, lineLimit: environment.lineLimit,
                alignment: environment.multilineTextAlignment, truncation: environment.truncationMode,
                lineSpacing: environment.lineSpacing)
        }

        private func layout(in size: CGSize) -> TextLayoutResult? { engine?.layout(request(in: size)) }

        /// The color of runs without one of their own.
        var color: Color.Resolved {
            shading.paint(for: Path(CGRect(x: 0, y: 0, width: 1, height: 1)), environment: environment).stops.first?
                .color ?? .init(red: 0, green: 0, blue: 0)
        }
    }

    /// `text` with this context's environment: its font, colors and text settings fixed.
    public func resolve(_ text: Text) -> ResolvedText {
        ResolvedText(
            runs: text.runs(in: environment), engine: destination.textEngine, environment: environment,
            shading: .foreground)
    }

    /// Draws `text` in `rect`, wrapping at its width from its top-left corner.
    public func draw(_ text: Text, in rect: CGRect) { draw(resolve(text), in: rect) }
    /// Draws `text` on one line (or its hard line breaks) with its `anchor` at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }

    /// Draws resolved `text` in `rect`, wrapping at its width from its top-left corner.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        guard [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite) else {
            return destination.report(
                "GraphicsContext.draw(_:in:): a text frame with a NaN or infinite side was skipped")
        }
        guard hasTextEngine, rect.width > 0, rect.height > 0 else { return }
        var request = text.request(in: rect.size)
        request.maxWidth = rect.width + 0.01
        append(.text(request, frame: rect, color: text.color))
    }

    /// Draws resolved `text` on one line (or its hard line breaks) with its `anchor` at `point`.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        guard point.x.isFinite, point.y.isFinite else {
            return destination.report("GraphicsContext.draw(_:at:): a NaN or infinite point was skipped")
        }
        guard hasTextEngine else { return }
        let size = text.measure(in: CGSize(width: CGFloat.infinity, height: .infinity))
        let origin = CGPoint(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height)
        var request = text.request(in: size)
        request.maxWidth = size.width + 0.01
        append(.text(request, frame: CGRect(origin: origin, size: size), color: text.color))
    }

    private var hasTextEngine: Bool {
        if destination.textEngine != nil { return true }
        destination.report("GraphicsContext: this context has no text engine; text is not drawn")
        return false
    }
}
