import Foundation
import PlumeCairo
import PlumeTesting
import Testing

@testable import PlumeUI

/// Text measured and drawn by Pango with Inter (the default ViewHost), against SwiftUI's defaults.
@MainActor
@Suite("Text")
struct TextBehaviourTests {
    private let sentence = "The quick brown fox jumps over the lazy dog and keeps running far away."

    /// The text items of the host's display list: request, frame and color.
    private func textItems(_ host: ViewHost) -> [(request: TextLayoutRequest, frame: CGRect)] {
        host.displayList.allItems().compactMap { item in
            if case .text(let request, let frame, _) = item { return (request, frame) }
            return nil
        }
    }

    // MARK: Fonts

    @Test func textStylesUseApplesDefaultSizes() {
        let styles: [(Font, String)] = [
            (.largeTitle, "Inter 34"), (.title, "Inter 28"), (.title2, "Inter 22"), (.title3, "Inter 20"),
            (.headline, "Inter 17 w600"), (.body, "Inter 17"), (.callout, "Inter 16"), (.subheadline, "Inter 15"),
            (.footnote, "Inter 13"), (.caption, "Inter 12"), (.caption2, "Inter 11"),
        ]
        for (font, expected) in styles {
            let host = ViewHost(Text("Aa").font(font), size: CGSize(width: 200, height: 100))
            #expect(host.dumpDisplayList().hasPrefix("text \"Aa\" \(expected) #000000FF"), "\(host.dumpDisplayList())")
        }
    }

    @Test func bodyIsTheDefaultFont() {
        let host = ViewHost(Text("Aa"), size: CGSize(width: 200, height: 100))
        #expect(host.dumpDisplayList().hasPrefix("text \"Aa\" Inter 17 #000000FF"))
    }

    @Test func biggerStylesMeasureTaller() {
        let host = ViewHost(
            VStack {
                Text("Large").font(.largeTitle)
                Text("Body")
                Text("Caption").font(.caption)
            }, size: CGSize(width: 300, height: 300))
        let large = host.frame(ofText: "Large")?.height ?? 0
        let body = host.frame(ofText: "Body")?.height ?? 0
        let caption = host.frame(ofText: "Caption")?.height ?? 0
        #expect(large > body && body > caption, "\(large) \(body) \(caption)")
        #expect(body >= 17 && body <= 26, "a 17-point line is about 20 points high: \(body)")
    }

    @Test func systemFontWeightsItalicAndDesign() {
        let host = ViewHost(
            VStack {
                Text("B").bold()
                Text("I").italic()
                Text("W").fontWeight(.semibold)
                Text("S").font(.system(size: 20, weight: .heavy, design: .serif))
                Text("M").font(.system(size: 14, design: .monospaced))
                Text("T").font(.title.bold())
            }, size: CGSize(width: 300, height: 300))
        let dump = host.dumpDisplayList()
        #expect(dump.contains("text \"B\" Inter 17 w700 "), "\(dump)")
        #expect(dump.contains("text \"I\" Inter 17 italic "), "\(dump)")
        #expect(dump.contains("text \"W\" Inter 17 w600 "), "\(dump)")
        #expect(dump.contains("text \"S\" DejaVu Serif 20 w800 "), "\(dump)")
        #expect(dump.contains("text \"M\" DejaVu Sans Mono 14 "), "\(dump)")
        #expect(dump.contains("text \"T\" Inter 28 w700 "), "\(dump)")
    }

    @Test func boldTextIsWiderThanRegular() {
        let host = ViewHost(
            VStack {
                Text("Wide words")
                Text("Wide words").bold().accessibilityIdentifier("bold")
            }, size: CGSize(width: 300, height: 300))
        let regular = host.find(text: "Wide words")?.frame.width ?? 0
        let widths = host.findAll(text: "Wide words").map(\.frame.width)
        #expect(widths.count == 2)
        #expect((widths.max() ?? 0) > (widths.min() ?? 0), "\(widths), regular \(regular)")
    }

    // MARK: Composition

    @Test func concatenationKeepsEachRunsStyle() {
        let host = ViewHost(
            Text("Hello ") + Text("bold").bold() + Text(" red").foregroundColor(.red),
            size: CGSize(width: 300, height: 100))
        #expect(
            host.dumpDisplayList().hasPrefix(
                "text \"Hello \" Inter 17 + \"bold\" Inter 17 w700 + \" red\" Inter 17 #FF3B30FF #000000FF"),
            "\(host.dumpDisplayList())")
        #expect(host.find(text: "Hello bold red") != nil)
    }

    @Test func specifierInterpolationFormatsNumbers() {
        let value = 3.14159
        let count = 7
        let host = ViewHost(
            VStack {
                Text("pi \(value, specifier: "%.2f")")
                Text("n \(count, specifier: "%03d")")
                Text("plain \(count)")
            }, size: CGSize(width: 300, height: 200))
        #expect(host.texts == ["pi 3.14", "n 007", "plain 7"])
    }

    @Test func verbatimShowsTheStringAsIs() {
        let host = ViewHost(Text(verbatim: "%d \\(x)"), size: CGSize(width: 300, height: 100))
        #expect(host.texts == ["%d \\(x)"])
    }

    // MARK: Wrapping, line limits, truncation

    @Test func longTextWrapsAtTheProposedWidth() {
        let host = ViewHost(Text(sentence).frame(width: 150), size: CGSize(width: 400, height: 400))
        let frame = host.frame(ofText: sentence)
        #expect((frame?.width ?? 999) <= 150)
        #expect((frame?.height ?? 0) > 60, "several lines: \(String(describing: frame))")
    }

    @Test func lineLimitCapsTheLinesAndTruncates() throws {
        let one = ViewHost(Text(sentence).lineLimit(1).frame(width: 150), size: CGSize(width: 400, height: 400))
        let two = ViewHost(Text(sentence).lineLimit(2).frame(width: 150), size: CGSize(width: 400, height: 400))
        let free = ViewHost(Text(sentence).frame(width: 150), size: CGSize(width: 400, height: 400))
        let h1 = one.frame(ofText: sentence)?.height ?? 0
        let h2 = two.frame(ofText: sentence)?.height ?? 0
        let hFree = free.frame(ofText: sentence)?.height ?? 0
        #expect(h1 > 0 && h2 > h1 * 1.5 && hFree > h2, "\(h1) \(h2) \(hFree)")
        let item = try #require(textItems(one).first)
        #expect(item.request.lineLimit == 1)
        let result = one.graph.textEngine.layout(item.request)
        #expect(result.isTruncated)
        #expect(result.lineCount == 1)
    }

    @Test func truncationModeReachesTheTextEngine() throws {
        for mode in [TruncationMode.head, .middle, .tail] {
            let host = ViewHost(
                Text(sentence).lineLimit(1).truncationMode(mode).frame(width: 120),
                size: CGSize(width: 300, height: 100))
            let item = try #require(textItems(host).first)
            #expect(item.request.truncation == mode)
            #expect(host.graph.textEngine.layout(item.request).isTruncated)
        }
    }

    @Test func shortTextIsNotTruncated() throws {
        let host = ViewHost(Text("Short").lineLimit(1), size: CGSize(width: 300, height: 100))
        let item = try #require(textItems(host).first)
        #expect(!host.graph.textEngine.layout(item.request).isTruncated)
    }

    @Test func multilineAlignmentPlacesShortLines() throws {
        /// The leftmost column with dark ink in the rows of the second line.
        func leftInkOfSecondLine(_ alignment: TextAlignment) throws -> Int {
            let host = ViewHost(
                Text("WWWWWWWWWW\nW").multilineTextAlignment(alignment).frame(width: 300, alignment: .leading),
                size: CGSize(width: 300, height: 100))
            let frame = try #require(host.frame(ofText: "WWWWWWWWWW\nW"))
            let image = try host.render()
            let rows = Int(frame.midY + 2)..<Int(frame.maxY - 1)
            for x in Int(frame.minX)..<Int(frame.maxX) {
                for y in rows where image.pixel(x: x, y: y).red < 128 { return x - Int(frame.minX) }
            }
            return -1
        }
        let leading = try leftInkOfSecondLine(.leading)
        let center = try leftInkOfSecondLine(.center)
        let trailing = try leftInkOfSecondLine(.trailing)
        #expect(leading >= 0 && leading < 5, "\(leading)")
        #expect(center > leading + 20, "\(center)")
        #expect(trailing > center + 20, "\(trailing)")
    }

    // MARK: Emoji

    @Test func emojiAreMeasuredAndDrawnInColor() throws {
        let host = ViewHost(Text("🎉🎉🎉").font(.system(size: 40)), size: CGSize(width: 300, height: 100))
        let frame = try #require(host.frame(ofText: "🎉🎉🎉"))
        #expect(frame.width > 90, "three 40-point emoji: \(frame)")
        let image = try host.render()
        var colorful = 0
        for x in stride(from: Int(frame.minX), to: Int(frame.maxX), by: 2) {
            for y in stride(from: Int(frame.minY), to: Int(frame.maxY), by: 2) {
                let p = image.pixel(x: x, y: y)
                if abs(Int(p.red) - Int(p.blue)) > 60 || abs(Int(p.green) - Int(p.blue)) > 60 { colorful += 1 }
            }
        }
        #expect(colorful > 20, "emoji are drawn in color (Noto Color Emoji): \(colorful) colorful samples")
    }

    @Test func emojiCountAsOneCharacterInFixedMetrics() {
        let host = makeHost(Text("a👋🏽b"))
        #expect(host.frame(ofText: "a👋🏽b")?.width == 24)
    }
}
