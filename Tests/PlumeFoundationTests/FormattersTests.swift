import Foundation
import PlumeFoundation
import Testing

@Suite struct FormattersTests {
    @Test func listFormatterJoinsWithTheLocalesConjunction() {
        let formatter = ListFormatter()
        formatter.locale = Locale(identifier: "en_US")
        #expect(formatter.string(from: ["Ann", "Bob", "Cy"]) == "Ann, Bob, and Cy")
        formatter.locale = Locale(identifier: "de_DE")
        #expect(formatter.string(from: ["Ann", "Bob", "Cy"]) == "Ann, Bob und Cy")
        #expect(formatter.string(for: "not an array") == nil)
        #expect(formatter.string(from: []) == "")
    }

    @Test func listFormatterUsesItsItemFormatter() {
        let formatter = ListFormatter()
        formatter.locale = Locale(identifier: "en_US")
        let numbers = NumberFormatter()
        numbers.numberStyle = .percent
        numbers.locale = Locale(identifier: "en_US")
        formatter.itemFormatter = numbers
        #expect(formatter.string(from: [0.5, 0.25]) == "50% and 25%")
        #expect(formatter.string(from: [1, 2]) == "100% and 200%")
    }

    @Test func relativeDateTimeFormatterSaysHowFar() {
        let formatter = RelativeDateTimeFormatter()
        formatter.locale = Locale(identifier: "en_US")
        #expect(formatter.localizedString(fromTimeInterval: -3 * 3600) == "3 hours ago")
        #expect(formatter.localizedString(fromTimeInterval: 2 * 86400) == "in 2 days")
        let reference = Date(timeIntervalSince1970: 1_000_000)
        #expect(
            formatter.localizedString(for: reference.addingTimeInterval(-120), relativeTo: reference) == "2 minutes ago"
        )
        formatter.dateTimeStyle = .named
        #expect(formatter.localizedString(from: DateComponents(day: -1)) == "yesterday")
        formatter.locale = Locale(identifier: "de_DE")
        #expect(formatter.localizedString(from: DateComponents(day: 1)) == "morgen")
    }

    @Test func relativeDateTimeFormatterClampsNonFiniteIntervals() {
        let formatter = RelativeDateTimeFormatter()
        formatter.locale = Locale(identifier: "en_US")
        #expect(!formatter.localizedString(fromTimeInterval: .nan).isEmpty)
        #expect(!formatter.localizedString(fromTimeInterval: 1e300).isEmpty)
    }

    @Test func wellKnownDirectoriesFollowXDG() {
        let home = URL.homeDirectory.standardizedFileURL.path
        #expect(URL.documentsDirectory.path.hasPrefix(home))
        #expect(URL.cachesDirectory.path.hasPrefix(home))
        #expect(URL.applicationSupportDirectory.path.hasPrefix(home))
        #expect(URL.downloadsDirectory.lastPathComponent == "Downloads")
        #expect(URL.trashDirectory.path.hasPrefix(home))
    }
}
