import Foundation
import PlumeGraphics
import PlumeTesting
import Testing

@testable import PlumeUI

/// Seconds since the test host's start date, as text.
@MainActor
private func elapsed(_ date: Date) -> String {
    String(format: "%.2f", date.timeIntervalSince(ViewHost.startDate))
}

/// Hours and minutes in UTC.
@MainActor
private func clockFace(_ date: Date) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let parts = calendar.dateComponents([.hour, .minute], from: date)
    return String(format: "%02d:%02d", parts.hour!, parts.minute!)
}

/// A stopwatch that a person pauses and resumes, on an animation schedule.
private struct Stopwatch: View {
    @State private var paused = false
    var body: some View {
        VStack {
            TimelineView(.animation(minimumInterval: nil, paused: paused)) { context in
                Text("t=\(elapsed(context.date))")
            }
            Button(paused ? "Resume" : "Pause") { paused.toggle() }
        }
    }
}

/// A user's own schedule: three entries, five seconds apart.
private struct ThreeBeats: TimelineSchedule {
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] {
        (0..<3).map { startDate.addingTimeInterval(Double($0) * 5) }
    }
}

@MainActor
@Suite("TimelineView") struct TimelineViewTests {
    @Test func aPeriodicTimelineShowsTheLatestTickAsTheClockAdvances() {
        let host = makeHost(
            TimelineView(.periodic(from: ViewHost.startDate, by: 1)) { context in
                Text("tick \(elapsed(context.date))")
            })
        #expect(host.find(text: "tick 0.00") != nil)
        host.advance(by: 0.5)
        #expect(host.find(text: "tick 0.00") != nil)
        host.advance(by: 0.5)
        #expect(host.find(text: "tick 1.00") != nil)
        host.advance(by: 2.7)
        #expect(host.find(text: "tick 3.00") != nil)
    }

    @Test func aPeriodicTimelineRunsAFrameOnlyPerTick() {
        let host = makeHost(
            TimelineView(.periodic(from: ViewHost.startDate, by: 1)) { context in
                Text("tick \(elapsed(context.date))")
            })
        let before = host.frameCount
        host.advance(by: 5)
        #expect(host.find(text: "tick 5.00") != nil)
        // One frame per second (and the advance's closing frame), not one per 1/60 s step.
        #expect(host.frameCount - before <= 7)
        #expect(host.withGraph { $0.nextWakeUpTime } == 6)
    }

    @Test func everyMinuteChangesAtTheMinute() {
        // The host starts at 09:41:00 UTC.
        let host = makeHost(TimelineView(.everyMinute) { context in Text(clockFace(context.date)) })
        #expect(host.find(text: "09:41") != nil)
        host.advance(by: 59)
        #expect(host.find(text: "09:41") != nil)
        host.advance(by: 1)
        #expect(host.find(text: "09:42") != nil)
        host.advance(by: 3600)
        #expect(host.find(text: "10:42") != nil)
    }

    @Test func anAnimationTimelineUpdatesEveryFrameUntilPaused() {
        let host = makeHost(Stopwatch())
        #expect(host.find(text: "t=0.00") != nil)
        host.advance(by: 0.25)
        #expect(host.find(text: "t=0.25") != nil)
        host.tap("Pause")
        let pausedText = host.texts.first { $0.hasPrefix("t=") }
        host.advance(by: 0.5)  // the button's press feedback fades
        #expect(host.texts.first { $0.hasPrefix("t=") } == pausedText)
        #expect(host.withGraph { $0.nextWakeUpTime } == nil)
        #expect(!host.withGraph { $0.hasPendingWork(at: 1e6) })  // idle stays idle
        let frames = host.frameCount
        host.advance(by: 2)
        #expect(host.texts.first { $0.hasPrefix("t=") } == pausedText)
        #expect(host.frameCount - frames == 1)  // only the advance's closing frame
        host.tap("Resume")
        host.advance(by: 0.5)
        #expect(host.find(text: "t=3.25") != nil)
    }

    @Test func aMinimumIntervalSpacesTheUpdates() {
        let host = makeHost(
            TimelineView(.animation(minimumInterval: 0.5)) { context in Text("at \(elapsed(context.date))") })
        host.advance(by: 0.3)
        #expect(host.find(text: "at 0.00") != nil)
        host.advance(by: 0.3)
        #expect(host.find(text: "at 0.50") != nil)
    }

    @Test func anExplicitScheduleStopsAfterItsLastDate() {
        let dates = [2.0, 4.0].map { ViewHost.startDate.addingTimeInterval($0) }
        let host = makeHost(TimelineView(.explicit(dates)) { context in Text("at \(elapsed(context.date))") })
        #expect(host.find(text: "at 0.00") != nil)  // before the first entry: the current date
        host.advance(by: 2)
        #expect(host.find(text: "at 2.00") != nil)
        host.advance(by: 3)
        #expect(host.find(text: "at 4.00") != nil)
        #expect(host.withGraph { $0.nextWakeUpTime } == nil)
    }

    @Test func aUsersOwnScheduleDrivesTheTimeline() {
        let host = makeHost(TimelineView(ThreeBeats()) { context in Text("beat \(elapsed(context.date))") })
        #expect(host.find(text: "beat 0.00") != nil)
        host.advance(by: 5)
        #expect(host.find(text: "beat 5.00") != nil)
        host.advance(by: 20)
        #expect(host.find(text: "beat 10.00") != nil)
        #expect(host.withGraph { $0.nextWakeUpTime } == nil)
    }

    @Test func entriesThatGoBackwardsEndTheScheduleAndAreReported() {
        let dates = [0.0, 3, 1, 5].map { ViewHost.startDate.addingTimeInterval($0) }
        let host = makeHost(TimelineView(.explicit(dates)) { context in Text("at \(elapsed(context.date))") })
        host.advance(by: 10)
        #expect(host.find(text: "at 3.00") != nil)
        #expect(host.withGraph { $0.diagnostics }.contains { $0.contains("the schedule's entries must increase") })
    }

    @Test func aLongJumpOverADenseScheduleIsBounded() {
        let host = makeHost(
            TimelineView(.periodic(from: ViewHost.startDate, by: 0.001)) { context in
                Text("at \(elapsed(context.date))")
            })
        host.advance(by: 1000)  // a million entries: started again from the current date
        #expect(host.find(text: "at 1000.00") != nil)
        #expect(host.withGraph { $0.diagnostics }.contains { $0.contains("entries passed in one frame") })
    }

    @Test func theContextDefaultTypeNameCompiles() {
        func label(_ context: TimelineViewDefaultContext) -> Text { Text(context.cadence == .live ? "live" : "slow") }
        let host = makeHost(TimelineView(.everyMinute) { context in label(context) })
        #expect(host.find(text: "live") != nil)
    }
}
