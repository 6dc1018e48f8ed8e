import Foundation
import Plume

/// The `glide-card` scene: an interactive multi-state card over a dimmed background.
///
/// The card follows the finger (`DragGesture` in global coordinates, so the card moving under the
/// finger does not feed back into the translation) and on release snaps with a spring to the state
/// `GlideCardLayout.restingState` picks from the position and the drag's velocity and predicted
/// end. The dim is `GlideCardLayout.dimOpacity` of the card's top (0.4 at most); a tap on it closes
/// the card. The list inside scrolls only when the card rests open (`.scrollDisabled` otherwise,
/// so a drag on it moves the card); when open with the list at its top, a drag down is left by the
/// scroll view to the card's drag (the scroll view's edge hand-off), so the card moves down.
struct GlideCardView: View {
    @State private var mode: GlideCardMode = .segmented
    @State private var state: GlideCardState = .compressed
    /// The concrete height last chosen, kept while in segmented mode.
    @State private var dimension: GlideConcreteDimension = .half
    /// How far the finger has dragged the card (0 when no drag); springs back if a press is lost.
    @GestureState(resetTransaction: Transaction(animation: GlideCardView.snap)) private var dragOffset: CGFloat = 0

    /// The spring state changes run with (the tutorial's 0.8 s critically damped animator, a little
    /// livelier).
    static let snap = Animation.spring(response: 0.45, dampingFraction: 0.86)

    /// The same spring starting at the finger's `velocity` (points per second) for a card going
    /// `distance` points, so a released card keeps its speed instead of stopping and restarting.
    static func snap(velocity: CGFloat, over distance: CGFloat) -> Animation {
        guard abs(distance) >= 1, velocity.isFinite else { return snap }
        let fraction = min(max(Double(velocity / distance), -20), 20)
        return .interpolatingSpring(Spring(response: 0.45, dampingRatio: 0.86), initialVelocity: fraction)
    }

    /// The height of the card's header (handle, title, state).
    static let headerHeight: CGFloat = 84

    var body: some View {
        GeometryReader { proxy in
            let size = proxy.size
            let layout = GlideCardLayout(mode: mode, containerHeight: size.height)
            let resting = layout.resting(state)
            let top = layout.draggedTop(layout.top(of: resting) + dragOffset)
            let dim = layout.dimOpacity(top: top)
            ZStack(alignment: .top) {
                GlideBackdrop(mode: mode, dimension: dimension, select: select, show: show)
                Color.black.opacity(dim)
                    .accessibilityIdentifier("glide-dim")
                    .onTapGesture { withAnimation(Self.snap) { state = .closed } }
                    .allowsHitTesting(dim > 0.001)
                card(layout: layout, resting: resting)
                    .frame(width: size.width, height: size.height)
                    .position(x: size.width / 2, y: top + size.height / 2)
            }
        }
    }

    private func card(layout: GlideCardLayout, resting: GlideCardState) -> some View {
        VStack(spacing: 0) {
            header(layout, resting)
            GlidePlaceList()
                .frame(height: max(0, layout.containerHeight - layout.highestTop - Self.headerHeight))
                .scrollDisabled(resting != .open)
            Spacer(minLength: 0)
        }
        .background(
            UnevenRoundedRectangle(topLeadingRadius: 16, topTrailingRadius: 16)
                .fill(Color.secondaryGroupedBackground)
                .shadow(color: Color(white: 0, opacity: 0.25), radius: 8, y: -2)
        )
        .contentShape(Rectangle())
        .accessibilityIdentifier("glide-card")
        .gesture(
            DragGesture(coordinateSpace: .global)
                .updating($dragOffset) { value, offset, _ in offset = value.translation.height }
                .onEnded { value in
                    let released = layout.draggedTop(layout.top(of: resting) + value.translation.height)
                    let predicted =
                        released + value.predictedEndTranslation.height - value.translation.height
                    let target = layout.restingState(
                        top: released, velocity: value.velocity.height, predictedTop: predicted)
                    let distance = layout.top(of: target) - released
                    withAnimation(Self.snap(velocity: value.velocity.height, over: distance)) { state = target }
                })
    }

    private func header(_ layout: GlideCardLayout, _ resting: GlideCardState) -> some View {
        VStack(spacing: 6) {
            Capsule()
                .fill(Color(white: 0.78))
                .frame(width: 40, height: 5)
                .padding(.top, 8)
                .accessibilityIdentifier("glide-handle")
            Text("Nearby places").font(.headline)
            stateDots(layout.states, resting: resting)
            Spacer(minLength: 0)
        }
        .frame(height: Self.headerHeight)
        .frame(maxWidth: .infinity)
    }

    /// One dot per resting state, highest first, the current one long and tinted. Dots rather than a
    /// caption: a text whose width changes would be drawn clipped while its frame springs.
    private func stateDots(_ states: [GlideCardState], resting: GlideCardState) -> some View {
        HStack(spacing: 6) {
            ForEach(states, id: \.self) { s in
                Capsule()
                    .fill(s == resting ? Color.accentColor : Color(white: 0.82))
                    .frame(width: s == resting ? 18 : 6, height: 6)
            }
        }
        .padding(.top, 2)
        .accessibilityLabel("Card \(resting.rawValue)")
    }

    /// The mode bar chose `mode`: the card shows in its first open state there.
    private func select(_ newMode: GlideCardMode) {
        if case .concrete(let d) = newMode { dimension = d }
        withAnimation(Self.snap) {
            mode = newMode
            state = newMode == .segmented ? .compressed : .open
        }
    }

    /// "Show card": the card comes back from closed.
    private func show() {
        withAnimation(Self.snap) { state = mode == .segmented ? .compressed : .open }
    }
}

/// The list inside the card: thirty places with their distance.
struct GlidePlaceList: View {
    static let rowHeight: CGFloat = 52
    private static let colors: [Color] = [.orange, .teal, .pink, .indigo, .green, .purple]

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(1...30, id: \.self) { n in
                    HStack(spacing: 12) {
                        Circle().fill(Self.colors[n % Self.colors.count]).frame(width: 30, height: 30)
                        VStack(alignment: .leading, spacing: 2) {
                            Text("Place \(n)").font(.body)
                            Text("\(n * 120) m away").font(.caption).foregroundColor(.secondary)
                        }
                        Spacer()
                    }
                    .padding(.horizontal, 20)
                    .frame(height: Self.rowHeight)
                    Divider().padding(.leading, 62)
                }
            }
        }
    }
}

/// What lies under the card: the title, the mode bar and a button bringing a closed card back.
struct GlideBackdrop: View {
    let mode: GlideCardMode
    let dimension: GlideConcreteDimension
    let select: (GlideCardMode) -> Void
    let show: () -> Void

    private var isSegmented: Bool { mode == .segmented }

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            Text("Glide").font(.largeTitle).bold()
            Text("Drag the card by its handle or its list, flick it, or tap the dim to close it.")
                .font(.subheadline).foregroundColor(.secondary)
            GlideSegmentedBar(
                titles: ["Segmented", "Concrete"], selected: isSegmented ? 0 : 1,
                choose: { select($0 == 0 ? .segmented : .concrete(dimension)) })
            if !isSegmented {
                GlideSegmentedBar(
                    titles: GlideConcreteDimension.allCases.map(\.title),
                    selected: GlideConcreteDimension.allCases.firstIndex(of: dimension) ?? 0,
                    choose: { select(.concrete(GlideConcreteDimension.allCases[$0])) })
            }
            Button("Show card", action: show).buttonStyle(.borderedProminent)
            Spacer()
        }
        .padding(20)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(
            LinearGradient(
                colors: [
                    Color(
                        light: Color(red: 0.85, green: 0.92, blue: 1), dark: Color(red: 0.08, green: 0.12, blue: 0.2)),
                    Color(
                        light: Color(red: 0.95, green: 0.97, blue: 0.9), dark: Color(red: 0.11, green: 0.12, blue: 0.1)),
                ],
                startPoint: .top, endPoint: .bottom))
    }
}

/// A row of mutually exclusive buttons drawn as a segmented control.
struct GlideSegmentedBar: View {
    let titles: [String]
    let selected: Int
    let choose: (Int) -> Void

    var body: some View {
        HStack(spacing: 2) {
            ForEach(Array(titles.enumerated()), id: \.offset) { index, title in
                Button {
                    choose(index)
                } label: {
                    Text(title)
                        .font(.subheadline)
                        .foregroundColor(.primary)
                        .padding(.vertical, 6)
                        .frame(maxWidth: .infinity)
                        .background(
                            RoundedRectangle(cornerRadius: 7)
                                .fill(index == selected ? Color(light: .white, dark: Color(white: 0.39)) : Color.clear))
                }
                .buttonStyle(.plain)
                .accessibilityIdentifier(title)
            }
        }
        .padding(2)
        .background(RoundedRectangle(cornerRadius: 9).fill(Color(white: 0.5, opacity: 0.18)))
    }
}

enum GlideCardScene {
    static let scene = GalleryScene(
        id: "glide-card", title: "Interactive multi-state card", seed: "000", make: { GlideCardView() })
}
