import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

private struct Badge: View {
    let title: String
    var body: some View {
        Text(title).padding(8).background(Color.blue)
    }
}

/// Previews written as in an Xcode project: a group of variants with layouts, names and devices.
private struct Badge_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            Badge(title: "Default")
            Badge(title: "Fits").previewLayout(.sizeThatFits).previewDisplayName("Fits")
            Badge(title: "Fixed").previewLayout(.fixed(width: 200, height: 100))
            Badge(title: "SE").previewDevice(PreviewDevice(rawValue: "iPhone SE (3rd generation)"))
            Badge(title: "Wide").previewDevice("iPhone 15").previewInterfaceOrientation(.landscapeLeft)
            Badge(title: "Odd").previewDevice("Nokia 3310").previewDisplayName("Odd")
        }
    }
}

private struct Single_Previews: PreviewProvider {
    static var previews: some View { Badge(title: "Only") }
}

/// `@MainActor`: `PreviewItem.items(of:)` reads the providers' main-actor `previews`.
@MainActor @Suite struct PreviewProviderTests {
    @Test func eachTopLevelViewIsOnePreviewWithItsTraits() {
        let items = PreviewItem.items(of: Badge_Previews.self)
        #expect(
            items.map(\.name) == [
                "Badge_Previews 1", "Fits", "Badge_Previews 3", "Badge_Previews 4", "Badge_Previews 5", "Odd",
            ])
        #expect(items[0].screenSize == CGSize(width: 390, height: 844))
        #expect(items[1].layout == .sizeThatFits)
        #expect(items[1].screenSize == nil)
        #expect(items[2].screenSize == CGSize(width: 200, height: 100))
        #expect(items[3].screenSize == CGSize(width: 375, height: 667))
        #expect(items[4].screenSize == CGSize(width: 852, height: 393))
        #expect(items[5].screenSize == CGSize(width: 390, height: 844))
        #expect(items[5].notes == ["unknown preview device \"Nokia 3310\": drawn at 390 × 844"])
        #expect(PreviewItem.items(of: Single_Previews.self).map(\.name) == ["Single_Previews"])
    }

    @Test func theNearestModifierWins() {
        struct P: PreviewProvider {
            static var previews: some View {
                Badge(title: "x").previewDisplayName("inner").previewDisplayName("outer")
            }
        }
        #expect(PreviewItem.items(of: P.self).map(\.name) == ["inner"])
    }

    @Test func badFixedSizesAreClampedAndSaid() {
        struct P: PreviewProvider {
            static var previews: some View {
                Badge(title: "x").previewLayout(.fixed(width: .nan, height: 1e300))
            }
        }
        let item = PreviewItem.items(of: P.self)[0]
        #expect(item.screenSize == CGSize(width: 0, height: 10_000))
        #expect(item.notes.count == 1)
    }

    @Test func renderedAtTheirSizesInBothSchemes() throws {
        let rendered = try PreviewRenderer.render(Badge_Previews.self, colorSchemes: [.light, .dark])
        #expect(rendered.count == 12)
        let fits = rendered.filter { $0.name == "Fits" }
        #expect(fits.map(\.colorScheme) == [.light, .dark])
        // The text plus 8 points of padding on each side: small, and the same in both schemes.
        let size = fits[0].size
        #expect(size.width > 16 && size.width < 100 && size.height > 16 && size.height < 60, "\(size)")
        #expect(fits[0].image.width == Int(size.width) && fits[0].image.height == Int(size.height))
        #expect(fits[0].fileName == "Fits-light.png")
        let fixed = rendered.first { $0.name == "Badge_Previews 3" && $0.colorScheme == .dark }
        #expect(fixed?.image.width == 200 && fixed?.image.height == 100)
        // Light and dark differ (the window's background follows the scheme).
        let defaults = rendered.filter { $0.name == "Badge_Previews 1" }
        #expect(defaults[0].image != defaults[1].image)
    }
}
