import Foundation

/// What an open menu gives the items inside it: closing it (and the menus it opened from), and how
/// deep it is. Set in the environment of a menu's list by `MenuPanel`; nil outside menus.
struct MenuContext {
    /// Closes every menu of this chain (an item ran).
    let closeAll: () -> Void
    /// Closes this menu only (Left arrow in a submenu).
    let closeSelf: () -> Void
    /// 0 for a menu opened from its label, 1 for its submenus, and so on.
    let depth: Int
    /// In the menu bar: opens the menu `step` titles to the right (-1: left) instead of this one.
    var neighbour: ((Int) -> Void)? = nil
}

struct MenuContextKey: EnvironmentKey { static var defaultValue: MenuContext? { nil } }

extension EnvironmentValues {
    /// The open menu this view is an item of, if any.
    var menuContext: MenuContext? {
        get { self[MenuContextKey.self] }
        set { self[MenuContextKey.self] = newValue }
    }
}

/// Views a menu draws as rows of its own (buttons, toggles, submenus); other views (a `Text`) are
/// shown as they are, inset like a row's label.
protocol MenuItemMarker {}
extension Button: MenuItemMarker {}
extension Toggle: MenuItemMarker {}
extension Menu: MenuItemMarker {}

/// A `Section` inside a menu: a header and a group of rows between separators.
@MainActor
protocol MenuSectionRepresentable {
    /// The header view, nil when the section has none.
    var menuHeader: AnyView? { get }
    /// The section's rows.
    var menuRows: any View { get }
}

extension Section: MenuSectionRepresentable {
    var menuHeader: AnyView? { Parent.self == EmptyView.self ? nil : AnyView(header) }
    var menuRows: any View { content }
}

enum MenuItemKind {
    /// What `view` is in a menu's list: a section, a separator, a row, or another view.
    static func kind(of view: any View) -> Kind {
        if let erased = view as? AnyView { return kind(of: erased.view) }
        if let section = view as? MenuSectionRepresentable { return .section(section) }
        if view is Divider { return .separator }
        if isRow(view) { return .row }
        return .other
    }

    enum Kind {
        case section(MenuSectionRepresentable)
        case separator, row, other
    }

    private static func isRow(_ view: any View) -> Bool {
        if view is MenuItemMarker { return true }
        if let erased = view as? AnyView { return isRow(erased.view) }
        if let modified = view as? AnyModifiedContent { return isRow(modified.anyContent) }
        return false
    }
}
