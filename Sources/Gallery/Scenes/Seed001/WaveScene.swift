import Foundation
import Plume

/// A sine wave filled below its curve; amplitude and frequency animate together (the `wave` tutorial).
struct Wave: Shape {
    var amplitude: Double
    var frequency: Double

    func path(in rect: CGRect) -> Path {
        let sinCenterY = amplitude
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: sinCenterY))
        let width = Double(rect.width)
        for x in stride(from: 0, through: width, by: 1) {
            let y = sinCenterY + amplitude * sin(frequency * x)
            path.addLine(to: CGPoint(x: x, y: y))
        }
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.addLine(to: CGPoint(x: Double(rect.minX), y: sinCenterY))
        return Path(path)
    }

    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(amplitude, frequency) }
        set {
            amplitude = newValue.first
            frequency = newValue.second
        }
    }
}

/// The `wave` scene: a blue wave 300 points high and a red "Animate" button that picks new random
/// values; the wave morphs with a 3 s ease-in-out.
struct WaveView: View {
    @State private var amplitude = 10.0
    @State private var frequency = 0.1
    /// Where the random values come from (seeded in the gallery so pictures repeat).
    let random: SeededGenerator

    init(random: SeededGenerator = SeededGenerator(seed: 2019)) { self.random = random }

    var body: some View {
        ZStack {
            Wave(amplitude: amplitude, frequency: frequency)
                .fill(Color.blue)
                .frame(height: 300.0)
                .animation(.easeInOut(duration: 3))
            Button(
                action: toggleAnimation,
                label: {
                    Text("Animate")
                }
            )
            .padding(4)
            .background(Color.red)
            .cornerRadius(8)
            .foregroundColor(.white)
        }
    }

    func toggleAnimation() {
        amplitude =
            amplitude <= 15.0
            ? Double.random(in: 30.0...60.0, using: random) : Double.random(in: 5.0...15.0, using: random)
        frequency =
            frequency <= 0.2
            ? Double.random(in: 0.2...0.4, using: random) : Double.random(in: 0.05...0.2, using: random)
    }
}

extension Double {
    /// A random value in `range` from a shared generator object.
    static func random(in range: ClosedRange<Double>, using generator: SeededGenerator) -> Double {
        var g = generator
        return Double.random(in: range, using: &g)
    }
}

enum WaveScene {
    static let scene = GalleryScene(
        id: "wave", title: "Animatable wave shape", seed: "001",
        demo: { host in host.tap("Animate") },
        make: { WaveView() })
}
