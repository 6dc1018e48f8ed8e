import Foundation
import PlumeGraphics
import PlumeTesting
import Testing

@testable import PlumeUI

private let snapshotDirectory = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")

/// `Text(_: AttributedString)` with SwiftUI's attributes set as an Apple-platform app sets them
/// (`attributed.foregroundColor = .red`), checked in what is drawn.
@Suite("Attributed text") struct AttributedTextTests {
    private func message() -> AttributedString {
        var message = AttributedString("Sale ends today at noon")
        message.foregroundColor = .secondary
        if let range = message.range(of: "today") {
            message[range].font = .headline
            message[range].foregroundColor = .red
        }
        if let range = message.range(of: "noon") {
            message[range].backgroundColor = .yellow
            message[range].foregroundColor = .black
            message[range].underlineStyle = .single
        }
        return message
    }

    @Test func runsKeepTheirAttributes() {
        let host = ViewHost(Text(message()), size: CGSize(width: 320, height: 60))
        let list = host.dumpDisplayList()
        let red = Color.red.resolve(in: .light).hex
        let yellow = Color.yellow.resolve(in: .light).hex
        #expect(list.contains("\"today\" Inter 17 w600 \(red)"))
        #expect(list.contains("\"noon\" Inter 17 \(Color.black.resolve(in: .light).hex) on \(yellow) underline"))
        #expect(host.find(text: "Sale ends today at noon") != nil)
    }

    @Test func everySwiftUIAttributeIsRead() {
        var text = AttributedString("abcdefgh")
        let a = text.range(of: "a")!
        let b = text.range(of: "b")!
        let c = text.range(of: "c")!
        let d = text.range(of: "d")!
        let e = text.range(of: "e")!
        let f = text.range(of: "f")!
        let g = text.range(of: "g")!
        let h = text.range(of: "h")!
        text[a].strikethroughStyle = Text.LineStyle(pattern: .dash, color: .blue)
        text[b].kern = 2
        text[c].tracking = 3
        text[d].baselineOffset = 4
        text[e].link = URL(string: "https://example.com")
        text[f].inlinePresentationIntent = .stronglyEmphasized
        text[g].inlinePresentationIntent = [.emphasized, .code]
        text[h].inlinePresentationIntent = .strikethrough
        let segments = Text(text).segments
        #expect(segments.map(\.string) == ["a", "b", "c", "d", "e", "f", "g", "h"])
        #expect(segments[0].strikethrough && segments[0].strikethroughColor == .blue)
        #expect(segments[1].tracking == 2)
        #expect(segments[2].tracking == 3)
        #expect(segments[3].baselineOffset == 4)
        #expect(segments[4].link == URL(string: "https://example.com"))
        #expect(segments[5].weight == .bold)
        #expect(segments[6].italic && segments[6].monospaced)
        #expect(segments[7].strikethrough)
    }

    @Test func markdownBuildsIntentsAndLinks() throws {
        let parsed = try AttributedString(
            markdown: "**Bold** and *it* with [docs](guide.html)", baseURL: URL(string: "https://example.com/")!)
        let runs = parsed.runs.map { run in
            (String(parsed[run.range].characters), run.inlinePresentationIntent, run.link?.absoluteString)
        }
        #expect(runs.map(\.0) == ["Bold", " and ", "it", " with ", "docs"])
        #expect(runs[0].1 == .stronglyEmphasized)
        #expect(runs[2].1 == .emphasized)
        #expect(runs[4].2 == "https://example.com/guide.html")
        let segments = Text(parsed).segments
        #expect(segments[0].weight == .bold && segments[2].italic && segments[4].link != nil)
        #expect(String(try AttributedString(markdown: "**open").characters) == "**open")
    }

    @Test func aRunsOwnFontAndColourWinOverTheTextsModifiers() {
        let host = ViewHost(Text(message()).font(.title).foregroundColor(.blue), size: CGSize(width: 360, height: 60))
        let list = host.dumpDisplayList()
        #expect(list.contains("\"today\" Inter 17 w600 \(Color.red.resolve(in: .light).hex)"))
        #expect(list.contains("\"Sale ends \" Inter 28 \(Color.secondary.resolve(in: .light).hex)"))
    }

    @Test func aTappedLinkOpensThroughOpenURL() throws {
        var text = AttributedString("Open the docs")
        text[text.range(of: "docs")!].link = URL(string: "https://example.com/docs")
        let host = ViewHost(Text(text), size: CGSize(width: 300, height: 60))
        let frame = try #require(host.find(text: "Open the docs")).frame
        host.tap(at: CGPoint(x: frame.maxX - 8, y: frame.midY))
        #expect(host.openedURLs == [URL(string: "https://example.com/docs")!])
        host.tap(at: CGPoint(x: frame.minX + 8, y: frame.midY))
        #expect(host.openedURLs.count == 1)
    }

    @Test func emptyAndNonFiniteValuesAreHarmless() {
        var text = AttributedString("x")
        text.kern = .nan
        text.baselineOffset = .infinity
        let host = ViewHost(
            VStack {
                Text(AttributedString())
                Text(text)
            }, size: CGSize(width: 200, height: 80))
        #expect(host.find(text: "x") != nil)
        #expect(Text(AttributedString()).plainText == "")
    }

    @Test(arguments: [ColorScheme.light, .dark]) func snapshot(_ scheme: ColorScheme) throws {
        var styled = AttributedString("Kerned, raised and struck")
        styled[styled.range(of: "Kerned")!].kern = 3
        styled[styled.range(of: "raised")!].baselineOffset = 6
        styled[styled.range(of: "struck")!].strikethroughStyle = Text.LineStyle(color: .red)
        let host = ViewHost(
            VStack(alignment: .leading, spacing: 10) {
                Text(message())
                Text(styled)
            }
            .padding(12), size: CGSize(width: 300, height: 90), colorScheme: scheme)
        try host.assertSnapshot(named: "text-attributed-\(scheme == .dark ? "dark" : "light")", in: snapshotDirectory)
    }
}
