import Foundation

/// The languages a Linux user asked for through the POSIX locale variables, which Foundation's
/// `Locale.current` does not follow on Linux (it is `en_001` whatever `LANG` says).
///
/// Read by `String(localized:)` (through `LocalizationTable`), which picks a translation from them
/// as Apple picks one from the user's preferred languages, and by the window host, which gives a
/// window the locale and layout direction they name. Pure functions of the environment they are
/// given, so tests pass their own.
package enum POSIXLanguagePreferences {
    /// The locale identifier of messages: the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is
    /// set and not empty (POSIX's order), without its codeset and modifier (`ar_EG.UTF-8` is
    /// `ar_EG`, `sr_RS@latin` is `sr_RS`). Nil when none is set, or the one set is `C` or `POSIX`
    /// (no language).
    package static func messagesLocale(in environment: [String: String]) -> String? {
        let name = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        guard let name else { return nil }
        let identifier = String(name.prefix { $0 != "." && $0 != "@" })
        guard !identifier.isEmpty, identifier != "C", identifier != "POSIX" else { return nil }
        return identifier
    }

    /// The languages to look translations up in, most wanted first: GNU's `LANGUAGE` list
    /// (`fr_CA:fr:en`; honoured only when the messages locale names a language, as gettext does),
    /// then the messages locale. Empty when the variables name no language.
    package static func preferredLanguages(in environment: [String: String]) -> [String] {
        guard let messages = messagesLocale(in: environment) else { return [] }
        let listed = (environment["LANGUAGE"] ?? "").split(separator: ":").map {
            String($0.prefix { $0 != "." && $0 != "@" })
        }
        var seen = Set<String>()
        return (listed + [messages]).filter { !$0.isEmpty && seen.insert($0).inserted }
    }
}
