import Foundation
import PlumeGraphics
import PlumeTesting
import PlumeUI
import Testing

/// `TextField(_:text:axis: .vertical)` and `lineLimit` ranges as apps write them: a comment box that
/// grows as you type, and rows that reserve room for their text.
@Suite("Vertical text fields and line-limit ranges") struct VerticalTextFieldTests {
    private struct Comment: View {
        @State private var text = ""
        var body: some View {
            VStack(alignment: .leading) {
                TextField("Comment", text: $text, axis: .vertical)
                    .lineLimit(1...3)
                    .textFieldStyle(.roundedBorder)
                Text("typed \(text.count)")
            }
            .padding()
        }
    }

    private func fieldHeight(_ host: ViewHost) throws -> CGFloat {
        try #require(host.views.first { $0.typeName == "TextField" }).frame.height
    }

    @Test func theFieldGrowsWithItsLinesUpToTheLimit() throws {
        let host = ViewHost(Comment(), size: CGSize(width: 300, height: 400))
        let one = try fieldHeight(host)
        #expect(host.tap("Comment"))
        #expect(host.type("First line"))
        #expect(try fieldHeight(host) == one, "one line of text: one line tall")
        #expect(host.press(.enter))
        #expect(host.type("Second"))
        let two = try fieldHeight(host)
        #expect(two > one + 10, "a second line: taller (\(one) → \(two))")
        #expect(host.press(.enter))
        #expect(host.type("Third"))
        let three = try fieldHeight(host)
        #expect(three > two + 10)
        #expect(host.press(.enter))
        #expect(host.type("Fourth"))
        #expect(try fieldHeight(host) == three, "at most three lines: then it scrolls")
        #expect(host.find(text: "typed 30") != nil, "the line breaks are in the text")
    }

    @Test func longTextWrapsAndGrows() throws {
        let host = ViewHost(Comment(), size: CGSize(width: 240, height: 400))
        let one = try fieldHeight(host)
        #expect(host.tap("Comment"))
        #expect(host.type("A comment long enough to need a second line in a narrow window"))
        #expect(try fieldHeight(host) > one + 10)
    }

    private struct Rows: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("Short").lineLimit(3, reservesSpace: true)
                Text("Also short").lineLimit(2...4)
                Text("Plain")
            }
            .frame(width: 200)
        }
    }

    @Test func textReservesRoomForItsLowerBound() throws {
        let host = ViewHost(Rows(), size: CGSize(width: 300, height: 400))
        let plain = try #require(host.find(text: "Plain")).frame.height
        let three = try #require(host.find(text: "Short")).frame.height
        let two = try #require(host.find(text: "Also short")).frame.height
        #expect(abs(three - 3 * plain) < 2, "\(three) vs 3 × \(plain)")
        #expect(abs(two - 2 * plain) < 2, "\(two) vs 2 × \(plain)")
    }

    @Test func aHugeReservedLineCountIsMeasuredWithoutLayingOutEveryLine() throws {
        let host = ViewHost(
            VStack(spacing: 0) {
                Text("One").lineLimit(1_000_000, reservesSpace: true)
                Text("Plain")
            }, size: CGSize(width: 300, height: 400))
        let plain = try #require(host.find(text: "Plain")).frame.height
        let reserved = try #require(host.find(text: "One")).frame.height
        #expect(abs(reserved - 1_000_000 * plain) < 10, "\(reserved) vs a million × \(plain)")
    }
}
