import Foundation

/// A toolbar item the system adds, as SwiftUI's `ToolbarDefaultItemKind`; remove one with
/// `toolbar(removing:)`.
public struct ToolbarDefaultItemKind: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case sidebarToggle }
    let kind: Kind
    /// The button that hides and shows a `NavigationSplitView`'s sidebar.
    public static let sidebarToggle = ToolbarDefaultItemKind(kind: .sidebarToggle)
}

/// True when a view of the split view asked to remove its sidebar toggle.
struct SidebarToggleRemovedKey: PreferenceKey {
    static let defaultValue = false
    static func reduce(value: inout Bool, nextValue: () -> Bool) { value = value || nextValue() }
}

nonisolated extension View {
    /// Removes a toolbar item the system adds, as SwiftUI's `toolbar(removing:)`:
    /// `.toolbar(removing: .sidebarToggle)` anywhere in a `NavigationSplitView`'s columns takes its
    /// sidebar toggle away. `nil` removes nothing.
    public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> some View {
        preference(key: SidebarToggleRemovedKey.self, value: defaultItemKind == .sidebarToggle)
    }
}

/// The sidebar toggle a split view puts at the leading edge of its first shown column's bar: a
/// button with the sidebar symbol, labelled "Toggle Sidebar" for tests and assistive technologies.
struct SidebarToggleButton: View {
    let action: () -> Void
    var body: some View {
        Button(action: action) {
            Image(systemName: "sidebar.left").font(.system(size: 20))
                .foregroundColor(.accentColor)
                .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
        .accessibilityLabel("Toggle Sidebar")
        .accessibilityIdentifier("navigation.sidebarToggle")
    }
}
