import Foundation

struct MenuIndicatorVisibilityKey: EnvironmentKey { static let defaultValue = Visibility.automatic }

extension EnvironmentValues {
    /// Whether menus inside draw their indicator, as SwiftUI's `menuIndicatorVisibility`: a
    /// `Menu`'s label is followed by a down chevron when `.visible`; a `.menu` picker's
    /// up-and-down chevron is left out when `.hidden`. `.automatic` keeps each as Plume draws it by
    /// default (a menu without, a menu picker with).
    public var menuIndicatorVisibility: Visibility {
        get { self[MenuIndicatorVisibilityKey.self] }
        set { self[MenuIndicatorVisibilityKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Shows or hides the indicator of the menus inside (`menuIndicatorVisibility`).
    public func menuIndicator(_ visibility: Visibility) -> some View {
        environment(\.menuIndicatorVisibility, visibility)
    }
}

/// The down chevron after a menu's label when its indicator is visible.
struct MenuIndicatorChevron: View {
    var body: some View {
        Image(systemName: "chevron.down").font(.system(size: 11, weight: .semibold))
            .accessibilityHidden(true)
    }
}
