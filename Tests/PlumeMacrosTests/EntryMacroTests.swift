import Foundation
import PlumeMacros
import PlumeTesting
import PlumeUI
import Testing

// Environment values declared with `@Entry`, as in SwiftUI since 2024.
extension EnvironmentValues {
    @Entry var accentName: String = "blue"
    @Entry var badgeCount = 3
    @Entry var optionalNote: String?
}

private struct Badge: View {
    @Environment(\.accentName) private var accent
    @Environment(\.badgeCount) private var count
    @Environment(\.optionalNote) private var note
    var body: some View { Text("\(accent) \(count) \(note ?? "none")") }
}

@Suite struct EntryMacroTests {
    @Test func defaultsAndOverrides() {
        let plain = ViewHost(Badge(), size: CGSize(width: 300, height: 100))
        #expect(plain.find(text: "blue 3 none") != nil)
        let set = ViewHost(
            Badge().environment(\.accentName, "red").environment(\.badgeCount, 9).environment(\.optionalNote, "hi"),
            size: CGSize(width: 300, height: 100))
        #expect(set.find(text: "red 9 hi") != nil)
    }
}

// A focused value declared with `@Entry`, as in SwiftUI.
extension FocusedValues {
    @Entry var draftTitle: String?
}

/// A field that publishes its title while it has the focus, and a label that reads it.
private struct DraftPanel: View {
    @State private var title = "Letter"
    @FocusedValue(\.draftTitle) private var focusedTitle
    var body: some View {
        VStack {
            TextField("Title", text: $title).focusedValue(\.draftTitle, title)
            Text("focused: \(focusedTitle ?? "nothing")")
        }
    }
}

@Suite struct FocusedEntryMacroTests {
    @Test func aFocusedValueEntryIsPublishedByTheFocusedField() {
        let host = ViewHost(DraftPanel(), size: CGSize(width: 300, height: 120))
        #expect(host.find(text: "focused: nothing") != nil)
        #expect(host.tap("Title"))
        host.advance(by: 0.1)
        #expect(host.find(text: "focused: Letter") != nil)
    }
}
