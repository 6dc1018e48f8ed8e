import Foundation
import PlumeCairo
import PlumeTesting
import Testing

@testable import PlumeUI

/// The "Silent losses" and "A crash on long bidirectional text": Plume either draws what was
/// asked or says why not in `ViewGraph.diagnostics`, and text of any size lays out in bounded time.
@Suite("Silent losses")
struct SilentLossTests {
    private func diagnostics(_ host: ViewHost, containing needle: String) -> [String] {
        host.withGraph { $0.diagnostics }.filter { $0.contains(needle) }
    }

    /// The frames of the texts "above" and "below" around `view` (Pango text, 200 × 200).
    private func siblings<V: View>(around view: V) throws -> (ViewHost, CGRect, CGRect) {
        let host = ViewHost(
            VStack(spacing: 0) {
                Text("above")
                view
                Text("below")
            }, size: CGSize(width: 200, height: 200))
        _ = try host.render()
        let above = try #require(host.find(text: "above")?.frame)
        let below = try #require(host.find(text: "below")?.frame)
        return (host, above, below)
    }

    @Test func longBidirectionalTextInANarrowFrameLaysOut() throws {
        let text = String(repeating: "abc שלום 123 مرحبا def ", count: 11_008)
        let host = ViewHost(ScrollView { Text(text).frame(width: 20) }, size: CGSize(width: 390, height: 844))
        _ = try host.render()
        let frame = try #require(host.find(text: text)?.frame)
        #expect(frame.width > 10 && frame.width <= 20 && frame.height > 844 && frame.height.isFinite, "\(frame)")
        #expect(!diagnostics(host, containing: "bytes are more than the text engine lays out").isEmpty)
        #expect(host.dumpDisplayList().contains("text \"abc"))
        _ = host.scroll(at: CGPoint(x: 10, y: 400), by: CGSize(width: 0, height: 1e6))
        _ = try host.render()
    }

    @Test func a300KBWrappedTextIsDrawnAndTheCutReported() throws {
        let text = String(repeating: "lorem ipsum ", count: 25_000)  // 300 KB
        let host = ViewHost(ScrollView { Text(text) }, size: CGSize(width: 390, height: 844))
        _ = try host.render()
        let frame = try #require(host.find(text: text)?.frame)
        #expect(frame.width > 300, "\(frame)")
        #expect(frame.height > 844, "\(frame)")
        #expect(host.dumpDisplayList().contains("text \"lorem ipsum"))
        #expect(
            !diagnostics(host, containing: "300000 bytes are more than").isEmpty, "\(host.withGraph { $0.diagnostics })"
        )
    }

    @Test func tenMegabytesOfTextLayOutAndScroll() throws {
        let single = String(repeating: "0123456789", count: 1_000_000)
        let line = ViewHost(ScrollView(.horizontal) { Text(single) }, size: CGSize(width: 390, height: 200))
        _ = line.scroll(at: CGPoint(x: 100, y: 10), by: CGSize(width: 5000, height: 0))
        _ = try line.render()
        #expect((line.find(text: single)?.frame.width ?? 0) > 390)
        #expect(!diagnostics(line, containing: "10000000 bytes").isEmpty)

        let lines = String(repeating: "a short line of text\n", count: 500_000)  // 10.5 MB
        let many = ViewHost(ScrollView { Text(lines) }, size: CGSize(width: 390, height: 844))
        _ = many.scroll(at: CGPoint(x: 100, y: 400), by: CGSize(width: 0, height: 5000))
        _ = try many.render()
        #expect((many.find(text: lines)?.frame.height ?? 0) > 844)
        #expect(!diagnostics(many, containing: "10500000 bytes").isEmpty)
    }

    @Test func infiniteMinimumFramesAreReportedAndKeepSiblingsApart() throws {
        let (host, above, below) = try siblings(around: Color.red.frame(minWidth: .infinity, minHeight: .infinity))
        #expect(below.minY >= above.maxY)
        #expect(
            diagnostics(host, containing: "Invalid frame dimension").first
                == "Invalid frame dimension (negative or non-finite): minWidth inf is used as omitted, "
                + "minHeight inf is used as omitted")
        let (ideal, _, _) = try siblings(around: Text("wide").frame(idealWidth: .infinity).fixedSize())
        #expect(ideal.find(text: "wide")?.frame.width.isFinite == true)
        #expect(!diagnostics(ideal, containing: "idealWidth inf is used as omitted").isEmpty)
        let (fixed, _, _) = try siblings(around: Color.red.frame(width: -3, height: .nan))
        #expect(!diagnostics(fixed, containing: "width -3 is used as 0, height nan is used as 0").isEmpty)
        // maxWidth: .infinity is valid and says nothing.
        let (fill, _, _) = try siblings(around: Color.red.frame(maxWidth: .infinity))
        #expect(diagnostics(fill, containing: "frame").isEmpty)
    }

    @Test func hugePaddingIsClampedAndReported() throws {
        let (host, above, below) = try siblings(around: Text("pad").padding(1e308))
        #expect(below.minY > above.maxY)
        #expect(below.minY <= 2 * maximumLayoutLength + above.maxY + 100)
        #expect(!diagnostics(host, containing: "was clamped to it (maximumLayoutLength)").isEmpty)
        let (infinite, _, _) = try siblings(around: Text("pad").padding(.infinity))
        #expect(!diagnostics(infinite, containing: "Invalid padding (non-finite): inf is used as 0").isEmpty)
    }

    @Test(arguments: [CGFloat.nan, 0, -4, 1e300])
    func unusableFontSizesAreReportedAndTheTextDrawn(_ size: CGFloat) throws {
        let host = ViewHost(Text("sized").font(.system(size: size)), size: CGSize(width: 200, height: 100))
        _ = try host.render()
        #expect(host.dumpDisplayList().contains("text \"sized\""))
        let expected = size > 1 ? "10000" : "1"
        #expect(
            !diagnostics(
                host, containing: "font size \(formatNumber(size)) is outside 1…10000 points; drawn at \(expected)"
            )
            .isEmpty, "\(host.withGraph { $0.diagnostics })")
    }

    @Test func aHugeSVGIsShownAsDeclaredAndReported() throws {
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="100000000" height="100000000"><rect width="10" height="10" fill="#0000ff"/></svg>
            """
        let (host, above, below) = try siblings(around: Image(data: Data(svg.utf8), name: "huge.svg"))
        #expect(below.minY > above.maxY + 1e7)
        #expect(
            !diagnostics(host, containing: "use .resizable() to fit it").isEmpty, "\(host.withGraph { $0.diagnostics })"
        )
        let (fitted, _, _) = try siblings(
            around: Image(data: Data(svg.utf8), name: "huge.svg").resizable().frame(width: 20, height: 20))
        #expect(diagnostics(fitted, containing: "resizable").isEmpty)
    }

    @Test func cutTextEndsAtACharacterBoundary() {
        let request = TextLayoutRequest(runs: [TextRun("ab", font: .body), TextRun("👍🏽👍🏽", font: .body)])
        let cut = request.cut(to: TextLayoutLimit(length: 7, lineBreaks: 10))
        #expect(cut?.runs.map(\.text) == ["ab", "…"])
        let whole = request.cut(to: TextLayoutLimit(length: 10, lineBreaks: 10))
        #expect(whole?.runs.map(\.text) == ["ab", "👍🏽…"])
        #expect(request.cut(to: TextLayoutLimit(length: 100, lineBreaks: 0)) == nil)
        let lines = TextLayoutRequest(runs: [TextRun("a\nb\nc\u{2029}d", font: .body)])
        #expect(lines.cut(to: TextLayoutLimit(length: 100, lineBreaks: 1))?.runs.map(\.text) == ["a\nb…"])
        #expect(lines.cut(to: TextLayoutLimit(length: 100, lineBreaks: 2))?.runs.map(\.text) == ["a\nb\nc…"])
        #expect(!lines.exceeds(TextLayoutLimit(length: 100, lineBreaks: 3)))
    }
}
