import Foundation
import Plume

/// Simulates a slow image download: every 0.1 s of its timer, the progress grows by a few percent.
final class SimulatedImageLoader: ObservableObject {
    @Published private(set) var progress: CGFloat = 0
    @Published private(set) var isLoaded = false
    private var cancellable: AnyCancellable?
    private var generator = SeededGenerator(seed: 11)

    func start() {
        guard cancellable == nil, !isLoaded else { return }
        cancellable = Timer.publish(every: 0.1, on: .main, in: .common).autoconnect().sink { [weak self] _ in
            self?.step()
        }
    }

    private func step() {
        let next = min(1, progress + CGFloat.random(in: 0.02...0.06, using: &generator))
        withAnimation(.linear(duration: 0.1)) { progress = next }
        if next >= 1 {
            cancellable = nil
            isLoaded = true
        }
    }
}

/// The `circular-loader` scene: a ring fills with the download's progress, then the picture is
/// revealed by a circle growing from the middle.
struct CircularLoaderView: View {
    @StateObject private var loader = SimulatedImageLoader()
    @State private var revealed = false

    private var image: Image {
        if let url = Bundle.module.url(forResource: "landscape", withExtension: "svg") {
            return Image(contentsOf: url)
        }
        return Image(systemName: "photo")
    }

    var body: some View {
        VStack(spacing: 24) {
            ZStack {
                image
                    .resizable()
                    .frame(width: 240, height: 240)
                    .mask(
                        Circle()
                            .frame(width: 340, height: 340)
                            .scaleEffect(revealed ? 1 : 0.001))
                if !revealed {
                    Circle()
                        .stroke(Color.gray.opacity(0.2), lineWidth: 6)
                        .frame(width: 120, height: 120)
                    Circle()
                        .trim(from: 0, to: loader.progress)
                        .stroke(Color.blue, style: StrokeStyle(lineWidth: 6, lineCap: .round))
                        .rotationEffect(.degrees(-90))
                        .frame(width: 120, height: 120)
                        .accessibilityLabel("Progress ring")
                }
            }
            .frame(width: 240, height: 240)
            Text(loader.isLoaded ? "Loaded" : "Loading \(Int(loader.progress * 100))%")
                .font(.headline)
                .monospacedDigit()
        }
        .onAppear { loader.start() }
        .onChange(of: loader.isLoaded) { _, loaded in
            if loaded { withAnimation(.easeOut(duration: 0.8)) { revealed = true } }
        }
    }
}

enum CircularLoaderScene {
    static let scene = GalleryScene(
        id: "circular-loader", title: "Circular image loader", seed: "003", usesTimers: true
    ) {
        CircularLoaderView()
    }
}
