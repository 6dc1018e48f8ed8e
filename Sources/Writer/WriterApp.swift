import SwiftUI

/// The `writer` example: `swift run writer [file.txt]` opens a plain-text editor with a window per
/// document (New, Open…, Save, Save As…, Close in the File menu; Edit › Undo and Redo for the
/// document's changes), a Text menu whose commands act on the focused editor through
/// `@FocusedBinding` (one copies its text into a new document with `newDocument`), and windows that cannot be made smaller than their
/// content. Written exactly as a SwiftUI app for macOS; it needs a display (without one it says so
/// and exits with status 1).
@main
struct WriterApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: TextDocument()) { file in
            EditorView(document: file.$document, fileName: file.fileURL?.lastPathComponent)
        }
        .defaultSize(width: 520, height: 380)
        .windowResizability(.contentMinSize)
        .commands { TextCommands() }
    }
}

/// Commands on the focused editor's text: disabled while no editor has the focus.
struct TextCommands: Commands {
    @FocusedBinding(\.editorText) private var text: String?
    @Environment(\.newDocument) private var newDocument

    var body: some Commands {
        CommandMenu("Text") {
            Button("New Document With Text") {
                // The document is made later, off the main actor: take the text now.
                let contents = text ?? ""
                newDocument(TextDocument(text: contents))
            }
            .keyboardShortcut("n", modifiers: [.command, .shift])
            .disabled(text == nil)
            Divider()
            Button("Uppercase") { text = text?.uppercased() }
                .keyboardShortcut("u", modifiers: [.command, .shift])
                .disabled(text == nil)
            Button("Lowercase") { text = text?.lowercased() }
                .keyboardShortcut("l", modifiers: [.command, .shift])
                .disabled(text == nil)
        }
    }
}

extension FocusedValues {
    /// The text of the editor that has the focus.
    @Entry var editorText: Binding<String>?
}

/// One document's editor with a status line.
struct EditorView: View {
    @Binding var document: TextDocument
    let fileName: String?

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            TextEditor(text: $document.text)
                .focusedValue(\.editorText, $document.text)
                .frame(minWidth: 320, minHeight: 200)
            Text("\(fileName ?? "Not saved yet") · \(document.text.count) characters")
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
        .padding(12)
    }
}
