import Foundation
import PlumeGraphics

/// The list an open menu shows, presented by the presentation layer as a `.menu`: each element of
/// the menu's content (through `ForEach`, `Group` and conditionals) in order — buttons, toggles
/// and submenus as rows, a `Divider` as a separator, a `Section` as its header (small, gray) and
/// rows between separators, any other view as it is, inset like a row's label — optionally under a
/// preview (a context menu's `preview:`).
struct MenuPanel: View {
    let content: AnyView
    let context: MenuContext
    var preview: AnyView? = nil

    /// The least width of a menu.
    static let minWidth: CGFloat = 180
    /// The widest a menu gets (longer labels truncate).
    static let maxWidth: CGFloat = 320

    var body: some View {
        let parts = Self.parts(of: content.view)
        return MenuFocusArea(menu: context) {
            VStack(alignment: .leading, spacing: 0) {
                if let preview {
                    preview.padding(8)
                    Divider()
                }
                ForEach(parts) { part in
                    switch part.kind {
                    case .separator: MenuSeparator()
                    case .header(let header):
                        header.font(.footnote.weight(.semibold)).foregroundColor(.secondary).lineLimit(1)
                            .padding(.horizontal, 15).padding(.top, 4).padding(.bottom, 2)
                    case .row(let view): view
                    case .other(let view): view.padding(.horizontal, 15).padding(.vertical, 4)
                    }
                }
            }
            .padding(.vertical, 5)
            .frame(minWidth: Self.minWidth, maxWidth: Self.maxWidth)
        }
        .buttonStyle(MenuItemButtonStyle())
        .toggleStyle(MenuToggleStyle())
        .environment(\.menuContext, context)
        .environment(\.controlsAreFocusable, false)
        .modifier(MenuLabelStyleRestorer())
    }

    /// One line of the list.
    struct Part: Identifiable {
        enum Kind {
            case separator
            case header(AnyView)
            case row(AnyView)
            case other(AnyView)
        }
        let id: AnyHashable
        let kind: Kind
    }

    /// The lines of `content`: sections opened into a header and rows with separators around them
    /// (none at the ends, never two in a row).
    static func parts(of content: any View) -> [Part] {
        var parts: [Part] = []
        func separator(_ key: AnyHashable) {
            guard let last = parts.last, case .separator = last.kind else {
                if !parts.isEmpty { parts.append(Part(id: key, kind: .separator)) }
                return
            }
        }
        for element in ViewListElements.flatten(content) {
            let key = element.key
            switch MenuItemKind.kind(of: element.view) {
            case .separator:
                separator(AnyHashable([key, "separator"]))
            case .section(let section):
                separator(AnyHashable([key, "before"]))
                if let header = section.menuHeader {
                    parts.append(Part(id: AnyHashable([key, "header"]), kind: .header(header)))
                }
                for row in ViewListElements.flatten(section.menuRows) {
                    let id = AnyHashable([key, row.key])
                    switch MenuItemKind.kind(of: row.view) {
                    case .separator: separator(id)
                    case .row, .section: parts.append(Part(id: id, kind: .row(AnyView(erasing: row.view))))
                    case .other: parts.append(Part(id: id, kind: .other(AnyView(erasing: row.view))))
                    }
                }
                separator(AnyHashable([key, "after"]))
            case .row:
                parts.append(Part(id: key, kind: .row(AnyView(erasing: element.view))))
            case .other:
                parts.append(Part(id: key, kind: .other(AnyView(erasing: element.view))))
            }
        }
        if let last = parts.last, case .separator = last.kind { parts.removeLast() }
        return parts
    }
}

/// A thin line between groups of a menu's rows.
struct MenuSeparator: View {
    var body: some View { Divider().padding(.horizontal, 10).padding(.vertical, 4) }
}

/// Gives a menu opened from a toolbar item its rows' automatic label style back (title and icon),
/// which the bar had turned into the icon alone for its own items.
nonisolated private struct MenuLabelStyleRestorer: ViewModifier {
    @Environment(\.labelStyle) private var labelStyle
    @MainActor func body(content: Content) -> some View {
        content.environment(\.labelStyle, labelStyle.isAutomaticInBar ? AnyLabelStyle(DefaultLabelStyle()) : labelStyle)
    }
}
