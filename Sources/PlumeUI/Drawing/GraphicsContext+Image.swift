import Foundation
import PlumeGraphics

extension GraphicsContext {
    /// An image resolved against a context's environment, with its size known, as SwiftUI's
    /// `GraphicsContext.ResolvedImage`. Made by `context.resolve(_:)`.
    public struct ResolvedImage {
        let image: Image
        let source: ImageSource?
        /// The natural size in points (24 × 24 for an image that could not be read).
        public let size: CGSize
        /// The distance from the top to the baseline: the bottom edge.
        public var baseline: CGFloat { size.height }
        /// The shading a template image is filled with (nil draws it as is).
        public var shading: Shading?
    }

    /// `image` with its size read by this context's image loader. System symbols are sized by the
    /// environment's font; an unreadable image is reported and resolves to a 24 × 24 empty image.
    public func resolve(_ image: Image) -> ResolvedImage {
        let template: Shading? = image.renderingMode == .template ? .foreground : nil
        if case .system = image.source {
            let side = (environment.font ?? .body).size * 1.2
            return ResolvedImage(
                image: image, source: nil, size: CGSize(width: side, height: side), shading: .foreground)
        }
        switch image.resolvedSource() {
        case .success(let source):
            guard let loader = destination.imageLoader else {
                destination.report("GraphicsContext: no image loader in this host: cannot draw \(source)")
                return ResolvedImage(image: image, source: nil, size: CGSize(width: 24, height: 24), shading: template)
            }
            do {
                let size = try loader.size(of: source)
                return ResolvedImage(image: image, source: source, size: size, shading: template)
            } catch {
                destination.report("GraphicsContext: \(error)")
            }
        case .failure(let error):
            destination.report("GraphicsContext: \(error)")
        }
        return ResolvedImage(image: image, source: nil, size: CGSize(width: 24, height: 24), shading: template)
    }

    /// Draws `image` scaled to fill `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(resolve(image), in: rect, style: style)
    }
    /// Draws `image` at its natural size with its `anchor` at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(image), at: point, anchor: anchor)
    }

    /// Draws resolved `image` at its natural size with its `anchor` at `point`.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        let origin = CGPoint(x: point.x - anchor.x * image.size.width, y: point.y - anchor.y * image.size.height)
        draw(image, in: CGRect(origin: origin, size: image.size))
    }

    /// Draws resolved `image` scaled to fill `rect`.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        guard [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite) else {
            return destination.report(
                "GraphicsContext.draw(_:in:): an image frame with a NaN or infinite side was skipped")
        }
        guard rect.width > 0, rect.height > 0 else { return }
        let tint = image.shading?.paint(for: Path(rect), environment: environment).stops.first?.color
        if case .system(let name) = image.image.source {
            guard let ligature = SystemSymbols.ligature(for: name) else {
                return destination.report("GraphicsContext: unknown system image '\(name)'")
            }
            let side = min(rect.width, rect.height)
            let request = TextLayoutRequest(runs: [TextRun(ligature, font: .custom("Material Icons", size: side))])
            let frame = CGRect(
                x: rect.midX - side / 2, y: rect.midY - side / 2, width: side + 0.01, height: side + 0.01)
            return append(.text(request, frame: frame, color: tint ?? .init(red: 0, green: 0, blue: 0)))
        }
        guard let source = image.source else { return }
        let interpolation: ImageInterpolation =
            switch image.image.interpolation {
            case .none: .none
            case .low: .low
            case .medium: .medium
            case .high: .high
            }
        append(.image(source, frame: rect, tint: tint, interpolation: interpolation))
    }
}
