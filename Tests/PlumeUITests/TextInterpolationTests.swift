import Foundation
import PlumeGraphics
import PlumeTesting
import Testing

@testable import PlumeUI

/// String-literal interpolation in `Text` as SwiftUI has it (`LocalizedStringKey.StringInterpolation`):
/// dates in a style (live ones watched on the manual clock), format styles, specifiers, images and
/// styled texts that keep their own runs.
@MainActor @Suite("Text interpolation") struct TextInterpolationTests {
    /// The host's clock starts at 1 January 2026, 09:41:00 UTC.
    private let start = ViewHost.startDate

    /// `content` in US English, in UTC.
    private func host<V: View>(_ content: V, size: CGSize = CGSize(width: 420, height: 200)) -> ViewHost {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return ViewHost(
            content.environment(\.locale, Locale(identifier: "en_US")).environment(\.calendar, calendar)
                .environment(\.timeZone, TimeZone(identifier: "UTC")!),
            size: size)
    }

    private func shown(_ host: ViewHost) -> [String] { host.views.compactMap(\.text) }

    /// The runs of the first text drawn.
    private func runs(_ host: ViewHost) -> [TextRun] {
        func find(_ list: DisplayList) -> [TextRun]? {
            for item in list.items {
                switch item {
                case .text(let request, _, _): return request.runs
                case .effect(_, let inner): if let found = find(inner) { return found }
                default: break
                }
            }
            return nil
        }
        return find(host.displayList) ?? []
    }

    @Test func datesInEachStyleAndTheLiveOnesKeepUpdating() {
        let due = start.addingTimeInterval(90)
        let host = host(
            VStack {
                Text("Due \(start, style: .date)")
                Text("At \(start, style: .time)")
                Text("In \(due, style: .relative)")
                Text("Offset \(due, style: .offset)")
                Text("Timer \(due, style: .timer)")
            })
        #expect(
            shown(host) == [
                "Due January 1, 2026", "At 9:41\u{202F}AM", "In 1 minute, 30 seconds", "Offset -1 minute",
                "Timer 1:30",
            ])
        host.advance(by: 31)
        #expect(shown(host)[2] == "In 59 seconds")
        #expect(shown(host)[4] == "Timer 0:59")
        // Past the date the timer counts up again.
        host.advance(by: 60)
        #expect(shown(host)[4] == "Timer 0:01")
    }

    @Test func rangesAndTimerIntervals() {
        let end = start.addingTimeInterval(5 * 60)
        let host = host(
            VStack {
                Text("Meeting \(start...end)")
                Text("Left \(timerInterval: start...end)")
            })
        #expect(shown(host)[1] == "Left 5:00")
        #expect(shown(host)[0].hasPrefix("Meeting 1/1/26"))
        host.advance(by: 61)
        #expect(shown(host)[1] == "Left 3:59")
    }

    @Test func formatStylesAndSpecifiers() {
        let host = host(
            VStack {
                Text("Total \(12.5, format: .currency(code: "EUR"))")
                Text("\(1234, format: .number) items")
                Text("\(start, format: .dateTime.day().month())")
                Text("Ratio \(2.0 / 3.0, specifier: "%.2f")")
                Text("Plain \(42)")
            })
        #expect(shown(host) == ["Total €12.50", "1,234 items", "Jan 1", "Ratio 0.67", "Plain 42"])
    }

    @Test func anInterpolatedTextKeepsItsStyleAndTheRestItsOwn() throws {
        let host = host(Text("\(Text("bold").bold()) and *plain*"))
        #expect(shown(host) == ["bold and plain"])
        let runs = runs(host)
        let bold = try #require(runs.first { $0.text == "bold" })
        let plain = try #require(runs.first { $0.text == " and " })
        #expect(bold.font.weight == .bold)
        #expect(plain.font.weight != .bold)
        #expect(runs.contains { $0.text == "plain" && $0.font.isItalic }, "markdown after the text still applies")
    }

    @Test func aSystemImageIsAGlyphOfTheIconFontAtTheTextsSize() throws {
        let host = host(Text("\(Image(systemName: "star.fill")) Rated").font(.title))
        let runs = runs(host)
        let star = try #require(runs.first)
        #expect(star.font.family == InlineImage.symbolFontFamily)
        #expect(star.text == "star")
        #expect(star.font.size == 28)
        #expect(runs.dropFirst().first?.text == " Rated")
        #expect(host.withGraph { $0.diagnostics }.isEmpty)
        let concatenated = self.host(Text(Image(systemName: "heart")) + Text(" Liked"))
        #expect(self.runs(concatenated).first?.text == "favorite_border")
    }

    @Test func anImageThatCannotBeTextIsReportedAndLeftOut() {
        let host = host(Text("\(Image("logo")) Plume"))
        #expect(shown(host) == [" Plume"])
        #expect(host.withGraph { $0.diagnostics }.contains { $0.contains("cannot be shown inside a text") })
    }

    @Test func keysCompareByWhatTheyShow() {
        let a: LocalizedStringKey = "\(Text("x").bold()) y"
        let b: LocalizedStringKey = "\(Text("x")) y"
        #expect(a != b, "the same characters in other styles are another key")
        #expect(a == ("\(Text("x").bold()) y" as LocalizedStringKey))
        #expect(a.key == "x y")
    }
}
