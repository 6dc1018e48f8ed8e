import Foundation
import PlumeStreams
import PlumeTesting
import Testing

@testable import PlumeUI

private let window = CGSize(width: 320, height: 480)

extension ViewHost {
    /// Whether a view showing `text` sits centred in the window: on the top page of a stack (a
    /// covered page sits 30 % to the left, a sliding one to the right).
    func onTop(_ text: String) -> Bool {
        findAll(text: text).contains { abs($0.frame.midX - window.width / 2) < 1 }
    }
}

private struct NumberPage: View {
    let number: Int
    @Binding var path: [Int]
    var body: some View {
        VStack(spacing: 12) {
            Text("Number \(number)")
            Text("Path \(path.map(String.init).joined(separator: " "))")
            NavigationLink("Next", value: number + 1)
            Button("Pop to root") { path.removeAll() }
            Button("Pop two") { path.removeLast(2) }
        }
        .navigationTitle("N\(number)")
    }
}

private struct NumbersApp: View {
    @State var path: [Int] = []
    var body: some View {
        NavigationStack(path: $path) {
            VStack(spacing: 12) {
                NavigationLink("Open 1", value: 1)
                Button("Push three") { path.append(contentsOf: [7, 8, 9]) }
                NavigationLink("Not a number", value: "seven")
                NavigationLink("Nothing", value: nil as Int?)
                Text("Depth \(path.count)")
            }
            .navigationTitle("Numbers")
            .navigationDestination(for: Int.self) { n in NumberPage(number: n, path: $path) }
        }
    }
}

@Suite("Navigation path") struct NavigationPathTests {
    @Test func aValueLinkPushesItsDestinationAndAppendsToTheBoundPath() {
        let host = ViewHost(NumbersApp(), size: window)
        #expect(host.tap("Open 1"))
        host.advance(by: 0.5)
        #expect(host.onTop("Number 1"))
        #expect(host.onTop("Path 1"))
        #expect(host.tap("Next"))
        host.advance(by: 0.5)
        #expect(host.onTop("Number 2"))
        #expect(host.onTop("Path 1 2"))
        #expect(host.findAll(text: "N1").contains { $0.isButton }, "the back button names the page below")
        #expect(host.tap("N1"))
        host.advance(by: 0.5)
        #expect(host.find(text: "Number 2") == nil)
        #expect(host.onTop("Path 1"), "the back button removed the last value through the binding")
        #expect(host.tap("Numbers"))
        host.advance(by: 0.5)
        #expect(host.onTop("Depth 0"))
    }

    @Test func threeValuesPushedAtOnceSlideInAndPopOneByOne() {
        let host = ViewHost(NumbersApp(), size: window)
        #expect(host.tap("Push three"))
        host.advance(by: 0.1)
        let sliding = host.find(text: "Number 9")?.frame.midX ?? 0
        #expect(sliding > window.width / 2 + 10, "the top page is still sliding in")
        host.advance(by: 0.5)
        #expect(host.onTop("Number 9"))
        #expect(host.onTop("Path 7 8 9"))
        #expect(host.findAll(text: "N8").contains { $0.isButton })
        // Back button.
        #expect(host.tap("N8"))
        host.advance(by: 0.5)
        #expect(host.onTop("Number 8"))
        #expect(host.find(text: "Number 9") == nil)
        // Escape.
        #expect(host.press(.escape))
        host.advance(by: 0.5)
        #expect(host.onTop("Number 7"))
        #expect(host.onTop("Path 7"))
        // A swipe from the leading edge past half the width.
        host.drag(from: CGPoint(x: 6, y: 300), to: CGPoint(x: 250, y: 305), steps: 12, duration: 0.4)
        host.advance(by: 0.5)
        #expect(host.find(text: "Number 7") == nil)
        #expect(host.onTop("Depth 0"))
        #expect(!host.press(.escape), "Escape on the root page pops nothing")
    }

    @Test func popToRootAndRemoveLastTwoAnimateLikePops() {
        let host = ViewHost(NumbersApp(), size: window)
        #expect(host.tap("Push three"))
        host.advance(by: 0.5)
        #expect(host.tap("Pop two"))
        host.advance(by: 0.1)
        #expect(host.find(text: "Number 9") != nil, "the popped top page slides out")
        host.advance(by: 0.5)
        #expect(host.find(text: "Number 9") == nil)
        #expect(host.find(text: "Number 8") == nil)
        #expect(host.onTop("Number 7"))
        #expect(host.onTop("Path 7"), "a page that was covered catches up when it comes back into view")
        #expect(host.tap("Pop to root"))
        host.advance(by: 0.5)
        #expect(host.onTop("Depth 0"))
        #expect(host.find(text: "Number 7") == nil)
    }

    @Test func aSwipeFollowsTheFingerAndSnapsBackWhenShort() {
        let host = ViewHost(NumbersApp(), size: window)
        #expect(host.tap("Open 1"))
        host.advance(by: 0.5)
        host.press(at: CGPoint(x: 8, y: 300))
        host.move(from: CGPoint(x: 8, y: 300), to: CGPoint(x: 88, y: 302), steps: 10, duration: 1)
        let followed = host.find(text: "Number 1")?.frame.midX ?? 0
        #expect(abs(followed - (window.width / 2 + 80)) < 2, "the page follows the finger: \(followed)")
        host.release(at: CGPoint(x: 88, y: 302))
        host.advance(by: 0.5)
        #expect(host.onTop("Number 1"), "a short, slow swipe snaps back")
        // A drag starting away from the edge does not pop.
        host.drag(from: CGPoint(x: 60, y: 300), to: CGPoint(x: 300, y: 300))
        host.advance(by: 0.5)
        #expect(host.onTop("Number 1"))
        // A short fling does.
        host.drag(from: CGPoint(x: 5, y: 300), to: CGPoint(x: 100, y: 300), steps: 4, duration: 0.04)
        host.advance(by: 0.5)
        #expect(host.onTop("Depth 0"))
    }

    @Test func aValueOfAnotherTypeThanTheTypedPathIsReportedAndANilValueDoesNothing() {
        let host = ViewHost(NumbersApp(), size: window)
        #expect(host.tap("Not a number"))
        host.advance(by: 0.5)
        #expect(host.onTop("Depth 0"))
        #expect(host.withGraph { $0.diagnostics }.contains { $0.contains("String") && $0.contains("path of Int") })
        #expect(host.tap("Nothing"))
        host.advance(by: 0.5)
        #expect(host.onTop("Depth 0"))
    }
}

/// A page whose back button, dismiss and path are all one: the mixed old and new links.
private struct OldStylePage: View {
    var body: some View {
        VStack(spacing: 12) {
            Text("Old page")
            NavigationLink("Value 5", value: 5)
        }
        .navigationTitle("Old")
    }
}

private final class Router: ObservableObject {
    @Published var path: [Int] = []
}

private struct MixedApp: View {
    @ObservedObject var router: Router
    var body: some View {
        NavigationStack(path: $router.path) {
            NavigationLink("Open old", destination: OldStylePage())
                .navigationTitle("Home")
                .navigationDestination(for: Int.self) { n in Text("Value page \(n)").navigationTitle("V\(n)") }
        }
    }
}

@Suite("Navigation path mixed with view links") struct NavigationMixedTests {
    @Test func aValuePushedFromAViewPageGoesAboveItAndPopsBackToIt() {
        let router = Router()
        let host = ViewHost(MixedApp(router: router), size: window)
        #expect(host.tap("Open old"))
        host.advance(by: 0.5)
        #expect(host.onTop("Old page"))
        #expect(router.path.isEmpty, "a destination link does not touch the path")
        #expect(host.tap("Value 5"))
        host.advance(by: 0.5)
        #expect(host.onTop("Value page 5"))
        #expect(router.path == [5])
        #expect(host.findAll(text: "Old").contains { $0.isButton })
        #expect(host.tap("Old"))
        host.advance(by: 0.5)
        #expect(host.onTop("Old page"))
        #expect(router.path.isEmpty)
        #expect(host.tap("Home"))
        host.advance(by: 0.5)
        #expect(host.find(text: "Old page") == nil)
    }

    @Test func theModelSettingThePathPushesAndEmptyingItPopsEverything() {
        let router = Router()
        let host = ViewHost(MixedApp(router: router), size: window)
        host.withGraph { _ in router.path = [1, 2, 3] }
        host.advance(by: 0.1)
        #expect(!host.onTop("Value page 3"), "still sliding in")
        host.advance(by: 0.5)
        #expect(host.onTop("Value page 3"))
        #expect(host.press(.escape))
        host.advance(by: 0.5)
        #expect(router.path == [1, 2])
        #expect(host.onTop("Value page 2"))
        host.withGraph { _ in router.path = [] }
        host.advance(by: 0.5)
        #expect(host.find(text: "Value page 1") == nil)
        #expect(host.onTop("Open old"))
    }
}
