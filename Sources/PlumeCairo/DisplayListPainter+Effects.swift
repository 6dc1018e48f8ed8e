import CCairo
import Foundation
import PlumeGraphics

extension DisplayListPainter {
    /// Draws `content` with `effect` applied. `clip` is the context's clip as already asked of cairo
    /// (passed on to content drawn under the same clip: transforms and faded shapes).
    func apply(_ effect: DisplayEffect, to content: DisplayList, in cr: OpaquePointer, clip: DeviceClip? = nil) {
        switch effect {
        case .opacity(let opacity):
            // NaN keeps the content visible (nothing is lost); otherwise clamp to 0…1.
            let alpha = opacity.isNaN ? 1 : min(max(opacity, 0), 1)
            guard alpha > 0 else { return }
            guard alpha < 1 else { return draw(content, in: cr, clip: clip) }
            // One solid-color shape (under transforms) fades as itself: no offscreen group needed.
            if let faded = Self.fadedSingleShape(content, alpha: alpha) { return draw(faded, in: cr, clip: clip) }
            withContentClip(content, in: cr) {
                cairo_push_group(cr)
                draw(content, in: cr)
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, alpha)
            }
        case .transform(let t):
            // A singular or non-finite transform (e.g. scaleEffect(0), or scaleEffect(1e300) inside
            // another) draws nothing: checked on the combined matrix, which cairo must be able to invert.
            var matrix = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
            var current = cairo_matrix_t()
            cairo_get_matrix(cr, &current)
            var combined = cairo_matrix_t()
            cairo_matrix_multiply(&combined, &matrix, &current)
            let determinant = combined.xx * combined.yy - combined.yx * combined.xy
            let entries = [combined.xx, combined.yx, combined.xy, combined.yy, combined.x0, combined.y0]
            guard entries.allSatisfy(\.isFinite), determinant.isFinite, abs(determinant) > 1e-12 else { return }
            cairo_save(cr)
            cairo_transform(cr, &matrix)
            draw(content, in: cr, clip: clip)
            cairo_restore(cr)
        case .projection(let m):
            if m.isAffine { return apply(.transform(m.affine), to: content, in: cr, clip: clip) }
            ProjectedLayer.draw(projection: m, factor: layerFactor, in: cr) { draw(content, in: $0) }
        case .clip(let path, let style):
            cairo_save(cr)
            Self.appendPath(path, to: cr)
            cairo_set_fill_rule(cr, style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_set_antialias(cr, style.isAntialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
            cairo_clip(cr)
            cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT)
            draw(content, in: cr)
            cairo_restore(cr)
        case .shadow(let color, let radius, let offset):
            drawShadow(of: content, color: color, radius: radius, offset: offset, in: cr)
            draw(content, in: cr)
        case .blur(let radius):
            drawBlurred(content, radius: radius, in: cr)
        case .mask(let mask):
            withContentClip(DisplayList([.effect(effect, content)]), in: cr) { drawMasked(content, by: mask, in: cr) }
        case .colorMultiply(let color):
            guard let layer = OffscreenLayer(for: cr, margin: 0, factor: layerFactor, draw: { draw(content, in: $0) })
            else {
                return draw(content, in: cr)
            }
            layer.multiply(by: color)
            layer.composite(into: cr)
        case .colorMatrix(let matrix):
            guard let layer = OffscreenLayer(for: cr, margin: 0, factor: layerFactor, draw: { draw(content, in: $0) })
            else {
                return draw(content, in: cr)
            }
            layer.apply(matrix)
            layer.composite(into: cr)
        case .compositingGroup:
            withContentClip(content, in: cr) {
                cairo_push_group(cr)
                draw(content, in: cr)
                cairo_pop_group_to_source(cr)
                cairo_paint(cr)
            }
        case .blendMode(let mode):
            drawBlended(content, mode: mode, in: cr)
        case .backdropBlur(let radius):
            drawBackdropBlur(under: content, radius: radius, in: cr)
        }
    }

    /// `content` with its one solid-color fill or stroke (possibly inside transforms) at `alpha` times
    /// its opacity, or nil when the content is anything else. A single shape covers each pixel once,
    /// so fading it directly gives what compositing it as a group at `alpha` gives (within 8-bit
    /// rounding) without the group's offscreen surface.
    static func fadedSingleShape(_ content: DisplayList, alpha: Double) -> DisplayList? {
        guard content.items.count == 1 else { return nil }
        switch content.items[0] {
        case .fill(let path, .color(var color), let style):
            color.opacity *= alpha
            return DisplayList([.fill(path, .color(color), style)])
        case .stroke(let path, .color(var color), let style, let antialiased):
            color.opacity *= alpha
            return DisplayList([.stroke(path, .color(color), style, antialiased: antialiased)])
        case .effect(.transform(let t), let inner):
            return fadedSingleShape(inner, alpha: alpha).map { DisplayList([.effect(.transform(t), $0)]) }
        default:
            return nil
        }
    }

    /// Draws `content` keeping it only where `mask` has alpha.
    private func drawMasked(_ content: DisplayList, by mask: DisplayList, in cr: OpaquePointer) {
        cairo_push_group(cr)
        draw(content, in: cr)
        let contentPattern = cairo_pop_group(cr)!
        cairo_push_group(cr)
        draw(mask, in: cr)
        let maskPattern = cairo_pop_group(cr)!
        cairo_save(cr)
        cairo_set_source(cr, contentPattern)
        cairo_mask(cr, maskPattern)
        cairo_restore(cr)
        cairo_pattern_destroy(contentPattern)
        cairo_pattern_destroy(maskPattern)
    }

    /// The standard deviation in device pixels for a SwiftUI blur radius in user space (σ = radius / 2).
    private static func deviceSigma(radius: CGFloat, in cr: OpaquePointer) -> Double {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        let scale = sqrt(abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx))
        return Double(radius) / 2 * scale
    }

    private func drawBlurred(_ content: DisplayList, radius: CGFloat, in cr: OpaquePointer) {
        let sigma = Self.deviceSigma(radius: radius, in: cr)
        guard sigma.isFinite, sigma > 0.1 else { return draw(content, in: cr) }
        let capped = min(sigma, 256)
        guard
            let layer = OffscreenLayer(
                for: cr, margin: 3 * capped + 2, factor: layerFactor, draw: { draw(content, in: $0) })
        else {
            return draw(content, in: cr)
        }
        layer.blur(sigma: capped)
        layer.composite(into: cr)
    }

    private func drawShadow(
        of content: DisplayList, color: Color.Resolved, radius: CGFloat, offset: CGSize, in cr: OpaquePointer
    ) {
        guard color.opacity > 0 else { return }
        var dx = offset.width.isFinite ? Double(offset.width) : 0
        var dy = offset.height.isFinite ? Double(offset.height) : 0
        cairo_user_to_device_distance(cr, &dx, &dy)
        let rawSigma = Self.deviceSigma(radius: radius, in: cr)
        let sigma = rawSigma.isFinite ? min(max(rawSigma, 0), 256) : 0
        let reach = min(abs(dx) + abs(dy), 4096)
        let margin = 3 * sigma + reach + 2
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        if let shadowLayers, layerFactor == 1 {
            if let kept = shadowLayers.layer(for: content, color: color, radius: radius, offset: offset, matrix: matrix)
            {
                return kept.layer.composite(into: cr, offsetX: dx + kept.dx, offsetY: dy + kept.dy)
            }
            // Drawn again: made over the whole shadow, not only the visible part, to serve the next
            // frames too (one too large for a layer is made for the visible part, as without a cache).
            if shadowLayers.shouldKeep(content, color: color, radius: radius, offset: offset, matrix: matrix),
                let layer = OffscreenLayer(
                    for: cr, margin: margin, factor: layerFactor, wholeInk: true, draw: { draw(content, in: $0) })
            {
                layer.replaceWithAlpha(filledWith: color)
                if sigma > 0.1 { layer.blurSilhouette(sigma: sigma, filledWith: color) }
                shadowLayers.keep(layer, for: content, color: color, radius: radius, offset: offset, matrix: matrix)
                return layer.composite(into: cr, offsetX: dx, offsetY: dy)
            }
        }
        guard
            let layer = OffscreenLayer(
                for: cr, margin: margin, factor: layerFactor, draw: { draw(content, in: $0) })
        else { return }
        layer.replaceWithAlpha(filledWith: color)
        if sigma > 0.1 { layer.blurSilhouette(sigma: sigma, filledWith: color) }
        layer.composite(into: cr, offsetX: dx, offsetY: dy)
    }
}
