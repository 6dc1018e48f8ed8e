import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

private let utc = TimeZone(identifier: "UTC")!
private func date(_ text: String) -> Date { ISO8601DateFormatter().date(from: text)! }

/// A multi-date picker in a fixed calendar, time zone, locale and "now", listing the chosen days.
private struct Holidays: View {
    @State var days: Set<DateComponents>
    var bounded = false

    var body: some View {
        VStack(alignment: .leading) {
            Text(
                "Days: "
                    + days.compactMap { $0.day.map { "\($0)" } }.sorted { Int($0)! < Int($1)! }.joined(separator: ", "))
            if bounded {
                MultiDatePicker(
                    "Holidays", selection: $days, in: date("2025-03-10T00:00:00Z")..<date("2025-03-25T00:00:00Z"))
            } else {
                MultiDatePicker("Holidays", selection: $days)
            }
        }
        .padding(12)
        .environment(\.calendar, Calendar(identifier: .gregorian))
        .environment(\.timeZone, utc)
        .environment(\.locale, Locale(identifier: "en_US"))
        .environment(\.now, { date("2025-03-18T12:00:00Z") })
    }
}

private let snapshotDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")
private let size = CGSize(width: 360, height: 420)

@MainActor @Suite("MultiDatePicker") struct MultiDatePickerTests {
    @Test func tappingDaysAddsAndRemovesThem() {
        let host = ViewHost(Holidays(days: []), size: size)
        #expect(host.find(text: "March 2025") != nil, "today's month")
        #expect(host.find(text: "Holidays") == nil, "the label names the calendar; it is not drawn")
        #expect(host.tap("Thursday, March 20, 2025"))
        #expect(host.tap("Friday, March 21, 2025"))
        #expect(host.find(text: "Days: 20, 21") != nil)
        #expect(host.tap("Thursday, March 20, 2025"))
        #expect(host.find(text: "Days: 21") != nil)
        #expect(host.tap("Next Month"))
        #expect(host.tap("Tuesday, April 1, 2025"))
        #expect(host.find(text: "Days: 1, 21") != nil)
    }

    @Test func handWrittenComponentsShowAndATapRemovesThem() {
        let host = ViewHost(Holidays(days: [DateComponents(year: 2025, month: 2, day: 5)]), size: size)
        #expect(host.find(text: "February 2025") != nil, "opens at the earliest chosen day")
        #expect(host.tap("Wednesday, February 5, 2025"))
        #expect(host.find(text: "Days: ") != nil)
    }

    @Test func daysOutsideTheBoundsAreInert() {
        let host = ViewHost(Holidays(days: [], bounded: true), size: size)
        #expect(host.tap("Tuesday, March 25, 2025"))  // the upper bound is excluded
        #expect(host.tap("Sunday, March 9, 2025"))
        #expect(host.find(text: "Days: ") != nil)
        #expect(host.tap("Monday, March 24, 2025"))
        #expect(host.find(text: "Days: 24") != nil)
        #expect(host.tap("Next Month"))
        #expect(host.find(text: "March 2025") != nil, "April has no day in the bounds")
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func picture(scheme: ColorScheme) throws {
        let days: Set<DateComponents> = [
            DateComponents(year: 2025, month: 3, day: 7), DateComponents(year: 2025, month: 3, day: 20),
            DateComponents(year: 2025, month: 3, day: 21),
        ]
        let host = ViewHost(Holidays(days: days), size: size, colorScheme: scheme)
        try host.assertSnapshot(named: "multidatepicker-\(scheme == .dark ? "dark" : "light")", in: snapshotDirectory)
    }
}
