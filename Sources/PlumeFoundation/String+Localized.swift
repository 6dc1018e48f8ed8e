import Foundation

#if !canImport(Darwin)
    extension String {
        /// The localized text for a key, looked up in the bundle's tables, with the interpolated
        /// values put in, as Apple's `String(localized:)`:
        /// `String(localized: "\(count) new messages")` looks up `"%lld new messages"`.
        ///
        /// The table is `Localizable` unless named; the bundle is `Bundle.main` unless given (a
        /// package's resources are `Bundle.module`). The language: with the default `locale`
        /// (`Locale.current`, which on Linux is always `en_001`, whatever `LANG` says), the first
        /// of the user's languages the table has, read from `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` and
        /// `LANG` (`LANG=de_DE.UTF-8` shows German), as Apple picks from the user's preferred
        /// languages; with another `locale`, that locale's language (Apple uses `locale` only to
        /// format values). With no translation the key's own text is shown, with the values in it.
        /// See `LocalizationTable` for the files read.
        public init(
            localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
            locale: Locale = .current, comment: StaticString? = nil
        ) {
            self = Self.localize(
                key: keyAndValue.key, defaultValue: keyAndValue, table: table, bundle: bundle ?? .main,
                locale: locale)
        }

        /// The localized text for `key`, or `defaultValue` (with its values put in) when no table has
        /// it, as Apple's `String(localized:defaultValue:table:bundle:locale:comment:)`.
        public init(
            localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
            bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil
        ) {
            self = Self.localize(
                key: key.description, defaultValue: defaultValue, table: table, bundle: bundle ?? .main,
                locale: locale)
        }

        /// The text of a localized string resource in its own locale, as Apple's
        /// `String(localized:)` taking a `LocalizedStringResource`.
        public init(localized resource: LocalizedStringResource) {
            self = Self.localize(
                key: resource.key, defaultValue: resource.defaultValue, table: resource.table,
                bundle: resource.bundle.bundle, locale: resource.locale)
        }

        static func localize(
            key: String, defaultValue: String.LocalizationValue, table: String?, bundle: Bundle, locale: Locale
        ) -> String {
            let entry = LocalizationTable.named(table, in: bundle).entry(forKey: key, locale: locale)
            let format = entry?.resolve(defaultValue.arguments) ?? defaultValue.key
            return LocalizedFormat.apply(format, defaultValue.arguments)
        }
    }
#endif
