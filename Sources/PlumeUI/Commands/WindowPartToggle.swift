import Foundation

/// A part of a window that a View menu item hides and shows (a split view's sidebar, the window's
/// toolbars), as the window publishes it to its menu bar through a scene focused value
/// (`SidebarCommands`, `ToolbarCommands`).
struct WindowPartToggle: Equatable {
    /// Whether the part shows now (the item then reads "Hide …").
    var isShown: Bool
    /// Hides or shows it.
    let action: CommandAction
}

/// An action a menu item runs, kept in the publishing view's state so that the published value
/// compares equal while nothing else changed (the closure is replaced at each body evaluation).
@MainActor
final class CommandAction: Equatable {
    /// What the item does now.
    var run: () -> Void = {}
    nonisolated static func == (a: CommandAction, b: CommandAction) -> Bool { a === b }
    /// Runs the current action.
    func perform() { run() }
}
