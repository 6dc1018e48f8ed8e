import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// PNG references (`PLUME_RECORD=1` records them).
private let snapshotDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")

/// An order form: a stepper with a formatted amount, a one-minute countdown and a price with its
/// currency code in secondary scale.
private struct Checkout: View {
    @State private var amount = 1.0
    @State private var editing: [Bool] = []
    let start: Date
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Stepper("Amount", value: $amount, in: 0...2, step: 0.5, format: .number) { editing.append($0) }
            Text("Edits \(editing.map { $0 ? "begin" : "end" }.joined(separator: " "))")
            ProgressView(timerInterval: start...start.addingTimeInterval(60))
            ProgressView(timerInterval: start...start.addingTimeInterval(60), countsDown: false) {
                Text("Upload")
            }
            (Text("42") + Text(" USD").textScale(.secondary)).font(.title)
            Spacer()
        }
        .padding()
    }
}

@Suite("Stepper format, timer progress and text scale") @MainActor struct StepperProgressTextScaleTests {
    private func host(_ scheme: ColorScheme = .light) -> ViewHost {
        ViewHost(Checkout(start: ViewHost.startDate), size: CGSize(width: 340, height: 360), colorScheme: scheme)
    }

    @Test func theStepperShowsItsFormattedValueAndStaysInBounds() {
        let host = host()
        #expect(host.find(text: "1") != nil, "\(host.texts)")
        #expect(host.tap("Increment"))
        #expect(host.find(text: "1.5") != nil, "\(host.texts)")
        #expect(host.find(text: "Edits begin end") != nil)
        #expect(host.tap("Increment"))
        #expect(host.tap("Increment"))
        #expect(host.find(text: "2") != nil, "clamped to the upper bound: \(host.texts)")
        for _ in 0..<6 { host.tap("Decrement") }
        #expect(host.find(text: "0") != nil, "clamped to the lower bound: \(host.texts)")
    }

    @Test func theStepperTypeChecksInEveryFormatForm() {
        var value = 1.0
        let binding = Binding(get: { value }, set: { value = $0 })
        _ = Stepper("A", value: binding, step: 0.5, format: .number)
        _ = Stepper(String("B"), value: binding, in: 0...3, format: .percent)
        _ = Stepper(value: binding, step: 2, format: .number) { Text("C") }
        _ = Stepper(value: binding, in: 0...1, format: .number) {
            Text("D")
        } onEditingChanged: { _ in
        }
    }

    @Test func theTimerProgressFollowsTheClock() throws {
        let host = host()
        let countingDown = { () -> String in host.dumpDisplayList() }
        let atStart = countingDown()
        #expect(host.find(text: "1:00") != nil, "the default label is the time left: \(host.texts)")
        host.advance(by: 30)
        #expect(host.find(text: "0:30") != nil, "\(host.texts)")
        let halfway = countingDown()
        #expect(halfway != atStart, "the bars moved")
        host.advance(by: 45)
        #expect(host.find(text: "0:00") != nil, "held at the end: \(host.texts)")
        let ended = countingDown()
        host.advance(by: 10)
        #expect(countingDown() == ended, "nothing moves after the end")
        #expect(host.withGraph { $0.nextWakeUpTime } == nil, "no wake-ups after the end")
    }

    @Test func theTimerProgressFractionIsClampedAndCountsBothWays() {
        let start = ViewHost.startDate
        let down = ProgressTimer(interval: start...start.addingTimeInterval(10), countsDown: true)
        let up = ProgressTimer(interval: start...start.addingTimeInterval(10), countsDown: false)
        #expect(down.fraction(at: start) == 1)
        #expect(down.fraction(at: start.addingTimeInterval(5)) == 0.5)
        #expect(up.fraction(at: start.addingTimeInterval(2.5)) == 0.25)
        #expect(up.fraction(at: start.addingTimeInterval(-100)) == 0)
        #expect(up.fraction(at: start.addingTimeInterval(1e300)) == 1)
        let empty = ProgressTimer(interval: start...start, countsDown: false)
        #expect(empty.fraction(at: start) == 1)
        var entries = ProgressTimerSchedule(interval: start...start.addingTimeInterval(1e300))
            .entries(from: start, mode: .normal).makeIterator()
        #expect(entries.next() == start)
        #expect(entries.next() != nil, "a huge interval still has finite steps")
    }

    @Test func secondaryTextScaleDrawsSmaller() throws {
        let host = host()
        let list = host.dumpDisplayList()
        #expect(list.contains("\"42\""), "\(list)")
        let plain = ViewHost(Text("USD").font(.title), size: CGSize(width: 200, height: 80))
        let scaled = ViewHost(Text("USD").font(.title).textScale(.secondary), size: CGSize(width: 200, height: 80))
        let off = ViewHost(
            Text("USD").font(.title).textScale(.secondary, isEnabled: false), size: CGSize(width: 200, height: 80))
        let plainFrame = try #require(plain.find(text: "USD")).frame
        let scaledFrame = try #require(scaled.find(text: "USD")).frame
        #expect(scaledFrame.height < plainFrame.height)
        #expect(scaledFrame.width < plainFrame.width)
        #expect(try #require(off.find(text: "USD")).frame == plainFrame)
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func theCheckoutLooksRight(_ scheme: ColorScheme) throws {
        let host = host(scheme)
        host.advance(by: 15)
        try host.assertSnapshot(named: "stepper-progress-textscale-\(scheme)", in: snapshotDirectory)
    }
}
