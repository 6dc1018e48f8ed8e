import Foundation
import Plume
import PlumeTesting

/// A guess-the-pet card: a riddle on the front, the pet on the back.
struct PetCard: Hashable {
    let riddle: String
    let emoji: String
    let name: String
    let color: Color

    static let deck = [
        PetCard(
            riddle: "I purr, nap sixteen hours a day and sit in every box.", emoji: "🐱", name: "Cat", color: .orange),
        PetCard(riddle: "I fetch, wag my tail and greet you at the door.", emoji: "🐶", name: "Dog", color: .brown),
        PetCard(riddle: "I swim in circles and blow little bubbles.", emoji: "🐠", name: "Goldfish", color: .teal),
        PetCard(riddle: "I hop, twitch my nose and love carrots.", emoji: "🐰", name: "Rabbit", color: .pink),
    ]
}

/// The `card-transitions` scene: a deck of pet riddles. Tapping the top card flips it to the answer
/// with a perspective turn; the answer then dismisses with a swipe down that follows the finger and,
/// on release, finishes (past half the way, or thrown fast) or springs back; the next card comes up
/// from underneath as the top one leaves.
struct CardTransitionsView: View {
    @State private var index = 0
    @State private var flipped = false
    /// How far down the answer card is pulled (by the finger, then by the finishing or cancelling
    /// animation, which start from wherever the finger let go).
    @State private var pull: CGFloat = 0
    /// Whether a finger is on the card; when the gesture ends without `onEnded` (the pointer was
    /// cancelled) a pulled card springs back.
    @GestureState private var isPulling = false
    @State private var isDismissing = false

    /// How far down a card goes to count as dismissed (progress 1).
    static let dismissDistance: CGFloat = 400
    static let flipDuration = 0.8
    static let cardSize = CGSize(width: 300, height: 400)

    /// Whether a swipe released `translation` points down at `velocity` points/s dismisses the card.
    static func dismisses(translation: CGFloat, velocity: CGFloat) -> Bool {
        translation / dismissDistance > 0.5 || (velocity > 700 && translation > 10)
    }

    var body: some View {
        let offset = pull
        let progress = min(1, offset / Self.dismissDistance)
        VStack(spacing: 20) {
            Text("Guess the pet").font(.largeTitle).bold()
            ZStack {
                face(of: PetCard.deck[(index + 1) % PetCard.deck.count], answer: false)
                    .shadow(color: Color(white: 0, opacity: 0.2), radius: 8, y: 4)
                    .scaleEffect(0.9 + 0.1 * progress)
                    .offset(y: 24 * (1 - progress))
                    .opacity(0.5 + 0.5 * progress)
                    .allowsHitTesting(false)
                topCard
                    .offset(y: offset)
                    .rotationEffect(.degrees(Double(offset) * 0.02))
                    .opacity(1 - 0.5 * progress)
            }
            .frame(width: Self.cardSize.width, height: Self.cardSize.height + 24)
            Text(flipped ? "Swipe the card down for the next pet." : "Tap the card to see the answer.")
                .contentTransition(.identity)
                .font(.footnote).foregroundColor(.secondary)
            Spacer()
        }
        .padding(.top, 24)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color.secondaryGroupedBackground)
    }

    private var topCard: some View {
        let card = PetCard.deck[index]
        return ZStack {
            face(of: card, answer: false).modifier(CardFace(angle: flipped ? 180 : 0))
            face(of: card, answer: true).modifier(CardFace(angle: flipped ? 0 : -180))
        }
        .onChange(of: isPulling) { pulling in
            guard !pulling, !isDismissing, pull > 0 else { return }
            withAnimation(.spring(response: 0.35, dampingFraction: 0.7)) { pull = 0 }
        }
        .compositingGroup()
        .shadow(color: Color(white: 0, opacity: 0.2), radius: 8, y: 4)
        .contentShape(Rectangle())
        .accessibilityIdentifier("pet card")
        .onTapGesture {
            guard !flipped else { return }
            withAnimation(.easeInOut(duration: Self.flipDuration)) { flipped = true }
        }
        .gesture(
            DragGesture(coordinateSpace: .global)
                .updating($isPulling) { _, pulling, _ in pulling = true }
                .onChanged { value in if flipped { pull = max(0, value.translation.height) } }
                .onEnded { value in
                    guard flipped else { return }
                    let released = max(0, value.translation.height)
                    if Self.dismisses(translation: released, velocity: value.velocity.height) {
                        dismiss(from: released, velocity: value.velocity.height)
                    } else {
                        withAnimation(.spring(response: 0.35, dampingFraction: 0.7)) { pull = 0 }
                    }
                })
    }

    /// Throws the card off the bottom from `released`, keeping the finger's speed, then shows the
    /// next card (already risen into place underneath).
    private func dismiss(from released: CGFloat, velocity: CGFloat) {
        isDismissing = true
        let remaining = Self.dismissDistance + 200 - released
        let speed = max(velocity, 900)
        let duration = min(0.35, max(0.12, Double(remaining / speed)))
        withAnimation(.easeOut(duration: duration)) {
            pull = Self.dismissDistance + 200
        } completion: {
            index = (index + 1) % PetCard.deck.count
            flipped = false
            pull = 0
            isDismissing = false
        }
    }

    private func face(of card: PetCard, answer: Bool) -> some View {
        VStack(spacing: 16) {
            if answer {
                Text("It's a…").font(.title3).foregroundColor(.white)
                Text(card.emoji).font(.system(size: 110))
                Text(card.name).font(.largeTitle).bold().foregroundColor(.white)
            } else {
                Text("❓").font(.system(size: 64))
                Text(card.riddle).font(.title3).multilineTextAlignment(.center)
                    .fixedSize(horizontal: false, vertical: true)
                Text("Who am I?").font(.headline).foregroundColor(.secondary)
            }
        }
        .padding(24)
        .frame(width: Self.cardSize.width, height: Self.cardSize.height)
        .background(RoundedRectangle(cornerRadius: 20).fill(answer ? card.color : Color.secondaryGroupedBackground))
    }

    static let scene = GalleryScene(
        id: "card-transitions", title: "Custom presentation transitions", seed: "003", demo: demo
    ) {
        CardTransitionsView()
    }

    /// Taps the card: the picture, taken 0.5 s later, shows the answer face still turning.
    static func demo(_ host: ViewHost) {
        host.tap("pet card")
    }
}
