import Foundation
import Plume

/// Counts view-model creations; the counts are published on the next main-queue turn so that nothing
/// is published while views update.
final class InitLog: ObservableObject {
    @Published private(set) var counts: [String: Int] = [:]
    /// Creations recorded so far, including those not yet published.
    private(set) var recorded: [String: Int] = [:]

    func record(_ name: String) {
        recorded[name, default: 0] += 1
        let value = recorded[name]!
        DispatchQueue.main.async { self.counts[name] = value }
    }
}

/// The dependency the bottom bar's view model needs (the tutorial's `EntryStore`).
final class EntryStore {
    let log = InitLog()
    private var generator = SeededGenerator(seed: 7)
    func randomNumber() -> Int { Int.random(in: 0..<100, using: &generator) }
}

/// Injected at the root with `environmentObject`.
final class DependencyContainer: ObservableObject {
    let entryStore = EntryStore()
}

/// The parent's view model: refreshing it re-evaluates the parent's body.
final class ContentViewModel: ObservableObject {
    @Published private(set) var refreshTimestamp = "Not refreshed yet"
    private var refreshes = 0
    func refresh() {
        refreshes += 1
        refreshTimestamp = "Refreshed \(refreshes) time\(refreshes == 1 ? "" : "s")"
    }
}

/// Shows a random number every 2 s from `Timer.publish`.
final class BottomBarViewModel: ObservableObject {
    @Published var text: String = "Waiting for the timer"
    private var cancellables = [AnyCancellable]()
    private let entryStore: EntryStore

    init(entryStore: EntryStore, kind: String) {
        self.entryStore = entryStore
        entryStore.log.record(kind)
        cancellables.append(
            Timer.publish(every: 2, on: .main, in: .default).autoconnect().sink { [weak self] _ in
                guard let self else { return }
                self.text = "Random number: \(self.entryStore.randomNumber())"
            })
    }
}

/// Owns its view model: created once per view identity.
struct BottomBarView: View {
    @StateObject var viewModel: BottomBarViewModel
    var body: some View {
        VStack(spacing: 4) {
            Text("@StateObject").font(.caption).foregroundColor(.secondary)
            Text(viewModel.text)
        }
    }
}

/// Observes a view model it is given: a new one arrives with every parent refresh.
struct ObservedBottomBarView: View {
    @ObservedObject var viewModel: BottomBarViewModel
    var body: some View {
        VStack(spacing: 4) {
            Text("@ObservedObject").font(.caption).foregroundColor(.secondary)
            Text(viewModel.text)
        }
    }
}

/// Shows how many view models each kind of bar created.
struct InitCountsView: View {
    @ObservedObject var log: InitLog
    var body: some View {
        VStack(spacing: 4) {
            Text("StateObject view models created: \(log.counts["StateObject", default: 0])")
            Text("ObservedObject view models created: \(log.counts["ObservedObject", default: 0])")
        }
        .font(.footnote)
    }
}

/// The `stateobject-lifecycle` scene: a parent that refreshes, and two bottom bars whose view models
/// are created in the parent's body, one kept with `@StateObject`, one re-created with `@ObservedObject`.
struct StateObjectContentView: View {
    @EnvironmentObject var dependencyContainer: DependencyContainer
    @StateObject var viewModel = ContentViewModel()

    var body: some View {
        VStack(alignment: .center) {
            VStack(spacing: 32) {
                Text(viewModel.refreshTimestamp)
                Button(action: viewModel.refresh, label: { Text("Refresh") })
            }
            Spacer()
            InitCountsView(log: dependencyContainer.entryStore.log)
            Spacer()
            BottomBarView(
                viewModel: BottomBarViewModel(entryStore: dependencyContainer.entryStore, kind: "StateObject"))
            Divider()
            ObservedBottomBarView(
                viewModel: BottomBarViewModel(entryStore: dependencyContainer.entryStore, kind: "ObservedObject"))
        }
        .padding()
    }
}

enum StateObjectLifecycleScene {
    static let scene = GalleryScene(
        id: "stateobject-lifecycle", title: "@StateObject vs @ObservedObject", seed: "001", usesTimers: true,
        demo: { host in
            host.advance(by: 2)
            host.tap("Refresh")
        },
        make: { StateObjectContentView().environmentObject(DependencyContainer()) })
}
