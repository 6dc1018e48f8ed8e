import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// A sign-up form whose email field is focused by default.
private struct SignUp: View {
    enum Field: Hashable { case name, email }
    var preset: Field? = nil
    @State private var name = ""
    @State private var email = ""
    @FocusState private var field: Field?

    var body: some View {
        VStack {
            Text("Focus: \(field.map { "\($0)" } ?? "none")")
            TextField("Name", text: $name).focused($field, equals: .name)
            TextField("Email", text: $email).focused($field, equals: .email)
            Text("Email is \(email)")
        }
        .padding()
        .defaultFocus($field, .email)
        .onAppear { if let preset { field = preset } }
    }
}

@MainActor @Suite("defaultFocus") struct DefaultFocusTests {
    @Test func theDefaultFieldHasFocusWhenTheFormAppears() {
        let host = ViewHost(SignUp(), size: CGSize(width: 320, height: 240))
        #expect(host.find(text: "Focus: email") != nil)
        #expect(host.type("ada@example.org"))
        #expect(host.find(text: "Email is ada@example.org") != nil)
    }

    @Test func aFocusAlreadyChosenWins() {
        let host = ViewHost(SignUp(preset: .name), size: CGSize(width: 320, height: 240))
        #expect(host.find(text: "Focus: name") != nil)
    }

    @Test func tabMovesOnFromTheDefault() {
        let host = ViewHost(SignUp(), size: CGSize(width: 320, height: 240))
        #expect(host.press(.tab, modifiers: .shift))
        #expect(host.find(text: "Focus: name") != nil)
    }
}
