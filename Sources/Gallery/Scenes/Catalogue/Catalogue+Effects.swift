import Foundation
import Plume

/// The catalogue's colour-effects page: one swatch per effect, with a slider for the amount.
struct CatalogueEffectsPage: View {
    @State private var amount = 0.6

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                Slider(value: $amount, in: 0...1) { Text("Amount") }
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))], spacing: 12) {
                    swatch("Original") { $0 }
                    swatch("Grayscale") { AnyView($0.grayscale(amount)) }
                    swatch("Saturation") { AnyView($0.saturation(1 - amount)) }
                    swatch("Brightness") { AnyView($0.brightness(amount / 2)) }
                    swatch("Contrast") { AnyView($0.contrast(1 + amount)) }
                    swatch("Hue") { AnyView($0.hueRotation(.degrees(amount * 360))) }
                    swatch("Inverted") { AnyView($0.colorInvert()) }
                }
            }
            .padding()
        }
    }

    private func swatch(_ name: String, _ effect: (AnyView) -> AnyView) -> some View {
        VStack(spacing: 4) {
            effect(
                AnyView(
                    LinearGradient(colors: [.red, .yellow, .blue], startPoint: .leading, endPoint: .trailing)
                        .frame(height: 48)
                        .clipShape(RoundedRectangle(cornerRadius: 8))))
            Text(name).font(.caption)
        }
    }
}
