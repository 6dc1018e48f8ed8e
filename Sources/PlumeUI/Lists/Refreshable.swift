import Foundation
import PlumeGraphics

/// What `.refreshable` puts in the environment, as SwiftUI's `RefreshAction`: call it with `await`
/// to refresh (it returns when the refresh has finished).
///
/// ```swift
/// List(news) { Text($0.title) }
///     .refreshable { await model.reload() }
///
/// struct ReloadButton: View {
///     @Environment(\.refresh) private var refresh
///     var body: some View {
///         if let refresh { Button("Reload") { Task { await refresh() } } }
///     }
/// }
/// ```
public struct RefreshAction: Sendable {
    let action: @Sendable () async -> Void
    /// Runs the refresh and returns when it has finished.
    public func callAsFunction() async { await action() }
}

struct RefreshActionKey: EnvironmentKey { static let defaultValue: RefreshAction? = nil }

extension EnvironmentValues {
    /// The refresh action of the nearest `.refreshable` around, as SwiftUI's `\.refresh`; nil when
    /// there is none.
    public internal(set) var refresh: RefreshAction? {
        get { self[RefreshActionKey.self] }
        set { self[RefreshActionKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Makes the scroll views (and so the `List`s and `Form`s) inside refreshable, as SwiftUI's
    /// `refreshable(action:)`: pulling the content down past the top by more than
    /// `RefreshControl.threshold` points starts `action`, and a progress indicator shows above the
    /// content until it returns. Views inside can also run it through `\.refresh`.
    ///
    /// Plume offers the pull on every platform (SwiftUI on macOS only offers `\.refresh`): in a
    /// window, drag the content down with the pointer or a touch; wheel scrolling stops at the top.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        environment(\.refresh, RefreshAction(action: action))
    }
}
