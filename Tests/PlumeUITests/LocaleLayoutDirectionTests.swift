import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// Shows the direction and the locale its environment has, in a row of two labels.
private struct LocaleProbe: View {
    @Environment(\.layoutDirection) private var direction
    @Environment(\.locale) private var locale
    var body: some View {
        HStack(spacing: 0) {
            Text(direction == .rightToLeft ? "rtl" : "ltr")
            Text(locale.identifier)
        }
    }
}

/// A window's default layout direction comes from its language, as on Apple's platforms: a host
/// given an Arabic or Hebrew locale lays out right to left; one given none stays left to right.
@Suite("The layout direction from the locale")
struct LocaleLayoutDirectionTests {
    private func host(_ locale: Locale?) -> ViewHost {
        ViewHost(
            LocaleProbe(), size: CGSize(width: 200, height: 40), textEngine: MonospaceTextLayoutEngine(),
            locale: locale)
    }

    @Test(arguments: ["ar_EG", "he_IL", "fa_IR", "ur_PK"])
    func aRightToLeftLanguageLaysOutFromTheRight(identifier: String) throws {
        let host = host(Locale(identifier: identifier))
        let direction = try #require(host.frame(ofText: "rtl"))
        let name = try #require(host.frame(ofText: identifier))
        // The row's first view (the direction) is at the right, the locale's name left of it.
        #expect(name.maxX == direction.minX)
        #expect(direction.minX > name.minX)
    }

    @Test(arguments: ["en_US", "fr_FR", "ja_JP"])
    func aLeftToRightLanguageLaysOutFromTheLeft(identifier: String) throws {
        let host = host(Locale(identifier: identifier))
        let direction = try #require(host.frame(ofText: "ltr"))
        #expect(direction.maxX == host.frame(ofText: identifier)?.minX)
    }

    @Test func withoutALocaleAHostLaysOutLeftToRightWithFoundationsLocale() throws {
        let host = host(nil)
        #expect(host.find(text: "ltr") != nil)
        #expect(host.find(text: Locale.current.identifier) != nil)
    }

    @Test func aViewsDirectionStillWinsOverTheLocales() throws {
        let view = LocaleProbe().environment(\.layoutDirection, .leftToRight)
        let host = ViewHost(
            view, size: CGSize(width: 200, height: 40), textEngine: MonospaceTextLayoutEngine(),
            locale: Locale(identifier: "ar_EG"))
        let direction = try #require(host.frame(ofText: "ltr"))
        #expect(direction.maxX == host.frame(ofText: "ar_EG")?.minX)
    }
}
