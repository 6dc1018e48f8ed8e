import Plume

/// The `representable-previews` scene: the tutorial's previews of a wrapped imperative view, shown as
/// a preview canvas shows them (each at its `previewLayout` size, side by side), and a live copy
/// whose corner radius a drag across it picks.
struct RepresentablePreviewsView: View {
    @State private var cornerRadius: CGFloat = 32
    /// The preview canvas behind the previews: light gray, or dark gray in the dark scheme.
    private static let canvas = Color(light: .groupedBackground, dark: .secondaryGroupedBackground)

    var body: some View {
        // The tutorial's previews with their traits, as the preview renderer reads them: opened here,
        // on the main actor where bodies run, not in the initialiser (a test may make the view on its
        // own thread).
        let previews = PreviewItem.items(of: BackgroundViewContainer_Previews.self)
        return VStack(alignment: .leading, spacing: 12) {
            Text("UIViewRepresentable previews").font(.title2)
            Text("BackgroundViewContainer_Previews").font(.headline)
            HStack(spacing: 12) {
                ForEach(previews.indices, id: \.self) { index in
                    pane(previews[index], number: index + 1)
                }
            }
            .padding(10)
            .background(RoundedRectangle(cornerRadius: 12).fill(Self.canvas))
            Text("Drag across the view to pick its corner radius").font(.subheadline)
            CornerPickerContainer(cornerRadius: $cornerRadius)
                .frame(height: 150)
            HStack {
                Text("Corner radius \(Int(cornerRadius)) pt")
                Spacer()
                Button("Reset") { cornerRadius = 32 }
            }
        }
        .padding(16)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    }

    /// One preview at the size its layout asks for, with a caption.
    private func pane(_ preview: PreviewItem, number: Int) -> some View {
        let size = preview.screenSize ?? CGSize(width: 200, height: 200)
        return VStack(spacing: 6) {
            preview.view.frame(width: size.width, height: size.height)
            Text("Preview \(number) · \(Int(size.width)) × \(Int(size.height))")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }
}

enum RepresentablePreviewsScene {
    static let scene = GalleryScene(
        id: "representable-previews", title: "Wrapping imperative views, previews", seed: "001",
        size: CGSize(width: 464, height: 640)
    ) {
        RepresentablePreviewsView()
    }
}
