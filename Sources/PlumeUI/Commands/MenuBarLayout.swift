import Foundation

/// Assembles the menu bar from the standard menus and the app's commands: File, Edit, View, the
/// app's `CommandMenu`s, Window and Help (see `CommandGroupPlacement` for which group is where).
///
/// Each standard group shows, in order, the `CommandGroup(before:)` additions, its standard items
/// (or the `CommandGroup(replacing:)` additions instead), then the `CommandGroup(after:)` additions;
/// non-empty groups are separated by dividers, and menus with no items are left out.
@MainActor
struct MenuBarLayout {
    /// The app's declared commands.
    let commands: [CommandItem]
    /// The standard items of each placement (none for placements left out).
    let standard: [CommandGroupPlacement: [any View]]

    /// The "Close Window" item's group (Plume's own; not a public placement).
    static let closeItem = CommandGroupPlacement("closeItem")

    /// The standard menus before the app's menus, and after them.
    static let leading: [(String, [CommandGroupPlacement])] = [
        (
            "File",
            [
                .newItem, .saveItem, .importExport, .printItem, closeItem, .appVisibility, .systemServices,
                .appTermination,
            ]
        ),
        ("Edit", [.undoRedo, .pasteboard, .textEditing, .textFormatting, .appSettings]),
        ("View", [.toolbar, .sidebar]),
    ]
    static let trailing: [(String, [CommandGroupPlacement])] = [
        ("Window", [.windowSize, .windowArrangement, .singleWindowList, .windowList]),
        ("Help", [.help, .appInfo]),
    ]

    /// The menus to show, in order.
    var menus: [MenuBarMenu] {
        var menus = Self.leading.map(menu)
        for item in commands {
            if case .menu(let title) = item.kind {
                menus.append(MenuBarMenu(title: title, items: Self.items(of: item.content)))
            }
        }
        menus += Self.trailing.map(menu)
        return menus.filter { !$0.items.isEmpty }
    }

    private func menu(_ entry: (String, [CommandGroupPlacement])) -> MenuBarMenu {
        var items: [any View] = []
        for placement in entry.1 {
            let group = self.items(at: placement)
            guard !group.isEmpty else { continue }
            if !items.isEmpty { items.append(Divider()) }
            items += group
        }
        return MenuBarMenu(title: entry.0, items: items)
    }

    /// The items of one group: additions before, the standard ones (or replacements), additions after.
    func items(at placement: CommandGroupPlacement) -> [any View] {
        func additions(_ position: CommandGroupPosition) -> [any View] {
            commands.flatMap { item -> [any View] in
                guard case .group(let at, let pos) = item.kind, at == placement, pos == position else { return [] }
                return Self.items(of: item.content)
            }
        }
        let replacing = commands.contains {
            if case .group(placement, .replacing) = $0.kind { return true }
            return false
        }
        let middle = replacing ? additions(.replacing) : (standard[placement] ?? []) + additions(.standard)
        return additions(.before) + middle + additions(.after)
    }

    /// The elements of declared content, each one menu item.
    static func items(of content: AnyView) -> [any View] { ViewListElements.flatten(content.view).map(\.view) }
}
