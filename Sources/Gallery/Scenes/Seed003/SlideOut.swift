import Foundation
import Plume
import PlumeTesting

/// An animal a side panel offers.
struct SlideAnimal: Hashable {
    let emoji: String
    let name: String
    let color: Color

    static let kitties = [
        SlideAnimal(emoji: "🐱", name: "Tabby", color: .orange),
        SlideAnimal(emoji: "😺", name: "Siamese", color: .brown),
        SlideAnimal(emoji: "😸", name: "Persian", color: .gray),
        SlideAnimal(emoji: "🐈", name: "Maine Coon", color: .indigo),
    ]
    static let puppies = [
        SlideAnimal(emoji: "🐶", name: "Beagle", color: .orange),
        SlideAnimal(emoji: "🐕", name: "Corgi", color: .red),
        SlideAnimal(emoji: "🐩", name: "Poodle", color: .purple),
        SlideAnimal(emoji: "🦮", name: "Labrador", color: .teal),
    ]
}

/// Which side panel the center panel has uncovered.
enum SlidePanel: Equatable {
    case closed, kitties, puppies
}

/// Where the center panel rests and where a released drag sends it. The center panel moves right by
/// `openOffset` to uncover the Kitties panel (left) and left by it for Puppies (right), leaving a
/// `peek`-wide strip of itself visible.
struct SlideOutLayout: Equatable {
    static let peek: CGFloat = 64
    let width: CGFloat

    var openOffset: CGFloat { max(0, width - Self.peek) }

    /// The center panel's horizontal offset at rest in `panel`.
    func offset(of panel: SlidePanel) -> CGFloat {
        switch panel {
        case .closed: 0
        case .kitties: openOffset
        case .puppies: -openOffset
        }
    }

    /// The offset of a panel resting at `base` dragged by `translation`, kept between the two open
    /// positions.
    func dragged(_ base: CGFloat, by translation: CGFloat) -> CGFloat {
        min(max(base + translation, -openOffset), openOffset)
    }

    /// The panel a drag released at `offset` settles in, judged by `predicted` (where the finger's
    /// speed would carry the panel; equal to `offset` for a slow release): past half an open width on
    /// a side opens that side, unless the throw crossed over from the other side, which closes.
    func restingPanel(offset: CGFloat, predicted: CGFloat) -> SlidePanel {
        let half = openOffset / 2
        if predicted > half { return offset < -1 ? .closed : .kitties }
        if predicted < -half { return offset > 1 ? .closed : .puppies }
        return .closed
    }
}

/// The `slide-out` scene: a center panel over two side panels. "Kitties" and "Puppies" slide it
/// aside (or back), a drag on it follows the finger and snaps open or closed with a spring that keeps
/// the finger's speed, it casts a shadow while aside, and choosing an animal shows it in the center
/// and slides the panel back.
struct SlideOutView: View {
    @State private var panel = SlidePanel.closed
    @State private var chosen: SlideAnimal?
    /// How far the finger has moved the center panel from its resting place; back to 0 (animated)
    /// when it lets go, so the snap starts where the finger left the panel.
    @State private var drag: CGFloat = 0
    /// Whether a finger is on the panel; when the gesture ends without `onEnded` (the pointer was
    /// cancelled) the panel springs back to where it rests.
    @GestureState private var isDragging = false

    static let snap = Animation.spring(response: 0.4, dampingFraction: 0.82)

    /// The snap spring starting at the finger's `velocity` for a panel going `distance` points.
    static func snap(velocity: CGFloat, over distance: CGFloat) -> Animation {
        guard abs(distance) >= 1, velocity.isFinite else { return snap }
        let fraction = min(max(Double(velocity / distance), -20), 20)
        return .interpolatingSpring(Spring(response: 0.4, dampingRatio: 0.82), initialVelocity: fraction)
    }

    var body: some View {
        GeometryReader { proxy in
            let layout = SlideOutLayout(width: proxy.size.width)
            let offset = layout.dragged(layout.offset(of: panel), by: drag)
            ZStack {
                SlideAnimalList(title: "Kitties", animals: SlideAnimal.kitties, choose: choose)
                    .frame(width: layout.openOffset)
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
                    .opacity(offset > 0 ? 1 : 0)
                    .allowsHitTesting(panel == .kitties)
                SlideAnimalList(title: "Puppies", animals: SlideAnimal.puppies, choose: choose)
                    .frame(width: layout.openOffset)
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .trailing)
                    .opacity(offset < 0 ? 1 : 0)
                    .allowsHitTesting(panel == .puppies)
                center(layout: layout, isAside: abs(offset) > 0.5)
                    .offset(x: offset)
            }
        }
        .background(Color(red: 0.22, green: 0.27, blue: 0.4))
    }

    private func center(layout: SlideOutLayout, isAside: Bool) -> some View {
        VStack(spacing: 0) {
            HStack {
                Button("Kitties") { toggle(.kitties) }
                Spacer()
                Text("Pets").font(.headline)
                Spacer()
                Button("Puppies") { toggle(.puppies) }
            }
            .padding(.horizontal, 16)
            .frame(height: 52)
            .background(Color(light: Color(white: 0.96), dark: Color(white: 0.11)))
            Divider()
            Spacer()
            if let chosen {
                VStack(spacing: 12) {
                    Circle().fill(chosen.color.opacity(0.2)).frame(width: 180, height: 180)
                        .overlay(Text(chosen.emoji).font(.system(size: 96)))
                    Text(chosen.name).font(.largeTitle).bold().accessibilityIdentifier("chosen animal")
                }
            } else {
                Text("Pick a kitty or a puppy").font(.title3).foregroundColor(.secondary)
                    .accessibilityIdentifier("chosen animal")
            }
            Spacer()
            Text("Tap a button or drag this panel sideways.").font(.footnote).foregroundColor(.secondary)
                .padding(.bottom, 16)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background {
            // The shadow is there only while aside: closed, the panel covers the window edge to edge.
            if isAside {
                Rectangle().fill(Color(light: .white, dark: .black)).shadow(
                    color: Color(white: 0, opacity: 0.7), radius: 14)
            } else {
                Rectangle().fill(Color(light: .white, dark: .black))
            }
        }
        .contentShape(Rectangle())
        .accessibilityIdentifier("center panel")
        .gesture(
            DragGesture(coordinateSpace: .global)
                .updating($isDragging) { _, dragging, _ in dragging = true }
                .onChanged { value in drag = value.translation.width }
                .onEnded { value in
                    let base = layout.offset(of: panel)
                    let released = layout.dragged(base, by: value.translation.width)
                    let predicted = base + value.predictedEndTranslation.width
                    let target = layout.restingPanel(offset: released, predicted: predicted)
                    let distance = layout.offset(of: target) - released
                    withAnimation(Self.snap(velocity: value.velocity.width, over: distance)) {
                        panel = target
                        drag = 0
                    }
                }
        )
        .onChange(of: isDragging) { dragging in
            guard !dragging, drag != 0 else { return }
            withAnimation(Self.snap) { drag = 0 }
        }
    }

    /// A button: opens its panel, or closes whatever is open.
    private func toggle(_ side: SlidePanel) {
        withAnimation(Self.snap) { panel = panel == .closed ? side : .closed }
    }

    private func choose(_ animal: SlideAnimal) {
        chosen = animal
        withAnimation(Self.snap) { panel = .closed }
    }

    static let scene = GalleryScene(id: "slide-out", title: "Slide-out navigation panel", seed: "003", demo: demo) {
        SlideOutView()
    }

    /// Opens the Kitties panel: the picture shows the list with the center panel aside, shadowed.
    static func demo(_ host: ViewHost) {
        host.tap("Kitties")
        host.advance(by: 1)
    }
}

/// One side panel: a title and a list of animals, each a button that chooses it.
struct SlideAnimalList: View {
    let title: String
    let animals: [SlideAnimal]
    let choose: (SlideAnimal) -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(title).font(.title2).bold().foregroundColor(.white).padding(.bottom, 8)
            ForEach(animals, id: \.self) { animal in
                Button {
                    choose(animal)
                } label: {
                    HStack(spacing: 12) {
                        Text(animal.emoji).font(.system(size: 30))
                        Text(animal.name).font(.headline).foregroundColor(.white)
                        Spacer(minLength: 0)
                    }
                    .padding(.vertical, 8)
                    .contentShape(Rectangle())
                }
                .buttonStyle(.plain)
                .accessibilityLabel(animal.name)
            }
            Spacer()
        }
        .padding(.horizontal, 20)
        .padding(.top, 24)
        .frame(maxHeight: .infinity)
    }
}
