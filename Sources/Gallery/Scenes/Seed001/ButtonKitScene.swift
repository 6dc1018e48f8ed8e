import ButtonKit
import Plume

/// The `button-kit` scene: a button styled by `FunkyButtonStyle` from the separate `ButtonKit` library.
struct ButtonGalleryView: View {
    @State private var presses = 0

    var body: some View {
        VStack(spacing: 24) {
            Text("ButtonKit").font(.title).bold()
            Button("Funky button") { presses += 1 }
                .buttonStyle(FunkyButtonStyle())
            Text(presses == 1 ? "Pressed 1 time" : "Pressed \(presses) times").foregroundColor(.secondary)
        }
    }
}

enum ButtonKitScene {
    static let scene = GalleryScene(id: "button-kit", title: "Swift packages: ButtonKit", seed: "001") {
        ButtonGalleryView()
    }
}
