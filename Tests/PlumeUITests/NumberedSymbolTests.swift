import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

private let snapshotDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")

/// Found words with their lengths in numbered circles, as a word game lists them.
private struct FoundWords: View {
    let words = ["tea", "star", "river", "planet", "sunlight", "photographs"]
    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            ForEach(words, id: \.self) { word in
                HStack {
                    Image(systemName: "\(word.count).circle")
                    Image(systemName: "\(word.count).circle.fill").foregroundStyle(.orange)
                    Image(systemName: "\(word.count).square")
                    Image(systemName: "\(word.count).square.fill").foregroundStyle(.green)
                    Text(word)
                }
                .font(.title2)
            }
        }
        .padding()
    }
}

@MainActor
@Suite("Numbered symbols") struct NumberedSymbolTests {
    @Test func namesAreReadAsSFSymbolsSpellsThem() {
        let five = NumberedSymbol(systemName: "5.circle")
        #expect(five?.number == 5 && five?.shape == .circle && five?.isFilled == false)
        let fifty = NumberedSymbol(systemName: "50.square.fill")
        #expect(fifty?.number == 50 && fifty?.shape == .square && fifty?.isFilled == true)
        #expect(NumberedSymbol(systemName: "0.circle")?.number == 0)
        for bad in [
            "51.circle", "05.circle", "-1.circle", "5.triangle", "5.circle.fill.fill", "5", "circle", "٣.circle",
        ] {
            #expect(NumberedSymbol(systemName: bad) == nil, "\(bad)")
        }
    }

    @Test func aCountDrawsItsNumberInACircleWithoutReportingAMissingSymbol() {
        let host = ViewHost(Image(systemName: "7.circle"), size: CGSize(width: 60, height: 60))
        let list = host.dumpDisplayList()
        #expect(list.contains("stroke"), "\(list)")
        #expect(list.contains("\"7\""), "\(list)")
        #expect(!list.contains("#FF3B30"), "no red missing-symbol box")
        #expect(host.graph.diagnostics.isEmpty, "\(host.graph.diagnostics)")
    }

    @Test func theFilledFormCutsTheNumberOutOfTheShape() {
        let host = ViewHost(Image(systemName: "12.square.fill"), size: CGSize(width: 60, height: 60))
        let list = host.dumpDisplayList()
        #expect(list.contains("compositingGroup"), "\(list)")
        #expect(list.contains("blendMode destinationOut"), "\(list)")
        #expect(list.contains("\"12\""), "\(list)")
    }

    @Test func theFillVariantModifierPicksTheFilledForm() {
        let host = ViewHost(
            Image(systemName: "3.circle").symbolVariant(.fill), size: CGSize(width: 60, height: 60))
        #expect(host.dumpDisplayList().contains("blendMode destinationOut"))
    }

    @Test func numbersPastFiftyAreStillReportedAsUnknown() {
        let host = ViewHost(Image(systemName: "51.circle"), size: CGSize(width: 60, height: 60))
        #expect(host.graph.diagnostics.contains { $0.contains("unknown system image '51.circle'") })
    }

    @Test func symbolsThePortedAppsUseHaveGlyphs() {
        for name in ["network", "suit.heart", "photo.on.rectangle", "checklist", "hourglass.tophalf.fill"] {
            let host = ViewHost(Image(systemName: name), size: CGSize(width: 40, height: 40))
            #expect(host.graph.diagnostics.isEmpty, "\(name): \(host.graph.diagnostics)")
        }
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func snapshot(scheme: ColorScheme) throws {
        let host = ViewHost(FoundWords(), size: CGSize(width: 320, height: 300), colorScheme: scheme)
        try host.assertSnapshot(named: "numbered-symbols-\(scheme == .dark ? "dark" : "light")", in: snapshotDirectory)
    }
}
