import Foundation
import PlumeFoundation
import PlumeGraphics
import PlumeTesting
import PlumeUI
import Testing

/// A note that travels as JSON, or as its title where text is taken: written as SwiftUI's
/// documentation writes a `Transferable` type.
private struct Note: Codable, Transferable {
    var title: String
    var stars: Int
    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .json)
        ProxyRepresentation(exporting: \.title)
    }
}

/// Fruit cards to drag into a basket, and a note to drag as a note or as text.
private struct Market: View {
    @State private var basket: [String] = []
    @State private var notes: [String] = []
    @State private var targeted = false
    @State private var lastLocation = CGPoint.zero

    var body: some View {
        VStack(spacing: 20) {
            HStack(spacing: 20) {
                Text("Apple").padding(10).draggable("Apple")
                Text("Pear").padding(10).draggable("Pear")
                Text("Memo").padding(10).draggable(Note(title: "Buy figs", stars: 3))
            }
            Text(basket.isEmpty ? "Empty basket" : basket.joined(separator: ", "))
                .frame(width: 300, height: 80)
                .background(targeted ? Color.green : Color.gray.opacity(0.2))
                .dropDestination(for: String.self) { items, location in
                    basket += items
                    lastLocation = location
                    return true
                } isTargeted: {
                    targeted = $0
                }
            Text(notes.isEmpty ? "No notes" : notes.joined(separator: ", "))
                .frame(width: 300, height: 80)
                .dropDestination(for: Note.self) { items, _ in
                    notes += items.map { "\($0.title) \($0.stars)★" }
                    return true
                }
            Text(targeted ? "over the basket" : "not over")
            Text("dropped at \(Int(lastLocation.x)),\(Int(lastLocation.y))")
        }
    }
}

@Suite("Drag and drop") struct DragAndDropTests {
    /// How many times `text` is drawn in the last frame.
    private func drawn(_ host: ViewHost, _ text: String) -> Int {
        host.displayList.allItems().filter { item in
            guard case .text(let request, _, _) = item else { return false }
            return request.runs.map(\.text).joined() == text
        }.count
    }

    private func center(_ host: ViewHost, _ text: String) throws -> CGPoint {
        let frame = try #require(host.find(text: text)).frame
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    @Test func draggingAStringIntoTheBasket() throws {
        let host = ViewHost(Market(), size: CGSize(width: 400, height: 400))
        let apple = try center(host, "Apple")
        let basket = try center(host, "Empty basket")
        host.drag(from: apple, to: basket)
        #expect(host.find(text: "Empty basket") == nil)
        #expect(host.findAll(text: "Apple").count == 2, "the card stays where it was, and the basket has one")
        #expect(host.find(text: "not over") != nil, "the drag ended")
        host.drag(from: try center(host, "Pear"), to: CGPoint(x: basket.x - 100, y: basket.y + 10))
        #expect(host.find(text: "Apple, Pear") != nil)
        #expect(host.find(text: "dropped at 50,50") != nil, "the location is in the basket's coordinates")
    }

    @Test func theBasketIsTargetedWhileADragIsOverItAndThePreviewFollows() throws {
        let host = ViewHost(Market(), size: CGSize(width: 400, height: 400))
        let apple = try center(host, "Apple")
        let basket = try center(host, "Empty basket")
        host.press(at: apple)
        host.move(from: apple, to: CGPoint(x: apple.x, y: apple.y + 30))
        #expect(host.find(text: "not over") != nil)
        #expect(drawn(host, "Apple") == 2, "the source and its picture under the pointer")
        host.move(from: CGPoint(x: apple.x, y: apple.y + 30), to: basket)
        #expect(host.find(text: "over the basket") != nil)
        host.move(from: basket, to: CGPoint(x: 20, y: 390))
        #expect(host.find(text: "not over") != nil, "leaving the basket")
        host.release(at: CGPoint(x: 20, y: 390))
        #expect(host.find(text: "Empty basket") != nil, "dropped outside: nothing happens")
        #expect(drawn(host, "Apple") == 1, "the picture is gone")
    }

    @Test func aTapOnADraggableViewIsNotADrag() throws {
        let host = ViewHost(Market(), size: CGSize(width: 400, height: 400))
        #expect(host.tap("Apple"))
        #expect(host.find(text: "Empty basket") != nil)
        #expect(drawn(host, "Apple") == 1)
    }

    @Test func aNoteDropsAsANoteOrAsItsTitle() async throws {
        let host = ViewHost(Market(), size: CGSize(width: 400, height: 400))
        let memo = try center(host, "Memo")
        host.drag(from: memo, to: try center(host, "No notes"))
        await host.settleTasks(quietPeriod: 0.5)  // the conversion runs on the cooperative pool, slow under load
        #expect(host.find(text: "Buy figs 3★") != nil, "through its JSON (CodableRepresentation)")
        host.drag(from: memo, to: try center(host, "Empty basket"))
        await host.settleTasks(quietPeriod: 0.5)  // the conversion runs on the cooperative pool, slow under load
        #expect(host.find(text: "Buy figs") != nil, "through its title (ProxyRepresentation)")
    }

    @Test func aStringIsNotANote() throws {
        let host = ViewHost(Market(), size: CGSize(width: 400, height: 400))
        let apple = try center(host, "Apple")
        let notes = try center(host, "No notes")
        host.press(at: apple)
        host.move(from: apple, to: notes)
        #expect(host.find(text: "not over") != nil)
        host.release(at: notes)
        #expect(host.find(text: "No notes") != nil, "JSON of a note cannot be read from plain text")
    }

    private struct WithPreview: View {
        @State private var basket: [String] = []
        var body: some View {
            VStack(spacing: 40) {
                Text("Plum").padding(10).draggable("Plum") { Text("A plum for you").padding(4) }
                Text(basket.isEmpty ? "Empty basket" : basket.joined(separator: ", "))
                    .frame(width: 300, height: 80)
                    .dropDestination(for: String.self) { items, _ in
                        basket += items
                        return true
                    }
            }
        }
    }

    @Test func aCustomPreviewFollowsThePointerAndIsHiddenOtherwise() throws {
        let host = ViewHost(WithPreview(), size: CGSize(width: 400, height: 300))
        #expect(host.find(text: "A plum for you") == nil, "the preview is not a view on screen")
        #expect(drawn(host, "A plum for you") == 0)
        let plum = try center(host, "Plum")
        let basket = try center(host, "Empty basket")
        host.press(at: plum)
        host.move(from: plum, to: basket)
        #expect(drawn(host, "A plum for you") == 1)
        #expect(drawn(host, "Plum") == 1, "the preview replaces the view's own picture")
        host.release(at: basket)
        #expect(host.find(text: "Plum") != nil)
        #expect(host.findAll(text: "Plum").count == 2, "dropped")
        #expect(drawn(host, "A plum for you") == 0)
    }

    private struct Inbox: View {
        @State private var files: [String] = []
        @State private var texts: [String] = []
        var body: some View {
            VStack(spacing: 0) {
                Text(files.isEmpty ? "Drop files here" : files.joined(separator: ", "))
                    .frame(width: 300, height: 100)
                    .dropDestination(for: URL.self) { urls, _ in
                        files += urls.map(\.lastPathComponent)
                        return true
                    }
                Text(texts.isEmpty ? "Drop text here" : texts.joined(separator: ", "))
                    .frame(width: 300, height: 100)
                    .dropDestination(for: String.self) { strings, _ in
                        texts += strings
                        return true
                    }
            }
        }
    }

    @Test func filesFromTheDesktopDropAsURLs() throws {
        let host = ViewHost(Inbox(), size: CGSize(width: 300, height: 200))
        let urls = [URL(fileURLWithPath: "/home/me/a.txt"), URL(fileURLWithPath: "/home/me/b.png")]
        #expect(host.dropFiles(urls, at: CGPoint(x: 150, y: 50)))
        #expect(host.find(text: "a.txt, b.png") != nil)
        #expect(!host.dropFiles(urls, at: CGPoint(x: 150, y: 150)), "the text well takes no files")
        #expect(host.dropText("hello", at: CGPoint(x: 150, y: 150)))
        #expect(host.find(text: "hello") != nil)
        #expect(!host.dropFiles(urls, at: CGPoint(x: CGFloat.nan, y: 10)))
    }

    /// A type made from a URL (a `ProxyRepresentation` that imports `URL`), so dropped files reach
    /// it only through a conversion.
    private struct Bookmark: Transferable {
        var name: String
        static var transferRepresentation: some TransferRepresentation {
            ProxyRepresentation(importing: { (url: URL) in Bookmark(name: url.lastPathComponent) })
        }
    }

    private struct Bookmarks: View {
        @State private var names: [String] = []
        var body: some View {
            Text(names.isEmpty ? "No bookmarks" : names.joined(separator: ", "))
                .frame(width: 300, height: 100)
                .dropDestination(for: Bookmark.self) { bookmarks, _ in
                    names += bookmarks.map(\.name)
                    return true
                }
        }
    }

    @Test func severalDroppedFilesAreConvertedTogether() async throws {
        let host = ViewHost(Bookmarks(), size: CGSize(width: 300, height: 100))
        let urls = [URL(fileURLWithPath: "/home/me/a.txt"), URL(fileURLWithPath: "/home/me/b.png")]
        #expect(host.dropFiles(urls, at: CGPoint(x: 150, y: 50)))
        await host.settleTasks(quietPeriod: 0.5)  // the conversion runs on the cooperative pool, slow under load
        #expect(host.find(text: "a.txt, b.png") != nil, "both files, in order, after their conversion")
    }
}
