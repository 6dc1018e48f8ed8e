import Foundation
import PlumeFoundation
import Testing

/// `String(localized:)` against the fixture tables in this test bundle: `Localizable.xcstrings`
/// (German and French, with plurals), `de.lproj/Menu.strings`, and a broken `Broken.xcstrings`.
@Suite struct LocalizationTests {
    let bundle = Bundle.module
    let german = Locale(identifier: "de_DE")
    let french = Locale(identifier: "fr")

    @Test func interpolationBuildsApplesKeys() {
        let name = "Ada"
        let count = 3
        let price = 2.5
        let value: String.LocalizationValue = "\(name) has \(count) items at \(price) (100%)"
        #expect(value.key == "%@ has %lld items at %lf (100%%)")
        let unsigned: UInt = 4
        #expect(("\(unsigned) left" as String.LocalizationValue).key == "%llu left")
        #expect(("50%" as String.LocalizationValue).key == "50%")
    }

    @Test func catalogTranslationsByLocale() {
        #expect(String(localized: "Inbox", bundle: bundle, locale: german) == "Posteingang")
        #expect(String(localized: "Inbox", bundle: bundle, locale: french) == "Boîte de réception")
        // No Japanese: the source language's value, which for a key without one is the key.
        #expect(String(localized: "Inbox", bundle: bundle, locale: Locale(identifier: "ja")) == "Inbox")
        // A region falls back to its language.
        #expect(String(localized: "Inbox", bundle: bundle, locale: Locale(identifier: "de_AT")) == "Posteingang")
    }

    @Test func pluralVariantsFollowTheCount() {
        func messages(_ n: Int, _ locale: Locale) -> String {
            String(localized: "\(n) new messages", bundle: bundle, locale: locale)
        }
        #expect(messages(1, german) == "1 neue Nachricht")
        #expect(messages(5, german) == "5 neue Nachrichten")
        #expect(messages(0, german) == "Keine neuen Nachrichten")
        #expect(messages(1, Locale(identifier: "en")) == "1 new message")
        #expect(messages(2, Locale(identifier: "en")) == "2 new messages")
    }

    @Test func translatorsCanReorderArguments() {
        let text = String(localized: "\("Ada") invited \("Bob")", bundle: bundle, locale: german)
        #expect(text == "Bob wurde von Ada eingeladen")
    }

    @Test func stringsFilesInLprojFolders() {
        #expect(String(localized: "Open", table: "Menu", bundle: bundle, locale: german) == "Öffnen")
        #expect(String(localized: "Quit", table: "Menu", bundle: bundle, locale: german) == "Beenden")
        #expect(String(localized: "Missing", table: "Menu", bundle: bundle, locale: german) == "Missing")
    }

    @Test func defaultValueShowsWhenNoTableHasTheKey() {
        let text = String(localized: "greeting.title", defaultValue: "Hello, \("Ada")!", bundle: bundle, locale: german)
        #expect(text == "Hello, Ada!")
        #expect(String(localized: "greeting.known", defaultValue: "Hi", bundle: bundle, locale: german) == "Hallo")
    }

    @Test func aBrokenTableFallsBackToTheDefaultValue() {
        // Broken.xcstrings is not JSON: reported on standard error, and the text still shows.
        #expect(String(localized: "Inbox", table: "Broken", bundle: bundle, locale: german) == "Inbox")
    }

    @Test func resourcesLookUpLater() {
        let resource = LocalizedStringResource("Inbox", locale: german, bundle: .atURL(bundle.bundleURL))
        #expect(resource.key == "Inbox")
        #expect(String(localized: resource) == "Posteingang")
        var french = resource
        french.locale = self.french
        #expect(String(localized: french) == "Boîte de réception")
        let literal: LocalizedStringResource = "Plain"
        #expect(literal.key == "Plain")
        #expect(String(localized: literal) == "Plain")
    }

    @Test func formatSpecifiersAreReadSafely() {
        #expect(LocalizedFormatProbe.apply("%@ and %@", ["a"]) == "a and %@")
        #expect(
            LocalizedFormatProbe.apply("%05.1lf|%3lld|%x", [.double(3.14159), .integer(7), .integer(255)])
                == "003.1|  7|ff")
        #expect(LocalizedFormatProbe.apply("%2$@ %1$@", ["x", "y"]) == "y x")
        #expect(LocalizedFormatProbe.apply("%lld", ["not a number"]) == "not a number")
        #expect(LocalizedFormatProbe.apply("%99999lld", [.integer(1)]) == "1")
        #expect(LocalizedFormatProbe.apply("100%% of %", [.integer(1)]) == "100% of %")
    }
}
