import Foundation
import Testing

@testable import PlumeFoundation

/// The user's languages as the POSIX locale variables name them, and `String(localized:)`'s choice
/// of translation from them (Foundation's `Locale.current` ignores them on Linux).
@Suite struct PreferredLanguageTests {
    @Test func messagesLocaleFollowsPOSIXOrder() {
        #expect(POSIXLanguagePreferences.messagesLocale(in: ["LANG": "de_DE.UTF-8"]) == "de_DE")
        #expect(
            POSIXLanguagePreferences.messagesLocale(in: ["LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR"]) == "fr_FR")
        #expect(
            POSIXLanguagePreferences.messagesLocale(in: [
                "LANG": "de_DE", "LC_MESSAGES": "fr_FR", "LC_ALL": "sr_RS@latin",
            ])
                == "sr_RS")
        #expect(POSIXLanguagePreferences.messagesLocale(in: ["LANG": "C.UTF-8"]) == nil)
        #expect(POSIXLanguagePreferences.messagesLocale(in: ["LANG": "POSIX"]) == nil)
        #expect(POSIXLanguagePreferences.messagesLocale(in: ["LC_ALL": "", "LANG": "it_IT"]) == "it_IT")
        #expect(POSIXLanguagePreferences.messagesLocale(in: [:]) == nil)
    }

    @Test func languageListComesFirstUnlessTheLocaleIsC() {
        #expect(
            POSIXLanguagePreferences.preferredLanguages(in: ["LANGUAGE": "fr_CA:fr", "LANG": "de_DE.UTF-8"])
                == ["fr_CA", "fr", "de_DE"])
        #expect(POSIXLanguagePreferences.preferredLanguages(in: ["LANGUAGE": "fr", "LANG": "C"]).isEmpty)
    }

    @Test func theDefaultLocaleTakesTheTranslationLANGNames() {
        let table = LocalizationTable.named(nil, in: Bundle.module)
        let german = table.entry(forKey: "Inbox", locale: .current, environment: ["LANG": "de_DE.UTF-8"])
        #expect(german == .value("Posteingang"))
        let french = table.entry(
            forKey: "Inbox", locale: .current, environment: ["LANGUAGE": "ja:fr", "LANG": "de_DE.UTF-8"])
        #expect(french == .value("Boîte de réception"))
        // C names no language: neither translation (the source language's value, or the key).
        let plain = table.entry(forKey: "Inbox", locale: .current, environment: ["LANG": "C.UTF-8"])
        #expect(plain != german && plain != french)
        // An explicit locale still chooses, whatever LANG says.
        let chosen = table.entry(forKey: "Inbox", locale: Locale(identifier: "fr"), environment: ["LANG": "de_DE"])
        #expect(chosen == .value("Boîte de réception"))
    }
}
