import Foundation

/// A standard group of the menu bar that a `CommandGroup` adds to or replaces, as SwiftUI's
/// `CommandGroupPlacement`.
///
/// Where each group is on Linux (a menu bar in every window, GNOME-style menus):
/// - File: `.newItem` ("New Window", Control-N, for the app's first `WindowGroup`), `.saveItem`,
///   `.importExport`, `.printItem`, then "Close Window" (Control-W), `.appVisibility`,
///   `.systemServices` and `.appTermination` ("Quit", Control-Q).
/// - Edit: `.undoRedo` (Undo, Redo), `.pasteboard` (Cut, Copy, Paste, Select All: see
///   `StandardEditItem`), `.textEditing`, `.textFormatting`, `.appSettings` ("Settings…",
///   Control-Comma, when the app has a `Settings` scene).
/// - View: `.toolbar`, `.sidebar`. Then the app's `CommandMenu`s.
/// - Window: `.windowSize`, `.windowArrangement`, `.singleWindowList` (the `Window` scenes),
///   `.windowList` (the open windows).
/// - Help: `.help`, `.appInfo`.
/// Groups other than those named above have no standard items; a menu with no items is not shown.
public struct CommandGroupPlacement: Hashable, Sendable {
    let name: String
    init(_ name: String) { self.name = name }

    public static let appInfo = CommandGroupPlacement("appInfo")
    public static let appSettings = CommandGroupPlacement("appSettings")
    public static let systemServices = CommandGroupPlacement("systemServices")
    public static let appVisibility = CommandGroupPlacement("appVisibility")
    public static let appTermination = CommandGroupPlacement("appTermination")
    public static let newItem = CommandGroupPlacement("newItem")
    public static let saveItem = CommandGroupPlacement("saveItem")
    public static let importExport = CommandGroupPlacement("importExport")
    public static let printItem = CommandGroupPlacement("printItem")
    public static let undoRedo = CommandGroupPlacement("undoRedo")
    public static let pasteboard = CommandGroupPlacement("pasteboard")
    public static let textEditing = CommandGroupPlacement("textEditing")
    public static let textFormatting = CommandGroupPlacement("textFormatting")
    public static let toolbar = CommandGroupPlacement("toolbar")
    public static let sidebar = CommandGroupPlacement("sidebar")
    public static let windowSize = CommandGroupPlacement("windowSize")
    public static let windowArrangement = CommandGroupPlacement("windowArrangement")
    public static let windowList = CommandGroupPlacement("windowList")
    public static let singleWindowList = CommandGroupPlacement("singleWindowList")
    public static let help = CommandGroupPlacement("help")
}
