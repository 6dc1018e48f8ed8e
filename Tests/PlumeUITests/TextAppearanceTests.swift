import Foundation
import PlumeGraphics
import PlumeTesting
import Testing

@testable import PlumeUI

/// The iOS 16 view modifiers that style every text inside (`.fontWeight`, `.bold()`, `.italic()`,
/// `.fontDesign`, `.monospaced()`, `.underline()`, `.tracking`…), as apps write them.
@Suite("Text appearance on views") struct TextAppearanceTests {
    private struct Card: View {
        var body: some View {
            VStack {
                Text("Title")
                Text("Light").fontWeight(.light)
                HStack {
                    Text("Note")
                    Text("Mono").monospaced()
                }
                .italic()
                Text("Spaced")
            }
            .fontWeight(.semibold)
            .fontDesign(.serif)
            .underline()
            .tracking(2)
            .baselineOffset(1)
        }
    }

    /// The text runs drawn for `text`.
    private func run(_ host: ViewHost, _ text: String) throws -> TextRun {
        let request = try #require(
            host.displayList.allItems().compactMap { item -> TextLayoutRequest? in
                guard case .text(let request, _, _) = item else { return nil }
                return request.runs.map(\.text).joined() == text ? request : nil
            }.first, "\(text) is drawn")
        return request.runs[0]
    }

    @Test func viewModifiersStyleEveryTextInside() throws {
        let host = ViewHost(Card(), size: CGSize(width: 300, height: 300))
        let title = try run(host, "Title")
        #expect(title.font.weight == .semibold)
        #expect(title.font.design == .serif)
        #expect(title.underline)
        #expect(title.tracking == 2)
        #expect(title.baselineOffset == 1)
        #expect(!title.font.isItalic)
        #expect(try run(host, "Light").font.weight == .light, "the text's own weight wins")
        #expect(try run(host, "Note").font.isItalic)
        #expect(try run(host, "Mono").font.design == .monospaced)
        #expect(try run(host, "Spaced").tracking == 2)
    }

    @Test func boldOnAViewAndBoldOnAText() throws {
        let host = ViewHost(
            VStack {
                Text("A")
                Text("B").bold() + Text("C")
            }
            .bold(), size: CGSize(width: 200, height: 100))
        #expect(try run(host, "A").font.weight == .bold)
        let off = ViewHost(VStack { Text("A") }.bold(false), size: CGSize(width: 200, height: 100))
        #expect(try run(off, "A").font.weight == .regular)
    }

    @Test func badTrackingIsZero() throws {
        let host = ViewHost(Text("x").tracking(.nan), size: CGSize(width: 100, height: 50))
        #expect(try run(host, "x").tracking == 0)
        let view = ViewHost(VStack { Text("y") }.kerning(.infinity), size: CGSize(width: 100, height: 50))
        #expect(try run(view, "y").tracking == 0)
    }
}
