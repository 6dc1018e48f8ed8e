import Foundation
import Plume

/// The `vector-images` scene: one 24-point SVG drawn at several sizes with aspect-fit, tinted by the
/// foreground color as a template, and once in its own colors; vectors stay crisp at every size.
struct VectorImagesView: View {
    static let starURL = Bundle.module.url(forResource: "star", withExtension: "svg")

    private func star() -> Image {
        Self.starURL.map { Image(contentsOf: $0) } ?? Image(systemName: "star.fill")
    }

    var body: some View {
        VStack(spacing: 20) {
            Text("Images without UIImage").font(.headline)
            HStack(alignment: .bottom, spacing: 16) {
                star().resizable().renderingMode(.template).aspectRatio(contentMode: .fit)
                    .frame(width: 24, height: 24).foregroundColor(.orange)
                star().resizable().renderingMode(.template).aspectRatio(contentMode: .fit)
                    .frame(width: 64, height: 64).foregroundColor(.pink)
                star().resizable().renderingMode(.template).aspectRatio(contentMode: .fit)
                    .frame(width: 160, height: 120).foregroundColor(.blue)
            }
            star().resizable().aspectRatio(contentMode: .fit).frame(width: 48, height: 48)
                .accessibilityLabel("Original colors")
        }
    }
}

enum VectorImagesScene {
    static let scene = GalleryScene(id: "vector-images", title: "Images without UIImage", seed: "002") {
        VectorImagesView()
    }
}
