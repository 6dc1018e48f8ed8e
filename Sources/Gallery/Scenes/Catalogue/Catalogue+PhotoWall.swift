import Foundation
import Plume

/// The catalogue's photo wall page: a `LazyVGrid` of 10,000 tiles in adaptive columns, each with a
/// heart count kept in `@State` (tap a tile to add one), under a tint `ColorPicker` and a switch to
/// right-to-left layout. Scrolling moves the tiles it keeps (their hearts too) and makes only the
/// rows coming in; right to left the grid fills from the right and the picker's sliders run from
/// the right, as on Apple's platforms.
struct CataloguePhotoWallPage: View {
    @State private var rightToLeft = false
    @State private var tint = Color(hue: 0.58, saturation: 0.55, brightness: 0.9)

    var body: some View {
        VStack(spacing: 0) {
            VStack(alignment: .leading, spacing: 10) {
                Toggle("Right to left", isOn: $rightToLeft).bold()
                ColorPicker("Tint", selection: $tint, supportsOpacity: false)
            }
            .padding()
            Divider()
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 80), spacing: 8)], spacing: 8) {
                    ForEach(0..<10_000, id: \.self) { index in
                        PhotoWallTile(index: index, tint: tint)
                    }
                }
                .padding(12)
            }
        }
        .environment(\.layoutDirection, rightToLeft ? .rightToLeft : .leftToRight)
    }
}

/// One tile of the wall: a tinted square with its number and its hearts, which a tap adds to.
struct PhotoWallTile: View {
    let index: Int
    let tint: Color
    @State private var hearts = 0

    var body: some View {
        Button {
            hearts += 1
        } label: {
            VStack(spacing: 4) {
                RoundedRectangle(cornerRadius: 8)
                    .fill(tint.opacity(0.35 + Double(index % 6) * 0.1))
                    .frame(height: 64)
                    .overlay(Text("\(index + 1)").font(.headline).foregroundStyle(.primary))
                Label("\(hearts)", systemImage: hearts > 0 ? "heart.fill" : "heart")
                    .font(.caption)
                    .foregroundStyle(hearts > 0 ? Color.pink : Color.secondary)
            }
        }
        .buttonStyle(.plain)
        .accessibilityIdentifier("tile-\(index + 1)")
    }
}
