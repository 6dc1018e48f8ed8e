import Foundation
import PlumeFoundation
import PlumeUI

/// The window's language from the process's POSIX locale variables: on Apple's platforms an app's
/// views get the user's language (and its direction) from the system; on Linux that is what the
/// session's `LC_ALL`, `LC_MESSAGES` and `LANG` name (Foundation's `Locale.current` does not follow
/// them there). Read by `SDLWindowHost.openWindow` when the options give no locale.
extension SDLWindowHost.Options {
    /// The locale the window opens with: `locale`, else the one the process's variables name.
    var resolvedLocale: Locale? { locale ?? Self.locale(environment: ProcessInfo.processInfo.environment) }

    /// The locale that `environment`'s locale variables name, in POSIX's order (`LC_ALL`, then
    /// `LC_MESSAGES`, then `LANG`; the first set and non-empty wins): `ar_EG.UTF-8` is `ar_EG` and
    /// `sr_RS@latin` is `sr_RS`. Nil when none is set, or the one set is `C` or `POSIX` (no language:
    /// the graph keeps Foundation's current locale and lays out left to right), or names no language.
    static func locale(environment: [String: String]) -> Locale? {
        guard let identifier = POSIXLanguagePreferences.messagesLocale(in: environment) else { return nil }
        let locale = Locale(identifier: identifier)
        guard let code = locale.language.languageCode?.identifier, !code.isEmpty else { return nil }
        return locale
    }
}
