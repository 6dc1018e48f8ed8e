import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// A counter that keeps its own state, to tell whether a page kept it.
private struct CounterPage: View {
    let name: String
    @State private var count = 0
    var body: some View {
        VStack {
            Text("\(name) \(count)")
            Button("Add to \(name)") { count += 1 }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

private struct BadgedTabs: View {
    @State var unread = 3
    var body: some View {
        TabView {
            Button("Read all") { unread = 0 }
                .tabItem {
                    Image(systemName: "envelope")
                    Text("Inbox")
                }
                .badge(unread)
            Text("Settings page")
                .tabItem { Text("Settings") }
                .badge("New")
            Text("Profile page")
                .tabItem { Text("Profile") }
                .badge(Text?.none)
        }
    }
}

private struct ModernTabs: View {
    @State var selection = 0
    @State var showsExtra = false
    var body: some View {
        TabView(selection: $selection) {
            Tab("Home", systemImage: "house", value: 0) {
                VStack {
                    Text("Home page")
                    Button("Go to inbox") { selection = 1 }
                    Button("Show extra") { showsExtra = true }
                }
            }
            Tab("Inbox", systemImage: "envelope", value: 1) { Text("Inbox page") }
                .badge(12)
            if showsExtra {
                Tab(value: 2) {
                    Text("Extra page")
                } label: {
                    Label("Extra", systemImage: "star")
                }
            }
        }
    }
}

private struct Pages: View {
    @State var page = 0
    var body: some View {
        VStack(spacing: 0) {
            Text("Page index \(page)")
            TabView(selection: $page) {
                CounterPage(name: "Red").background(Color.red).tag(0)
                CounterPage(name: "Green").background(Color.green).tag(1)
                CounterPage(name: "Blue").background(Color.blue).tag(2)
            }
            .tabViewStyle(.page)
        }
    }
}

/// The texts of the tab badges on screen, in order.
private func badgeTexts(_ host: ViewHost) -> [String] {
    let views = host.views
    return views.filter { $0.identifier == "tab.badge" }.compactMap { badge in
        views.filter { $0.text != nil && badge.frame.contains(CGPoint(x: $0.frame.midX, y: $0.frame.midY)) }
            .min { $0.frame.width * $0.frame.height < $1.frame.width * $1.frame.height }?.text
    }
}

@Suite("Tab view") struct TabViewTests {
    private let size = CGSize(width: 320, height: 480)

    @Test func badgesShowOnTabItemsAndZeroOrNilShowsNone() throws {
        let host = ViewHost(BadgedTabs(), size: size)
        #expect(badgeTexts(host) == ["3", "New"], "nil shows none")
        let inbox = try #require(host.find(text: "Inbox"))
        let three = try #require(host.find(text: "3"))
        #expect(three.frame.minY < inbox.frame.minY, "the badge sits on the icon, above the title")
        #expect(three.frame.minX > inbox.frame.midX)
        #expect(host.tap("Read all"))
        #expect(badgeTexts(host) == ["New"], ".badge(0) shows none")
    }

    @Test func tabsWithValuesFollowTheSelection() {
        let host = ViewHost(ModernTabs(), size: size)
        #expect(host.find(text: "Home page") != nil)
        #expect(badgeTexts(host) == ["12"])
        #expect(host.tap("Inbox"))
        #expect(host.find(text: "Inbox page") != nil)
        #expect(host.find(text: "Home page") == nil)
        #expect(host.tap("Home"))
        #expect(host.tap("Go to inbox"))
        #expect(host.find(text: "Inbox page") != nil, "setting the selection shows the tab with that value")
    }

    @Test func tabsCanComeAndGoWithState() {
        let host = ViewHost(ModernTabs(), size: size)
        #expect(host.find(text: "Extra") == nil)
        #expect(host.tap("Show extra"))
        #expect(host.tap("Extra"))
        #expect(host.find(text: "Extra page") != nil)
    }

    @Test func tabsWithoutValuesAreChosenByPosition() {
        let host = ViewHost(
            TabView {
                Tab("First", systemImage: "star") { Text("First page") }
                Tab("Second", systemImage: "heart") { Text("Second page") }.badge("!")
            }, size: size)
        #expect(host.find(text: "First page") != nil)
        #expect(host.tap("Second"))
        #expect(host.find(text: "Second page") != nil)
        #expect(badgeTexts(host) == ["!"])
    }

    @Test func aBadgeInAListRowTrailsIt() throws {
        let host = ViewHost(List { Text("Messages").badge(5) }, size: size)
        let title = try #require(host.find(text: "Messages"))
        let badge = try #require(host.find(text: "5"))
        #expect(badge.frame.minX > title.frame.maxX)
        #expect(host.find(identifier: "tab.badge") == nil)
    }
}

@Suite("Paged tab view") struct PagedTabViewTests {
    private let size = CGSize(width: 300, height: 400)

    private func dragPages(_ host: ViewHost, by dx: CGFloat, duration: TimeInterval = 0.4) {
        let start = CGPoint(x: 150, y: 300)
        host.drag(from: start, to: CGPoint(x: start.x + dx, y: start.y), steps: 12, duration: duration)
        host.advance(by: 0.5)
    }

    @Test func aDragPastHalfAPageTurnsItAndSnaps() throws {
        let host = ViewHost(Pages(), size: size)
        let red = try #require(host.find(text: "Red 0"))
        #expect(red.frame.midX == 150)
        dragPages(host, by: -200)
        #expect(host.find(text: "Page index 1") != nil)
        let green = try #require(host.find(text: "Green 0"))
        #expect(abs(green.frame.midX - 150) < 0.5, "snapped: the page is centred")
    }

    @Test func aShortSlowDragSnapsBack() throws {
        let host = ViewHost(Pages(), size: size)
        dragPages(host, by: -60, duration: 2)
        #expect(host.find(text: "Page index 0") != nil)
        let red = try #require(host.find(text: "Red 0"))
        #expect(abs(red.frame.midX - 150) < 0.5)
    }

    @Test func theFirstPageCannotBeDraggedPastAndPagesKeepTheirState() throws {
        let host = ViewHost(Pages(), size: size)
        #expect(host.tap("Add to Red"))
        #expect(host.find(text: "Red 1") != nil)
        dragPages(host, by: 250)
        #expect(host.find(text: "Page index 0") != nil, "no page before the first")
        dragPages(host, by: -200)
        dragPages(host, by: -200)
        #expect(host.find(text: "Page index 2") != nil)
        dragPages(host, by: -200)
        #expect(host.find(text: "Page index 2") != nil, "no page after the last")
        dragPages(host, by: 200)
        dragPages(host, by: 200)
        #expect(host.find(text: "Red 1") != nil, "the first page kept its state")
    }

    @Test func dotsShowThePagesAndATapOnOneGoesThere() throws {
        let host = ViewHost(Pages(), size: size)
        #expect(host.find(label: "Page 3 of 3") != nil)
        #expect(host.tap("Page 3 of 3"))
        host.advance(by: 0.5)
        #expect(host.find(text: "Page index 2") != nil)
        let blue = try #require(host.find(text: "Blue 0"))
        #expect(abs(blue.frame.midX - 150) < 0.5)
    }

    @Test func indexDisplayModeNeverHidesTheDotsAndOnePageHasNoneByDefault() {
        let never = ViewHost(
            TabView {
                Text("A")
                Text("B")
            }.tabViewStyle(.page(indexDisplayMode: .never)), size: size)
        #expect(never.find(label: "Page 1 of 2") == nil)
        let single = ViewHost(TabView { Text("Only") }.tabViewStyle(PageTabViewStyle()), size: size)
        #expect(single.find(label: "Page 1 of 1") == nil)
        let always = ViewHost(
            TabView { Text("Only") }.tabViewStyle(.page(indexDisplayMode: .always))
                .indexViewStyle(.page(backgroundDisplayMode: .always)), size: size)
        #expect(always.find(label: "Page 1 of 1") != nil)
        let automatic = ViewHost(
            TabView {
                Text("A")
                Text("B")
            }.tabViewStyle(.automatic), size: size)
        #expect(automatic.find(label: "Page 1 of 2") == nil, "the default style is the tab bar")
        #expect(automatic.find(text: "Tab 2") != nil)
    }

    @Test func snappingFollowsThePredictedEnd() {
        #expect(TabPager.target(after: -151, current: 0, count: 3, width: 300) == 1)
        #expect(TabPager.target(after: -149, current: 0, count: 3, width: 300) == 0)
        #expect(TabPager.target(after: 400, current: 0, count: 3, width: 300) == 0)
        #expect(TabPager.target(after: -900, current: 2, count: 3, width: 300) == 2)
        #expect(TabPager.target(after: 0, current: 0, count: 0, width: 300) == 0)
        #expect(TabPager.resisted(90, current: 0, count: 3, width: 300) == 30)
        #expect(TabPager.resisted(-500, current: 1, count: 3, width: 300) == -300)
    }
}

/// PNG references of badges and page dots (`PLUME_RECORD=1` records them).
private let snapshotDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")

@Suite("Tab view pictures") struct TabViewSnapshotTests {
    @Test func badgesOnATabBar() throws {
        let host = ViewHost(ModernTabs(), size: CGSize(width: 320, height: 240))
        try host.assertSnapshot(named: "tabs-badges-light", in: snapshotDirectory)
    }

    @Test func pageDotsOnACapsuleInDark() throws {
        let host = ViewHost(
            Pages().indexViewStyle(.page(backgroundDisplayMode: .always)), size: CGSize(width: 300, height: 300),
            colorScheme: .dark)
        host.press(at: CGPoint(x: 200, y: 200))
        host.move(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 120, y: 200), steps: 8, duration: 0.3)
        try host.assertSnapshot(named: "tabs-page-dragging-dark", in: snapshotDirectory)
        host.release(at: CGPoint(x: 120, y: 200))
        host.advance(by: 0.5)
        #expect(host.find(text: "Page index 1") != nil)
    }
}
