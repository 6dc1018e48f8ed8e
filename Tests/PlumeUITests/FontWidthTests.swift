import Foundation
import PlumeGraphics
import PlumeTesting
import Testing

@testable import PlumeUI

private let snapshotDirectory = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")

/// `Font.Width`, `Font.width(_:)` and `.fontWidth(_:)`: measured and drawn by Pango.
@MainActor
@Suite("Font width") struct FontWidthTests {
    /// The width of the first text drawn by `host`.
    private func textWidth(in host: ViewHost) throws -> CGFloat {
        try #require(host.views.first { $0.text != nil }).frame.width
    }

    private func width(of view: some View) throws -> CGFloat {
        try textWidth(in: ViewHost(view, size: CGSize(width: 600, height: 80)))
    }

    @Test func narrowerWidthsMeasureNarrower() throws {
        let phrase = "Wide and narrow letters"
        let compressed = try width(of: Text(phrase).fontWidth(.compressed))
        let condensed = try width(of: Text(phrase).fontWidth(.condensed))
        let standard = try width(of: Text(phrase).fontWidth(.standard))
        let expanded = try width(of: Text(phrase).fontWidth(.expanded))
        #expect(compressed < condensed)
        #expect(condensed < standard)
        #expect(standard < expanded)
        #expect(try width(of: Text(phrase).font(.body.width(.condensed))) == condensed)
        #expect(try width(of: Text(phrase)) == standard)
    }

    @Test func theViewModifierReachesTextsInside() throws {
        let host = ViewHost(
            VStack { Text("Condensed inside") }.fontWidth(.condensed), size: CGSize(width: 400, height: 80))
        #expect(host.dumpDisplayList().contains("DejaVu Sans Condensed 17 width -0.2"))
        let plain = try width(of: Text("Condensed inside"))
        #expect(try textWidth(in: host) < plain)
    }

    @Test func aFamilyWithFacesOfSeveralWidthsUsesThem() throws {
        let regular = try width(of: Text("DejaVu faces").font(.custom("DejaVu Sans", size: 17)))
        let condensed = try width(of: Text("DejaVu faces").font(.custom("DejaVu Sans", size: 17).width(.condensed)))
        #expect(condensed < regular)
    }

    @Test func valuesAreClamped() {
        #expect(Font.Width(5).value == 1)
        #expect(Font.Width(-5).value == -1)
        #expect(Font.Width(.nan) == .standard)
        #expect(Font.Width.condensed.stretchPercent == 75)
        #expect(Font.Width.expanded.stretchPercent == 125)
        #expect(Font.Width(0).stretchPercent == 100)
        var set = Font.Width.standard
        set.value = .nan
        #expect(set.stretchPercent == 100)
        set.value = 1e300
        #expect(set.stretchPercent == 200)
    }

    @Test func theFixedMetricEngineDrawsEveryWidthAlike() {
        let graph = makeGraph(
            VStack {
                Text("abc").fontWidth(.compressed)
                Text("abc")
            })
        let texts = graph.views().filter { $0.text == "abc" }
        #expect(texts.count == 2)
        #expect(texts[0].frame.width == texts[1].frame.width)
    }

    @Test(arguments: [ColorScheme.light, .dark]) func snapshot(_ scheme: ColorScheme) throws {
        let host = ViewHost(
            VStack(alignment: .leading, spacing: 6) {
                Text("Compressed width").fontWidth(.compressed)
                Text("Condensed width").fontWidth(.condensed)
                Text("Standard width").fontWidth(.standard)
                Text("Expanded width").fontWidth(.expanded)
            }
            .padding(12), size: CGSize(width: 240, height: 130), colorScheme: scheme)
        try host.assertSnapshot(named: "text-font-width-\(scheme == .dark ? "dark" : "light")", in: snapshotDirectory)
    }
}
