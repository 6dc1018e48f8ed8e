import Foundation
import Plume

/// The goal sizes of the `tap-goal` scene, as the tutorial's `GoalSize`.
enum GoalSize: Int, CaseIterable {
    case small = 15
    case medium = 45
    case big = 100

    var title: String {
        switch self {
        case .small: "Small"
        case .medium: "Medium"
        case .big: "Big"
        }
    }
}

/// The one state that decides which part of the `tap-goal` screen shows (the tutorial's
/// `GoalViewState`): no goal yet, a goal being tracked, or the goal reached.
enum GoalViewState: Equatable {
    case empty
    case goal(GoalSize)
    case success
}

/// The `tap-goal` scene: a tap counter with a tapping goal. One state enum switches between the
/// empty, goal-set and success views; the parts that are not shown take no space, so the spacing
/// between the title and the state view stays 16 points in every state (the tutorial's bug was
/// hidden views still holding their constraints).
struct TapGoalView: View {
    @State private var taps = 0
    @State private var state = GoalViewState.empty

    var body: some View {
        VStack(spacing: 16) {
            Text("Taps: \(taps)").font(.largeTitle).bold().monospacedDigit()
            if case .goal(let size) = state {
                Text("Goal set: \(size.rawValue) taps").font(.subheadline).foregroundStyle(.secondary)
            }
            stateView
                .frame(maxWidth: .infinity)
                .background(Color.secondaryGroupedBackground)
                .cornerRadius(12)
            Spacer(minLength: 0)
            HStack(spacing: 12) {
                Button("Tap me") { tap() }
                    .buttonStyle(.borderedProminent)
                Button("Reset") {
                    taps = 0
                    state = .empty
                }
                .buttonStyle(.bordered)
            }
        }
        .padding()
        .background(Color.groupedBackground)
    }

    @ViewBuilder private var stateView: some View {
        switch state {
        case .empty:
            VStack(spacing: 32) {
                Text("Set a tapping goal").font(.headline)
                HStack(spacing: 8) {
                    ForEach(GoalSize.allCases, id: \.self) { size in
                        Button("\(size.title) (\(size.rawValue))") {
                            taps = 0
                            state = .goal(size)
                        }
                        .buttonStyle(.bordered)
                        .font(.subheadline)  // the three fit the card's 16-point padding on a phone
                        .fixedSize()
                    }
                }
            }
            .padding(16)
        case .goal(let size):
            VStack(spacing: 16) {
                Text("\(size.title) goal").font(.headline)
                ProgressView(value: Double(min(taps, size.rawValue)), total: Double(size.rawValue))
                Text("\(taps) of \(size.rawValue)").monospacedDigit()
            }
            .padding(16)
        case .success:
            VStack(spacing: 8) {
                Text("🎉").font(.system(size: 64))
                Text("Goal reached!").font(.title2).bold()
            }
            .padding(16)
        }
    }

    /// Counts a tap; reaching the goal switches to the success state.
    private func tap() {
        taps += 1
        if case .goal(let size) = state, taps >= size.rawValue { state = .success }
    }
}

enum TapGoalScene {
    static let scene = GalleryScene(
        id: "tap-goal", title: "Stack view states", seed: "003",
        demo: { host in
            _ = host.tap("Small (15)")
            for _ in 0..<6 { _ = host.tap("Tap me") }
        },
        make: { TapGoalView() })
}
