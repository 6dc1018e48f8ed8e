import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// The text-size modifiers, measured with the real (Pango) text engine: dynamic type sizes and
/// `@ScaledMetric`, `imageScale`, `minimumScaleFactor`, and placeholders under `redacted`.
@Suite("Text sizing") struct TextSizingTests {
    private func host<V: View>(_ view: V, width: CGFloat = 400) -> ViewHost {
        ViewHost(view, size: CGSize(width: width, height: 300))
    }

    private func frame(of text: String, in host: ViewHost) -> CGRect? { host.find(text: text)?.frame }

    @Test func textStylesFollowTheDynamicTypeSizeAndFixedSizesDoNot() throws {
        func widths(_ size: DynamicTypeSize) throws -> (style: CGFloat, fixed: CGFloat) {
            let h = host(
                VStack {
                    Text("Dynamic type").font(.body)
                    Text("Fixed size").font(.system(size: 17))
                }
                .dynamicTypeSize(size))
            return (
                try #require(frame(of: "Dynamic type", in: h)).width, try #require(frame(of: "Fixed size", in: h)).width
            )
        }
        let large = try widths(.large)
        let bigger = try widths(.xxxLarge)
        let ratio = bigger.style / large.style
        #expect(abs(ratio - 23.0 / 17) < 0.08, "body grows from 17 to 23 points (ratio \(ratio))")
        #expect(abs(bigger.fixed - large.fixed) < 0.5, "a fixed size stays")
        #expect(try widths(.xSmall).style < large.style)
    }

    @Test func aDynamicTypeRangeClampsTheSizeAround() throws {
        func width(_ size: DynamicTypeSize) throws -> CGFloat {
            let h = host(Text("Clamped").font(.body).dynamicTypeSize(...DynamicTypeSize.xLarge).dynamicTypeSize(size))
            return try #require(frame(of: "Clamped", in: h)).width
        }
        #expect(try width(.accessibility3) == width(.xLarge), "sizes above the range are clamped to its top")
        #expect(try width(.small) < width(.xLarge), "sizes within the range are kept")
        #expect(DynamicTypeSize.accessibility1.isAccessibilitySize && !DynamicTypeSize.xxxLarge.isAccessibilitySize)
    }

    @Test func scaledMetricGrowsWithTheSize() {
        struct Badge: View {
            @ScaledMetric(relativeTo: .body) var side: CGFloat = 34
            var body: some View { Color.red.frame(width: side, height: side) }
        }
        func side(_ size: DynamicTypeSize) -> CGFloat? {
            makeHost(Badge().dynamicTypeSize(size)).views.first { $0.typeName.contains("Color") }?.frame.width
        }
        #expect(side(.large) == 34)
        #expect(side(.accessibility1) == 56, "34 × 28 / 17")
        #expect(side(.xSmall) == 28, "34 × 14 / 17")
    }

    @Test func imageScaleSizesSymbols() {
        func side(_ scale: Image.Scale) -> CGFloat? {
            makeHost(Image(systemName: "star").imageScale(scale)).views.first { $0.typeName.contains("Image") }?
                .frame.width
        }
        let (small, medium, large) = (side(.small), side(.medium), side(.large))
        #expect(medium.map { abs($0 - 17 * 1.2) < 0.01 } == true, "a medium symbol is 1.2 × the body size")
        if let small, let medium, let large {
            #expect(abs(small / medium - 0.78) < 0.01)
            #expect(abs(large / medium - 1.29) < 0.01)
        }
    }

    /// The font size the display list draws `text` at ("text "…" Inter 28 …").
    private func drawnSize(of text: String, in host: ViewHost) -> Double? {
        let line = host.dumpDisplayList().split(separator: "\n").first { $0.contains("\"\(text)\"") }
        guard let line, let range = line.range(of: "Inter ") else { return nil }
        return Double(line[range.upperBound...].prefix { $0 != " " })
    }

    @Test func minimumScaleFactorShrinksTextToFitBeforeTruncating() throws {
        let title = "A title far too long for its frame"
        let natural = try #require(frame(of: title, in: host(Text(title).font(.title), width: 2000))).width
        let width = (natural * 0.7).rounded()
        let shrunk = host(Text(title).font(.title).lineLimit(1).minimumScaleFactor(0.5).frame(width: width))
        let size = try #require(drawnSize(of: title, in: shrunk))
        #expect(size < 28 * 0.71 && size > 28 * 0.6, "shrunk to about 70 % (\(size) points)")
        #expect(try #require(frame(of: title, in: shrunk)).width <= width)

        let plain = host(Text(title).font(.title).lineLimit(1).frame(width: width))
        #expect(drawnSize(of: title, in: plain) == 28, "without the modifier it keeps its size (and is truncated)")

        let limited = host(Text(title).font(.title).lineLimit(1).minimumScaleFactor(0.9).frame(width: width))
        #expect(
            try #require(drawnSize(of: title, in: limited)) == 28 * 0.9,
            "it shrinks no further than the factor, then truncates")

        let fits = host(Text("Short").font(.title).minimumScaleFactor(0.5).frame(width: width))
        #expect(drawnSize(of: "Short", in: fits) == 28, "text that fits is not shrunk")
    }

    @Test func redactedDrawsPlaceholdersAtTheSameSize() throws {
        let content = VStack {
            Text("Loading title")
            Image(systemName: "star")
            Text("Always shown").unredacted()
        }
        let plain = makeHost(content)
        let redacted = makeHost(content.redacted(reason: .placeholder))
        #expect(plain.dump() == redacted.dump(), "the layout does not move")
        let list = redacted.dumpDisplayList()
        #expect(!list.contains("Loading title"))
        #expect(list.contains("Always shown"))
        #expect(plain.dumpDisplayList().contains("Loading title"))
        var environment = EnvironmentValues()
        environment.redactionReasons = [.placeholder, .privacy]
        #expect(environment.redactionReasons.contains(.privacy))
    }
}
