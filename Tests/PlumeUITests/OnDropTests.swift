import Foundation
import PlumeFoundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// A drop zone written as iOS 14 apps write it: `onDrop(of:isTargeted:perform:)` with item
/// providers loaded on their own threads and the result taken back to the main queue.
private struct DropZone: View {
    @State private var targeted = false
    @State private var received: [String] = []
    var body: some View {
        VStack(spacing: 20) {
            Text("Note").padding(10).draggable("Buy figs")
            Text(received.isEmpty ? "Drop text here" : received.joined(separator: ", "))
                .frame(width: 300, height: 80)
                .onDrop(of: [.text], isTargeted: $targeted) { providers in
                    for provider in providers {
                        _ = provider.loadObject(ofClass: String.self) { text, _ in
                            guard let text else { return }
                            DispatchQueue.main.async { received.append(text) }
                        }
                    }
                    return true
                }
            Text("Files")
                .frame(width: 300, height: 80)
                .onDrop(of: [.fileURL], isTargeted: nil) { providers, _ in
                    for provider in providers {
                        provider.loadItem(forTypeIdentifier: UTType.fileURL.identifier) { item, _ in
                            guard let data = item as? Data, let url = URL(dataRepresentation: data, relativeTo: nil)
                            else { return }
                            DispatchQueue.main.async { received.append(url.lastPathComponent) }
                        }
                        _ = provider.loadDataRepresentation(forTypeIdentifier: UTType.plainText.identifier) { data, _ in
                            guard let data else { return }
                            let text = String(decoding: data, as: UTF8.self)
                            DispatchQueue.main.async { received.append("contents \(text)") }
                        }
                    }
                    return true
                }
            Text(targeted ? "over the zone" : "not over")
        }
    }
}

@Suite("onDrop with item providers") struct OnDropTests {
    private func center(_ host: ViewHost, _ text: String) throws -> CGPoint {
        let frame = try #require(host.find(text: text)).frame
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    /// Lets the views' tasks and the main queue run until `text` shows, for at most about ten
    /// seconds of real time (the providers load on threads of their own, their exports may need the
    /// main actor, and the views take the results back to the main queue). Each test waits until
    /// every load it started has answered: a view's state set after its host is gone would touch
    /// a torn-down graph.
    private func waitFor(_ text: String, in host: ViewHost) async -> Bool {
        for _ in 0..<200 {
            if host.find(text: text) != nil { return true }
            await host.settleTasks(quietPeriod: 0.05, limit: 0.05)
        }
        return host.find(text: text) != nil
    }

    /// The text `provider` loads as a `String` (nil when it fails).
    private func loadedText(_ provider: NSItemProvider) async -> String? {
        await withCheckedContinuation { continuation in
            _ = provider.loadObject(ofClass: String.self) { value, _ in continuation.resume(returning: value) }
        }
    }

    @Test func textDraggedInTheWindowIsLoadedFromItsProvider() async throws {
        let host = ViewHost(DropZone(), size: CGSize(width: 400, height: 400))
        let note = try center(host, "Note")
        let zone = try center(host, "Drop text here")
        host.press(at: note)
        host.move(from: note, to: zone)
        #expect(host.find(text: "over the zone") != nil, "isTargeted follows the drag")
        host.release(at: zone)
        #expect(host.find(text: "not over") != nil)
        #expect(await waitFor("Buy figs", in: host), "\(host.texts)")
    }

    @Test func textAndFilesFromTheDesktopAreLoadedAsTheirTypes() async throws {
        let host = ViewHost(DropZone(), size: CGSize(width: 400, height: 400))
        #expect(host.dropText("Hello", at: try center(host, "Drop text here")))
        #expect(await waitFor("Hello", in: host), "\(host.texts)")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("plume-ondrop-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("list.txt")
        try Data("figs".utf8).write(to: file)
        #expect(host.dropFiles([file], at: try center(host, "Hello")), "a text file is text: its contents")
        #expect(await waitFor("Hello, figs", in: host), "\(host.texts)")
        #expect(host.dropFiles([file], at: try center(host, "Files")))
        _ = await waitFor("Hello, figs, list.txt, contents figs", in: host)
        let received = host.texts.first { $0.hasPrefix("Hello") } ?? ""
        #expect(
            received == "Hello, figs, list.txt, contents figs" || received == "Hello, figs, contents figs, list.txt",
            "the file's URL and contents, in either order: \(host.texts)")
    }

    @Test func aProviderAnswersOnlyForTypesItOffers() async throws {
        let provider = NSItemProvider()
        provider.registerDataRepresentation(forTypeIdentifier: UTType.utf8PlainText.identifier, visibility: .all) {
            done in
            done(Data("abc".utf8), nil)
            return nil
        }
        #expect(provider.registeredTypeIdentifiers == [UTType.utf8PlainText.identifier])
        #expect(provider.hasItemConformingToTypeIdentifier(UTType.text.identifier))
        #expect(!provider.hasItemConformingToTypeIdentifier(UTType.png.identifier))
        #expect(provider.canLoadObject(ofClass: String.self))
        #expect(!provider.canLoadObject(ofClass: URL.self))
        let answered = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var failure: (any Error)?
        _ = provider.loadDataRepresentation(forTypeIdentifier: UTType.png.identifier) { _, error in
            failure = error
            answered.signal()
        }
        #expect(answered.wait(timeout: .now() + 2) == .success)
        #expect(failure != nil, "no PNG: the load fails")
        #expect(await loadedText(provider) == "abc")
    }

    @Test func aDraggedStringsProviderLoadsItsText() async throws {
        let provider = await MainActor.run { ItemProviderDropDestination.provider(for: DragPayload("Buy figs")) }
        #expect(provider.hasItemConformingToTypeIdentifier(UTType.text.identifier))
        #expect(await loadedText(provider) == "Buy figs")
    }
}
