import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// A note that can be shared as a `Transferable` with a plain-text representation.
private struct Note: Transferable {
    let title: String
    static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation(exporting: \Note.title)
    }
}

/// A value with no text to copy.
private struct Blob: Transferable {
    static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(exportedContentType: .data) { _ in Data([1, 2, 3]) }
    }
}

@MainActor @Suite("ShareLink") struct ShareLinkTests {
    private func clipboard(_ host: ViewHost) -> String? { host.withGraph { $0.clipboard.string } }

    @Test func sharingAURLCopiesItWithTheMessageAndSaysSo() {
        let url = URL(string: "https://example.com/recipe")!
        let host = ViewHost(
            VStack {
                ShareLink(item: url, subject: Text("Dinner"), message: Text("Try this"))
                Spacer()
            }.padding(),
            size: CGSize(width: 360, height: 300))
        #expect(host.find(text: "Share") != nil, "the default label")
        #expect(host.tap("Share"))
        host.advance(by: 0.5)
        #expect(clipboard(host) == "Try this\nhttps://example.com/recipe")
        #expect(host.find(text: "Copied to the clipboard") != nil)
    }

    @Test func aTitledLinkCopiesStringsOneALine() {
        let host = ViewHost(
            VStack {
                ShareLink("Send Notes", item: "Buy milk")
                ShareLink(items: ["one", "two"]) { Text("Both") }
                Spacer()
            },
            size: CGSize(width: 360, height: 300))
        #expect(host.tap("Send Notes"))
        #expect(clipboard(host) == "Buy milk")
        host.advance(by: 0.5)
        #expect(host.find(text: "Copied to the clipboard") != nil)
        host.tap(at: CGPoint(x: 350, y: 290))
        host.advance(by: 0.5)
        #expect(host.tap("Both"))
        #expect(clipboard(host) == "one\ntwo")
    }

    @Test func aTransferableIsCopiedThroughItsTextRepresentationWithItsPreviewTitle() async {
        let host = ViewHost(
            VStack {
                ShareLink(item: Note(title: "Groceries: eggs"), preview: SharePreview("My note"))
                Spacer()
            },
            size: CGSize(width: 360, height: 300))
        #expect(host.tap("Share"))
        await host.settleTasks()
        host.advance(by: 0.5)
        #expect(clipboard(host) == "Groceries: eggs")
        #expect(host.find(text: "My note") != nil)
    }

    @Test func anItemWithoutTextIsReportedAndNothingIsCopied() {
        let host = ViewHost(
            VStack {
                ShareLink(item: Blob(), preview: SharePreview("Blob")) { Text("Send blob") }
                Spacer()
            },
            size: CGSize(width: 360, height: 300))
        host.withGraph { $0.clipboard.string = "before" }
        #expect(host.tap("Send blob"))
        host.advance(by: 0.5)
        #expect(clipboard(host) == "before")
        #expect(host.find(text: "Nothing was copied") != nil)
        #expect(host.withGraph { $0.diagnostics }.contains { $0.contains("no plain text or URL representation") })
    }
}
