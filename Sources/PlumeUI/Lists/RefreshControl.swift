import Foundation
import PlumeGraphics

/// The pull-to-refresh control a vertical `ScrollView` puts above its content when the environment
/// has a `RefreshAction` (`.refreshable`).
///
/// Made by the scroll view's behaviour around its content. It reads how far the content's top is
/// below the scroll view's top (positive only while the content is pulled past its top and
/// bounces back); past `threshold` it runs the action once, in a main-actor task, and shows a
/// progress indicator in a band above the content until the action returns. A pull while a
/// refresh runs does nothing; the task is cancelled if the control goes away.
struct RefreshControl<Content: View>: View {
    let content: Content
    /// How far the content must be pulled down to start a refresh.
    static var threshold: CGFloat { 64 }
    /// The height of the band showing the progress indicator while refreshing.
    static var bandHeight: CGFloat { 50 }
    @Environment(\.refresh) private var refresh
    @State private var isRefreshing = false
    @State private var running = RefreshTask()

    var body: some View {
        VStack(spacing: 0) {
            if isRefreshing {
                ProgressView()
                    .frame(maxWidth: .infinity)
                    .frame(height: Self.bandHeight)
                    .accessibilityLabel("Refreshing")
                    .transition(.opacity)
            }
            content
        }
        .background(
            GeometryReader { proxy in
                Color.clear.preference(
                    key: RefreshPullKey.self, value: proxy.frame(in: .named(RefreshScrollSpace())).minY)
            }
        )
        .onPreferenceChange(RefreshPullKey.self) { pull in
            guard pull > Self.threshold, let refresh, !isRefreshing else { return }
            let refreshing = $isRefreshing
            withAnimation(.easeInOut(duration: 0.2)) { isRefreshing = true }
            running.start {
                await refresh()
                withAnimation(.easeInOut(duration: 0.2)) { refreshing.wrappedValue = false }
            }
        }
        .onDisappear { running.cancel() }
    }
}

/// The refresh task of a `RefreshControl`, kept across updates so it can be cancelled.
final class RefreshTask {
    private var task: Task<Void, Never>?

    /// Runs `body` in a main-actor task.
    func start(_ body: @escaping @MainActor () async -> Void) {
        task = Task { @MainActor in await body() }
    }

    func cancel() {
        task?.cancel()
        task = nil
    }
}

/// The coordinate space of the scroll view around a `RefreshControl`.
struct RefreshScrollSpace: Hashable {}

/// How far a refreshable content's top is below its scroll view's top.
struct RefreshPullKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
}
