import Foundation

/// The File menu's items for an app with a `DocumentGroup`: New (Control-N) and Open… (Control-O)
/// in `.newItem`, Save (Control-S) and Save As… (Control-Shift-S) in `.saveItem`, and Close
/// (Control-W) in place of Close Window.
///
/// `MenuBarView` asks for them each time its body is evaluated, for its own window: Open… and the
/// Save items act on that window's document (they are disabled in windows without one, and Save
/// in a viewer), New opens a new window. A `CommandGroup(replacing: .newItem)` or
/// `(replacing: .saveItem)` replaces them, as in SwiftUI.
@MainActor
enum DocumentMenuItems {
    static func items(session: AppSession, window: AppWindow?) -> [CommandGroupPlacement: [any View]] {
        guard session.hasDocumentScenes else { return [:] }
        let controller = window?.documentController
        let canSave = controller?.model?.isEditable ?? false
        var items: [CommandGroupPlacement: [any View]] = [:]
        var newItems: [any View] = []
        if session.newDocumentSceneIndex != nil {
            newItems.append(Button("New") { session.newDocument() }.keyboardShortcut("n"))
        }
        newItems.append(
            Button("Open…") { controller?.open() }.keyboardShortcut("o").disabled(controller == nil))
        items[.newItem] = newItems
        items[.saveItem] = [
            Button("Save") { controller?.save() }.keyboardShortcut("s").disabled(!canSave),
            Button("Save As…") { controller?.saveAs() }
                .keyboardShortcut("s", modifiers: [.command, .shift]).disabled(!canSave),
        ]
        if let window, controller != nil {
            items[MenuBarLayout.closeItem] = [
                Button("Close") { session.requestClose(window) }.keyboardShortcut("w")
            ]
        }
        return items
    }
}
