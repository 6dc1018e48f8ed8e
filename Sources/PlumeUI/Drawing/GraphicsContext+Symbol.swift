import Foundation
import PlumeGraphics

extension GraphicsContext {
    /// One of a `Canvas`'s `symbols:` views, laid out at its ideal size and drawn, ready to be drawn
    /// any number of times, as SwiftUI's `GraphicsContext.ResolvedSymbol`. Found with
    /// `context.resolveSymbol(id:)` by the view's `.tag`.
    public struct ResolvedSymbol {
        /// The symbol's size (its view's ideal size).
        public let size: CGSize
        /// What the view draws, with its top-left corner at `origin`.
        let list: DisplayList
        let origin: CGPoint
    }

    /// The symbol whose view is tagged `id` (`.tag(id)`), or nil when the canvas has none.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? { destination.symbols[AnyHashable(id)] }

    /// Draws `symbol` at its size with its `anchor` at `point`.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        let origin = CGPoint(x: point.x - anchor.x * symbol.size.width, y: point.y - anchor.y * symbol.size.height)
        draw(symbol, in: CGRect(origin: origin, size: symbol.size))
    }

    /// Draws `symbol` scaled to fill `rect`.
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
        guard [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite) else {
            return destination.report(
                "GraphicsContext.draw(_:in:): a symbol frame with a NaN or infinite side was skipped")
        }
        guard symbol.size.width > 0, symbol.size.height > 0, !symbol.list.isEmpty else { return }
        let placement = CGAffineTransform(translationX: rect.minX, y: rect.minY)
            .scaledBy(x: rect.width / symbol.size.width, y: rect.height / symbol.size.height)
            .translatedBy(x: -symbol.origin.x, y: -symbol.origin.y)
        append(.effect(.transform(placement), symbol.list))
    }
}
