import Foundation

/// The View menu's sidebar item, as SwiftUI's `SidebarCommands`: "Hide Sidebar" or "Show Sidebar"
/// for the `NavigationSplitView` of the frontmost window, doing what its sidebar toggle does.
///
/// ```swift
/// WindowGroup { ContentView() }
///     .commands { SidebarCommands() }
/// ```
/// The item is disabled while the window shows no split view with a sidebar (or shows it
/// collapsed into one stack, narrower than 600 points). Its shortcut is F9, the key GNOME's apps
/// use for their sidebars (Apple's Control-Command-S would be Control-S here, which is Save). The
/// item is the `.sidebar` group's standard item: `CommandGroup(replacing: .sidebar)` replaces it.
public struct SidebarCommands: Commands, PrimitiveCommands {
    public typealias Body = Never
    /// The sidebar item.
    public init() {}
    /// Commands never have their body called.
    public var body: Never { fatalError("SidebarCommands has no body") }

    /// F9.
    static let shortcut = KeyboardShortcut(KeyEquivalent(Character(Unicode.Scalar(0xF70C)!)), modifiers: [])

    func addItems(to items: inout [CommandItem], environment: EnvironmentValues) {
        let sidebar = environment.focusedValues.splitViewSidebar
        let item = Button(sidebar?.isShown == false ? "Show Sidebar" : "Hide Sidebar") { sidebar?.action.perform() }
            .keyboardShortcut(Self.shortcut)
            .disabled(sidebar == nil)
        items.append(CommandItem(kind: .group(.sidebar, .standard), content: AnyView(item)))
    }
}

struct SplitViewSidebarKey: FocusedValueKey { typealias Value = WindowPartToggle }

extension FocusedValues {
    /// The frontmost window's split view sidebar, read by `SidebarCommands`.
    var splitViewSidebar: WindowPartToggle? {
        get { self[SplitViewSidebarKey.self] }
        set { self[SplitViewSidebarKey.self] = newValue }
    }
}
