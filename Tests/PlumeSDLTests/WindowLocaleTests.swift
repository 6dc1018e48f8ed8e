import Foundation
import Testing

@testable import PlumeSDL

/// The window's language: an explicit option wins; otherwise the POSIX locale variables name it,
/// and its direction is the graph's default layout direction.
@Suite struct WindowLocaleTests {
    @Test func thePOSIXVariablesNameTheLocaleInTheirOrder() {
        let locale = SDLWindowHost.Options.locale(environment:)
        #expect(locale(["LANG": "ar_EG.UTF-8"])?.identifier == "ar_EG")
        #expect(locale(["LANG": "en_US.UTF-8", "LC_MESSAGES": "he_IL.UTF-8"])?.identifier == "he_IL")
        #expect(
            locale(["LANG": "en_US.UTF-8", "LC_MESSAGES": "he_IL", "LC_ALL": "fr_FR.UTF-8"])?.identifier == "fr_FR")
        #expect(locale(["LC_ALL": "", "LANG": "sr_RS@latin"])?.identifier == "sr_RS")
    }

    @Test func noLanguageMeansNoLocale() {
        let locale = SDLWindowHost.Options.locale(environment:)
        for name in ["C", "C.UTF-8", "POSIX", "", ".UTF-8"] { #expect(locale(["LANG": name]) == nil, "\(name)") }
        #expect(locale([:]) == nil)
    }

    @Test func anExplicitLocaleWins() {
        let options = SDLWindowHost.Options(locale: Locale(identifier: "he_IL"))
        #expect(options.resolvedLocale?.identifier == "he_IL")
    }
}
