import Foundation
import PlumeGraphics
import PlumeTesting
import PlumeUI
import Testing

/// `Link`, `@Environment(\.openURL)` and `onOpenURL` written as a SwiftUI app writes them, driven as a
/// person would: tap the link, check what the system was asked to open.
@MainActor
@Suite("Open URL") struct OpenURLTests {
    private let help = URL(string: "https://example.com/help")!

    private struct About: View {
        let help: URL
        var body: some View {
            VStack {
                Text("Plume")
                Link("Help", destination: help)
                Link(destination: URL(string: "mailto:team@example.com")!) {
                    Label("Write to us", systemImage: "envelope")
                }
            }
        }
    }

    @Test func tappingALinkAsksTheSystemToOpenItsDestination() throws {
        let host = ViewHost(About(help: help), size: CGSize(width: 300, height: 200))
        #expect(host.openedURLs.isEmpty)
        #expect(host.tap("Help"))
        #expect(host.openedURLs == [help])
        #expect(host.tap("Write to us"))
        #expect(host.openedURLs.map(\.absoluteString) == [help.absoluteString, "mailto:team@example.com"])
        #expect(host.withGraph { $0.diagnostics }.isEmpty)
    }

    @Test func aLinkShowsAPointingHand() throws {
        let host = ViewHost(About(help: help), size: CGSize(width: 300, height: 200))
        let frame = try #require(host.views.first { $0.text == "Help" }).frame
        #expect(host.graph.pointerStyle(at: CGPoint(x: frame.midX, y: frame.midY)) == .pointingHand)
    }

    private final class Log { var entries: [String] = [] }

    /// A subtree that handles its own links: `.handled` keeps them in the app, `.systemAction(_:)`
    /// sends another URL to the system, `.discarded` refuses.
    private struct Handled: View {
        let log: Log
        var body: some View {
            VStack {
                Link("In app", destination: URL(string: "myapp://note/7")!)
                Link("Rewritten", destination: URL(string: "http://example.com/old")!)
                Link("Refused", destination: URL(string: "https://blocked.example")!)
                Link("Plain", destination: URL(string: "https://example.com/plain")!)
            }
            .environment(
                \.openURL,
                OpenURLAction { url in
                    log.entries.append(url.absoluteString)
                    switch url.host {
                    case "note": return .handled
                    case "example.com" where url.path == "/old":
                        return .systemAction(URL(string: "https://example.com/new")!)
                    case "blocked.example": return .discarded
                    default: return .systemAction
                    }
                })
        }
    }

    @Test func aCustomActionDecidesWhatTheSystemOpens() {
        let log = Log()
        let host = ViewHost(Handled(log: log), size: CGSize(width: 300, height: 240))
        host.tap("In app")
        #expect(host.openedURLs.isEmpty)
        host.tap("Rewritten")
        host.tap("Refused")
        host.tap("Plain")
        #expect(
            log.entries == [
                "myapp://note/7", "http://example.com/old", "https://blocked.example", "https://example.com/plain",
            ])
        #expect(host.openedURLs.map(\.absoluteString) == ["https://example.com/new", "https://example.com/plain"])
    }

    private final class Results { var accepted: [Bool] = [] }

    private struct Opener: View {
        let results: Results
        let url: URL
        @Environment(\.openURL) private var openURL
        var body: some View {
            Button("Open") { openURL(url) { results.accepted.append($0) } }
        }
    }

    @Test func theCompletionSaysWhetherTheSystemAccepted() {
        let results = Results()
        let host = ViewHost(Opener(results: results, url: help), size: CGSize(width: 200, height: 100))
        host.tap("Open")
        host.urlOpener.acceptsRequests = false
        host.tap("Open")
        #expect(results.accepted == [true, false])
        #expect(host.openedURLs == [help, help])
        #expect(host.withGraph { $0.diagnostics }.contains { $0.contains("did not open https://example.com/help") })
    }

    @Test func aURLWithoutASchemeIsRefusedAndReported() {
        let results = Results()
        let relative = URL(string: "docs/help.html")!
        let host = ViewHost(Opener(results: results, url: relative), size: CGSize(width: 200, height: 100))
        host.tap("Open")
        #expect(results.accepted == [false])
        #expect(host.openedURLs.isEmpty)
        #expect(host.withGraph { $0.diagnostics }.contains { $0.contains("has no scheme") })
    }

    private final class Kept { var action: OpenURLAction? }

    private struct Keeper: View {
        let kept: Kept
        @Environment(\.openURL) private var openURL
        var body: some View {
            kept.action = openURL
            return Text("Keeper")
        }
    }

    @Test func anActionKeptAfterItsWindowIsGoneOpensNothing() {
        let kept = Kept()
        do { _ = makeGraph(Keeper(kept: kept), width: 100, height: 40) }
        var accepted: Bool?
        kept.action?(help) { accepted = $0 }
        #expect(kept.action != nil)
        #expect(accepted == false)
    }

    private struct Inbox: View {
        @State private var opened: [String] = []
        var body: some View {
            VStack {
                Text(opened.isEmpty ? "Nothing opened" : opened.joined(separator: ", "))
            }
            .onOpenURL { url in opened.append(url.lastPathComponent) }
        }
    }

    @Test func onOpenURLReceivesWhatTheAppIsAskedToOpen() {
        let host = ViewHost(Inbox(), size: CGSize(width: 300, height: 100))
        #expect(host.views.contains { $0.text == "Nothing opened" })
        #expect(host.openURLFromSystem(URL(fileURLWithPath: "/tmp/report.pdf")))
        #expect(host.openURLFromSystem(URL(string: "myapp://notes/42")!))
        #expect(host.views.contains { $0.text == "report.pdf, 42" })
    }

    @Test func aWindowWithoutAHandlerTakesNothing() {
        let host = ViewHost(Text("No handler"), size: CGSize(width: 200, height: 100))
        #expect(!host.openURLFromSystem(help))
    }

    @Test func theCommandLineGivesURLsAndExistingFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plume-open-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        FileManager.default.createFile(atPath: folder.appendingPathComponent("notes.txt").path, contents: Data())
        let urls = AppSession.urlsToOpen(
            arguments: [
                "/usr/bin/notes", "--verbose", "https://example.com/a", "notes.txt", "missing.txt", "myapp:note/1",
                "C:thing", "", folder.appendingPathComponent("notes.txt").path,
            ], currentDirectory: folder.path)
        #expect(
            urls.map(\.absoluteString) == [
                "https://example.com/a", folder.appendingPathComponent("notes.txt").standardizedFileURL.absoluteString,
                "myapp:note/1", folder.appendingPathComponent("notes.txt").standardizedFileURL.absoluteString,
            ])
    }

    @Test func theAppGivesAURLToTheWindowThatHandlesIt() throws {
        let app = AppHost(InboxApp.self, size: CGSize(width: 320, height: 200))
        let library = try #require(app.window(titled: "Library"))
        library.tap("Open Viewer")
        #expect(app.frontmost?.views.contains { $0.text == "Viewer" } == true)
        #expect(app.open(URL(fileURLWithPath: "/home/me/plan.txt")))
        #expect(library.views.contains { $0.text == "plan.txt" })
        #expect(app.session.diagnostics.isEmpty)
    }

    @Test func aURLNoWindowHandlesIsReported() {
        let app = AppHost(ViewerOnlyApp.self, size: CGSize(width: 320, height: 200))
        #expect(!app.open(URL(string: "https://example.com")!))
        #expect(app.session.diagnostics == ["onOpenURL: no view of the app's windows handles https://example.com"])
    }
}

private struct InboxApp: App {
    var body: some Scene {
        WindowGroup("Library", id: "library") { InboxLibrary() }
        WindowGroup("Viewer", id: "viewer") { Text("Viewer") }
    }
}

private struct InboxLibrary: View {
    @State private var opened = "Nothing yet"
    @Environment(\.openWindow) private var openWindow
    var body: some View {
        VStack {
            Text(opened)
            Button("Open Viewer") { openWindow(id: "viewer") }
        }
        .onOpenURL { opened = $0.lastPathComponent }
    }
}

private struct ViewerOnlyApp: App {
    var body: some Scene { WindowGroup("Viewer") { Text("Viewer") } }
}
