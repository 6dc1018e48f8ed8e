import CCairo
import Foundation
import PlumeGraphics

extension DisplayListPainter {
    /// Draws `content` as one group composited onto what is beneath with `mode`'s cairo operator,
    /// within the content's bounds (so the unbounded Porter-Duff operators — `copy`, `sourceIn`,
    /// `destinationIn`… — change only the area the content covers). Called by `apply(_:to:in:)`.
    func drawBlended(_ content: DisplayList, mode: DisplayBlendMode, in cr: OpaquePointer) {
        guard mode != .normal else { return apply(.compositingGroup, to: content, in: cr) }
        withContentClip(content, in: cr) {
            cairo_push_group(cr)
            draw(content, in: cr)
            cairo_pop_group_to_source(cr)
            cairo_save(cr)
            cairo_set_operator(cr, Self.cairoOperator(mode))
            cairo_paint(cr)
            cairo_restore(cr)
        }
    }

    static func cairoOperator(_ mode: DisplayBlendMode) -> cairo_operator_t {
        switch mode {
        case .normal: CAIRO_OPERATOR_OVER
        case .multiply: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: CAIRO_OPERATOR_CLEAR
        case .copy: CAIRO_OPERATOR_SOURCE
        case .sourceIn: CAIRO_OPERATOR_IN
        case .sourceOut: CAIRO_OPERATOR_OUT
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationIn: CAIRO_OPERATOR_DEST_IN
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .destinationAtop: CAIRO_OPERATOR_DEST_ATOP
        case .xor: CAIRO_OPERATOR_XOR
        case .plusLighter: CAIRO_OPERATOR_ADD
        }
    }

    /// Replaces the pixels already drawn beneath `coverage`'s alpha by their blur (`radius` in user
    /// space, σ = radius / 2): the frosted backdrop of a material. Reads back the current target, so
    /// it needs an image target; on vector targets (SVG, PDF) nothing is drawn. Called by
    /// `apply(_:to:in:)` for `DisplayEffect.backdropBlur`.
    func drawBackdropBlur(under coverage: DisplayList, radius: CGFloat, in cr: OpaquePointer) {
        let target = cairo_get_group_target(cr)
        guard cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else { return }
        guard let mask = OffscreenLayer(for: cr, margin: 0, factor: 1, draw: { draw(coverage, in: $0) }) else { return }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        let scale = sqrt(abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx))
        let raw = Double(radius) / 2 * scale
        let sigma = raw.isFinite ? min(max(raw, 0), 256) : 0
        let margin = (3 * sigma + 2).rounded(.up)
        let width = Double(cairo_image_surface_get_width(mask.surface)) + 2 * margin
        let height = Double(cairo_image_surface_get_height(mask.surface)) + 2 * margin
        guard width * height <= 64_000_000,
            let backdrop = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        else { return }
        defer { cairo_surface_destroy(backdrop) }
        // Copy what is beneath, in device pixels, from `margin` outside the coverage.
        let copier = cairo_create(backdrop)!
        cairo_set_source_surface(copier, target, -(mask.originX - margin), -(mask.originY - margin))
        cairo_set_operator(copier, CAIRO_OPERATOR_SOURCE)
        cairo_paint(copier)
        cairo_destroy(copier)
        cairo_surface_flush(backdrop)
        if sigma > 0.1, let data = cairo_image_surface_get_data(backdrop) {
            BoxBlur.gaussian(
                data, width: Int(width), height: Int(height), stride: Int(cairo_image_surface_get_stride(backdrop)),
                sigma: sigma)
            cairo_surface_mark_dirty(backdrop)
        }
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, backdrop, mask.originX - margin, mask.originY - margin)
        cairo_mask_surface(cr, mask.surface, mask.originX, mask.originY)
        cairo_restore(cr)
    }
}
