import Foundation

/// The View menu's toolbar item, as SwiftUI's `ToolbarCommands`: "Hide Toolbar" or "Show Toolbar"
/// for the frontmost window, hiding or showing its pages' navigation bars (titles, back buttons and
/// top toolbar items) and bottom bars.
///
/// ```swift
/// WindowGroup { ContentView() }
///     .commands { ToolbarCommands() }
/// ```
/// The item is the `.toolbar` group's standard item: `CommandGroup(replacing: .toolbar)` replaces
/// it. It has no keyboard shortcut (Apple's Option-Command-T is Control-Alt-T here, which desktops
/// keep for opening a terminal), and there is no "Customize Toolbar…" item: Plume's toolbars
/// cannot be customised.
public struct ToolbarCommands: Commands, PrimitiveCommands {
    public typealias Body = Never
    /// The toolbar item.
    public init() {}
    /// Commands never have their body called.
    public var body: Never { fatalError("ToolbarCommands has no body") }

    func addItems(to items: inout [CommandItem], environment: EnvironmentValues) {
        let toolbar = environment.focusedValues.windowToolbar
        let item = Button(toolbar?.isShown == false ? "Show Toolbar" : "Hide Toolbar") { toolbar?.action.perform() }
            .disabled(toolbar == nil)
        items.append(CommandItem(kind: .group(.toolbar, .standard), content: AnyView(item)))
    }
}

struct WindowToolbarHiddenKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether the window's View › Hide Toolbar hid its bars (`ToolbarCommands`); read by the
    /// navigation and bottom bars.
    var windowToolbarHidden: Bool {
        get { self[WindowToolbarHiddenKey.self] }
        set { self[WindowToolbarHiddenKey.self] = newValue }
    }
}

struct WindowToolbarKey: FocusedValueKey { typealias Value = WindowPartToggle }

extension FocusedValues {
    /// The frontmost window's toolbars, read by `ToolbarCommands`.
    var windowToolbar: WindowPartToggle? {
        get { self[WindowToolbarKey.self] }
        set { self[WindowToolbarKey.self] = newValue }
    }
}
