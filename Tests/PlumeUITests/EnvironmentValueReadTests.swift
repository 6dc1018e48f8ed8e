import Foundation
import PlumeTesting
import PlumeUI
import Testing

/// Counts the bodies of the views that report to it.
private final class BodyCounter {
    var counts: [String: Int] = [:]
    func count(_ name: String) { counts[name, default: 0] += 1 }
}

private struct ShelfKey: EnvironmentKey { static let defaultValue = "none" }
private struct TallyKey: EnvironmentKey { static let defaultValue = "0" }
extension EnvironmentValues {
    fileprivate var shelf: String {
        get { self[ShelfKey.self] }
        set { self[ShelfKey.self] = newValue }
    }
    fileprivate var tally: String {
        get { self[TallyKey.self] }
        set { self[TallyKey.self] = newValue }
    }
}

/// Reads one environment value, shows it after its name and counts its body under that name.
private struct ValueReader: View {
    let name: String
    let counter: BodyCounter
    @Environment private var value: String
    init(_ name: String, _ keyPath: KeyPath<EnvironmentValues, String>, counter: BodyCounter) {
        (self.name, self.counter) = (name, counter)
        _value = Environment(keyPath)
    }
    var body: some View {
        counter.count(name)
        return Text("\(name) \(value)")
    }
}

/// Writes a value that changes with each tap and, inside it, one that does not: the inner value is
/// written into a new environment on every tap (its entry is new), with the same value.
private struct TwoWriters: View {
    let counter: BodyCounter
    @State private var taps = 0
    var body: some View {
        VStack {
            Button("Tap \(taps)") { taps += 1 }
            VStack {
                ValueReader("Shelf", \.shelf, counter: counter)
                ValueReader("Tally", \.tally, counter: counter)
            }
            .environment(\.shelf, "Poetry")
            .environment(\.tally, "\(taps)")
        }
    }
}

/// A stack whose root page is a list of links, made again by every push (the app's view owns the
/// path); each pushed page links to the next value and has a button back to the root.
private struct ListRootStack: View {
    @State var path: [Int]
    var listRoot = true
    var body: some View {
        NavigationStack(path: $path) {
            Group {
                if listRoot {
                    List(0..<20, id: \.self) { n in NavigationLink("Item \(n)", value: n) }
                } else {
                    Text("No list")
                }
            }
            .navigationTitle("Items")
            .navigationDestination(for: Int.self) { n in
                VStack {
                    Text("Page \(n) of \(path.count)")
                    NavigationLink("Next", value: n + 1)
                    Button("Home") { path.removeAll() }
                }
            }
        }
    }
}

/// A view evaluates its body again for a new environment only when a value it read is different:
/// an entry written again with an equal value (a page made again writes its navigation context and
/// `dismiss` anew) does not count as a change.
@MainActor @Suite struct EnvironmentValueReadTests {
    @Test func aValueWrittenAgainUnchangedDoesNotRebuildItsReaders() throws {
        let counter = BodyCounter()
        let host = ViewHost(TwoWriters(counter: counter), size: CGSize(width: 320, height: 240))
        #expect(host.find(text: "Shelf Poetry") != nil)
        #expect(counter.counts == ["Shelf": 1, "Tally": 1])
        #expect(host.tap("Tap 0"))
        host.runFrame()
        #expect(host.find(text: "Tally 1") != nil)
        #expect(host.find(text: "Shelf Poetry") != nil)
        #expect(counter.counts == ["Shelf": 1, "Tally": 2])
    }

    @Test func pushingOverAListRootDoesNotRebuildItsRows() throws {
        let host = ViewHost(ListRootStack(path: Array(1...10)), size: CGSize(width: 390, height: 844))
        #expect(host.find(text: "Page 10 of 10") != nil)
        let bodies = try #require(host.bodiesEvaluated(tapping: "Next"))
        host.advance(by: 1)
        #expect(host.find(text: "Page 11 of 11") != nil)
        // The stack, its root page made again, the new page and the bars: not the root's 20 links
        // (each a row, a link and a button: 130 bodies when they were built again).
        #expect(bodies < 90, "\(bodies) bodies")
        // The kept links still push: back to the root, then a link.
        #expect(host.tap("Home"))
        host.advance(by: 1)
        #expect(host.tap("Item 5"))
        host.advance(by: 1)
        #expect(host.find(text: "Page 5 of 1") != nil)
    }

    @Test func aPushedPageThatIsMadeAgainKeepsItsDismissReaders() throws {
        let counter = BodyCounter()
        let host = ViewHost(DismissPageStack(counter: counter), size: CGSize(width: 390, height: 844))
        #expect(host.tap("Open"))
        host.advance(by: 1)
        #expect(host.find(text: "Close") != nil)
        let built = try #require(counter.counts["close"])
        #expect(host.tap("Bump 0"))
        host.runFrame()
        #expect(host.find(text: "Bump 1") != nil)
        #expect(counter.counts["close"] == built)
        // The kept action still pops its page.
        #expect(host.tap("Close"))
        host.advance(by: 1)
        #expect(host.find(text: "Open") != nil)
        #expect(host.find(text: "Close") == nil)
    }
}

/// A stack whose pushed page is made again by a tap on it (the app's view owns the counter shown on
/// the page); the page's close button reads `dismiss`.
private struct DismissPageStack: View {
    let counter: BodyCounter
    @State private var path: [Int] = []
    @State private var bumps = 0
    var body: some View {
        NavigationStack(path: $path) {
            Button("Open") { path.append(1) }
                .navigationDestination(for: Int.self) { _ in
                    VStack {
                        Button("Bump \(bumps)") { bumps += 1 }
                        CloseButton(counter: counter)
                    }
                }
        }
    }
}

private struct CloseButton: View {
    let counter: BodyCounter
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        counter.count("close")
        return Button("Close") { dismiss() }
    }
}
