import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// Counts rows' appearances and disappearances.
private final class RowLog: @unchecked Sendable {
    var appeared: [Int] = []
    var disappeared: [Int] = []
    var alive: Set<Int> { Set(appeared).subtracting(disappeared.filter { d in !appeared.contains(d) }) }
}

/// One row: a button counting its taps in `@State`, 40 points tall (or 30/50/70 when mixed).
private struct CounterRow: View {
    let index: Int
    let height: CGFloat
    @State private var taps = 0
    var body: some View {
        Button("Row \(index): \(taps)") { taps += 1 }
            .frame(maxWidth: .infinity)
            .frame(height: height)
    }
}

/// 100,000 rows in a lazy stack in a 400-point scroll view below a 50-point bar of jump buttons.
private struct Lister: View {
    var count = 100_000
    var mixed = false
    let log: RowLog
    static func height(_ i: Int, mixed: Bool) -> CGFloat { mixed ? 30 + CGFloat(i % 3) * 20 : 40 }

    var body: some View {
        ScrollViewReader { proxy in
            VStack(spacing: 0) {
                HStack {
                    Button("Far") { proxy.scrollTo(75_000, anchor: .top) }
                    Button("Near") { proxy.scrollTo(5, anchor: .top) }
                    Button("Glide") { withAnimation(.easeInOut(duration: 1)) { proxy.scrollTo(60_000, anchor: .top) } }
                }
                .frame(height: 50)
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<count, id: \.self) { i in
                            CounterRow(index: i, height: Self.height(i, mixed: mixed))
                                .onAppear { log.appeared.append(i) }
                                .onDisappear { log.disappeared.append(i) }
                        }
                    }
                }
            }
        }
    }
}

private let window = CGSize(width: 300, height: 450)  // the scroll view: y 50…450
private let middle = CGPoint(x: 150, y: 250)

/// The row numbers whose buttons exist, in order.
private func rowsShown(_ host: ViewHost) -> [Int] {
    host.texts.compactMap { text in
        guard text.hasPrefix("Row "), let colon = text.firstIndex(of: ":") else { return nil }
        return Int(text[text.index(text.startIndex, offsetBy: 4)..<colon])
    }
}

private func frame(ofRow i: Int, _ host: ViewHost) -> CGRect? {
    host.views.first { $0.text?.hasPrefix("Row \(i):") == true }?.frame
}

@Suite("Lazy stacks")
struct LazyStackTests {
    @Test func mountingAHundredThousandRowsCreatesOnlyTheVisibleOnes() throws {
        let log = RowLog()
        let host = ViewHost(Lister(log: log), size: window)
        let shown = rowsShown(host)
        // 10 rows fill 400 points; a margin of 100 points adds 3 more.
        #expect(shown == Array(0...12))
        #expect(log.appeared.sorted() == Array(0...12))
        #expect(host.bodyEvaluations < 60)
        let first = try #require(frame(ofRow: 0, host))
        #expect(abs(first.midY - 70) < 0.5)
        let dump = host.dump()
        #expect(dump.contains("13 of 100000 rows"))
    }

    @Test func theWheelCreatesNewRowsAndDropsFarOnes() throws {
        let log = RowLog()
        let host = ViewHost(Lister(log: log), size: window)
        for _ in 0..<20 { #expect(host.scroll(at: middle, by: CGSize(width: 0, height: 100))) }
        // Offset 2,000: row 50 at the top of the viewport.
        let row50 = try #require(frame(ofRow: 50, host))
        #expect(abs(row50.midY - 70) < 0.5)
        let shown = rowsShown(host)
        #expect(!shown.contains(0))
        #expect(shown.contains(59) && shown.contains(47))
        #expect(shown.count < 40)
        #expect(log.disappeared.contains(0))
        #expect(Set(log.appeared).isSuperset(of: Set(shown)))
        // The end of the list: 4,000,000 points down, clamped.
        #expect(host.scroll(at: middle, by: CGSize(width: 0, height: 10_000_000)))
        let last = try #require(frame(ofRow: 99_999, host))
        #expect(abs(last.midY - 430) < 0.5)
        #expect(rowsShown(host).count < 40)
    }

    @Test func draggingCreatesRowsAndMomentumKeepsCreatingThem() throws {
        let log = RowLog()
        let host = ViewHost(Lister(log: log), size: window)
        host.drag(from: CGPoint(x: 150, y: 420), to: CGPoint(x: 150, y: 80), steps: 10, duration: 0.2)
        host.advance(by: 3)
        let shown = rowsShown(host)
        #expect(!shown.contains(0))
        #expect(try #require(shown.max()) > 40)  // a fling goes far beyond the 340 points dragged
        #expect(shown.count < 40)
        // The rows shown are contiguous and stacked without gaps.
        let frames = shown.compactMap { frame(ofRow: $0, host) }
        for (a, b) in zip(frames, frames.dropFirst()) { #expect(abs((b.midY - a.midY) - 40) < 0.5) }
    }

    @Test func mixedHeightsStayWhereTheyWereWhenScrollingBack() throws {
        let log = RowLog()
        let host = ViewHost(Lister(mixed: true, log: log), size: window)
        for _ in 0..<10 { host.scroll(at: middle, by: CGSize(width: 0, height: 100)) }
        let before = Dictionary(uniqueKeysWithValues: rowsShown(host).map { ($0, frame(ofRow: $0, host)!) })
            .filter { $0.value.maxY > 50 && $0.value.minY < 450 }  // the rows in view
        #expect(before.count > 5)
        for _ in 0..<30 { host.scroll(at: middle, by: CGSize(width: 0, height: 100)) }
        for _ in 0..<30 { host.scroll(at: middle, by: CGSize(width: 0, height: -100)) }
        for (row, old) in before {
            let now = try #require(frame(ofRow: row, host))
            #expect(abs(now.minY - old.minY) < 0.01, "row \(row)")
        }
        // Offset 1,000 with rows of 30/50/70 (150 per three): rows 20…22 span 1,000…1,150.
        let row20 = try #require(frame(ofRow: 20, host))
        #expect(abs(row20.midY - (50 + 15)) < 0.5)
    }

    @Test func scrollToAFarIDThatWasNeverCreated() throws {
        let log = RowLog()
        let host = ViewHost(Lister(mixed: true, log: log), size: window)
        #expect(host.tap("Far"))
        host.settle()
        let target = try #require(frame(ofRow: 75_000, host))  // 30 points tall, at the top
        #expect(abs(target.midY - 65) < 0.5)
        #expect(host.withGraph { $0.diagnostics }.isEmpty)
        #expect(rowsShown(host).count < 40)
        // Rows above it are measured as they come: the content does not jump while scrolling up.
        #expect(host.scroll(at: middle, by: CGSize(width: 0, height: -60)))
        let moved = try #require(frame(ofRow: 75_000, host))
        #expect(abs(moved.midY - 125) < 0.5)
        let above = try #require(frame(ofRow: 74_999, host))  // 70 points tall, just above
        #expect(abs(above.midY - (110 - 35)) < 0.5)  // row 75,000 starts at 110; its text is centered
        #expect(host.tap("Near"))
        let five = try #require(frame(ofRow: 5, host))  // 70 points tall
        #expect(abs(five.midY - (50 + 35)) < 0.5)
    }

    @Test func rowsFarAwayLoseTheirStateAndNearOnesKeepIt() throws {
        let log = RowLog()
        let host = ViewHost(Lister(log: log), size: window)
        #expect(host.tap("Row 2: 0"))
        #expect(host.find(text: "Row 2: 1") != nil)
        // 200 points down: row 2 is above the viewport, within the kept range.
        host.scroll(at: middle, by: CGSize(width: 0, height: 200))
        host.scroll(at: middle, by: CGSize(width: 0, height: -200))
        #expect(host.find(text: "Row 2: 1") != nil)
        // 3,000 points down: row 2 is destroyed with its state, as in SwiftUI.
        for _ in 0..<30 { host.scroll(at: middle, by: CGSize(width: 0, height: 100)) }
        #expect(log.disappeared.contains(2))
        for _ in 0..<30 { host.scroll(at: middle, by: CGSize(width: 0, height: -100)) }
        #expect(host.find(text: "Row 2: 0") != nil)
        #expect(log.appeared.filter { $0 == 2 }.count == 2)
    }

    @Test func outsideAScrollViewEveryRowIsCreated() throws {
        let log = RowLog()
        let view = LazyVStack(spacing: 0) {
            Text("Header")
            ForEach(0..<30, id: \.self) { i in CounterRow(index: i, height: 20) }
        }
        let host = ViewHost(view, size: CGSize(width: 300, height: 800))
        #expect(rowsShown(host) == Array(0..<30))
        let header = try #require(host.find(text: "Header")).frame
        let first = try #require(frame(ofRow: 0, host))
        #expect(first.midY > header.maxY)
        #expect(log.appeared.isEmpty)
    }

    @Test func staticViewsAreAlwaysCreatedAndLazyHStackScrollsSideways() throws {
        let view = ScrollView(.horizontal) {
            LazyHStack(spacing: 0) {
                Text("Start")
                ForEach(0..<10_000, id: \.self) { i in Text("Col \(i)").frame(width: 50) }
            }
        }
        let host = ViewHost(view, size: CGSize(width: 400, height: 100))
        let columns = host.texts.filter { $0.hasPrefix("Col ") }
        #expect(columns.count < 15)
        for _ in 0..<20 { host.scroll(at: CGPoint(x: 200, y: 50), by: CGSize(width: 100, height: 0)) }
        let later = host.texts.filter { $0.hasPrefix("Col ") }
        #expect(later.count < 25)
        #expect(later.contains("Col 45"))
        #expect(!later.contains("Col 0"))
        #expect(host.find(text: "Start") != nil)  // static: created though far off screen
    }

    @Test func anAnimatedScrollToAFarIDGlidesThereAndLandsOnTheRow() throws {
        let log = RowLog()
        let host = ViewHost(Lister(mixed: true, log: log), size: window)
        #expect(host.tap("Glide"))
        host.advance(by: 0.5)
        let halfway = rowsShown(host)
        #expect(try #require(halfway.min()) > 10_000 && halfway.count < 40)
        // It glides on, never backwards, and arrives when the animation ends (no jump afterwards):
        // rows measured on the way move the target, and the scroll follows it.
        var firstRows: [Int] = []
        for _ in 0..<12 {
            host.advance(by: 0.05)
            firstRows.append(try #require(rowsShown(host).min()))
        }
        #expect(zip(firstRows, firstRows.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(firstRows[9] == 59_998)  // t = 1 s: rows 59,998 and 59,999 are the margin above
        host.advance(by: 1)
        let target = try #require(frame(ofRow: 60_000, host))  // 30 points tall, at the top
        #expect(abs(target.midY - 65) < 0.5)
        #expect(!host.isAnimating || rowsShown(host).contains(60_000))
    }

    @Test func theWheelDuringAGlideToAFarIDStopsItForGood() throws {
        let log = RowLog()
        let host = ViewHost(Lister(mixed: true, log: log), size: window)
        #expect(host.tap("Glide"))
        host.advance(by: 0.3)
        #expect(host.scroll(at: middle, by: CGSize(width: 0, height: 100)))
        let stopped = try #require(rowsShown(host).min())
        #expect(stopped > 1_000 && stopped < 50_000)
        // The correction queued for the glide must not take the scroll on to row 60,000.
        host.advance(by: 2)
        let after = try #require(rowsShown(host).min())
        #expect(abs(after - stopped) < 5)
        #expect(!rowsShown(host).contains(60_000))
    }

    @Test func theFocusedRowIsKeptWhileItScrollsFarAway() throws {
        let texts = FieldTexts()
        let view = ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<10_000, id: \.self) { i in
                    TextField("Field \(i)", text: texts.binding(i)).frame(height: 40)
                }
            }
        }
        let host = ViewHost(view, size: CGSize(width: 300, height: 400))
        #expect(host.tap("Field 1"))
        #expect(host.type("kept"))
        for _ in 0..<30 { host.scroll(at: CGPoint(x: 150, y: 200), by: CGSize(width: 0, height: 100)) }
        #expect(host.find(label: "Field 1") != nil)  // still a view, off screen
        #expect(host.find(label: "Field 2") == nil)
        #expect(host.type(" typing"))
        #expect(texts.values[1] == "kept typing")
    }

    @Test func rowsAppendedBelowTheViewportAreNotCreatedUntilScrolledTo() throws {
        let host = ViewHost(GrowingList(), size: CGSize(width: 300, height: 400))
        #expect(host.tap("Add 5"))
        #expect(rowsShown(host) == Array(0..<5))
        for _ in 0..<9 { #expect(host.tap("Add 5")) }
        let shown = rowsShown(host)
        #expect(shown.count < 15 && shown.first == 0)  // 50 rows, about 9 in view
        #expect(host.scroll(at: CGPoint(x: 150, y: 300), by: CGSize(width: 0, height: 10_000)))
        #expect(rowsShown(host).contains(49))
    }

    @Test func aLazyStackBelowOtherContentCreatesOnlyTheRowsInView() throws {
        let view = ScrollView {
            VStack(spacing: 0) {
                Text("Header").frame(height: 300)
                LazyVStack(spacing: 0) {
                    ForEach(0..<1_000, id: \.self) { i in CounterRow(index: i, height: 40) }
                }
            }
        }
        let host = ViewHost(view, size: CGSize(width: 300, height: 400))
        #expect(rowsShown(host) == Array(0..<5))  // 100 points of rows in view, a 100-point margin
        #expect(host.scroll(at: CGPoint(x: 150, y: 200), by: CGSize(width: 0, height: 700)))
        let row10 = try #require(frame(ofRow: 10, host))  // 300 + 400 = 700: row 10 at the top
        #expect(abs(row10.midY - 20) < 0.5)
        // Rows 7…22 are wanted; rows 0…4 stay within the kept range (a viewport beyond the margin).
        #expect(rowsShown(host) == Array(0..<5) + Array(7...22))
    }

    @Test func shrinkingTheDataWhileScrolledFarDownShowsWhatIsLeft() throws {
        let host = ViewHost(GrowingList(initial: 1_000), size: CGSize(width: 300, height: 400))
        #expect(host.scroll(at: CGPoint(x: 150, y: 300), by: CGSize(width: 0, height: 100_000)))
        #expect(rowsShown(host).contains(999))
        #expect(host.tap("Keep 3"))
        #expect(rowsShown(host) == [0, 1, 2])
        let first = try #require(frame(ofRow: 0, host))
        #expect(abs(first.midY - 70) < 0.5)
    }
}

/// The texts of `theFocusedRowIsKeptWhileItScrollsFarAway`'s fields.
private final class FieldTexts: @unchecked Sendable {
    var values: [Int: String] = [:]
    func binding(_ i: Int) -> Binding<String> {
        Binding(get: { self.values[i, default: ""] }, set: { self.values[i] = $0 })
    }
}

/// A list that grows by five rows a tap.
private struct GrowingList: View {
    @State private var count: Int
    init(initial: Int = 0) { _count = State(initialValue: initial) }
    var body: some View {
        VStack(spacing: 0) {
            HStack {
                Button("Add 5") { count += 5 }
                Button("Keep 3") { count = 3 }
            }
            .frame(height: 50)
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<count, id: \.self) { i in CounterRow(index: i, height: 40) }
                }
            }
        }
    }
}
