// Code as it is written for Apple's platforms: `import SwiftUI` and nothing Plume-specific but the
// test host. A Flashzilla-style card (Hacking with Swift's flash-card app) zooms with
// `MagnifyGesture` and turns with `RotateGesture` as that app's gesture chapter writes them.
import PlumeTesting
import SwiftUI
import Testing

struct ZoomingCard: View {
    @State private var currentAmount = 0.0
    @State private var finalAmount = 1.0
    @State private var currentTurn = Angle.zero
    @State private var finalTurn = Angle.zero

    var body: some View {
        VStack {
            ZStack {
                RoundedRectangle(cornerRadius: 25)
                    .fill(.white)
                    .shadow(radius: 10)
                Text("What is the capital of Peru?")
                    .font(.title2)
                    .multilineTextAlignment(.center)
                    .padding()
            }
            .frame(width: 300, height: 180)
            .scaleEffect(finalAmount + currentAmount)
            .rotationEffect(currentTurn + finalTurn)
            .gesture(
                MagnifyGesture()
                    .onChanged { value in
                        currentAmount = value.magnification - 1
                    }
                    .onEnded { value in
                        finalAmount += currentAmount
                        currentAmount = 0
                    }
                    .simultaneously(
                        with: RotateGesture()
                            .onChanged { value in
                                currentTurn = value.rotation
                            }
                            .onEnded { value in
                                finalTurn += currentTurn
                                currentTurn = .zero
                            })
            )
            Text("Scale \(finalAmount, specifier: "%.1f"), turned \(finalTurn.degrees, specifier: "%.0f")°")
        }
    }
}

@Suite("import SwiftUI: pinch gestures")
struct ImportSwiftUIPinchTests {
    @Test func aFlashzillaStyleCardZoomsAndTurns() throws {
        let host = ViewHost(ZoomingCard(), size: CGSize(width: 390, height: 400))
        let card = try #require(host.find(text: "What is the capital of Peru?")?.frame)
        let centre = CGPoint(x: card.midX, y: card.midY)
        host.pinch(at: centre, scale: 1.5, steps: 5)
        #expect(host.find(text: "Scale 1.5, turned 0°") != nil, "\(host.texts)")
        host.rotate(at: centre, by: .degrees(20), steps: 4)
        #expect(host.find(text: "Scale 1.5, turned 20°") != nil, "\(host.texts)")
    }
}
