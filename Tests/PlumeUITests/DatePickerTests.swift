import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// Dates in UTC, written and read as ISO 8601 ("2025-03-14T09:41:00Z").
private enum UTC {
    static let zone = TimeZone(identifier: "UTC")!
    static func date(_ text: String) -> Date { ISO8601DateFormatter().date(from: text)! }
    static func text(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = zone
        return formatter.string(from: date)
    }
}

/// A date picker in a fixed calendar, time zone, locale and "now", showing its selection.
private struct Agenda<Style: DatePickerStyle>: View {
    @State var date: Date
    var range: ClosedRange<Date>? = nil
    var components: DatePickerComponents = [.date, .hourAndMinute]
    let style: Style

    var body: some View {
        VStack(alignment: .leading) {
            Text("Chosen \(UTC.text(date))")
            picker.datePickerStyle(style)
        }
        .padding(12)
        .environment(\.calendar, Calendar(identifier: .gregorian))
        .environment(\.timeZone, UTC.zone)
        .environment(\.locale, Locale(identifier: "en_US"))
        .environment(\.now, { UTC.date("2025-03-18T12:00:00Z") })
    }

    @ViewBuilder private var picker: some View {
        if let range {
            DatePicker("Start", selection: $date, in: range, displayedComponents: components)
        } else {
            DatePicker("Start", selection: $date, displayedComponents: components)
        }
    }
}

private let snapshotDirectory = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")

@MainActor @Suite("DatePicker") struct DatePickerTests {
    private func chosen(_ host: ViewHost) -> String? {
        host.texts.first { $0.hasPrefix("Chosen ") }.map { String($0.dropFirst(7)) }
    }

    @Test func tappingADayInTheCalendarPicksItAndKeepsTheTime() {
        let host = ViewHost(
            Agenda(date: UTC.date("2025-03-14T09:41:00Z"), style: .graphical), size: CGSize(width: 360, height: 520))
        #expect(host.find(text: "March 2025") != nil)
        #expect(host.tap("Thursday, March 20, 2025"))
        #expect(chosen(host) == "2025-03-20T09:41:00Z")
    }

    @Test func theArrowsMoveMonthsAndTheTitleChoosesMonthAndYear() {
        let host = ViewHost(
            Agenda(date: UTC.date("2025-03-14T09:41:00Z"), components: .date, style: .graphical),
            size: CGSize(width: 360, height: 480))
        #expect(host.tap("Next Month"))
        #expect(host.find(text: "April 2025") != nil)
        #expect(host.tap("Previous Month"))
        #expect(host.tap("Previous Month"))
        #expect(host.find(text: "February 2025") != nil)
        #expect(host.tap("Friday, February 28, 2025"))
        #expect(chosen(host) == "2025-02-28T09:41:00Z")
        // The title opens the chooser: next year, June.
        #expect(host.tap("Choose Month and Year"))
        #expect(host.find(text: "2025") != nil)
        #expect(host.tap("Next Year"))
        #expect(host.tap("Jun"))
        #expect(host.find(text: "June 2026") != nil)
        // Only the month shown changed.
        #expect(chosen(host) == "2025-02-28T09:41:00Z")
        #expect(host.tap("Monday, June 1, 2026"))
        #expect(chosen(host) == "2026-06-01T09:41:00Z")
    }

    @Test func daysOutsideTheRangeCannotBePickedAndTheSelectionIsClampedToIt() {
        let range = UTC.date("2025-03-10T00:00:00Z")...UTC.date("2025-03-25T18:00:00Z")
        let host = ViewHost(
            Agenda(date: UTC.date("2025-03-14T09:41:00Z"), range: range, components: .date, style: .graphical),
            size: CGSize(width: 360, height: 480))
        #expect(host.tap("Wednesday, March 5, 2025"))
        #expect(chosen(host) == "2025-03-14T09:41:00Z")
        // April has no allowed day: the arrow is inert.
        #expect(host.tap("Next Month"))
        #expect(host.find(text: "March 2025") != nil)
        // The first day keeps the time of day but not before the lower bound.
        #expect(host.tap("Monday, March 10, 2025"))
        #expect(chosen(host) == "2025-03-10T09:41:00Z")

        let outside = ViewHost(
            Agenda(date: UTC.date("2025-04-02T10:00:00Z"), range: range, style: .compact),
            size: CGSize(width: 360, height: 200))
        #expect(outside.find(text: "Mar 25, 2025") != nil)
        #expect(outside.find(text: "6:00 PM") != nil)
    }

    @Test func theTimeButtonOpensColumnsThatChangeTheHourMinuteAndHalfOfTheDay() {
        let host = ViewHost(
            Agenda(date: UTC.date("2025-03-14T09:41:00Z"), style: .graphical), size: CGSize(width: 360, height: 620))
        #expect(host.tap("9:41 AM"))
        host.advance(by: 0.5)
        #expect(host.tap("Hour 10"))
        #expect(chosen(host) == "2025-03-14T10:41:00Z")
        #expect(host.tap("Minute 43"))
        #expect(chosen(host) == "2025-03-14T10:43:00Z")
        #expect(host.tap("AM/PM PM"))
        #expect(chosen(host) == "2025-03-14T22:43:00Z")
        #expect(host.find(text: "10:43 PM") != nil)
    }

    @Test func theCompactDateOpensTheCalendarInAPopover() {
        let host = ViewHost(
            Agenda(date: UTC.date("2025-03-14T09:41:00Z"), style: .compact), size: CGSize(width: 380, height: 560))
        #expect(host.find(text: "Start") != nil)
        #expect(host.find(text: "March 2025") == nil)
        #expect(host.tap("Mar 14, 2025"))
        host.advance(by: 0.5)
        #expect(host.find(text: "March 2025") != nil)
        #expect(host.tap("Saturday, March 22, 2025"))
        #expect(chosen(host) == "2025-03-22T09:41:00Z")
        #expect(host.find(text: "Mar 22, 2025") != nil)
    }

    @Test func wheelColumnsTurnByTapAndDragAndKeepTheDayInTheMonth() throws {
        let host = ViewHost(
            Agenda(date: UTC.date("2025-01-31T09:41:00Z"), components: .date, style: .wheel),
            size: CGSize(width: 360, height: 300))
        #expect(host.tap("Month Feb"))
        #expect(chosen(host) == "2025-02-28T09:41:00Z")
        #expect(host.tap("Year 2026"))
        #expect(chosen(host) == "2026-02-28T09:41:00Z")
        // Dragging the day column up two rows turns it two days on.
        let day = try #require(host.find(text: "28")).frame
        host.drag(from: CGPoint(x: day.midX, y: day.midY), to: CGPoint(x: day.midX, y: day.midY - 64))
        #expect(chosen(host) == "2026-02-02T09:41:00Z")
    }

    @Test func partialRangesAndViewLabelsAreAccepted() {
        var date = UTC.date("2025-03-14T09:41:00Z")
        let binding = Binding(get: { date }, set: { date = $0 })
        let from = DatePicker("From", selection: binding, in: UTC.date("2025-03-20T00:00:00Z")...)
        let through = DatePicker(
            selection: binding, in: ...UTC.date("2025-03-01T00:00:00Z"), displayedComponents: .date
        ) {
            Text("Through")
        }
        let host = ViewHost(
            VStack {
                from
                through
            }.environment(\.timeZone, UTC.zone).environment(\.locale, Locale(identifier: "en_US")),
            size: CGSize(width: 360, height: 200))
        #expect(host.find(text: "Mar 20, 2025") != nil)
        #expect(host.find(text: "Mar 1, 2025") != nil)
    }

    @Test func nonFiniteAndHugeDatesAreClampedAndReported() {
        let nan = ViewHost(
            Agenda(date: Date(timeIntervalSinceReferenceDate: .nan), style: .graphical),
            size: CGSize(width: 360, height: 520))
        #expect(nan.withGraph { $0.diagnostics }.contains { $0.contains("not a finite date") })
        let huge = ViewHost(
            Agenda(date: Date(timeIntervalSinceReferenceDate: 1e300), style: .wheel),
            size: CGSize(width: 360, height: 300))
        #expect(huge.withGraph { $0.diagnostics }.contains { $0.contains("outside the years 1…9999") })
        #expect(huge.find(text: "9999") != nil)
        let badRange = ViewHost(
            Agenda(
                date: UTC.date("2025-03-14T09:41:00Z"),
                range: UTC.date("2025-03-01T00:00:00Z")...Date(timeIntervalSinceReferenceDate: .infinity),
                style: .compact),
            size: CGSize(width: 360, height: 200))
        #expect(badRange.withGraph { $0.diagnostics }.contains { $0.contains("upper bound is not a finite date") })
    }

    @Test func theCalendarIsReachedFromTheKeyboard() {
        let host = ViewHost(
            Agenda(date: UTC.date("2025-03-14T09:41:00Z"), components: .date, style: .graphical).focusable(),
            size: CGSize(width: 360, height: 480))
        // Tab goes top to bottom: the month arrows, the title, then the days.
        for _ in 0..<2 { #expect(host.press(.tab)) }
        #expect(host.press(.space))
        #expect(host.find(text: "April 2025") != nil)
        for _ in 0..<2 { #expect(host.press(.tab)) }
        #expect(host.press(.space))
        #expect(chosen(host) == "2025-04-01T09:41:00Z")
    }

    @Test func labelsHiddenLeavesOnlyTheControl() {
        let host = ViewHost(
            Agenda(date: UTC.date("2025-03-14T09:41:00Z"), style: .compact).labelsHidden(),
            size: CGSize(width: 360, height: 200))
        #expect(host.find(text: "Start") == nil)
        #expect(host.find(text: "Mar 14, 2025") != nil)
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func pictures(scheme: ColorScheme) throws {
        let name = scheme == .dark ? "dark" : "light"
        let graphical = ViewHost(
            Agenda(date: UTC.date("2025-03-14T09:41:00Z"), style: .graphical), size: CGSize(width: 360, height: 470),
            colorScheme: scheme)
        try graphical.assertSnapshot(named: "datepicker-graphical-\(name)", in: snapshotDirectory)
        let wheel = ViewHost(
            Agenda(date: UTC.date("2025-03-14T09:41:00Z"), style: .wheel), size: CGSize(width: 420, height: 240),
            colorScheme: scheme)
        try wheel.assertSnapshot(named: "datepicker-wheel-\(name)", in: snapshotDirectory)
    }
}
