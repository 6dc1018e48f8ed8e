import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// A field whose text is mirrored into a long paragraph below it, as a live preview is.
private struct MirroredParagraph: View {
    static let paragraph = String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 450)
    @State private var name = ""

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Name", text: $name)
            ScrollView { Text(Self.paragraph + name) }
        }
        .padding()
    }
}

/// `TextLayoutMemo`: texts that lay out alike share their measurements, and what it remembers is
/// bounded by count and by the bytes of its texts.
@MainActor @Suite("Text layout memo") struct TextLayoutMemoTests {
    private func request(_ text: String) -> TextLayoutRequest {
        TextLayoutRequest(runs: [TextRun(text, font: .body)], maxWidth: 200)
    }

    @Test func textsThatLayOutAlikeShareTheirMeasurementsWhateverTheirWidths() {
        let memo = TextLayoutMemo()
        var wider = request("Row")
        wider.maxWidth = 400
        #expect(memo.measurements(for: request("Row")) === memo.measurements(for: wider))
        #expect(memo.measurements(for: request("Row")) !== memo.measurements(for: request("Column")))
        #expect(memo.count == 2)
        #expect(memo.rememberedBytes == 9)
    }

    @Test func longTextsStartTheMemoAfreshOnceTheirBytesPassTheBudget() {
        let memo = TextLayoutMemo()
        let paragraph = String(repeating: "x", count: 100_000)
        let first = memo.measurements(for: request(paragraph + "0"))
        let fit = TextLayoutMemo.byteBudget / 100_001
        for index in 1..<fit { _ = memo.measurements(for: request(paragraph + String(index))) }
        #expect(memo.count == fit)
        #expect(memo.measurements(for: request(paragraph + "0")) === first, "still remembered")
        _ = memo.measurements(for: request(paragraph + "next"))
        #expect(memo.count == 1, "the group past the budget started the memo afresh")
        #expect(memo.rememberedBytes <= TextLayoutMemo.byteBudget)
        #expect(memo.measurements(for: request(paragraph + "0")) !== first)
    }

    /// Each key typed makes the paragraph a new text; the memo keeps at most its budget of them, not
    /// every version typed (it kept 400 versions of a 20 KB text, 8 MB, before the byte bound).
    @Test func typingUnderAMirroredParagraphKeepsTheMemoWithinItsBudget() {
        let host = ViewHost(MirroredParagraph(), size: CGSize(width: 390, height: 640))
        #expect(host.tap("Name"))
        for _ in 0..<150 { #expect(host.type("a")) }
        let (count, bytes) = host.withGraph { ($0.textLayouts.count, $0.textLayouts.rememberedBytes) }
        #expect(bytes <= TextLayoutMemo.byteBudget)
        #expect(count < 110, "at most the budget's worth of 20 KB paragraphs (and the field's short texts)")
        #expect(host.find(text: MirroredParagraph.paragraph + String(repeating: "a", count: 150)) != nil)
    }
}
