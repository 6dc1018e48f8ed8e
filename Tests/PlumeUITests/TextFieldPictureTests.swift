import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// Renders text fields with real fonts to a PNG for a person to look at (PLUME_TEXT_PICTURE=path).
@Suite("Text field picture") struct TextFieldPictureTests {
    private struct Form: View {
        @State var name = "Grapheme e\u{301} 👍🏽 🇫🇷 test"
        @State var password = "secret"
        @State var notes = "A multi-line editor wraps its long lines at the edge and keeps going.\nSecond paragraph."
        var body: some View {
            VStack(alignment: .leading, spacing: 14) {
                TextField("Name", text: $name).textFieldStyle(.roundedBorder)
                TextField("Empty shows its prompt", text: .constant("")).textFieldStyle(.roundedBorder)
                SecureField("Password", text: $password).textFieldStyle(.roundedBorder)
                TextEditor(text: $notes).frame(height: 110).border(Color.gray)
            }
            .padding()
        }
    }

    @Test func selectionCaretAndEditor() throws {
        let host = ViewHost(Form(), size: CGSize(width: 320, height: 330))
        #expect(host.tap("Name"))
        #expect(host.press(.end))
        #expect(host.press(.left, modifiers: [.shift, .control]))
        #expect(host.selectedText == "test")
        if let path = ProcessInfo.processInfo.environment["PLUME_TEXT_PICTURE"] {
            try host.writePNG(to: path)
        }
        for _ in 0..<3 { #expect(host.press(.tab)) }  // past the empty field and the password
        #expect(host.press(.home, modifiers: .control))
        #expect(host.press(.down))
        #expect(host.press(.end, modifiers: [.shift, .control]))
        #expect(host.selectedText?.hasPrefix("lines at the edge") == true)
        // End on a wrapped line stops before the space where Pango wrapped it.
        #expect(host.press(.home, modifiers: .control))
        #expect(host.press(.end))
        #expect(host.type("!"))
        #expect(host.focusedText?.hasPrefix("A multi-line editor wraps its long! lines") == true)
        if let path = ProcessInfo.processInfo.environment["PLUME_TEXT_PICTURE"] {
            try host.writePNG(to: path.replacingOccurrences(of: ".png", with: "-editor.png"))
        }
    }
}
