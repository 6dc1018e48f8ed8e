import Foundation
import PlumeCairo
import PlumeTesting
import Testing

@testable import PlumeUI

/// Text laid out with Pango inside stacks and frames: baselines, wrapping and truncation checked in the
/// layout and in the pixels.
@MainActor
@Suite("Text layout with Pango")
struct TextPangoLayoutBehaviourTests {
    private let sentence = "Pack my box with five dozen liquor jugs, then pack another one."

    /// The text items of the last frame.
    private func requests(_ host: ViewHost) -> [(request: TextLayoutRequest, frame: CGRect)] {
        host.displayList.allItems().compactMap { item in
            if case .text(let request, let frame, _) = item { return (request, frame) }
            return nil
        }
    }

    /// Columns with dark ink (red channel below 128) anywhere in `rows`.
    private func inkColumns(_ image: RenderedImage, rows: Range<Int>) -> [Int] {
        (0..<image.width).filter { x in rows.contains { y in image.pixel(x: x, y: y).red < 128 } }
    }

    @Test func firstTextBaselinesLineUpAcrossFontSizes() throws {
        let host = ViewHost(
            HStack(alignment: .firstTextBaseline) {
                Text("Big").font(.largeTitle)
                Text("small").font(.caption)
            }, size: CGSize(width: 300, height: 200))
        let items = requests(host)
        #expect(items.count == 2)
        let baselines = items.map { item in
            item.frame.minY + host.graph.textEngine.layout(item.request).firstBaseline
        }
        #expect(abs(baselines[0] - baselines[1]) < 0.5, "\(baselines)")
        #expect(items[0].frame.minY < items[1].frame.minY, "the small text sits lower")
    }

    @Test func centerAlignmentDiffersFromBaselineAlignment() throws {
        let host = ViewHost(
            HStack {
                Text("Big").font(.largeTitle)
                Text("small").font(.caption)
            }, size: CGSize(width: 300, height: 200))
        let items = requests(host)
        #expect(abs(items[0].frame.midY - items[1].frame.midY) < 0.5)
    }

    @Test func wrappedTextInkStaysInsideTheProposedWidth() throws {
        let host = ViewHost(Text(sentence).frame(width: 120), size: CGSize(width: 300, height: 300))
        let frame = try #require(host.frame(ofText: sentence))
        let columns = inkColumns(try host.render(), rows: Int(frame.minY)..<Int(frame.maxY))
        #expect(!columns.isEmpty)
        #expect(
            (columns.min() ?? 0) >= 90 - 1 && (columns.max() ?? 999) <= 210 + 1,
            "\(columns.first ?? -1)…\(columns.last ?? -1)")
    }

    @Test func truncatedTextInkStaysInsideItsFrame() throws {
        let host = ViewHost(Text(sentence).lineLimit(1).frame(width: 120), size: CGSize(width: 300, height: 100))
        let frame = try #require(host.frame(ofText: sentence))
        let columns = inkColumns(try host.render(), rows: Int(frame.minY)..<Int(frame.maxY))
        #expect((columns.max() ?? 999) <= Int(frame.maxX) + 1, "\(columns.last ?? -1) > \(frame.maxX)")
        #expect((columns.max() ?? 0) > Int(frame.midX), "the line is drawn up to the ellipsis")
    }

    @Test func textWrapsToFitAStackNextToAFixedView() throws {
        let host = ViewHost(
            HStack(alignment: .top) {
                Color.blue.frame(width: 40, height: 40)
                Text(sentence)
            }
            .frame(width: 200), size: CGSize(width: 300, height: 300))
        let frame = try #require(host.frame(ofText: sentence))
        #expect(frame.width <= 200 - 40 - 8 + 0.5, "\(frame)")
        #expect(frame.height > 40, "it wraps onto several lines: \(frame)")
    }

    @Test func monospacedDigitsKeepNumbersTheSameWidth() throws {
        let host = ViewHost(
            VStack {
                Text("111111").monospacedDigit()
                Text("888888").monospacedDigit()
            }, size: CGSize(width: 300, height: 200))
        let ones = try #require(host.frame(ofText: "111111")).width
        let eights = try #require(host.frame(ofText: "888888")).width
        #expect(abs(ones - eights) < 0.5, "\(ones) vs \(eights)")
        let proportional = ViewHost(
            VStack {
                Text("111111")
                Text("888888")
            }, size: CGSize(width: 300, height: 200))
        let a = try #require(proportional.frame(ofText: "111111")).width
        let b = try #require(proportional.frame(ofText: "888888")).width
        #expect(a < b, "Inter's proportional ones are narrower")
    }

    @Test func underlineAndStrikethroughAreDrawn() throws {
        func inkRows(_ text: Text) throws -> Int {
            let host = ViewHost(text.font(.system(size: 30)), size: CGSize(width: 300, height: 100))
            let image = try host.render()
            return (0..<image.height).filter { y in (0..<image.width).contains { image.pixel(x: $0, y: y).red < 128 } }
                .count
        }
        let plain = try inkRows(Text("ooo"))
        let underlined = try inkRows(Text("ooo").underline())
        #expect(underlined > plain, "an underline adds ink below the letters: \(plain) → \(underlined)")
        let struck = ViewHost(
            Text("ooo").strikethrough().font(.system(size: 30)), size: CGSize(width: 300, height: 100))
        let plainHost = ViewHost(Text("ooo").font(.system(size: 30)), size: CGSize(width: 300, height: 100))
        #expect(try struck.render() != plainHost.render())
    }
}
