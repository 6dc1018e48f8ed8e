import Foundation
import PlumeFoundation

/// The standard items of the menu bar's Edit menu (`CommandGroupPlacement.undoRedo` and
/// `.pasteboard`): Undo, Redo, Cut, Copy, Paste and Select All, acting on the window's text field
/// (or selectable text) that has the keyboard focus — or had it when the menu opened (a menu takes
/// the focus while it is up and gives it back when it closes); see `EditMenuTarget`.
///
/// `MenuBarView` asks `items(for:)` each time its body is evaluated (which is each time a menu
/// opens or closes), so an item is enabled only while it can act (see
/// `TextFieldBehavior.canPerform(_:)`); its keyboard shortcut is the text field's own (a focused
/// field takes Control-C before any menu item does). A `CommandGroup(replacing: .pasteboard)`
/// replaces Cut, Copy, Paste and Select All, as on macOS.
@MainActor
enum StandardEditItem: CaseIterable {
    case undo, redo, cut, copy, paste, selectAll

    /// The item's title in the menu.
    var title: String {
        switch self {
        case .undo: "Undo"
        case .redo: "Redo"
        case .cut: "Cut"
        case .copy: "Copy"
        case .paste: "Paste"
        case .selectAll: "Select All"
        }
    }

    /// The text-editing command it runs.
    var command: TextEditingCommand {
        switch self {
        case .undo: .undo
        case .redo: .redo
        case .cut: .cut
        case .copy: .copy
        case .paste: .paste
        case .selectAll: .selectAll
        }
    }

    /// Its keyboard shortcut (Control on Linux, as every `.command` shortcut in the menu bar).
    var shortcut: KeyboardShortcut {
        switch self {
        case .undo: KeyboardShortcut("z")
        case .redo: KeyboardShortcut("z", modifiers: [.command, .shift])
        case .cut: KeyboardShortcut("x")
        case .copy: KeyboardShortcut("c")
        case .paste: KeyboardShortcut("v")
        case .selectAll: KeyboardShortcut("a")
        }
    }

    /// The menu bar group it belongs to.
    var placement: CommandGroupPlacement { self == .undo || self == .redo ? .undoRedo : .pasteboard }

    /// The Edit menu's standard items for the window whose graph is `graph`, by group, each enabled
    /// only when the text field it would act on can take it. In a window with an undo manager (a
    /// document window's), Undo and Redo act on it instead, titled with its action names ("Undo
    /// Typing") and enabled while it has something to undo or redo.
    static func items(for graph: ViewGraph?, undoManager: UndoManager?) -> [CommandGroupPlacement: [any View]] {
        var items: [CommandGroupPlacement: [any View]] = [:]
        let target = graph?.editMenuTarget
        if let undoManager {
            items[.undoRedo] = [
                Button(undoManager.undoMenuItemTitle) { undoManager.undo() }
                    .keyboardShortcut(StandardEditItem.undo.shortcut).disabled(!undoManager.canUndo),
                Button(undoManager.redoMenuItemTitle) { undoManager.redo() }
                    .keyboardShortcut(StandardEditItem.redo.shortcut).disabled(!undoManager.canRedo),
            ]
        }
        for item in allCases where undoManager == nil || item.placement != .undoRedo {
            let enabled = target?.canPerform(item) ?? false
            let button = Button(item.title) { [weak graph] in graph?.editMenuTarget?.perform(item) }
                .keyboardShortcut(item.shortcut)
                .disabled(!enabled)
            items[item.placement, default: []].append(button)
        }
        return items
    }
}

extension ViewGraph {
    /// What the Edit menu acts on: the focused text field or selectable text, or else the one the
    /// topmost presentation (an open menu, which holds the focus while it is up) took the focus
    /// from and gives it back to.
    var editMenuTarget: EditMenuTarget? {
        for node in [focusedNode, presentations.topmost?.savedFocus] {
            if let node, !node.isDestroyed, let target = node.behavior.editMenuTarget { return target }
        }
        return nil
    }
}
