import Foundation

/// One menu of the menu bar as it is shown now: its title and its items (a flat list of buttons,
/// toggles, dividers, sections and submenus, as `MenuPanel` draws them).
@MainActor
struct MenuBarMenu {
    let title: String
    let items: [any View]

    /// The items as one view list (each item one element, so the panel sees every row).
    var content: AnyView {
        let items = self.items
        return AnyView(ForEach(items.indices, id: \.self) { index in AnyView(erasing: items[index]) })
    }
}
