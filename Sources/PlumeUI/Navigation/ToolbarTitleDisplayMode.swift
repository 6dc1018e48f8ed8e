import Foundation

/// How a page's title is shown in the navigation bar, as SwiftUI's `ToolbarTitleDisplayMode`
/// (iOS 17's spelling of `NavigationBarItem.TitleDisplayMode`): set with
/// `toolbarTitleDisplayMode(_:)`.
public struct ToolbarTitleDisplayMode: Hashable, Sendable {
    let mode: NavigationBarItem.TitleDisplayMode

    /// Large on the root page, inline on pushed pages (as on iOS).
    public static var automatic: ToolbarTitleDisplayMode { .init(mode: .automatic) }
    /// A small title centred in the bar.
    public static var inline: ToolbarTitleDisplayMode { .init(mode: .inline) }
    /// A large bold title below the bar, at the leading edge.
    public static var large: ToolbarTitleDisplayMode { .init(mode: .large) }
    /// A large title inline in the bar on iOS. Plume shows it as `.large` (a large bold title below
    /// the bar): it has no bar row that holds a large title beside the buttons.
    public static var inlineLarge: ToolbarTitleDisplayMode { .init(mode: .large) }
}

nonisolated extension View {
    /// How the title of this view's page is shown, as SwiftUI's `toolbarTitleDisplayMode(_:)`:
    /// the same setting as `navigationBarTitleDisplayMode(_:)` (the innermost of either wins).
    ///
    /// ```swift
    /// NavigationStack {
    ///     Text("Body").navigationTitle("Detail").toolbarTitleDisplayMode(.inline)
    /// }
    /// ```
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        navigationBarTitleDisplayMode(mode.mode)
    }
}
