import Foundation
import Plume

/// The catalogue's pinch page: a photo that zooms with `MagnifyGesture` (its `@GestureState` scales
/// it while the pinch runs, `onEnded` commits the scale) and a card that turns with `RotateGesture`
/// the same way. On Linux: Control + wheel zooms, Control + Shift + wheel turns, two fingers on a
/// touch screen do both.
struct CataloguePinchPage: View {
    @State private var zoom: CGFloat = 1
    @GestureState private var pinch: CGFloat = 1
    @State private var turn = Angle.zero
    @GestureState private var twist = Angle.zero

    var body: some View {
        VStack(spacing: 24) {
            Text("Control + wheel zooms; Control + Shift + wheel turns the card.")
                .font(.footnote)
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
            ZStack {
                RoundedRectangle(cornerRadius: 12).fill(.teal)
                Image(systemName: "photo").font(.system(size: 48)).foregroundStyle(.white)
            }
            .frame(width: 120, height: 90)
            .scaleEffect(zoom * pinch)
            .frame(width: 300, height: 220)
            .contentShape(Rectangle())
            .gesture(
                MagnifyGesture()
                    .updating($pinch) { value, state, _ in state = value.magnification }
                    .onEnded { value in zoom = min(max(zoom * value.magnification, 0.25), 4) }
            )
            .accessibilityIdentifier("zoomable")
            Text("Zoom \(zoom, format: .number.precision(.fractionLength(2)))×")
            RoundedRectangle(cornerRadius: 16)
                .fill(.orange)
                .overlay(Text("Turn me").font(.headline).foregroundStyle(.white))
                .frame(width: 160, height: 100)
                .rotationEffect(turn + twist)
                .gesture(
                    RotateGesture()
                        .updating($twist) { value, state, _ in state = value.rotation }
                        .onEnded { value in turn += value.rotation }
                )
                .accessibilityIdentifier("card")
            Text("Turned \(Int(turn.degrees.rounded()))°")
            Spacer()
        }
        .padding()
    }
}
