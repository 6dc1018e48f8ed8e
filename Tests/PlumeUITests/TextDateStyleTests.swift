import Foundation
import PlumeGraphics
import PlumeTesting
import Testing

@testable import PlumeUI

private let snapshotDirectory = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")

/// `Text(_:style:)`, `Text(_: ClosedRange<Date>)`, `Text(_: DateInterval)` and
/// `Text(timerInterval:…)` as an app writes them, watched on the host's manual clock: what is shown,
/// how it changes as time passes, and when the host is asked to wake.
@Suite("Text date styles") struct TextDateStyleTests {
    /// The host's clock starts at 1 January 2026, 09:41:00 UTC.
    private let start = ViewHost.startDate

    /// `content` in US English, in UTC, on the Gregorian calendar.
    private func host<V: View>(
        _ content: V, locale: String = "en_US", scheme: ColorScheme = .light,
        size: CGSize = CGSize(width: 360, height: 120)
    ) -> ViewHost {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return ViewHost(
            content.environment(\.locale, Locale(identifier: locale)).environment(\.calendar, calendar)
                .environment(\.timeZone, TimeZone(identifier: "UTC")!),
            size: size, colorScheme: scheme)
    }

    private func shown(_ host: ViewHost) -> [String] { host.views.compactMap(\.text) }

    /// (ICU puts a narrow no-break space before "AM", as Apple's platforms do since 2023.)
    @Test func timeAndDateShowTheDateInTheLocale() {
        let english = host(
            VStack {
                Text(start, style: .time)
                Text(start, style: .date)
            })
        #expect(shown(english) == ["9:41\u{202F}AM", "January 1, 2026"])
        let german = host(
            VStack {
                Text(start, style: .time)
                Text(start, style: .date).layoutPriority(1)
            }, locale: "de_DE")
        #expect(shown(german) == ["09:41", "1. Januar 2026"])
        // They do not change with time, so they ask for no wake-up.
        #expect(english.withGraph { $0.nextWakeUpTime } == nil)
        english.advance(by: 3600)
        #expect(shown(english) == ["9:41\u{202F}AM", "January 1, 2026"])
    }

    @Test func relativeShowsTheTwoLargestUnitsAndCountsDown() {
        let meeting = start.addingTimeInterval(2 * 3600 + 23 * 60 + 5)
        let host = host(Text(meeting, style: .relative))
        #expect(shown(host) == ["2 hours, 23 minutes"])
        // Minutes are the smallest unit shown: the host is woken when they change, not every second.
        #expect(host.withGraph { $0.nextWakeUpTime } == 6)
        host.advance(by: 5)
        #expect(shown(host) == ["2 hours, 23 minutes"])
        host.advance(by: 1)
        #expect(shown(host) == ["2 hours, 22 minutes"])
        host.advance(by: 2 * 3600 + 23 * 60 + 5 - 6 - 65)
        #expect(shown(host) == ["1 minute, 5 seconds"])
        #expect(host.withGraph { $0.nextWakeUpTime == $0.time + 1 })
        host.advance(by: 65)
        #expect(shown(host) == ["0 seconds"])
        host.advance(by: 400 * 86_400)
        #expect(shown(host) == ["1 year, 1 month"])
    }

    @Test func relativeSpellsUnitsInTheLocale() {
        let host = host(Text(start.addingTimeInterval(-(2 * 3600 + 23 * 60)), style: .relative), locale: "de_DE")
        #expect(shown(host) == ["2 Stunden, 23 Minuten"])
    }

    @Test func offsetIsSignedAndShowsOneUnit() {
        let host = host(
            VStack {
                Text(start.addingTimeInterval(-2 * 3600 - 59), style: .offset)
                Text(start.addingTimeInterval(92 * 86_400), style: .offset)
            })
        #expect(shown(host) == ["+2 hours", "-3 months"])
    }

    @Test func timerCountsDownToTheDateThenUp() {
        let host = host(Text(start.addingTimeInterval(123), style: .timer))
        #expect(shown(host) == ["2:03"])
        #expect(host.withGraph { $0.nextWakeUpTime } == 1)
        host.advance(by: 0.5)
        #expect(shown(host) == ["2:03"])
        host.advance(by: 0.5)
        #expect(shown(host) == ["2:02"])
        host.advance(by: 122)
        #expect(shown(host) == ["0:00"])
        host.advance(by: 61)
        #expect(shown(host) == ["1:01"])
        let long = self.host(Text(start.addingTimeInterval(-(36 * 3600 + 59 * 60 + 1)), style: .timer))
        #expect(shown(long) == ["36:59:01"])
    }

    @Test func theDrawnCharactersChangeWithTheClock() {
        let host = host(Text(start.addingTimeInterval(10), style: .timer))
        #expect(host.dumpDisplayList().contains("\"0:10\""))
        host.advance(by: 3)
        #expect(host.dumpDisplayList().contains("\"0:07\""))
    }

    @Test func timerIntervalCountsWithinItsBoundsAndPauses() {
        let range = start...start.addingTimeInterval(300)
        let host = host(
            VStack {
                Text(timerInterval: range)
                Text(timerInterval: range, countsDown: false)
                Text(timerInterval: range, pauseTime: start.addingTimeInterval(30))
                Text(timerInterval: start...start.addingTimeInterval(75 * 60), showsHours: false)
                Text(timerInterval: start...start.addingTimeInterval(75 * 60))
            })
        #expect(shown(host) == ["5:00", "0:00", "4:30", "75:00", "1:15:00"])
        host.advance(by: 1)
        #expect(shown(host) == ["4:59", "0:01", "4:30", "74:59", "1:14:59"])
        host.advance(by: 400)
        #expect(shown(host) == ["0:00", "5:00", "4:30", "68:19", "1:08:19"])
    }

    @Test func aFinishedOrPausedTimerAsksForNoWakeUps() {
        let finished = host(Text(timerInterval: start.addingTimeInterval(-60)...start.addingTimeInterval(-1)))
        #expect(shown(finished) == ["0:00"])
        #expect(finished.withGraph { $0.nextWakeUpTime } == nil)
        let paused = host(Text(timerInterval: start...start.addingTimeInterval(60), pauseTime: start))
        #expect(paused.withGraph { $0.nextWakeUpTime } == nil)
        let later = host(Text(timerInterval: start.addingTimeInterval(30)...start.addingTimeInterval(90)))
        #expect(shown(later) == ["1:00"])
        #expect(later.withGraph { $0.nextWakeUpTime } == 30)
    }

    @Test func aRemovedDateTextCancelsItsWakeUp() {
        struct Toggle: View {
            @State var showing = true
            let date: Date
            var body: some View {
                VStack {
                    Button("Hide") { showing = false }
                    if showing { Text(date, style: .timer) }
                }
            }
        }
        let host = host(Toggle(date: start))
        #expect(host.withGraph { $0.nextWakeUpTime } == 1)
        #expect(host.tap("Hide"))
        #expect(host.withGraph { $0.nextWakeUpTime } == nil)
    }

    @Test func rangesAndIntervalsShowBothDates() {
        let end = start.addingTimeInterval(600)
        let host = host(
            VStack {
                Text(start...end)
                Text(DateInterval(start: start, end: end))
            })
        let texts = shown(host)
        #expect(texts.count == 2)
        #expect(texts[0] == texts[1])
        #expect(texts[0].contains("9:41") && texts[0].contains("9:51"))
        #expect(host.withGraph { $0.nextWakeUpTime } == nil)
    }

    @Test func unusableDatesAreClampedAndReported() {
        let host = host(
            VStack {
                Text(Date(timeIntervalSinceReferenceDate: .nan), style: .relative)
                Text(Date(timeIntervalSinceReferenceDate: 1e300), style: .timer)
                Text(Date(timeIntervalSinceReferenceDate: -1e300), style: .date)
            })
        #expect(shown(host).count == 3)
        #expect(host.withGraph { $0.diagnostics }.contains { $0.contains("not a finite date") })
        host.advance(by: 1)
        #expect(shown(host).count == 3)
    }

    @Test func concatenatedWithOtherText() {
        let host = host(Text("Starts in ") + Text(start.addingTimeInterval(90), style: .timer).bold())
        #expect(shown(host) == ["Starts in 1:30"])
        host.advance(by: 30)
        #expect(shown(host) == ["Starts in 1:00"])
    }

    @Test(arguments: [ColorScheme.light, .dark]) func snapshot(_ scheme: ColorScheme) throws {
        let host = host(
            VStack(alignment: .leading, spacing: 6) {
                HStack {
                    Text("Time")
                    Spacer()
                    Text(start, style: .time).layoutPriority(1)
                }
                HStack {
                    Text("Date")
                    Spacer()
                    Text(start, style: .date).layoutPriority(1)
                }
                HStack {
                    Text("Relative")
                    Spacer()
                    Text(start.addingTimeInterval(8580), style: .relative).layoutPriority(1)
                }
                HStack {
                    Text("Offset")
                    Spacer()
                    Text(start.addingTimeInterval(-7200), style: .offset).layoutPriority(1)
                }
                HStack {
                    Text("Timer")
                    Spacer()
                    Text(start.addingTimeInterval(123), style: .timer).monospacedDigit().layoutPriority(1)
                }
            }
            .padding(12), scheme: scheme, size: CGSize(width: 360, height: 170))
        host.advance(by: 1)
        try host.assertSnapshot(named: "text-date-styles-\(scheme == .dark ? "dark" : "light")", in: snapshotDirectory)
    }
}
