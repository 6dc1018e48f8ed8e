import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

private final class Log {
    var entries: [String] = []
}

private struct SortMenu: View {
    let log: Log
    @State private var foldersFirst = false
    var body: some View {
        VStack {
            Menu("Sort") {
                Section("Order") {
                    Button("Name") { log.entries.append("name") }
                    Button("Date") { log.entries.append("date") }
                }
                Toggle("Folders First", isOn: $foldersFirst)
                Divider()
                Button("Locked") { log.entries.append("locked") }.disabled(true)
                Menu("More") {
                    Button("Reset", role: .destructive) { log.entries.append("reset") }
                }
            }
            Text(foldersFirst ? "Folders first" : "Mixed")
            Spacer()
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

@Suite("Menus") struct MenuTests {
    private let size = CGSize(width: 420, height: 500)

    private func openSort(_ log: Log) throws -> ViewHost {
        let host = ViewHost(SortMenu(log: log), size: size)
        #expect(host.find(text: "Name") == nil)
        #expect(host.tap("Sort"))
        host.advance(by: 0.4)
        try #require(host.find(text: "Name") != nil)
        return host
    }

    @Test func tappingTheLabelOpensTheMenuBelowItAndAnItemRunsAndCloses() throws {
        let log = Log()
        let host = try openSort(log)
        let label = try #require(host.find(text: "Sort"))
        let name = try #require(host.find(text: "Name"))
        #expect(name.frame.minY > label.frame.maxY, "below the label")
        #expect(host.presentedLines("Menu").count == 1)
        #expect(host.presentedLines("Dimming").allSatisfy { !$0.contains("black") }, "nothing is dimmed")
        #expect(host.tap("Date"))
        host.advance(by: 0.4)
        #expect(log.entries == ["date"])
        #expect(host.find(text: "Name") == nil, "closed")
    }

    @Test func escapeAndATapOutsideClose() throws {
        let log = Log()
        let host = try openSort(log)
        #expect(host.press(.escape))
        host.advance(by: 0.4)
        #expect(host.find(text: "Name") == nil)
        #expect(host.tap("Sort"))
        host.advance(by: 0.4)
        #expect(host.find(text: "Name") != nil)
        host.tap(at: CGPoint(x: size.width - 10, y: size.height - 10))
        host.advance(by: 0.4)
        #expect(host.find(text: "Name") == nil)
        #expect(log.entries.isEmpty)
    }

    @Test func sectionsHaveHeadersAndSeparators() throws {
        let host = try openSort(Log())
        let header = try #require(host.find(text: "Order"))
        #expect(!header.isButton)
        let name = try #require(host.find(text: "Name"))
        #expect(header.frame.maxY <= name.frame.minY)
        let dividers = host.dump().split(separator: "\n").filter { $0.contains("Divider") }
        #expect(dividers.count == 2, "after the section, and the Divider: \(dividers)")
    }

    @Test func aToggleIsACheckmarkRowAndADisabledItemDoesNothing() throws {
        let log = Log()
        let host = try openSort(log)
        #expect(host.find(text: "Mixed") != nil)
        #expect(host.tap("Folders First"))
        host.advance(by: 0.4)
        #expect(host.find(text: "Folders first") != nil)
        #expect(host.find(text: "Name") == nil, "choosing the toggle closes the menu")
        #expect(host.tap("Sort"))
        host.advance(by: 0.4)
        #expect(host.tap("Locked"))
        host.advance(by: 0.4)
        #expect(log.entries.isEmpty)
        #expect(host.find(text: "Name") != nil, "a disabled item keeps the menu open")
        #expect(host.drawnColor(ofText: "Locked") == Color.secondary.resolve(in: .light))
    }

    @Test func aSubmenuOpensBesideItsRowAndItsItemClosesEverything() throws {
        let log = Log()
        let host = try openSort(log)
        let more = try #require(host.find(text: "More"))
        #expect(host.tap("More"))
        host.advance(by: 0.4)
        let reset = try #require(host.find(text: "Reset"))
        #expect(reset.frame.minX > more.frame.maxX, "beside the row: \(reset.frame) \(more.frame)")
        #expect(abs(reset.frame.midY - more.frame.midY) < 12, "level with it")
        #expect(host.presentedLines("Menu").count == 2)
        #expect(host.drawnColor(ofText: "Reset") == Color.red.resolve(in: .light))
        #expect(host.tap("Reset"))
        host.advance(by: 0.4)
        #expect(log.entries == ["reset"])
        #expect(host.presentedLines("Menu").isEmpty)
    }

    @Test func theKeyboardMovesBetweenRowsAndChooses() throws {
        let log = Log()
        let host = try openSort(log)
        #expect(host.press(.down))
        #expect(host.press(.down))
        #expect(host.press(.enter))
        host.advance(by: 0.4)
        #expect(log.entries == ["date"])
        #expect(host.find(text: "Name") == nil)

        #expect(host.tap("Sort"))
        host.advance(by: 0.4)
        #expect(host.press(.up), "Up from the top goes to the last row")
        #expect(host.press(.right), "Right opens the submenu")
        host.advance(by: 0.4)
        #expect(host.find(text: "Reset") != nil)
        #expect(host.press(.left), "Left closes it")
        host.advance(by: 0.4)
        #expect(host.find(text: "Reset") == nil)
        #expect(host.find(text: "Name") != nil, "the parent stays open")
        #expect(host.press(.escape))
        host.advance(by: 0.4)
        #expect(host.find(text: "Name") == nil)
        #expect(log.entries == ["date"])
    }

    @Test func hoveringARowHighlightsItAndTheKeysGoOnFromThere() throws {
        let log = Log()
        let host = try openSort(log)
        let name = try #require(host.find(text: "Name"))
        host.hover(at: CGPoint(x: name.frame.midX, y: name.frame.midY))
        #expect(host.drawnColor(ofText: "Name") == Color.white.resolve(in: .light), "highlighted")
        host.hover(at: CGPoint(x: size.width - 5, y: size.height - 5))
        #expect(host.press(.down))
        #expect(host.press(.enter))
        host.advance(by: 0.4)
        #expect(log.entries == ["date"])
    }

    @Test func aPrimaryActionRunsOnTapAndALongPressOpensTheMenu() throws {
        let log = Log()
        let view = Menu {
            Button("Add Bookmark for All Tabs") { log.entries.append("all") }
        } label: {
            Text("Bookmark")
        } primaryAction: {
            log.entries.append("primary")
        }
        let host = ViewHost(view.padding(40), size: size)
        #expect(host.tap("Bookmark"))
        host.advance(by: 0.4)
        #expect(log.entries == ["primary"])
        #expect(host.find(text: "Add Bookmark for All Tabs") == nil)
        let label = try #require(host.find(text: "Bookmark"))
        host.longPress(at: CGPoint(x: label.frame.midX, y: label.frame.midY), duration: 0.8)
        host.advance(by: 0.4)
        #expect(log.entries == ["primary"], "a long press does not run the primary action")
        #expect(host.tap("Add Bookmark for All Tabs"))
        host.advance(by: 0.4)
        #expect(log.entries == ["primary", "all"])
    }

    @Test func aMenuWithASystemImageLabel() throws {
        let host = ViewHost(Menu("Share", systemImage: "square.and.arrow.up") { Button("Copy Link") {} }.padding(40))
        #expect(host.tap("Share"))
        host.advance(by: 0.4)
        #expect(host.find(text: "Copy Link") != nil)
    }

    @Test func anEmptyMenuDoesNotOpenAndIsReported() throws {
        let host = ViewHost(Menu("Nothing") {}.padding(40), size: size)
        #expect(host.tap("Nothing"))
        host.advance(by: 0.4)
        #expect(host.presentedLines("Menu").isEmpty)
        #expect(host.withGraph { $0.diagnostics }.contains { $0.contains("no items") })
    }

    @Test func fiftyNestedMenusOpenOneByOne() throws {
        var chosen = false
        func level(_ n: Int) -> AnyView {
            n == 0 ? AnyView(Button("Bottom") { chosen = true }) : AnyView(Menu("Level \(n)") { level(n - 1) })
        }
        let host = ViewHost(level(50).padding(20), size: CGSize(width: 600, height: 600))
        for n in stride(from: 50, through: 1, by: -1) {
            #expect(host.tap("Level \(n)"), "level \(n)")
            host.advance(by: 0.4)
        }
        #expect(host.presentedLines("Menu").count == 50)
        #expect(host.tap("Bottom"))
        host.advance(by: 0.4)
        #expect(chosen)
        #expect(host.presentedLines("Menu").isEmpty)
    }

    @Test func aLongLabelIsTruncatedToTheMenuWidth() throws {
        let long = String(repeating: "A very long item ", count: 30)
        let host = ViewHost(Menu("Long") { Button(long) {} }.padding(20), size: size)
        #expect(host.tap("Long"))
        host.advance(by: 0.4)
        let item = try #require(host.views.last { $0.text?.hasPrefix("A very long") == true })
        #expect(item.frame.width <= MenuPanel.maxWidth)
        #expect(item.frame.maxX <= size.width)
    }
}
