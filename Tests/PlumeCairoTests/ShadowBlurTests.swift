import CCairo
import Foundation
import PlumeGraphics
import Testing

@testable import PlumeCairo

/// A shadow's silhouette blurred channel by channel (`OffscreenLayer.blurSilhouette`: zero channels
/// skipped, equal channels blurred once) gives exactly the bytes of blurring all four channels.
@Suite struct ShadowBlurTests {
    /// A layer holding a few antialiased shapes, made into the silhouette of `color`.
    private func silhouette(_ color: Color.Resolved, offset: Double) -> OffscreenLayer? {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 160, 120)!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        return OffscreenLayer(for: cr, margin: 30, factor: 1) { layer in
            cairo_set_source_rgba(layer, 0.2, 0.9, 0.4, 0.8)
            cairo_arc(layer, 50 + offset, 40, 17.3, 0, 6.28)
            cairo_fill(layer)
            cairo_set_source_rgba(layer, 1, 0, 0, 1)
            cairo_rectangle(layer, 70.4, 60.7 + offset, 48.2, 30.1)
            cairo_fill(layer)
            cairo_move_to(layer, 10, 100)
            cairo_line_to(layer, 150 - offset, 12)
            cairo_set_line_width(layer, 1.3)
            cairo_stroke(layer)
        }.map {
            $0.replaceWithAlpha(filledWith: color)
            return $0
        }
    }

    private func bytes(of layer: OffscreenLayer) -> [UInt8] {
        cairo_surface_flush(layer.surface)
        let count = Int(cairo_image_surface_get_stride(layer.surface) * cairo_image_surface_get_height(layer.surface))
        return [UInt8](UnsafeBufferPointer(start: cairo_image_surface_get_data(layer.surface), count: count))
    }

    @Test func blurringTheSilhouetteChannelByChannelGivesTheSameBytes() throws {
        let colors = [
            Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0.25), Color.Resolved(red: 0, green: 0, blue: 0),
            Color.Resolved(red: 1, green: 1, blue: 1, opacity: 0.6), Color.Resolved(red: 0.5, green: 0.5, blue: 0.5),
            Color.Resolved(red: 0.9, green: 0.2, blue: 0, opacity: 0.7),
            Color.Resolved(red: 0.001, green: 0, blue: 0.3, opacity: 0.33),
        ]
        for (index, color) in colors.enumerated() {
            for sigma in [0.6, 3, 8, 17.5] {
                let offset = Double(index) * 0.37
                let reference = try #require(silhouette(color, offset: offset))
                let fast = try #require(silhouette(color, offset: offset))
                #expect(bytes(of: reference) == bytes(of: fast))
                reference.blur(sigma: sigma)
                fast.blurSilhouette(sigma: sigma, filledWith: color)
                #expect(bytes(of: reference) == bytes(of: fast), "color \(color), sigma \(sigma)")
                #expect(bytes(of: reference).contains { $0 != 0 })
            }
        }
    }
}
