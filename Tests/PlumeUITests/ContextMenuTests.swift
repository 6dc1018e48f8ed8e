import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

private final class Log {
    var entries: [String] = []
}

private struct Note: View {
    let log: Log
    var body: some View {
        VStack {
            Text("Groceries")
                .frame(width: 300, height: 80)
                .contextMenu {
                    Button("Duplicate") { log.entries.append("duplicate") }
                    Button("Delete", role: .destructive) { log.entries.append("delete") }
                }
            Button("Open") { log.entries.append("open") }
                .contextMenu { Button("Open in New Window") { log.entries.append("window") } }
            Spacer()
        }
        .padding(20)
    }
}

@Suite("Context menus") struct ContextMenuTests {
    private let size = CGSize(width: 420, height: 500)

    @Test func aSecondaryClickOpensTheMenuAtThePointer() throws {
        let log = Log()
        let host = ViewHost(Note(log: log), size: size)
        let note = try #require(host.find(text: "Groceries"))
        let point = CGPoint(x: note.frame.midX + 10, y: note.frame.midY)
        #expect(host.secondaryClick(at: point))
        host.advance(by: 0.4)
        let duplicate = try #require(host.find(text: "Duplicate"))
        #expect(duplicate.frame.minY > point.y && duplicate.frame.minY < point.y + 30, "\(duplicate.frame)")
        #expect(duplicate.frame.minX > point.x && duplicate.frame.minX < point.x + 40, "\(duplicate.frame)")
        #expect(host.tap("Delete"))
        host.advance(by: 0.4)
        #expect(log.entries == ["delete"])
        #expect(host.find(text: "Duplicate") == nil)
    }

    @Test func aLongPressOpensTheMenuAndAButtonKeepsItsTap() throws {
        let log = Log()
        let host = ViewHost(Note(log: log), size: size)
        #expect(host.tap("Open"))
        #expect(log.entries == ["open"])
        let open = try #require(host.find(text: "Open"))
        host.longPress(at: CGPoint(x: open.frame.midX, y: open.frame.midY), duration: 0.8)
        host.advance(by: 0.4)
        #expect(log.entries == ["open"], "the long press does not tap the button")
        #expect(host.tap("Open in New Window"))
        host.advance(by: 0.4)
        #expect(log.entries == ["open", "window"])
    }

    @Test func aSecondaryClickElsewhereDoesNothingAndClosesAnOpenMenu() throws {
        let log = Log()
        let host = ViewHost(Note(log: log), size: size)
        #expect(!host.secondaryClick(at: CGPoint(x: 10, y: size.height - 10)))
        #expect(host.presentedLines("Menu").isEmpty)
        #expect(host.secondaryClick("Groceries"))
        host.advance(by: 0.4)
        #expect(host.presentedLines("Menu").count == 1)
        #expect(!host.secondaryClick(at: CGPoint(x: 10, y: size.height - 10)))
        host.advance(by: 0.4)
        #expect(host.presentedLines("Menu").isEmpty)
        #expect(!host.secondaryClick(at: CGPoint(x: CGFloat.nan, y: 0)))
    }

    @Test func aPreviewIsDrawnAboveTheItems() throws {
        let view = Text("Photo")
            .frame(width: 200, height: 60)
            .contextMenu {
                Button("Save") {}
            } preview: {
                Text("Big Photo").frame(width: 160, height: 100)
            }
        let host = ViewHost(view.padding(20), size: size)
        #expect(host.secondaryClick("Photo"))
        host.advance(by: 0.4)
        let preview = try #require(host.find(text: "Big Photo"))
        let save = try #require(host.find(text: "Save"))
        #expect(preview.frame.maxY < save.frame.minY)
    }
}
