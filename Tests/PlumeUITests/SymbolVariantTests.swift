import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// `symbolVariant` picks the variant's glyph when the symbol table has it, falling back as SF
/// Symbols does; `symbolRenderingMode` is accepted and drawn in one colour.
@Suite("symbolVariant") struct SymbolVariantTests {
    /// The glyph the display list draws for the only symbol in `view`.
    private func glyph<V: View>(_ view: V) -> String? {
        let line = makeHost(view).dumpDisplayList().split(separator: "\n").first { $0.contains("Material Icons") }
        return line.flatMap { $0.split(separator: "\"").dropFirst().first.map(String.init) }
    }

    @Test func variantsChooseTheirGlyphs() {
        #expect(glyph(Image(systemName: "star")) == SystemSymbols.ligature(for: "star"))
        #expect(glyph(Image(systemName: "star").symbolVariant(.fill)) == SystemSymbols.ligature(for: "star.fill"))
        #expect(glyph(Image(systemName: "heart").symbolVariant(.fill)) == SystemSymbols.ligature(for: "heart.fill"))
        #expect(
            glyph(Image(systemName: "person").symbolVariant(.circle)) == SystemSymbols.ligature(for: "person.circle"))
        #expect(SystemSymbols.ligature(for: "star") != SystemSymbols.ligature(for: "star.fill"))
    }

    @Test func aMissingVariantFallsBackToTheClosestName() {
        // "house.circle.fill" is not in the table: the circle is kept, the fill dropped.
        #expect(SystemSymbols.ligature(for: "house.circle.fill") == nil)
        #expect(
            glyph(Image(systemName: "house").symbolVariant(.circle.fill))
                == SystemSymbols.ligature(for: "house.circle"))
        #expect(glyph(Image(systemName: "gear").symbolVariant(.slash)) == SystemSymbols.ligature(for: "gear"))
        let host = makeHost(Image(systemName: "gear").symbolVariant(.slash))
        #expect(host.withGraph { $0.diagnostics }.isEmpty, "a fallback is not an error")
    }

    @Test func variantsCombineDownTheTree() {
        let view = VStack { Image(systemName: "person").symbolVariant(.fill) }.symbolVariant(.circle)
        var environment = EnvironmentValues()
        environment.symbolVariants = .circle.fill
        #expect(environment.symbolVariants.contains(.fill) && environment.symbolVariants.contains(.circle))
        #expect(!SymbolVariants.circle.contains(.fill))
        #expect(glyph(view) == SystemSymbols.ligature(for: "person.circle"))
    }

    @Test func renderingModesDrawInOneColour() {
        let plain = makeHost(Image(systemName: "star").foregroundStyle(.red)).dumpDisplayList()
        let palette = makeHost(Image(systemName: "star").symbolRenderingMode(.hierarchical).foregroundStyle(.red))
            .dumpDisplayList()
        #expect(plain == palette)
    }
}
