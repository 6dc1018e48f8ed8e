import Foundation

nonisolated extension View {
    /// Starts `action` as a task on the main actor when the view appears, and cancels it when the
    /// view disappears, as SwiftUI's `task(priority:_:)`.
    ///
    /// ```swift
    /// List(items) { Text($0.title) }
    ///     .task { items = await store.loadItems() }
    /// ```
    /// The task runs on the main actor (so it may change `@State` directly); its code between
    /// suspension points runs between frames, never during one. Cancellation is cooperative, as in
    /// Swift: an action that ignores `Task.isCancelled` runs to its end, but its view is gone.
    /// A task that sleeps (`Task.sleep`) sleeps in real time, also under a test host, whose manual
    /// clock drives animations and timers but cannot drive Swift's clocks; a test host runs a task's
    /// work whenever it runs main-queue work (each frame, `advance`, `settle`).
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor () async -> Void)
        -> some View
    {
        modifier(TaskModifier(id: TaskModifierNoID(), priority: priority, action: action))
    }

    /// Starts `action` when the view appears and restarts it (cancelling the running one first)
    /// whenever `value` changes, as SwiftUI's `task(id:priority:_:)`; cancels it when the view
    /// disappears.
    ///
    /// ```swift
    /// Text(weather.summary)
    ///     .task(id: city) { weather = await service.forecast(for: city) }
    /// ```
    public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor () async -> Void
    ) -> some View {
        modifier(TaskModifier(id: value, priority: priority, action: action))
    }
}

/// The identity of a `task` without an `id:`: never changes.
struct TaskModifierNoID: Equatable {}

/// Runs one view's task: started by `onAppear`, restarted by a change of `id`, cancelled by
/// `onDisappear` (and when the view's state is discarded).
nonisolated struct TaskModifier<ID: Equatable>: ViewModifier {
    let id: ID
    let priority: TaskPriority
    let action: @MainActor () async -> Void
    @State private var running = RunningTask()

    @MainActor func body(content: Content) -> some View {
        let running = running
        let priority = priority
        let action = action
        return
            content
            .onAppear { running.start(priority: priority, action) }
            .onDisappear { running.cancel() }
            .onChange(of: id) { running.start(priority: priority, action) }
    }
}

/// The task a `TaskModifier` started, kept in the view's state; starting one cancels the previous.
final class RunningTask {
    private var task: Task<Void, Never>?

    /// Cancels the running task, if any, and starts `action` on the main actor.
    func start(priority: TaskPriority, _ action: @escaping @MainActor () async -> Void) {
        task?.cancel()
        task = Task(priority: priority) { @MainActor in await action() }
    }

    /// Cancels the running task, if any.
    func cancel() {
        task?.cancel()
        task = nil
    }

    deinit { task?.cancel() }
}
