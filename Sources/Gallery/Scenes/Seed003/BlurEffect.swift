import Foundation
import Plume

/// The `blur` scene: a picture with a "Blur" button that lays a darkened Gaussian blur over it (the
/// tutorial's `UIVisualEffectView` with a dark `UIBlurEffect`), and a slider for the blur's radius.
struct BlurEffectView: View {
    @State private var isBlurred = false
    @State private var radius = 12.0

    private var picture: some View {
        Group {
            if let url = Bundle.module.url(forResource: "landscape", withExtension: "svg") {
                Image(contentsOf: url).resizable()
            } else {
                Image(systemName: "photo").resizable()
            }
        }
        .aspectRatio(1, contentMode: .fit)
        .frame(width: 300, height: 300)
    }

    var body: some View {
        VStack(spacing: 20) {
            Text("Blur").font(.largeTitle).bold()
            picture
                .blur(radius: isBlurred ? radius : 0)
                .overlay(Color.black.opacity(isBlurred ? 0.45 : 0))
                .clipped()
                .cornerRadius(8)
            Button(isBlurred ? "Remove blur" : "Blur") {
                withAnimation(.easeInOut(duration: 0.3)) { isBlurred.toggle() }
            }
            .buttonStyle(.borderedProminent)
            VStack(spacing: 4) {
                Slider(value: $radius, in: 0...30)
                Text("Radius \(Int(radius.rounded()))").font(.footnote).monospacedDigit()
            }
            .disabled(!isBlurred)
            .padding(.horizontal)
        }
        .padding()
    }
}

enum BlurScene {
    static let scene = GalleryScene(
        id: "blur", title: "Blur effect", seed: "003",
        demo: { host in
            _ = host.tap("Blur")
            host.advance(by: 0.5)
        },
        make: { BlurEffectView() })
}
