import Foundation
import Plume

/// Moves its content `percentage × totalDistance` up and to the right, and calls back when the
/// animated percentage reaches 1 (the `moonshot` tutorial's way to detect the end of an animation).
struct FlyModifier: AnimatableModifier {
    var totalDistance: CGFloat
    var percentage: CGFloat
    var onReachedDestination: () -> Void = {}

    private var distance: CGFloat { percentage * totalDistance }

    var animatableData: CGFloat {
        get { percentage }
        set {
            percentage = newValue
            checkIfFinished()
        }
    }

    func checkIfFinished() {
        if percentage == 1 {
            DispatchQueue.main.async {
                self.onReachedDestination()
            }
        }
    }

    func body(content: Content) -> some View {
        content.offset(x: distance, y: -distance)
    }
}

/// The `moonshot` scene: "Launch!" flies the plane 200 points up-right in 1 s (ease-in-out); when it
/// arrives, "Congrats!!" appears.
struct PlaneMoonScene: View {
    @State var percentage: CGFloat = 0
    @State var reachedMoon = false

    var plane: some View {
        Image(systemName: "paperplane")
            .font(.largeTitle)
            .foregroundColor(.orange)
            .accessibilityLabel("Plane")
    }

    var moonBackground: some View {
        Image(systemName: "moon.stars")
            .resizable()
            .frame(width: 120, height: 120)
            .foregroundColor(.yellow)
            .padding(.leading, 200)
            .padding(.bottom, 200)
    }

    var congrats: some View {
        Text("Congrats!!")
            .font(.title)
            .bold()
            .foregroundColor(.white)
            .padding()
            .background(Color.green)
            .cornerRadius(12)
    }

    var launchButton: some View {
        Button("Launch!") {
            withAnimation(.easeInOut(duration: 1)) {
                self.percentage = 1
            }
        }
        .buttonStyle(.borderedProminent)
    }

    var body: some View {
        VStack(spacing: 24) {
            ZStack(alignment: .bottomLeading) {
                moonBackground
                plane.modifier(
                    FlyModifier(totalDistance: 200, percentage: percentage) {
                        withAnimation { self.reachedMoon = true }
                    })
            }
            .frame(width: 340, height: 340, alignment: .bottomLeading)
            .background(Color(red: 0.05, green: 0.07, blue: 0.2))
            .cornerRadius(16)
            .overlay {
                if reachedMoon { congrats }
            }
            launchButton
        }
    }
}

enum MoonshotScene {
    static let scene = GalleryScene(
        id: "moonshot", title: "Detecting when an animation ended", seed: "002",
        demo: { host in host.tap("Launch!") },
        make: { PlaneMoonScene() })
}
