import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// A field with some autocapitalization, echoing its text.
private struct Field: View {
    let capitals: TextInputAutocapitalization?
    @State private var text = ""
    var body: some View {
        VStack {
            Text("Typed [\(text)]")
            TextField("Name", text: $text)
                .textInputAutocapitalization(capitals)
                .autocorrectionDisabled()
                .keyboardType(.emailAddress)
                .textContentType(.username)
                .submitLabel(.go)
        }
    }
}

@MainActor @Suite("Text input traits") struct TextInputTraitsTests {
    private func typed(_ capitals: TextInputAutocapitalization?, _ text: String) -> String? {
        let host = makeHost(Field(capitals: capitals))
        #expect(host.tap("Name"))
        #expect(host.type(text))
        return host.texts.first { $0.hasPrefix("Typed [") }
    }

    @Test func typedTextIsCapitalisedAsAsked() {
        #expect(typed(.characters, "abc def") == "Typed [ABC DEF]")
        #expect(typed(.words, "ada lovelace") == "Typed [Ada Lovelace]")
        #expect(typed(.sentences, "hi there. how are you? fine") == "Typed [Hi there. How are you? Fine]")
        #expect(typed(.never, "ada lovelace") == "Typed [ada lovelace]")
        #expect(typed(nil, "ada lovelace") == "Typed [ada lovelace]")
    }

    @Test func eachCharacterTypedAloneIsCapitalisedFromWhatCameBefore() {
        let host = makeHost(Field(capitals: .words))
        #expect(host.tap("Name"))
        for character in "grace hopper" { #expect(host.type(String(character))) }
        #expect(host.find(text: "Typed [Grace Hopper]") != nil)
    }
}
