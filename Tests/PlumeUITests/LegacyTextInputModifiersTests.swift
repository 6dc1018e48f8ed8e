import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// A word field written with SwiftUI's older spellings of the text input modifiers.
private struct WordField: View {
    @State var word = ""
    let style: UITextAutocapitalizationType
    var body: some View {
        TextField("Your word", text: $word)
            .autocapitalization(style)
            .disableAutocorrection(true)
    }
}

@MainActor
@Suite("Legacy text input modifiers") struct LegacyTextInputModifiersTests {
    @Test(arguments: [
        (UITextAutocapitalizationType.none, "hello there. bye"),
        (.words, "Hello There. Bye"),
        (.sentences, "Hello there. Bye"),
        (.allCharacters, "HELLO THERE. BYE"),
    ])
    func autocapitalizationCapitalisesAsTyped(style: UITextAutocapitalizationType, expected: String) {
        let host = makeHost(WordField(style: style), width: 300, height: 60)
        #expect(host.tap("Your word"))
        #expect(host.type("hello there. bye"))
        #expect(host.dump().contains("TextField (0, 22, 300, 16) \"\(expected)\""), "\(host.dump())")
    }

    @Test func theOldInitialiserMapsUIKitsKinds() {
        #expect(TextInputAutocapitalization(.none) == .never)
        #expect(TextInputAutocapitalization(.allCharacters) == .characters)
    }

    @Test func disablingAutocorrectionIsKeptInTheEnvironment() {
        var seen: [Bool] = []
        let probe = EnvironmentReader(\.autocorrectionDisabled) { seen.append($0) }
        _ = makeHost(
            VStack {
                probe.disableAutocorrection(true)
                probe.disableAutocorrection(nil)
            }, width: 100, height: 60)
        #expect(seen.contains(true) && seen.contains(false))
    }
}

/// Calls `read` with an environment value each time its body is evaluated.
private struct EnvironmentReader<Value>: View {
    @Environment var value: Value
    let read: (Value) -> Void
    init(_ keyPath: KeyPath<EnvironmentValues, Value>, read: @escaping (Value) -> Void) {
        _value = Environment(keyPath)
        self.read = read
    }
    var body: some View {
        read(value)
        return Color.clear.frame(width: 1, height: 1)
    }
}
