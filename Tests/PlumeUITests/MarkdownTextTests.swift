import Foundation
import PlumeGraphics
import PlumeTesting
import Testing

@testable import PlumeUI

private let snapshotDirectory = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")

/// Markdown in `Text` string literals: how runs are styled (nesting, escapes, unclosed markers),
/// SwiftUI's rule that only literals are parsed, and links tapped like a person taps them.
@Suite("Markdown text") struct MarkdownTextTests {
    /// The segments' characters with their styles, as "b:Bold" (b bold, i italic, c code,
    /// s struck, l link).
    private func styled(_ text: Text) -> [String] {
        text.segments.map { segment in
            var marks = ""
            if segment.weight == .bold { marks += "b" }
            if segment.italic { marks += "i" }
            if segment.monospaced { marks += "c" }
            if segment.strikethrough { marks += "s" }
            if segment.link != nil { marks += "l" }
            return marks.isEmpty ? segment.string : "\(marks):\(segment.string)"
        }
    }

    @Test func eachMarkerStylesItsRun() {
        let text = Text("**Bold**, *italic*, `code`, ~~gone~~ and [a link](https://example.com)")
        #expect(
            styled(text) == ["b:Bold", ", ", "i:italic", ", ", "c:code", ", ", "s:gone", " and ", "l:a link"])
        #expect(text.segments.last?.link == URL(string: "https://example.com"))
        #expect(text.plainText == "Bold, italic, code, gone and a link")
        #expect(styled(Text("__strong__ and _em_")) == ["b:strong", " and ", "i:em"])
    }

    @Test func markersNest() {
        #expect(styled(Text("***both***")) == ["bi:both"])
        #expect(styled(Text("**bold *and italic***")) == ["b:bold ", "bi:and italic"])
        #expect(styled(Text("*it **strong** it*")) == ["i:it ", "bi:strong", "i: it"])
        #expect(styled(Text("[**bold** link](https://example.com)")) == ["bl:bold", "l: link"])
        #expect(styled(Text("~~*struck italic*~~")) == ["is:struck italic"])
    }

    @Test func codeIsShownAsWritten() {
        #expect(styled(Text("`**not bold**`")) == ["c:**not bold**"])
        #expect(styled(Text("``a ` tick``")) == ["c:a ` tick"])
    }

    @Test func escapesShowMarkersLiterally() {
        #expect(styled(Text("\\*not italic\\*")) == ["*not italic*"])
        #expect(styled(Text("a \\[b\\](c)")) == ["a [b](c)"])
        #expect(styled(Text("back\\\\slash")) == ["back\\slash"])
    }

    @Test func unclosedAndSpacedMarkersStayLiteral() {
        #expect(styled(Text("**bold")) == ["**bold"])
        #expect(styled(Text("a * b * c")) == ["a * b * c"])
        #expect(styled(Text("snake_case_name")) == ["snake_case_name"])
        #expect(styled(Text("`open")) == ["`open"])
        #expect(styled(Text("[label](no scheme)")) == ["[label](no scheme)"])
        #expect(styled(Text("[label]")) == ["[label]"])
        #expect(styled(Text("~~~")) == ["~~~"])
        #expect(styled(Text("**")) == ["**"])
    }

    @Test func onlyLiteralsAreParsedAsInSwiftUI() {
        let variable = "**not bold**"
        #expect(styled(Text(variable)) == ["**not bold**"])
        #expect(styled(Text(verbatim: "**not bold**")) == ["**not bold**"])
        // Interpolated values are shown as they are; the literal around them is parsed.
        #expect(styled(Text("**Hello \(variable)**")) == ["b:Hello **not bold**"])
        #expect(Text("Hello \(variable)").plainText == "Hello **not bold**")
    }

    /// Many markers that never close: each is searched for once at most (see `MarkdownText.Parser`).
    @Test func hugeAndHostileInputIsBounded() {
        let openers = String(repeating: "*a ", count: 20_000)
        #expect(Text(LocalizedStringKey(openers)).plainText.count == openers.count)
        let brackets = String(repeating: "[", count: 20_000) + "x"
        #expect(Text(LocalizedStringKey(brackets)).plainText.count == brackets.count)
        let links = String(repeating: "[a](", count: 5_000)
        #expect(Text(LocalizedStringKey(links)).plainText.count == links.count)
        let deep = String(repeating: "*", count: 40) + "x" + String(repeating: "*", count: 40)
        #expect(Text(LocalizedStringKey(deep)).plainText.contains("x"))
        let ticks = String(repeating: "`a", count: 20_000)
        #expect(Text(LocalizedStringKey(ticks)).plainText.count <= ticks.count)
    }

    private struct Note: View {
        var body: some View {
            Text("Read the [guide](https://example.com/guide) or **ask** us.")
                .frame(width: 300, alignment: .leading)
        }
    }

    /// The point over the middle of `word` in the text drawn by `host`'s only text.
    private func point(of word: String, in host: ViewHost) throws -> CGPoint {
        let frame = try #require(host.views.first { $0.text != nil }).frame
        let text = try #require(host.views.first { $0.text != nil }?.text)
        let range = try #require(text.range(of: word))
        let before = String(text[..<range.lowerBound])
        let engine = host.textEngine
        let font = Font.body
        let x0 = engine.layout(TextLayoutRequest(runs: [TextRun(before, font: font)])).size.width
        let x1 = engine.layout(TextLayoutRequest(runs: [TextRun(before + word, font: font)])).size.width
        return CGPoint(x: frame.minX + (x0 + x1) / 2, y: frame.midY)
    }

    @Test func tappingALinkOpensItThroughTheSystem() throws {
        let host = ViewHost(Note(), size: CGSize(width: 320, height: 80))
        host.tap(at: try point(of: "Read", in: host))
        #expect(host.openedURLs.isEmpty)
        host.tap(at: try point(of: "guide", in: host))
        #expect(host.openedURLs == [URL(string: "https://example.com/guide")!])
        #expect(host.withGraph { $0.diagnostics }.isEmpty)
    }

    @Test func anInjectedOpenURLActionReceivesTheLink() throws {
        final class Opened { var urls: [URL] = [] }
        let opened = Opened()
        let host = ViewHost(
            Note().environment(
                \.openURL,
                OpenURLAction { url in
                    opened.urls.append(url)
                    return .handled
                }), size: CGSize(width: 320, height: 80))
        host.tap(at: try point(of: "guide", in: host))
        #expect(opened.urls == [URL(string: "https://example.com/guide")!])
        #expect(host.openedURLs.isEmpty)
    }

    @Test func aPressThatLeavesTheLinkOpensNothing() throws {
        let host = ViewHost(Note(), size: CGSize(width: 320, height: 80))
        host.press(at: try point(of: "guide", in: host))
        host.release(at: try point(of: "ask", in: host))
        #expect(host.openedURLs.isEmpty)
    }

    @Test func linksAreDrawnInTheTint() {
        let host = ViewHost(Note().tint(.pink), size: CGSize(width: 320, height: 80))
        let list = host.dumpDisplayList()
        #expect(list.contains("\"guide\" Inter 17 \(Color.pink.resolve(in: .light).hex)"))
        #expect(list.contains("\"ask\" Inter 17 w700"))
    }

    @Test(arguments: [ColorScheme.light, .dark]) func snapshot(_ scheme: ColorScheme) throws {
        let host = ViewHost(
            VStack(alignment: .leading, spacing: 8) {
                Text("**Bold**, *italic*, ***both***, `code` and ~~gone~~")
                Text("Read the [guide](https://example.com/guide) or **ask** us.")
                Text("Unclosed **markers stay, \\*escapes\\* show")
            }
            .padding(12), size: CGSize(width: 380, height: 110), colorScheme: scheme)
        try host.assertSnapshot(named: "text-markdown-\(scheme == .dark ? "dark" : "light")", in: snapshotDirectory)
    }
}
