import Foundation
import Plume
import PlumeTesting
import Testing

@testable import Gallery

@Suite("focus-login") struct FocusLoginTests {
    private func frame(_ host: ViewHost, placeholder: String) -> CGRect? {
        host.views.first { $0.typeName.hasSuffix("Field") && host.dump().contains(placeholder) }.map { _ in
            // The field whose dump line mentions the placeholder.
            let line = host.dump().split(separator: "\n").first {
                $0.contains("placeholder \"\(placeholder)\"") || $0.contains(placeholder)
            }
            return line.flatMap { parseFrame(String($0)) }
        } ?? nil
    }

    private func parseFrame(_ line: String) -> CGRect? {
        guard let open = line.firstIndex(of: "("), let close = line.firstIndex(of: ")") else { return nil }
        let numbers = line[line.index(after: open)..<close].split(separator: ",").compactMap {
            Double($0.trimmingCharacters(in: .whitespaces))
        }
        guard numbers.count == 4 else { return nil }
        return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    private func focusedLine(_ host: ViewHost) -> String? {
        host.dump().split(separator: "\n").map { String($0) }.first { $0.hasSuffix(" focused") }
    }

    @Test func usernameTakesFocusShortlyAfterAppearing() throws {
        let host = ViewHost(FocusLoginView(focusDelay: 0), size: CGSize(width: 390, height: 640))
        #expect(focusedLine(host) == nil)
        let deadline = Date().addingTimeInterval(2)
        while focusedLine(host) == nil && Date() < deadline { host.advance(by: 0.05) }
        #expect(focusedLine(host)?.contains("TextField") == true)
        #expect(focusedLine(host)?.contains("Username\"") == true)
        #expect(host.type("ada"))
        #expect(host.dump().contains("TextField") && host.dump().contains("\"ada\" focused"))
    }

    @Test func submitMovesFocusToTheFirstEmptyField() throws {
        let host = ViewHost(FocusLoginView(focusDelay: 3600), size: CGSize(width: 390, height: 640))
        #expect(host.tap("Submit"))
        #expect(focusedLine(host)?.contains("placeholder \"Username\"") == true)
        #expect(host.type("grace"))
        #expect(host.tap("Submit"))
        #expect(focusedLine(host)?.contains("SecureField") == true)
        #expect(host.type("hopper"))
        #expect(focusedLine(host)?.contains("\"••••••\"") == true)  // secure text shows dots
        #expect(host.press(.backspace))
        #expect(focusedLine(host)?.contains("\"•••••\"") == true)
    }

    @Test func boolVariantRefocusesAShortPassword() throws {
        let host = ViewHost(FocusLoginView(focusDelay: 3600), size: CGSize(width: 390, height: 640))
        #expect(host.tap("Username (2)"))
        #expect(host.type("linus"))
        #expect(host.tap("Submit (2)"))
        #expect(focusedLine(host)?.contains("placeholder \"Password (2)\"") == true)
        #expect(host.find(text: "Too short: 0 of 8") != nil)
        #expect(host.type("12345678"))
        #expect(host.tap("Submit (2)"))
        #expect(host.find(text: "Accepted") != nil)
    }

    @Test func tabAndShiftTabMoveFocusInReadingOrder() throws {
        let host = ViewHost(FocusLoginView(focusDelay: 3600), size: CGSize(width: 390, height: 640))
        #expect(host.press(.tab))
        #expect(focusedLine(host)?.contains("\"Username\"") == true)
        #expect(host.press(.tab))
        #expect(focusedLine(host)?.contains("\"Password\"") == true)
        #expect(host.press(.tab))
        #expect(focusedLine(host)?.contains("\"Username (2)\"") == true)
        #expect(host.press(.tab, modifiers: .shift))
        #expect(focusedLine(host)?.contains("\"Password\"") == true)
        // The focus ring is drawn around the focused field.
        #expect(host.dumpDisplayList().contains("stroke #007AFF99 w 2"))
    }

    @Test func typedTextKeepsGraphemesAndDropsControlCharacters() throws {
        struct One: View {
            @State var text = ""
            var body: some View { TextField("Name", text: $text) }
        }
        let host = ViewHost(One(), size: CGSize(width: 300, height: 100))
        #expect(!host.type("ignored"))  // nothing focused yet
        #expect(host.press(.tab))
        #expect(host.type("e\u{301}👍🏽\nx\u{7}"))
        #expect(host.dump().contains("\"e\u{301}👍🏽x\" focused"))
        #expect(host.press(.backspace))
        #expect(host.press(.backspace))
        #expect(host.dump().contains("\"e\u{301}\" focused"))
    }

    @Test func picture() throws {
        let host = try GalleryRenderer.host(for: try GalleryRenderer.scene("focus-login"))
        try host.assertSnapshot(named: "focus-login", in: snapshotDirectory)
    }
}
