import Foundation
import Plume

/// The catalogue's "Selection and outlines" page: an order whose lines can be selected and copied
/// (`textSelection`), outlines stroked with and without antialiasing, and a badge that grows as one
/// geometry group (`geometryGroup()`), its hexagon drawn for the size it has at each frame.
struct CatalogueSelectionPage: View {
    @State private var large = false

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 14) {
                Text("Order").font(.headline)
                VStack(alignment: .leading, spacing: 4) {
                    Text("Order 4711")
                    Text("Tracking ZX-9041-77")
                    Text("Drag across a line to select it; Control-C copies.")
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                        .textSelection(.disabled)
                }
                .textSelection(.enabled)
                Divider()
                Text("Outlines").font(.headline)
                HStack(spacing: 18) {
                    outline("Aliased") {
                        RoundedRectangle(cornerRadius: 14).strokeBorder(.green, lineWidth: 4, antialiased: false)
                    }
                    outline("Smooth") { RoundedRectangle(cornerRadius: 14).strokeBorder(.green, lineWidth: 4) }
                    outline("Ring") { Circle().stroke(Color.orange, lineWidth: 3, antialiased: false) }
                }
                Divider()
                Text("Geometry group").font(.headline)
                Button("Resize badge") {
                    withAnimation(.easeInOut(duration: 0.6)) { large.toggle() }
                }
                GeometryReader { proxy in CatalogueHexagonBadge(size: proxy.size) }
                    .geometryGroup()
                    .frame(width: large ? 240 : 120, height: large ? 120 : 60)
            }
            .padding()
        }
    }

    private func outline<S: View>(_ title: String, @ViewBuilder shape: () -> S) -> some View {
        VStack(spacing: 6) {
            shape().frame(width: 70, height: 70)
            Text(title).font(.caption)
        }
    }
}

/// A hexagon as wide and tall as `size`, with its width written inside.
private struct CatalogueHexagonBadge: View {
    let size: CGSize
    var body: some View {
        ZStack {
            Path { path in
                let (w, h) = (size.width, size.height)
                path.move(to: CGPoint(x: w * 0.25, y: 0))
                path.addLine(to: CGPoint(x: w * 0.75, y: 0))
                path.addLine(to: CGPoint(x: w, y: h / 2))
                path.addLine(to: CGPoint(x: w * 0.75, y: h))
                path.addLine(to: CGPoint(x: w * 0.25, y: h))
                path.addLine(to: CGPoint(x: 0, y: h / 2))
                path.closeSubpath()
            }
            .fill(.tint.opacity(0.8))
            Text("\(Int(size.width.rounded())) pt").font(.caption.bold()).foregroundStyle(.white)
        }
    }
}
