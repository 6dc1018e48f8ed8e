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
