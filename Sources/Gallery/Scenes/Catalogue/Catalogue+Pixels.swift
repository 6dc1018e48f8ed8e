import Foundation
import Plume

/// The catalogue's "Fast pixels" page: a `LazyVGrid` of 5,000 coloured tiles with captions to
/// scroll, and a "Details" button presenting a sheet. A window draws a scroll step by moving the
/// pixels it already has and drawing only the row coming in, and slides the sheet's card keeping its
/// shadow, so both stay fast; what is drawn is the same as drawing every frame afresh.
struct CataloguePixelsPage: View {
    @State private var showsDetails = false
    @State private var starred: Set<Int> = []

    var body: some View {
        VStack(spacing: 0) {
            HStack {
                Text(starred.isEmpty ? "Tap a tile to star it" : "\(starred.count) starred")
                    .foregroundStyle(.secondary)
                Spacer()
                Button("Details") { showsDetails = true }
            }
            .padding()
            Divider()
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 80), spacing: 8)], spacing: 8) {
                    ForEach(0..<5_000, id: \.self) { index in
                        PixelsTile(index: index, starred: starred.contains(index)) {
                            if starred.contains(index) { starred.remove(index) } else { starred.insert(index) }
                        }
                    }
                }
                .padding(12)
            }
        }
        .sheet(isPresented: $showsDetails) {
            VStack(spacing: 16) {
                Text("Fast pixels").font(.title)
                Text("Scrolling moves the pixels already drawn; this card's shadow is kept while it slides.")
                    .multilineTextAlignment(.center)
                Button("Done") { showsDetails = false }
            }
            .padding()
        }
    }
}

/// One tile: a coloured rounded square (the primary colour when starred) and its caption; a tap stars it.
struct PixelsTile: View {
    let index: Int
    let starred: Bool
    let toggle: () -> Void

    var body: some View {
        Button(action: toggle) {
            VStack(spacing: 4) {
                RoundedRectangle(cornerRadius: 6)
                    .fill(
                        starred ? Color.primary : Color(hue: Double(index % 36) / 36, saturation: 0.6, brightness: 0.9)
                    )
                    .frame(height: 64)
                Text(starred ? "★ \(index + 1)" : "Tile \(index + 1)").font(.caption)
            }
        }
        .buttonStyle(.plain)
        .accessibilityIdentifier("pixels-tile-\(index + 1)")
    }
}
