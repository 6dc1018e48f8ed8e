import Foundation
import Plume
import PlumeTesting

/// One reaction a reader can leave on a post.
struct Reaction: Hashable {
    let emoji: String
    let name: String
    let color: Color

    static let all = [
        Reaction(emoji: "👍", name: "Like", color: .blue),
        Reaction(emoji: "❤️", name: "Love", color: .red),
        Reaction(emoji: "😂", name: "Haha", color: .orange),
        Reaction(emoji: "😮", name: "Wow", color: .orange),
        Reaction(emoji: "😢", name: "Sad", color: .orange),
        Reaction(emoji: "😡", name: "Angry", color: .red),
    ]
}

/// Where the row of reactions sits for a press at `origin` (screen coordinates), and which icon a
/// point is over. The row floats 72 points above the finger (below it near the top), centered on
/// it and kept on screen.
struct ReactionRowLayout: Equatable {
    static let cell: CGFloat = 40
    static let spacing: CGFloat = 8
    static let padding: CGFloat = 8
    static var count: Int { Reaction.all.count }
    static var width: CGFloat { CGFloat(count) * cell + CGFloat(count - 1) * spacing + 2 * padding }
    static var height: CGFloat { cell + 2 * padding }

    let center: CGPoint

    init(origin: CGPoint, screenWidth: CGFloat) {
        let half = Self.width / 2 + 8
        let x = screenWidth > 2 * half ? min(max(origin.x, half), screenWidth - half) : screenWidth / 2
        let y = origin.y - 72 < Self.height ? origin.y + 72 : origin.y - 72
        center = CGPoint(x: x, y: y)
    }

    /// The index of the icon under `point`, or nil when the point is off the row (with a generous
    /// band above and below, as a finger covers the row).
    func index(at point: CGPoint) -> Int? {
        guard abs(point.y - center.y) <= 60 else { return nil }
        let x = point.x - (center.x - Self.width / 2 + Self.padding - Self.spacing / 2)
        guard x >= 0 else { return nil }
        let i = Int(x / (Self.cell + Self.spacing))
        return i < Self.count ? i : nil
    }
}

/// What the press on the post is doing, as gesture state: nothing, held down, or choosing with the
/// row shown.
enum ReactionPress: Equatable {
    case idle
    case pressing
    case choosing(origin: CGPoint, finger: CGPoint)
}

/// The `reaction-popup` scene: a post; press and hold it and a row of reactions appears at the
/// finger; dragging over the row enlarges the icon under the finger; releasing picks it.
struct ReactionPopupView: View {
    @GestureState private var press = ReactionPress.idle
    @State private var chosen: Reaction?

    var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .topLeading) {
                VStack(alignment: .leading, spacing: 16) {
                    Text("Feed").font(.largeTitle).bold()
                    post(screenWidth: proxy.size.width)
                    Text("Press and hold the post, slide to a reaction, let go.")
                        .font(.footnote).foregroundColor(.secondary)
                    Spacer()
                }
                .padding()
                if case .choosing(let origin, let finger) = press {
                    let layout = ReactionRowLayout(origin: origin, screenWidth: proxy.size.width)
                    ReactionRow(hovered: layout.index(at: finger))
                        .position(layout.center)
                        .transition(.scale(scale: 0.5, anchor: .bottom).combined(with: .opacity))
                }
            }
            .animation(.easeOut(duration: 0.15), value: press == .idle)
        }
        .coordinateSpace(name: "screen")
        .background(Color.secondaryGroupedBackground)
    }

    private func post(screenWidth: CGFloat) -> some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(spacing: 10) {
                Circle().fill(Color.indigo).frame(width: 44, height: 44)
                    .overlay(Text("AL").font(.headline).foregroundColor(.white))
                VStack(alignment: .leading, spacing: 2) {
                    Text("Ada Lovelace").font(.headline)
                    Text("2 h · Public").font(.footnote).foregroundColor(.secondary)
                }
            }
            Text("The engine weaves algebraic patterns just as the loom weaves flowers and leaves.")
                .fixedSize(horizontal: false, vertical: true)
            RoundedRectangle(cornerRadius: 12)
                .fill(
                    LinearGradient(
                        colors: [.orange, .pink, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)
                )
                .frame(height: 150)
            Divider()
            HStack {
                if let chosen {
                    Text("\(chosen.emoji) \(chosen.name)").font(.headline).foregroundColor(chosen.color)
                        .fixedSize().accessibilityIdentifier("chosen reaction")
                } else {
                    Text("👍 Like").foregroundColor(.secondary).fixedSize().accessibilityIdentifier("chosen reaction")
                }
                Spacer()
                Text("💬 Comment").foregroundColor(.secondary).fixedSize()
                Spacer()
                Text("↗ Share").foregroundColor(.secondary).fixedSize()
            }
        }
        .padding()
        .background(
            RoundedRectangle(cornerRadius: 16).fill(Color.secondaryGroupedBackground).shadow(
                color: Color(white: 0, opacity: 0.12), radius: 6, y: 2)
        )
        .scaleEffect(press == .pressing ? 0.98 : 1)
        .animation(.easeOut(duration: 0.2), value: press == .pressing)
        .contentShape(Rectangle())
        .gesture(reactionGesture(screenWidth: screenWidth))
        .accessibilityIdentifier("post")
    }

    private func reactionGesture(screenWidth: CGFloat) -> some Gesture {
        LongPressGesture(minimumDuration: 0.4)
            .sequenced(before: DragGesture(minimumDistance: 0, coordinateSpace: .named("screen")))
            .updating($press) { value, state, _ in
                switch value {
                case .first(true): state = .pressing
                case .second(true, let drag?): state = .choosing(origin: drag.startLocation, finger: drag.location)
                default: break
                }
            }
            .onEnded { value in
                guard case .second(true, let drag?) = value else { return }
                let layout = ReactionRowLayout(origin: drag.startLocation, screenWidth: screenWidth)
                guard let index = layout.index(at: drag.location) else { return }
                withAnimation(.spring(response: 0.3, dampingFraction: 0.6)) { chosen = Reaction.all[index] }
            }
    }

    static let scene = GalleryScene(
        id: "reaction-popup", title: "Press-and-hold reactions", seed: "003", demo: demo
    ) {
        ReactionPopupView()
    }

    /// Holds the post, then slides onto "Love": the picture shows the row with the heart raised.
    static func demo(_ host: ViewHost) {
        guard let post = host.find(identifier: "post")?.frame else { return }
        let start = CGPoint(x: post.midX - 60, y: post.midY)
        host.pressAndHold(at: start, duration: 0.6)
        let layout = ReactionRowLayout(origin: start, screenWidth: host.size.width)
        let love = CGPoint(
            x: layout.center.x - ReactionRowLayout.width / 2 + ReactionRowLayout.padding
                + ReactionRowLayout.cell * 1.5 + ReactionRowLayout.spacing,
            y: layout.center.y + 10)
        host.move(from: start, to: love, steps: 8, duration: 0.3)
    }
}

/// The floating row of reaction icons; the hovered one grows, rises and shows its name.
struct ReactionRow: View {
    let hovered: Int?

    var body: some View {
        HStack(spacing: ReactionRowLayout.spacing) {
            ForEach(Array(Reaction.all.enumerated()), id: \.offset) { index, reaction in
                let isHovered = hovered == index
                Text(reaction.emoji).font(.system(size: 28))
                    .frame(width: ReactionRowLayout.cell, height: ReactionRowLayout.cell)
                    .scaleEffect(isHovered ? 1.6 : (hovered == nil ? 1 : 0.9), anchor: .bottom)
                    .overlay(alignment: .top) {
                        if isHovered {
                            Text(reaction.name).font(.caption).bold().foregroundColor(.white)
                                .padding(.horizontal, 8).padding(.vertical, 3)
                                .background(Capsule().fill(Color(white: 0, opacity: 0.7)))
                                .fixedSize()
                                .offset(y: -46)
                        }
                    }
                    .accessibilityLabel(reaction.name)
            }
        }
        .padding(ReactionRowLayout.padding)
        .background(
            Capsule().fill(Color.secondaryGroupedBackground).shadow(
                color: Color(white: 0, opacity: 0.25), radius: 8, y: 3)
        )
        .animation(.spring(response: 0.25, dampingFraction: 0.6), value: hovered)
    }
}
